/**
 * Site names as people type them (a domain or a URL), read into a host name
 * for a lookup in a database of sites' rules. Pure: no I/O, and no URL parser,
 * so that the pages and the core share it.
 */

/** The longest host name DNS allows (RFC 1035: 253 characters without the trailing dot). */
export const MAX_HOST_LENGTH = 253;

/** The longest site text read: a URL's path beyond its host is cut, within this bound. */
export const MAX_SITE_TEXT_LENGTH = MAX_HOST_LENGTH + 2048;

/** Why a site is not a host name. */
export type SiteHostProblem = 'too_long' | 'malformed';

/** The outcome of {@link siteHost}. */
export type SiteHost =
  | { readonly ok: true; readonly host: string }
  | { readonly ok: false; readonly problem: SiteHostProblem };

const LABELS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The host of a site given as a domain or a URL (`https://user@host:port/path`), lower-cased,
 * without a trailing dot. The text is capped before any other work, so the cost is linear.
 */
export function siteHost(site: string): SiteHost {
  // A URL may carry a path beyond the host; the host itself is capped after it is cut out.
  if (site.length > MAX_SITE_TEXT_LENGTH) return { ok: false, problem: 'too_long' };
  let host = site.trim().toLowerCase();
  const scheme = host.indexOf('://');
  if (scheme >= 0) {
    host = host.slice(scheme + 3);
    host = host.slice(0, firstOf(host, '/?#'));
    host = host.slice(host.lastIndexOf('@') + 1);
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '');
  if (host.length > MAX_HOST_LENGTH) return { ok: false, problem: 'too_long' };
  return LABELS.test(host) ? { ok: true, host } : { ok: false, problem: 'malformed' };
}

function firstOf(text: string, stops: string): number {
  for (let i = 0; i < text.length; i++) if (stops.includes(text[i] as string)) return i;
  return text.length;
}
