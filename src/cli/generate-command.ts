import type { ParseArgsOptionsConfig } from 'node:util';
import { createPasswordGenerator } from '../core/generator.js';
import { createRecipeSampler } from '../core/recipe-sample.js';
import { optionsError } from '../engine/errors.js';
import {
  drawLocally,
  type GeneratedPasswords,
  type GeneratePasswordsOptions,
  type LocalDraw,
  localAnswer,
} from '../engine/passwords.js';
import { withFlagNames } from './flag-names.js';
import { optionFlagsConfig, parseFlags, requestBodyFromFlags } from './flags.js';
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

/** A draw in the library's words; a refused option's message names the flag typed, not the API field. */
function answerNamingFlags(draw: LocalDraw): GeneratedPasswords {
  if (draw.ok) return localAnswer(draw);
  const error = optionsError(draw.problem, draw.lang);
  error.message = withFlagNames(error, draw.lang);
  throw error;
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
  const draw = drawLocally(generator, body as GeneratePasswordsOptions, sampler);
  const messagesLang = draw.lang;
  const { passwords, analysis, scenarios, note, warning } = answerNamingFlags(draw);
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
