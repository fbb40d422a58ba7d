/**
 * The generator page's rules mode loads this module, and with it the bundled
 * password-rules database, only when the mode is chosen (a chunk of its own).
 */
import { SITE_DOMAINS, type SiteRules, siteRules } from '../../api/contract/site-rules.js';
import { searchSites } from '../site-search.js';

/** A site's rules by domain or URL (or a parent domain), undefined when none is known. */
export function lookupSite(site: string): SiteRules | undefined {
  return siteRules(site);
}

/** The sites that match what the user typed, best first. */
export function findSites(query: string): readonly SiteRules[] {
  return searchSites(SITE_DOMAINS, siteRules, query);
}
