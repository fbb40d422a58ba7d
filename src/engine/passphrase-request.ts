/**
 * Reading passphrase options (the library's, the CLI's and the generator
 * page's): the one reader over the passphrase rows of the option table.
 */
import { PASSPHRASE_OPTIONS, type PassphraseOptions } from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { readOptions } from '../options/read-options.js';

/** The outcome of reading passphrase options. */
export type PassphraseRequestResult =
  | { readonly ok: true; readonly options: PassphraseOptions }
  | { readonly ok: false; readonly problem: Problem };

/**
 * Validates options against the table: own properties of a plain object only, unknown names first
 * (with a suggestion when one is close), then each option in table order. Nothing is coerced: `"6"`
 * is not 6. `lang` is never an error.
 */
export function readPassphraseRequest(body: unknown): PassphraseRequestResult {
  const read = readOptions(body, PASSPHRASE_OPTIONS, { api: false });
  if (!read.ok) return read;
  return { ok: true, options: read.values as unknown as PassphraseOptions };
}
