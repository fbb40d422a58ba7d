/**
 * Sites' password rules, from a bundled copy of Apple's
 * password-manager-resources `quirks/password-rules.json`
 * (https://github.com/apple/password-manager-resources, commit
 * 96cbab74681dcc296cae6fb205c4b047bc026c22).
 *
 * That file is Copyright 2020 - 2026 Apple Inc., under the MIT licence:
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions: The above copyright
 * notice and this permission notice shall be included in all copies or
 * substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS",
 * WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO
 * THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 * FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
 * TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR
 * THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
import PASSWORD_RULES from '../../data/password-rules.json' with { type: 'json' };

/** Where the bundled database comes from. */
export const SITE_RULES_SOURCE = {
  repository: 'https://github.com/apple/password-manager-resources',
  path: 'quirks/password-rules.json',
  commit: '96cbab74681dcc296cae6fb205c4b047bc026c22',
  licence: 'MIT',
} as const;

const DATABASE: Readonly<Record<string, { readonly 'password-rules': string }>> = PASSWORD_RULES;

/** Every domain of the database. */
export const SITE_DOMAINS: readonly string[] = Object.keys(DATABASE);

/** A site's entry: the domain it was found under and its rules string. */
export interface SiteRules {
  readonly domain: string;
  readonly rules: string;
}

/**
 * The host of a site given as a domain or a URL, lower-cased, without a
 * trailing dot; undefined for something that is not a host name.
 */
export function siteHost(site: string): string | undefined {
  let host = site.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return undefined;
    }
  }
  host = host.replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host) ? host : undefined;
}

/** The rules of a site: the host itself, then each parent domain; undefined when none is known. */
export function siteRules(site: string): SiteRules | undefined {
  const host = siteHost(site);
  if (host === undefined) return undefined;
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const domain = labels.slice(i).join('.');
    const entry = Object.hasOwn(DATABASE, domain) ? DATABASE[domain] : undefined;
    if (entry !== undefined) return { domain, rules: entry['password-rules'] };
  }
  return undefined;
}
