/**
 * `passphrase`: passphrases from a built-in word list or a file, with an exact analysis, on
 * standard output as `generate` prints passwords. Loaded only when it runs,
 * with the word list it needs.
 */

import { closeSync, openSync, readSync } from 'node:fs';
import type { ParseArgsOptionsConfig } from 'node:util';
import { createPassphraseGenerator } from '../core/passphrase.js';
import { type GeneratePassphrasesOptions, generatePassphrasesLocally } from '../engine/passphrases.js';
import { isWordEntry } from '../engine/word-list-request.js';
import { applyLanguage } from '../i18n/languages.js';
import { PASSPHRASE_OPTIONS } from '../options/options.js';
import { integerValue, parseFlags, UsageError } from './flags.js';
import type { CliIo } from './io.js';
import { analysisLine, jsonDocument } from './output.js';
import { passphraseHelp } from './passphrase-help.js';
import { systemRandomFill } from './random-source.js';
import { scenarioTable } from './scenario-table.js';
import { writeResult } from './standard-output.js';

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
const READ_CHUNK_BYTES = 1024 * 1024;

/** A path as it may be printed: control characters (a newline, an escape) shown as `\xNN` or `\uNNNN`. */
export function printablePath(path: string): string {
  return path.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    return unit < 0x100 ? `\\x${unit.toString(16).padStart(2, '0')}` : `\\u${unit.toString(16).padStart(4, '0')}`;
  });
}

// The bytes of a file, read with a running cap: the size that stat gives is 0 for a device, a FIFO
// or a pipe (/dev/zero would grow until the process died), so the cap counts what was read.
function readCapped(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(READ_CHUNK_BYTES);
      const read = readSync(fd, chunk, 0, READ_CHUNK_BYTES, null);
      if (read === 0) break;
      total += read;
      if (total > MAX_LIST_FILE_BYTES) {
        throw new UsageError('list_file_too_large', `The word list file ${printablePath(path)} is larger than 64 MiB.`);
      }
      chunks.push(read === READ_CHUNK_BYTES ? chunk : chunk.subarray(0, read));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * The words of a list file: UTF-8 text, one word a line (LF, CRLF or CR line breaks). A byte order
 * mark at the start, white space around a word and empty lines are skipped; a line that is no word
 * is refused here with its line number in the file; the rest is the library's to refuse.
 */
export function readListFile(path: string): string[] {
  let bytes: Buffer;
  try {
    bytes = readCapped(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError(
      'unreadable_list_file',
      `The word list file ${printablePath(path)} could not be read (${reason}).`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(
      'invalid_encoding',
      `The word list file ${printablePath(path)} is not UTF-8 text. Please save it as UTF-8, one word a line.`,
    );
  }
  const words: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    const word = line.trim();
    if (word === '') return;
    if (!isWordEntry(word)) {
      throw new UsageError(
        'invalid_word_list',
        `Line ${i + 1} of the word list file ${printablePath(path)} is not a word: it holds a control character. Please save one word a line, as plain text.`,
      );
    }
    words.push(word);
  });
  return words;
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
    await writeResult(
      io.stdout,
      jsonDocument({ passphrases, analysis, ...(scenarios === undefined ? {} : { scenarios }) }),
    );
    return 0;
  }
  // The analysis line follows only passphrases that were delivered (not after a write to a full disk).
  await writeResult(io.stdout, `${passphrases.join('\n')}\n`);
  if (values.quiet === true) return 0;
  const lang = applyLanguage(options.lang).messages;
  io.stderr.write(`${analysisLine(analysis, lang)}\n`);
  if (scenarios !== undefined) io.stderr.write(scenarioTable(scenarios, lang));
  return 0;
}
