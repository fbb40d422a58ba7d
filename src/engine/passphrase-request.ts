/**
 * Reading passphrase options (the library's, the CLI's and the generator
 * page's) against their table, without the word lists or any error wording.
 */
import { suggestName } from '../options/name-suggestion.js';
import {
  fitsOption,
  PASSPHRASE_FIELDS,
  PASSPHRASE_OPTIONS,
  type PassphraseOption,
  type PassphraseOptions,
} from '../options/passphrase-options.js';
import type { Problem } from '../options/problems.js';

/** The outcome of reading passphrase options. */
export type PassphraseRequestResult =
  | { readonly ok: true; readonly options: PassphraseOptions }
  | { readonly ok: false; readonly problem: Problem };

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
      problem: {
        code: 'unknown_parameter',
        field: unknown,
        accepted: PASSPHRASE_FIELDS,
        ...(suggestion === undefined ? {} : { suggestion }),
      },
    };
  }
  const options: Record<string, unknown> = {};
  for (const option of PASSPHRASE_OPTIONS) {
    const value = values[option.wire];
    if (value !== undefined && !fitsOption(option, value)) {
      return { ok: false, problem: optionProblem(option) };
    }
    options[option.wire] = value ?? option.default;
  }
  return { ok: true, options: options as unknown as PassphraseOptions };
}

/** The problem of a value its row refuses, with the values its message needs. */
function optionProblem(option: PassphraseOption): Problem {
  const problem = { code: option.code, field: option.wire };
  switch (option.type) {
    case 'integer':
      // The count's message speaks of passphrases, not passwords.
      return {
        ...problem,
        params: { min: option.min, max: option.max },
        ...(option.code === 'invalid_count' ? { message: 'error_invalid_count_passphrases' } : {}),
      };
    case 'text':
      return { ...problem, params: { min: option.min, max: option.max } };
    case 'choice':
      return { ...problem, params: { [option.wire === 'list' ? 'lists' : 'modes']: option.choices.join(', ') } };
    default:
      return problem;
  }
}
