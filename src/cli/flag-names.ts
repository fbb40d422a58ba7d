/**
 * The command line's words for what the engine reports by option name: a
 * message that quotes an option (`"max_repeating"`, `"symbols"`) quotes the
 * flag typed instead (`"--max-repeating"`, `"--no-symbols"`), in any language,
 * since the quoted name is the same in every catalogue.
 */
import { message } from '../i18n/catalogue.js';
import type { MessageKey } from '../i18n/messages-en.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { OPTION_FLAGS } from './flags.js';

/** The codes whose messages quote option names (options/problem-messages.ts). */
const NAMING_CODES: ReadonlySet<string> = new Set(['invalid_parameter', 'conflicting_options']);

/**
 * Refusals, by code and field, that renaming cannot word: the library's message says `"symbols" is
 * false`, but on the command line the flag typed, `--no-symbols`, is what turned symbols off.
 */
const CLI_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'conflicting_options symbol_set': 'cli_symbol_set_without_symbols',
};

/** A refusal as the engine words it, with the option it names. */
export interface Refusal {
  readonly code: string;
  readonly field?: string | undefined;
  readonly message: string;
}

/** The refusal's message with each quoted option name of the table as its flag; other codes' messages as they are. */
export function withFlagNames(refusal: Refusal, lang: MessagesLanguage): string {
  const own = CLI_MESSAGES[`${refusal.code} ${refusal.field}`];
  if (own !== undefined) return message(lang, own);
  if (!NAMING_CODES.has(refusal.code)) return refusal.message;
  let named = refusal.message;
  for (const { name, option } of OPTION_FLAGS) named = named.replaceAll(`"${option.wire}"`, `"--${name}"`);
  return named;
}
