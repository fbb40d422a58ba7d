/**
 * `passphrase`: passphrases from EFF's word lists with an exact analysis, on
 * standard output as `generate` prints passwords. Loaded only when it runs,
 * with the word list it needs.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import { createPassphraseGenerator } from '../core/passphrase.js';
import { type GeneratePassphrasesOptions, generatePassphrasesLocally } from '../engine/passphrases.js';
import { applyLanguage } from '../i18n/languages.js';
import { PASSPHRASE_OPTIONS } from '../options/options.js';
import { integerValue, parseFlags } from './flags.js';
import type { CliIo } from './io.js';
import { analysisLine, jsonDocument } from './output.js';
import { passphraseHelp } from './passphrase-help.js';
import { systemRandomFill } from './random-source.js';

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
    lang: { type: 'string' },
    json: { type: 'boolean' },
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

/** Runs `passphrase`. Throws UsageError and GenerateOptionsError, as `generate` does. */
export async function runPassphrase(args: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags(args, config());
  if (values.help === true) {
    io.stdout.write(passphraseHelp());
    return 0;
  }
  const options = optionsFromFlags(values);
  const generator = createPassphraseGenerator({ randomFill: systemRandomFill() });
  const { passphrases, analysis } = await generatePassphrasesLocally(generator, options);
  if (values.json === true) {
    io.stdout.write(jsonDocument({ passphrases, analysis }));
    return 0;
  }
  io.stdout.write(`${passphrases.join('\n')}\n`);
  if (values.quiet !== true) io.stderr.write(`${analysisLine(analysis, applyLanguage(options.lang).messages)}\n`);
  return 0;
}
