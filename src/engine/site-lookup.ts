/**
 * A site as the library and the CLI take it (a domain or a URL), looked up in the bundled
 * database: core/site-host.ts reads the host (capped at 253 characters, so the lookup is linear),
 * site-rules.ts finds its rules or a parent domain's.
 */
import { siteHost } from '../core/site-host.js';
import { rulesOfHost, type SiteRules } from './site-rules.js';

/** The rules of a site, or of its nearest parent domain; undefined when none is known or it is no host name. */
export function siteRules(site: string): SiteRules | undefined {
  const parsed = siteHost(site);
  return parsed.ok ? rulesOfHost(parsed.host) : undefined;
}
