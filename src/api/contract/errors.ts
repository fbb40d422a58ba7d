/**
 * The one table from error code to HTTP status, and the one shape of an
 * internal error. REST renders a Problem as the Error body; MCP renders the
 * same Problem as a tool error or a JSON-RPC error.
 */
import type { MessageParams } from '../../i18n/catalogue.js';
import type { MessageKey } from '../../i18n/messages-en.js';

/** Every error code, with its HTTP status. */
export const ERROR_STATUS = {
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
} as const;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An internal error: a code, maybe the offending field, and extra message values. */
export interface Problem {
  readonly code: ErrorCode;
  readonly field?: string | undefined;
  /** For `unknown_parameter`: the accepted name the client probably meant. */
  readonly suggestion?: string | undefined;
  readonly params?: MessageParams;
  /** A more precise message than the code's own `error_{code}` (same code, same status). */
  readonly message?: MessageKey;
}

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
export function problemFromStatus(status: number | undefined): Problem {
  const code = status === undefined ? undefined : FRAMEWORK_STATUS_CODES[status];
  if (code !== undefined) return { code };
  if (status !== undefined && status >= 400 && status < 500) return { code: 'bad_request' };
  return { code: 'internal_error' };
}
