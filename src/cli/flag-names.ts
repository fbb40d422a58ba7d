/**
 * The command line's words for what the engine reports by option name: a
 * message that quotes an option (`"max_repeating"`, `"symbols"`) quotes the
 * flag typed instead (`"--max-repeating"`, `"--no-symbols"`), in any language,
 * since the quoted name is the same in every catalogue.
 */
import { OPTION_FLAGS } from './flags.js';

/** The codes whose messages quote option names (options/problem-messages.ts). */
const NAMING_CODES: ReadonlySet<string> = new Set(['invalid_parameter', 'conflicting_options']);

/** The message with each quoted option name of the table as its flag; other codes' messages as they are. */
export function withFlagNames(code: string, message: string): string {
  if (!NAMING_CODES.has(code)) return message;
  let named = message;
  for (const { name, option } of OPTION_FLAGS) named = named.replaceAll(`"${option.wire}"`, `"--${name}"`);
  return named;
}
