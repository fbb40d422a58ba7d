/**
 * The generator page's rules mode loads this module, and with it the bundled
 * password-rules database, only when the mode is chosen (a chunk of its own).
 * The page hands in its reader of host names, so this chunk shares no module
 * with the page script (a shared module would be one more chunk at load).
 */

import type { SiteHost } from '../../core/site-host.js';
import { rulesOfHost, SITE_DOMAINS, type SiteRules } from '../../engine/site-rules.js';
import { searchSites } from '../site-search.js';

/** The database's lookups, by domain or URL (or a parent domain), with the page's reader of hosts. */
export function createSiteDatabase(siteHost: (site: string) => SiteHost) {
  const lookupSite = (site: string): SiteRules | undefined => {
    const parsed = siteHost(site);
    return parsed.ok ? rulesOfHost(parsed.host) : undefined;
  };
  return {
    lookupSite,
    /** The sites that match what the user typed, best first. */
    findSites: (query: string): readonly SiteRules[] => searchSites(SITE_DOMAINS, lookupSite, query),
  };
}
