/**
 * The help of `passphrase`, its option lines drawn from the passphrase option
 * table. Bundled with the command line's start-up code, so it imports no word list.
 */

import { MESSAGES_LANGUAGES } from '../i18n/registry.js';
import { PASSPHRASE_OPTIONS, type PassphraseOption } from '../options/options.js';
import { WORD_LIST_CREDIT } from '../wordlists/word-list-names.js';
import { COMMAND_NAME, EXIT_STATUS, helpRow, SCENARIOS_HELP } from './help.js';

/** The flag of an option: `--words N`, `--list NAME`, `--separator STR`, `--capitalize MODE`, `--digit`. */
export function passphraseFlag(option: PassphraseOption): string {
  const value = { integer: ' N', choice: option.wire === 'list' ? ' NAME' : ' MODE', string: ' STR', boolean: '' };
  return `--${option.wire}${value[option.type]}`;
}

function optionRow(option: PassphraseOption): string {
  const shown = option.type === 'string' ? JSON.stringify(option.default) : String(option.default);
  const short = option.wire === 'count' ? '-N, ' : '    ';
  return helpRow(`${short}${passphraseFlag(option)}`, `${option.description} Default ${shown}.`);
}

// A paragraph wrapped to 80 columns.
function paragraph(text: string): string {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1] as string;
    if (last !== '' && last.length + 1 + word.length > 80) lines.push(word);
    else lines[lines.length - 1] = last === '' ? word : `${last} ${word}`;
  }
  return lines.join('\n');
}

/** `pwgen-service passphrase --help`. */
export function passphraseHelp(): string {
  const languages = `${MESSAGES_LANGUAGES.slice(0, -1).join(', ')} or ${MESSAGES_LANGUAGES.at(-1)}`;
  return `Usage: ${COMMAND_NAME} passphrase [options]

Prints passphrases on standard output, one per line, and a one-line analysis on
standard error. Every word, capital and the digit is drawn uniformly with the
operating system's cryptographic random source, and the analysis is exact: the
bits are log2 of the number of distinct passphrases the options can produce.
Options under which two choices could write the same passphrase are refused
(ambiguous_passphrase); no built-in list needs that with the default separator.

Options:
${PASSPHRASE_OPTIONS.map(optionRow).join('\n')}
${helpRow('    --list-file FILE', 'Your own word list instead of --list: UTF-8 text, one word a line (empty lines skipped), 2 to 1,000,000 distinct words after NFC.')}
${helpRow('    --lang CODE', `Language of the analysis and of error messages: ${languages} (default en). It does not pick the words: --list does (--list de for German words).`)}
${helpRow('    --json', 'Print one JSON document: {"passphrases": [...], "analysis": {...}}.')}
${helpRow('    --scenarios', SCENARIOS_HELP)}
${helpRow('-q, --quiet', 'Print the passphrases only, without the analysis on standard error.')}
${helpRow('-h, --help', 'Show this help.')}

A separator that starts with a dash is given as --separator=-- or --separator=-.

Examples:
  ${COMMAND_NAME} passphrase
  ${COMMAND_NAME} passphrase --words 5 --capitalize first --digit --separator=.
  ${COMMAND_NAME} passphrase --list eff_short --json
  ${COMMAND_NAME} passphrase --list de --words 5
  ${COMMAND_NAME} passphrase --list-file my-words.txt --separator=' '

${paragraph(WORD_LIST_CREDIT)}

${EXIT_STATUS}
`;
}
