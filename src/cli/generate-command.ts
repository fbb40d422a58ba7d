import type { ParseArgsOptionsConfig } from 'node:util';
import { createPasswordGenerator } from '../core/generator.js';
import { createRecipeSampler } from '../core/recipe-sample.js';
import { type GeneratePasswordsOptions, generateLocally } from '../engine/passwords.js';
import { applyLanguage } from '../i18n/languages.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { withFlagNames } from './flag-names.js';
import { isCodedError, optionFlagsConfig, parseFlags, requestBodyFromFlags } from './flags.js';
import { generateHelp, programHelp } from './help.js';
import type { CliIo } from './io.js';
import { analysisLine, jsonDocument } from './output.js';
import { systemRandomFill } from './random-source.js';
import { scenarioTable } from './scenario-table.js';
import { writeResult } from './standard-output.js';

function config(implicit: boolean): ParseArgsOptionsConfig {
  return {
    ...optionFlagsConfig(),
    lang: { type: 'string' },
    json: { type: 'boolean' },
    scenarios: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
    // The program's own --version lives on the default command, which takes the program's flags.
    ...(implicit ? { version: { type: 'boolean', short: 'v' } } : {}),
  };
}

/** Runs a generation; a refused option's message names the flag typed, not the API field. */
function generateNamingFlags<T>(generate: () => T, lang: MessagesLanguage): T {
  try {
    return generate();
  } catch (error) {
    if (isCodedError(error, 'GenerateOptionsError')) error.message = withFlagNames(error, lang);
    throw error;
  }
}

/**
 * `generate`, named or implied (no command given: then `--help` is the program's
 * help and `--version` is accepted). Throws UsageError and GenerateOptionsError.
 */
export async function runGenerate(args: readonly string[], io: CliIo, implicit: boolean): Promise<number> {
  const values = parseFlags(args, config(implicit));
  if (values.help === true) {
    io.stdout.write(implicit ? programHelp() : generateHelp());
    return 0;
  }
  if (values.version === true) {
    const { packageVersion } = await import('./version.js');
    io.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const lang = typeof values.lang === 'string' ? values.lang : undefined;
  const body = {
    ...requestBodyFromFlags(values),
    ...(lang === undefined ? {} : { lang }),
    ...(values.scenarios === true ? { scenarios: true } : {}),
  };
  const randomFill = systemRandomFill();
  const generator = createPasswordGenerator({ randomFill });
  const sampler = createRecipeSampler({ randomFill });
  const messagesLang = applyLanguage(lang).messages;
  const { passwords, analysis, scenarios, note, warning } = generateNamingFlags(
    () => generateLocally(generator, body as GeneratePasswordsOptions, sampler),
    messagesLang,
  );
  // A note (a site with no known rules) goes to standard error, never into what a script captures;
  // --quiet hides it, but not a warning that parts of the rules were left out, which changes the passwords.
  const shown = values.quiet === true ? warning : note;
  if (shown !== undefined) io.stderr.write(`${shown}\n`);
  if (values.json === true) {
    const extra = { ...(scenarios === undefined ? {} : { scenarios }), ...(note === undefined ? {} : { note }) };
    await writeResult(io.stdout, jsonDocument({ passwords, analysis, ...extra }));
    return 0;
  }
  // The analysis line follows only passwords that were delivered.
  await writeResult(io.stdout, `${passwords.join('\n')}\n`);
  if (values.quiet === true) return 0;
  io.stderr.write(`${analysisLine(analysis, messagesLang)}\n`);
  if (scenarios !== undefined) io.stderr.write(scenarioTable(scenarios, messagesLang));
  return 0;
}
