/**
 * The one table of problem codes, the one shape of a refused request, and the
 * problems the framework raises. Every surface reports a {@link Problem}: the
 * HTTP API renders it as the Error body, MCP as a tool error or a JSON-RPC
 * error, the library as a thrown error, the CLI as `code: message` and exit 2,
 * the pages beside the field that causes it. Words are chosen at the edge
 * (problem-messages.ts and the pages' catalogues).
 */
import type { MessageParams } from '../i18n/catalogue.js';
import type { MessageKey } from '../i18n/messages-en.js';

/**
 * Every code, with the HTTP status where the API answers it, or `null` for the
 * codes only the local package gives (library, CLI and pages): the API and the
 * MCP tool refuse the options behind them as unknown, as their contract says.
 */
export const PROBLEM_CODES = {
  invalid_length: 400,
  invalid_count: 400,
  empty_alphabet: 400,
  unknown_parameter: 400,
  invalid_parameter: 400,
  invalid_json: 400,
  invalid_body: 400,
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
  // Recipes.
  unsatisfiable: null,
  conflicting_options: null,
  invalid_rules: null,
  invalid_site: null,
  invalid_symbol_set: null,
  too_complex: null,
  no_randomness: null,
  // Passphrases.
  invalid_words: null,
  invalid_list: null,
  invalid_separator: null,
  invalid_capitalize: null,
  ambiguous_passphrase: null,
  invalid_word_list: null,
  duplicate_word: null,
} as const;

/** Any code of the table. */
export type ProblemCode = keyof typeof PROBLEM_CODES;

/** A code the HTTP API and the MCP tool answer (the `error` of the Error body). */
export type ErrorCode = {
  [Code in ProblemCode]: (typeof PROBLEM_CODES)[Code] extends number ? Code : never;
}[ProblemCode];

/** A code that only the local package gives. */
export type LocalErrorCode = Exclude<ProblemCode, ErrorCode>;

/** The API's codes with their HTTP status, in the table's order. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = Object.freeze(
  Object.fromEntries(Object.entries(PROBLEM_CODES).filter(([, status]) => status !== null)) as Record<
    ErrorCode,
    number
  >,
);

/** A refused request: a code, maybe the offending field, and the values of its message. */
export interface Problem<Code extends ProblemCode = ProblemCode> {
  readonly code: Code;
  readonly field?: string | undefined;
  /** For `unknown_parameter`: the accepted name the caller probably meant. */
  readonly suggestion?: string | undefined;
  readonly params?: MessageParams;
  /** A more precise message than the code's own `error_{code}` (same code, same status). */
  readonly message?: MessageKey | undefined;
  /** For `unknown_parameter`: every name the reader accepts, worded as a list in the message. */
  readonly accepted?: readonly string[] | undefined;
}

/** A problem the HTTP API or the MCP tool answers. */
export type ApiProblem = Problem<ErrorCode>;

// Statuses that the framework or Node raise before a route runs, and the code each becomes.
const FRAMEWORK_STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * The problem for an error raised outside a route's own checks (body too
 * large, unreadable content type, malformed request): any other 4xx is
 * `bad_request`, anything else `internal_error`.
 */
export function problemFromStatus(status: number | undefined): ApiProblem {
  const code = status === undefined ? undefined : FRAMEWORK_STATUS_CODES[status];
  if (code !== undefined) return { code };
  if (status !== undefined && status >= 400 && status < 500) return { code: 'bad_request' };
  return { code: 'internal_error' };
}
