/**
 * `passphrase`: passphrases from a built-in word list or a file, with an exact analysis, on
 * standard output as `generate` prints passwords. Loaded only when it runs,
 * with the word list it needs.
 */

import { readFileSync, statSync } from 'node:fs';
import type { ParseArgsOptionsConfig } from 'node:util';
import { createPassphraseGenerator } from '../core/passphrase.js';
import { type GeneratePassphrasesOptions, generatePassphrasesLocally } from '../engine/passphrases.js';
import { applyLanguage } from '../i18n/languages.js';
import { PASSPHRASE_OPTIONS } from '../options/options.js';
import { integerValue, parseFlags, UsageError } from './flags.js';
import type { CliIo } from './io.js';
import { analysisLine, jsonDocument } from './output.js';
import { passphraseHelp } from './passphrase-help.js';
import { systemRandomFill } from './random-source.js';
import { scenarioTable } from './scenario-table.js';

function config(): ParseArgsOptionsConfig {
  const options: ParseArgsOptionsConfig = {};
  for (const option of PASSPHRASE_OPTIONS) {
    options[option.wire] = {
      type: option.type === 'boolean' ? 'boolean' : 'string',
      ...(option.wire === 'count' ? { short: 'N' } : {}),
    };
  }
  return {
    ...options,
    'list-file': { type: 'string' },
    lang: { type: 'string' },
    json: { type: 'boolean' },
    scenarios: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  };
}

// The flags given, as options of the table: integers as numbers when they are canonical,
// so that "6.5" or "06" is refused by the table's own check rather than coerced.
function optionsFromFlags(values: Readonly<Record<string, unknown>>): GeneratePassphrasesOptions {
  const options: Record<string, unknown> = {};
  for (const option of PASSPHRASE_OPTIONS) {
    const value = values[option.wire];
    if (value === undefined) continue;
    options[option.wire] = option.type === 'integer' ? integerValue(String(value)) : value;
  }
  if (typeof values.lang === 'string') options.lang = values.lang;
  return options;
}

/** The largest word list file read: far above a million words of a dozen letters. */
const MAX_LIST_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The words of a list file: UTF-8 text, one word a line. A byte order mark at the start, white space
 * around a word and empty lines are skipped; anything else that is no word is the library's to refuse.
 */
export function readListFile(path: string): string[] {
  let bytes: Buffer;
  try {
    if (statSync(path).size > MAX_LIST_FILE_BYTES) {
      throw new UsageError('list_file_too_large', `The word list file ${path} is larger than 64 MiB.`);
    }
    bytes = readFileSync(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError('unreadable_list_file', `The word list file ${path} could not be read (${reason}).`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(
      'invalid_encoding',
      `The word list file ${path} is not UTF-8 text. Please save it as UTF-8, one word a line.`,
    );
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Runs `passphrase`. Throws UsageError and GenerateOptionsError, as `generate` does. */
export async function runPassphrase(args: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags(args, config());
  if (values.help === true) {
    io.stdout.write(passphraseHelp());
    return 0;
  }
  const options = optionsFromFlags(values);
  const listFile = values['list-file'];
  if (typeof listFile === 'string') {
    if (values.list !== undefined) {
      throw new UsageError(
        'conflicting_options',
        'The flags --list and --list-file cannot be used together. Please give only one of them.',
      );
    }
    Object.assign(options, { wordList: readListFile(listFile) });
  }
  const generator = createPassphraseGenerator({ randomFill: systemRandomFill() });
  if (values.scenarios === true) Object.assign(options, { scenarios: true });
  const { passphrases, analysis, scenarios } = await generatePassphrasesLocally(generator, options);
  if (values.json === true) {
    io.stdout.write(jsonDocument({ passphrases, analysis, ...(scenarios === undefined ? {} : { scenarios }) }));
    return 0;
  }
  io.stdout.write(`${passphrases.join('\n')}\n`);
  if (values.quiet === true) return 0;
  const lang = applyLanguage(options.lang).messages;
  io.stderr.write(`${analysisLine(analysis, lang)}\n`);
  if (scenarios !== undefined) io.stderr.write(scenarioTable(scenarios, lang));
  return 0;
}
