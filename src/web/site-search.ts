/**
 * The generator page's site search over the bundled password-rules database
 * (which the page loads only in its rules mode). Pure: the database is given.
 */

import type { SiteLookup } from '../engine/recipe-request.js';
import type { SiteRules } from '../engine/site-rules.js';

/** The most results the search shows. */
export const MAX_SITE_RESULTS = 8;

/**
 * The sites that match what the user typed, best first: the site the text
 * names (a domain or a URL, or one of its parent domains), then domains that
 * start with the text, then domains that contain it.
 */
export function searchSites(domains: readonly string[], lookup: SiteLookup, query: string): readonly SiteRules[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [];
  const found: SiteRules[] = [];
  const seen = new Set<string>();
  const add = (entry: SiteRules | undefined) => {
    if (entry === undefined || seen.has(entry.domain) || found.length >= MAX_SITE_RESULTS) return;
    seen.add(entry.domain);
    found.push(entry);
  };
  // The lookup reads the text as a domain or URL, and finds nothing in what is neither.
  add(lookup(text));
  for (const domain of domains) if (domain.startsWith(text)) add(lookup(domain));
  for (const domain of domains) if (domain.includes(text)) add(lookup(domain));
  return found;
}
