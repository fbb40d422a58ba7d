/**
 * Reading passphrase options (the library's, the CLI's and the generator
 * page's) against their table, without the word lists or any error wording.
 */
import { suggestName } from './name-suggestion.js';
import {
  fitsOption,
  PASSPHRASE_FIELDS,
  PASSPHRASE_OPTIONS,
  type PassphraseErrorCode,
  type PassphraseOptions,
} from './passphrase-options.js';

/** A refused set of options: the code, maybe the option, maybe the name probably meant. */
export interface PassphraseProblem {
  readonly code: PassphraseErrorCode;
  readonly field?: string;
  readonly suggestion?: string;
}

/** The outcome of reading passphrase options. */
export type PassphraseRequestResult =
  | { readonly ok: true; readonly options: PassphraseOptions }
  | { readonly ok: false; readonly problem: PassphraseProblem };

/**
 * Validates options against the table: unknown names first (with a suggestion
 * when one is close), then each option in table order. Nothing is coerced:
 * `"6"` is not 6. `lang` is never an error.
 */
export function readPassphraseRequest(body: unknown): PassphraseRequestResult {
  if (body === undefined) body = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: { code: 'invalid_body' } };
  }
  const values = body as Readonly<Record<string, unknown>>;
  const unknown = Object.keys(values).find((name) => !PASSPHRASE_FIELDS.includes(name));
  if (unknown !== undefined) {
    const suggestion = suggestName(
      unknown,
      PASSPHRASE_FIELDS.filter((name) => !Object.hasOwn(values, name)),
    );
    return {
      ok: false,
      problem: { code: 'unknown_parameter', field: unknown, ...(suggestion === undefined ? {} : { suggestion }) },
    };
  }
  const options: Record<string, unknown> = {};
  for (const option of PASSPHRASE_OPTIONS) {
    const value = values[option.wire];
    if (value !== undefined && !fitsOption(option, value)) {
      return { ok: false, problem: { code: option.code, field: option.wire } };
    }
    options[option.wire] = value ?? option.default;
  }
  return { ok: true, options: options as unknown as PassphraseOptions };
}
