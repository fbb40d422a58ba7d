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
import PASSWORD_RULES from '../data/password-rules.json' with { type: 'json' };

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
 * The rules of a host (already read by `siteHost` of core/site-host.ts): the host itself, then
 * each parent domain; undefined when none is known. This module reads no host itself, so that
 * the page's chunk of the database shares no module with the page (the page hands its reader in).
 */
export function rulesOfHost(host: string): SiteRules | undefined {
  for (let start = 0; start < host.length; ) {
    const domain = host.slice(start);
    const entry = Object.hasOwn(DATABASE, domain) ? DATABASE[domain] : undefined;
    if (entry !== undefined) return { domain, rules: entry['password-rules'] };
    const dot = host.indexOf('.', start);
    if (dot < 0) break;
    start = dot + 1;
  }
  return undefined;
}
