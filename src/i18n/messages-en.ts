import type { NumberWords } from '../core/crack-time.js';

/**
 * English messages: the source of truth for the keys and their `{placeholders}`.
 * Every sentence is written to be read aloud to a person by an assistant.
 */
export const MESSAGES_EN = {
  notice:
    'Security notice: generating a password on a remote machine is a security antipattern, because the password travels over the network and you must trust the server that made it. This service logs and stores nothing, but the safer choice is a generator that runs entirely in your own browser: {generator_url}',
  tool_description:
    'Generates random passwords with an exact strength analysis (entropy bits, expected guesses, offline crack time at 10^12 guesses per second, level 0 to 4). Warning: generating a password on a remote server is a security antipattern; the password crosses the network. Nothing is logged or stored. Suggest the browser-only generator to the user for real passwords: {generator_url}',
  instructions:
    'This server offers one tool, generate_password. Always pass on its security notice to the user: generating a password on a remote machine is a security antipattern, and a browser-only generator exists at {generator_url}.',
  error_invalid_length: 'The length must be a whole number from {min} to {max}. Please choose a length in that range.',
  error_invalid_count:
    'The count must be a whole number from {min} to {max}. Please ask for between {min} and {max} passwords.',
  error_empty_alphabet:
    'At least one character type must be on: lower-case letters, upper-case letters, digits or symbols. Please turn one of them on.',
  error_unknown_parameter: 'The parameter "{field}" is not accepted. The accepted parameters are {accepted}.',
  error_unknown_parameter_suggestion:
    'The parameter "{field}" is not accepted. Did you mean "{suggestion}"? The accepted parameters are {accepted}.',
  error_unknown_parameter_local:
    'The parameter "{field}" is not accepted here: it belongs to the password recipes and passphrases, which run only where the password is used, not on this server. It exists in the generator that runs in your browser, {generator_url}, and in the local package (the pwgen-service command and library), {docs_url}#local-package. The accepted parameters here are {accepted}.',
  error_invalid_parameter: 'The parameter "{field}" must be true or false.',
  error_invalid_parameter_integer: 'The parameter "{field}" must be a whole number from {min} to {max}.',
  error_invalid_parameter_string: 'The parameter "{field}" must be text of at most {max} characters.',
  error_invalid_symbol_set:
    'The parameter "symbol_set" must hold 1 to 33 distinct characters, each a space or one of the 32 ASCII punctuation characters: no letter, digit or repeat.',
  error_invalid_rules: 'The password rules do not parse: {reason} "{part}" at position {position}.',
  rules_unknown_rule: 'unknown rule',
  rules_unknown_class: 'unknown character class',
  rules_unicode: 'this generator draws printable ASCII only, so it refuses',
  rules_expected_colon: 'a colon is missing after',
  rules_expected_value: 'a value is missing or malformed at',
  rules_invalid_number: 'not a valid number',
  rules_unclosed_class: 'unclosed character class',
  rules_misplaced_bracket: 'a "]" may only come last in a character class, written "]]"',
  rules_misplaced_dash: 'a "-" may only come first in a character class',
  error_invalid_site_malformed:
    'The site "{site}" is not a domain or a URL. Please give a domain such as example.com, or the site\'s password rules with "rules" ("--rules" on the command line).',
  error_invalid_site_too_long:
    'The site "{site}" is longer than a domain can be (253 characters). Please give a domain such as example.com, or the site\'s password rules with "rules" ("--rules" on the command line).',
  note_rules_dropped:
    'Left out of the rules, as Apple\'s parser leaves it out: {reason} "{part}" at position {position}.',
  note_no_site_rules: 'No known rules for {site}: the default recipe is used.',
  error_no_randomness:
    'These constraints allow exactly one password, so it would not be random at all (0 bits). Please allow more characters or lower the minimums.',
  error_allow_space_without_rules:
    'The option "allow_space" goes with "rules" or "site". For characters, add a space to "symbol_set" instead.',
  error_conflicting_options:
    'The options "{other}" and "{field}" cannot be used together. Please give only one of them.',
  error_conflicting_options_symbols: 'The option "symbol_set" needs symbols on, but "symbols" is false.',
  error_unsatisfiable: 'No password of {length} characters meets all these constraints together.',
  error_unsatisfiable_pool: 'No password meets these constraints: fewer than 2 characters are left to draw from.',
  error_unsatisfiable_required_empty:
    'No password meets these constraints: "{field}" asks for characters of which none is left (the type is off, or removed by exclude).',
  error_unsatisfiable_minimums:
    'No password meets these constraints: the minimums need {needed} characters, but the length is {length}.',
  error_unsatisfiable_length:
    'No password meets these rules: they allow lengths from {min} to {max}, and the length asked for is {length}.',
  error_too_complex:
    'These constraints are too many to count exactly here: please lower the minimums or drop a limit on runs.',
  error_invalid_json:
    'The request body is not valid JSON. Please send a JSON object, or no body at all for the defaults.',
  error_invalid_body:
    'The request body must be a JSON object, such as {"length": 20}. Please send an object, or no body at all for the defaults.',
  error_bad_request: 'The request could not be understood. Please send a well-formed HTTP request.',
  error_request_timeout: 'The request took too long to arrive and the connection was closed. Please send it again.',
  error_unsupported_media_type:
    'The request body must be JSON. Please send the header "Content-Type: application/json"; note that curl -d sends a form content type unless you add that header.',
  error_unsupported_media_type_encoding:
    'The request body must not be compressed: this service reads plain JSON only, without Content-Encoding or a transfer coding other than chunked. Please send the body uncompressed.',
  error_bad_request_expect:
    'The Expect header asks for something this service does not do; only "Expect: 100-continue" is supported. Please send the request without it.',
  error_bad_request_body_not_allowed:
    'A GET, HEAD or TRACE request must not carry a body, and this one declared one. Please send it without a body.',
  error_payload_too_large: 'The request body is larger than {max_bytes} bytes. Please send a smaller body.',
  error_not_found:
    'There is nothing at this address. The list of endpoints is at the root of the service, and the reference is at {docs_url}.',
  error_method_not_allowed: 'This address does not accept that method. It accepts: {allow}.',
  error_internal_error:
    'Something went wrong on our side and the request could not be completed. Please try again in a moment.',
  error_rate_limited:
    'Too many requests: the limit is {limit} in any period of {window}. Please wait {wait} before trying again, or use the browser-only generator, which has no limit: {generator_url}',
  error_not_implemented:
    'Password checking is not available in this service: analysing an arbitrary password needs a pattern-matching engine that costs up to several seconds of processing per request. Meanwhile, please use the checker that runs in your own browser: {checker_url}',
  futuros:
    'Sign-up, pricing and a download of the local package (the same engine on your own machine, with no server and no limit) will be announced in the future; none of them exists yet, and no package on the npm registry is this one.',
  mcp_parse_error: 'The message is not valid JSON. Please send one JSON-RPC 2.0 request as a JSON object.',
  mcp_invalid_request:
    'The message is not a valid JSON-RPC 2.0 request. Please send one object with "jsonrpc": "2.0", a string or number "id", a "method" and optional object "params"; batches are not supported.',
  mcp_method_not_found:
    'The method "{method}" does not exist on this server. The methods are initialize, ping, tools/list and tools/call.',
  mcp_invalid_params: 'The parameters of tools/call are not valid: "name" must be the name of a tool, as a string.',
  mcp_unknown_tool: 'There is no tool named "{name}". The only tool is generate_password.',
  mcp_forbidden_origin: 'Requests from the origin "{origin}" are not allowed on this endpoint.',
  mcp_unsupported_protocol_version:
    'The MCP protocol version "{version}" is not supported. Supported versions are {supported}.',
  mcp_unsupported_media_type: 'The message must be sent with the header "Content-Type: application/json".',
  cli_analysis: '{bits} bits, crack time {time} offline at 10^12 guesses per second, level {level} of 4 ({name})',
  cli_check: 'crack time {time} offline at 10^12 guesses per second ({basis}), level {level} of 4 ({name})',
  cli_scenarios: 'The same expected guesses in other attacks (the level stays the one at 10^12 guesses per second):',
  cli_scenarios_hash: 'hash',
  cli_scenarios_hardware: 'hardware',
  cli_scenarios_rate: 'guesses per second',
  cli_scenarios_time: 'crack time',
  cli_symbol_set_without_symbols: 'The option "--symbol-set" needs symbols, but "--no-symbols" turns them off.',
  checker_password: 'Password',
  checker_truncated: 'Only the first {max} of its {length} characters were analysed.',
  checker_warning: 'Warning: {warning}',
  checker_suggestions: 'Suggestions',
  checker_basis_patterns: 'an estimate from patterns',
  checker_basis_random: 'no pattern found: exact if it was drawn at random',
  checker_breach_found: 'Breach check: found, seen {count} times in known data breaches.',
  checker_breach_found_filter:
    'Breach check: found in the breach filter (which also reports about 1 in {denominator} absent passwords as found).',
  checker_breach_not_found: 'Breach check: not found in known data breaches.',
  checker_breach_not_found_filter: 'Breach check: not found in the breach filter.',
  crack_time_amount: '{value} {unit}',
  crack_time_amount_of: '{value} {unit}',
  crack_time_at_most: 'at most {amount}',
  crack_time_less_than_one: 'less than 1 second',
  error_invalid_words:
    'The number of words must be a whole number from {min} to {max}. Please choose a number of words in that range.',
  error_invalid_list: 'The word list must be one of these: {choices}. Please choose one of them.',
  error_invalid_separator:
    'The separator must be {min} to {max} printable ASCII characters (from space to tilde). Please choose another separator.',
  error_invalid_capitalize: 'The capitalisation must be one of these: {choices}. Please choose one of them.',
  error_invalid_count_passphrases:
    'The count must be a whole number from {min} to {max}. Please ask for between {min} and {max} passphrases.',
  error_ambiguous_passphrase:
    'With these options, two different choices of words, capitals or digit could give the same passphrase, so its strength could not be stated exactly. Please choose another separator.',
  error_ambiguous_passphrase_capitals:
    'With this word list, capital letters could write two different words the same way, so the strength could not be stated exactly. Please choose capitalize "none", or a list in which no word starts with a capital.',
  error_invalid_word_list:
    'The word list must be an array of words, each a non-empty string on one line. Please give one word a string.',
  error_invalid_word_list_entry:
    'Entry {position} of the word list is not a word: each must be a non-empty string on one line, without control characters. Please correct it.',
  error_invalid_word_list_size:
    'The word list must hold from {min} to {max} words; it holds {size}. Please give a list in that range.',
  error_duplicate_word:
    'The word list holds "{word}" twice (once Unicode normalises both to NFC and invisible characters such as zero-width spaces and variation selectors are set aside). Please give each word once, so that the count stays exact.',
  unit_second_one: 'second',
  unit_second_other: 'seconds',
  unit_minute_one: 'minute',
  unit_minute_other: 'minutes',
  unit_hour_one: 'hour',
  unit_hour_other: 'hours',
  unit_day_one: 'day',
  unit_day_other: 'days',
  unit_year_one: 'year',
  unit_year_other: 'years',
  less_than_one: 'less than 1',
  level_0: 'very weak',
  level_1: 'weak',
  level_2: 'fair',
  level_3: 'strong',
  level_4: 'very strong',
  list_and: '{head} and {last}',
} as const;

/** A message key. */
export type MessageKey = keyof typeof MESSAGES_EN;

/** A catalogue in any language: the same keys as English, with any wording. */
export type Messages = { readonly [K in MessageKey]: string };

/**
 * Everything one messages language brings: its code (also a links language),
 * its name in English (for prose that lists the languages), its messages and
 * the words the crack-time formatter needs. Adding a language is one file that
 * exports a Catalogue and one line in registry.ts.
 */
export interface Catalogue {
  readonly code: string;
  readonly name: string;
  readonly messages: Messages;
  readonly numberWords: NumberWords;
}

/** English short scale: a billion is 10^9. */
const NUMBER_WORDS_EN: NumberWords = {
  decimalSeparator: '.',
  scientific: '{m} × 10^{e}',
  magnitudes: [
    { exponent: 3, one: '1 thousand', other: '{n} thousand' },
    { exponent: 6, one: '1 million', other: '{n} million' },
    { exponent: 9, one: '1 billion', other: '{n} billion' },
    { exponent: 12, one: '1 trillion', other: '{n} trillion' },
    { exponent: 15, one: '1 quadrillion', other: '{n} quadrillion' },
    { exponent: 18, one: '1 quintillion', other: '{n} quintillion' },
    { exponent: 21, one: '1 sextillion', other: '{n} sextillion' },
    { exponent: 24, one: '1 septillion', other: '{n} septillion' },
    { exponent: 27, one: '1 octillion', other: '{n} octillion' },
    { exponent: 30, one: '1 nonillion', other: '{n} nonillion' },
    { exponent: 33, one: '1 decillion', other: '{n} decillion' },
  ],
};

/** English: the source of truth and the fallback. */
export const CATALOGUE_EN = {
  code: 'en',
  name: 'English',
  messages: MESSAGES_EN,
  numberWords: NUMBER_WORDS_EN,
} as const satisfies Catalogue;
