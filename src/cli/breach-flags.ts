/**
 * `check`'s breach flags: `--breach` (online, through `--breach-url` or PWGEN_BREACH_URL if set) or
 * `--breach-file FILTER` (offline). Nothing is looked up unless one of them is given: the environment variable
 * alone only says where an online check would go. `check` imports this module only when one is given (the
 * package keeps it out of check's bundle).
 */
import { BreachError } from '../breach/breach-error.js';
import { type BreachFilter, openBreachFilter } from '../breach/filter-file.js';
import { DEFAULT_RANGE_URL, lookupOnline, rangeBaseOf, sha1Of } from '../breach/online-lookup.js';
import type { BreachResult } from '../checker/breach-result.js';
import { filterBreach } from '../checker/breach-verdict.js';
import { UsageError } from './flags.js';

/** The environment variable that names a range API mirror. */
export const BREACH_URL_VARIABLE = 'PWGEN_BREACH_URL';

/** The check asked for, ready: an online URL, or a filter already opened; undefined when none. */
export type AskedBreach =
  | { readonly kind: 'online'; readonly url: string }
  | { readonly kind: 'filter'; readonly filter: BreachFilter };

/**
 * Reads the flags: a bad URL is a usage error (`invalid_breach_url`, exit 2), `--breach-file` with `--breach` is
 * `conflicting_options`; the filter is opened and checked now (a BreachError, exit 1).
 */
export function openAskedFilter(
  values: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>> | undefined,
): AskedBreach | undefined {
  const file = values['breach-file'] as string | undefined;
  const flagUrl = values['breach-url'] as string | undefined;
  const online = values.breach === true || flagUrl !== undefined;
  if (file !== undefined && online) {
    throw new UsageError(
      'conflicting_options',
      '--breach-file looks up a filter offline; leave out --breach and --breach-url.',
    );
  }
  if (file !== undefined) return { kind: 'filter', filter: openBreachFilter(file) };
  if (!online) return undefined;
  const url = flagUrl ?? (env?.[BREACH_URL_VARIABLE] || undefined) ?? DEFAULT_RANGE_URL;
  try {
    rangeBaseOf(url);
  } catch (error) {
    if (error instanceof BreachError) throw new UsageError(error.code, error.message);
    throw error;
  }
  return { kind: 'online', url };
}

/** The breach answer for the password, or undefined when no check was asked for. */
export async function lookupAsked(password: string, asked: AskedBreach | undefined): Promise<BreachResult | undefined> {
  if (asked === undefined) return undefined;
  if (asked.kind === 'online') return lookupOnline(password, { url: asked.url });
  try {
    return filterBreach(asked.filter.has(await sha1Of(password)), asked.filter.header.falsePositiveRate);
  } finally {
    asked.filter.close();
  }
}
