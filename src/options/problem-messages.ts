/**
 * The one place where a {@link Problem} becomes words: its message key and the
 * values of its message, in a messages language. The HTTP API adds its links
 * and limits (api/responder/error-body.ts); the library and the CLI use it as
 * it is; the pages place problems beside their fields in their own words.
 */
import { listWords, type MessageParams, message } from '../i18n/catalogue.js';
import type { MessageKey } from '../i18n/messages-en.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { rangeOf } from './options.js';
import type { Problem, ProblemCode } from './problems.js';

/**
 * Each code's own message: a new code without one fails the build here. A reader may name a more
 * precise message of the same code (`error_unsatisfiable_pool`, `error_invalid_site_too_long`).
 */
const CODE_MESSAGES: Readonly<Record<ProblemCode, MessageKey>> = {
  invalid_length: 'error_invalid_length',
  invalid_count: 'error_invalid_count',
  empty_alphabet: 'error_empty_alphabet',
  unknown_parameter: 'error_unknown_parameter',
  invalid_parameter: 'error_invalid_parameter',
  invalid_json: 'error_invalid_json',
  invalid_body: 'error_invalid_body',
  bad_request: 'error_bad_request',
  not_found: 'error_not_found',
  method_not_allowed: 'error_method_not_allowed',
  request_timeout: 'error_request_timeout',
  payload_too_large: 'error_payload_too_large',
  unsupported_media_type: 'error_unsupported_media_type',
  rate_limited: 'error_rate_limited',
  internal_error: 'error_internal_error',
  not_implemented: 'error_not_implemented',
  unsatisfiable: 'error_unsatisfiable',
  conflicting_options: 'error_conflicting_options',
  invalid_rules: 'error_invalid_rules',
  invalid_site: 'error_invalid_site_malformed',
  invalid_symbol_set: 'error_invalid_symbol_set',
  too_complex: 'error_too_complex',
  no_randomness: 'error_no_randomness',
  invalid_words: 'error_invalid_words',
  invalid_list: 'error_invalid_list',
  invalid_separator: 'error_invalid_separator',
  invalid_capitalize: 'error_invalid_capitalize',
  ambiguous_passphrase: 'error_ambiguous_passphrase',
  invalid_word_list: 'error_invalid_word_list',
  duplicate_word: 'error_duplicate_word',
};

/** The message key of a problem: its own, else an unknown name with a likely meaning says which, else its code's. */
export function problemMessageKey(problem: Problem): MessageKey {
  if (problem.message !== undefined) return problem.message;
  if (problem.code === 'unknown_parameter' && problem.suggestion !== undefined) {
    return 'error_unknown_parameter_suggestion';
  }
  return CODE_MESSAGES[problem.code];
}

/**
 * The values of a problem's message: the range of its option (the API's, unless the reader gave its
 * own), the field, the suggestion, the accepted names worded as a list, and a rules error's reason in
 * words.
 */
export function problemParams(problem: Problem, lang: MessagesLanguage): Record<string, string | number> {
  const params: Record<string, string | number> = {
    ...rangeOf(problem.code, problem.field),
    field: problem.field ?? '',
    suggestion: problem.suggestion ?? '',
    ...problem.params,
  };
  if (problem.accepted !== undefined) params.accepted = listWords(lang, problem.accepted);
  const reason = params.reason;
  if (typeof reason === 'string' && reason.startsWith('rules_')) params.reason = message(lang, reason as MessageKey);
  return params;
}

/** The message of a problem in a messages language; `extra` values (links, limits) fill what the problem lacks. */
export function problemMessage(problem: Problem, lang: MessagesLanguage, extra: MessageParams = {}): string {
  return message(lang, problemMessageKey(problem), { ...extra, ...problemParams(problem, lang) });
}
