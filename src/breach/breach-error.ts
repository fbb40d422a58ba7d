/**
 * The breach check's errors: one class, a string code each. None carries a password, a hash or a prefix.
 * The CLI prints `code: message` and exits 1 (`invalid_breach_url` is a usage error: exit 2).
 */

/** Every code a breach check or a filter build can fail with. */
export type BreachErrorCode =
  | 'invalid_breach_url'
  | 'breach_timeout'
  | 'breach_network_error'
  | 'breach_http_status'
  | 'breach_malformed_answer'
  | 'breach_filter_unreadable'
  | 'breach_filter_invalid'
  | 'breach_filter_truncated'
  | 'breach_filter_corrupt'
  | 'breach_source_unreadable'
  | 'breach_source_malformed'
  | 'breach_output_unwritable';

/** A breach check that could not be made, or a filter that could not be read or built. */
export class BreachError extends Error {
  readonly code: BreachErrorCode;

  constructor(code: BreachErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BreachError';
    this.code = code;
  }
}
