/**
 * Reading a body of `POST /v1/generate` or the MCP tool's arguments: the one
 * reading path of a passwords request (options/read-options.ts, the local
 * package's too) over the API's rows, with the API's published ranges.
 */
import type { GenerationOptions } from '../../core/generation.js';
import {
  ACCEPTED_FIELDS,
  DEFAULT_OPTIONS,
  GENERATE_OPTIONS,
  LOCAL_ACCEPTED_FIELDS,
  MIN_POOL,
  PASSPHRASE_OPTIONS,
} from '../../options/options.js';
import type { ApiProblem, Problem } from '../../options/problems.js';
import { readPasswordOptions } from '../../options/read-options.js';

/** The outcome of reading a generate request. */
export type GenerateRequestResult =
  | { readonly ok: true; readonly options: GenerationOptions }
  | { readonly ok: false; readonly problem: ApiProblem };

export { MIN_POOL };

const DEFAULTS: GenerateRequestResult = { ok: true, options: DEFAULT_OPTIONS };

/**
 * Reads a parsed body (`undefined` for no body): only its own properties count, unknown names first,
 * then the fields in the option table's order, then the pool. `lang` is never an error here: the
 * language was negotiated before the body is read.
 */
export function readGenerateRequest(value: unknown): GenerateRequestResult {
  if (value === undefined) return DEFAULTS;
  const read = readPasswordOptions(value, GENERATE_OPTIONS, { api: true });
  if (!read.ok) return { ok: false, problem: apiProblem(read.problem) };
  return { ok: true, options: read.options };
}

// Names that only the local package and the pages take: the recipe options (symbol_set, min_digits,
// site, ...) and the passphrase options. The API's answer says where they exist rather than
// suggesting a name they merely look like (symbol_set is not a typo of symbols).
const RECIPE_FIELDS: ReadonlySet<string> = new Set(
  LOCAL_ACCEPTED_FIELDS.filter((name) => !ACCEPTED_FIELDS.includes(name)),
);
const PASSPHRASE_FIELDS: ReadonlySet<string> = new Set(
  PASSPHRASE_OPTIONS.map((option) => option.wire).filter((name) => !ACCEPTED_FIELDS.includes(name)),
);

/** The reader's problem as the API answers it: its codes only, and a local option named as one. */
function apiProblem(problem: Problem): ApiProblem {
  const { code, field, suggestion } = problem;
  if (code === 'unknown_parameter' && field !== undefined) {
    // A passphrase option close to an accepted name (`digit`) is more likely a typo of it (`digits`).
    if (RECIPE_FIELDS.has(field) || (PASSPHRASE_FIELDS.has(field) && suggestion === undefined)) {
      return { code, field, message: 'error_unknown_parameter_local' };
    }
    return { code, field, ...(suggestion === undefined ? {} : { suggestion }) };
  }
  if (code === 'invalid_body' || code === 'empty_alphabet') return { code };
  // The API's rows refuse with the API's codes.
  return { code: code as ApiProblem['code'], field };
}
