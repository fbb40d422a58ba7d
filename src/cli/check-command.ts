import { withBreach } from '../checker/breach-verdict.js';
import type { CheckResult } from '../checker/checker.js';
import { createCheckerFromFiles } from '../checker/checker-from-files.js';
import { CHECK_MAX_LENGTH } from '../checker/limits.js';
import { type ScenariosField, scenariosField } from '../engine/scenarios.js';
import { message } from '../i18n/catalogue.js';
import { type AppliedLanguage, applyLanguage } from '../i18n/languages.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { readCheckerFile } from './checker-file-reader.js';
import { parseFlags, UsageError } from './flags.js';
import { checkHelp } from './help.js';
import type { CliIo } from './io.js';
import { localeLanguage } from './locale.js';
import { breachLine, checkReport, jsonDocument } from './output.js';
import { PromptCancelled, promptHidden, readFirstLine } from './read-password.js';
import { scenarioTable } from './scenario-table.js';
import { writeResult } from './standard-output.js';

// The scenarios as a table, after the report, when asked for.
// The report in the API's words for English and Spanish, else in the words of the language's
// checker page (a module loaded only then).
async function report(result: CheckResult, applied: AppliedLanguage): Promise<string> {
  if (applied.links === applied.messages) return checkReport(result, applied.messages, CHECK_MAX_LENGTH);
  const { checkReportInPageWords } = await import('./check-report-words.js');
  return checkReportInPageWords(result, applied.links, CHECK_MAX_LENGTH, breachLine(result.breach, applied.messages));
}

function scenarioText(result: CheckResult & ScenariosField, lang: MessagesLanguage): string {
  return result.scenarios === undefined ? '' : scenarioTable(result.scenarios, lang, result.ceiling);
}

/** Exit status after Ctrl-C at the prompt, as a shell reports SIGINT. */
export const EXIT_INTERRUPTED = 130;

/**
 * `check`: the password comes from standard input only (first line; on a
 * terminal, typed without echo), the estimate from the browser checker's engine.
 */
export async function runCheck(args: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags(args, {
    lang: { type: 'string' },
    json: { type: 'boolean' },
    breach: { type: 'boolean' },
    'breach-url': { type: 'string' },
    'breach-file': { type: 'string' },
    scenarios: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help === true) {
    io.stdout.write(checkHelp());
    return 0;
  }
  // A breach filter is opened, or a breach URL read, before the password is asked for: a mistake shows first.
  // Their module (Node's fs, fetch) is loaded only then: a plain check loads no file or network module.
  const breachAsked =
    values.breach === true || values['breach-url'] !== undefined || values['breach-file'] !== undefined;
  const breachFlags = breachAsked ? await import('./breach-flags.js') : undefined;
  const asked = breachFlags?.openAskedFilter(values, io.env);
  // Without --lang, the user's locale (LC_ALL, LC_MESSAGES, LANG), as other command-line tools.
  const applied = applyLanguage(values.lang ?? localeLanguage(io.env));
  const lang = applied.messages;
  // The checker loads while the password is read (typed, on a terminal); a failure shows when it is awaited.
  const loading = createCheckerFromFiles(applied.links, readCheckerFile);
  loading.catch(() => undefined);
  let password: string;
  if (io.stdin.isTTY === true) {
    try {
      password = await promptHidden(io.stdin, io.stderr, `${message(lang, 'checker_password')}: `);
    } catch (error) {
      if (error instanceof PromptCancelled) return EXIT_INTERRUPTED;
      throw error;
    }
    if (password === '') throw new UsageError('no_password', 'No password was typed.');
  } else {
    password = await readFirstLine(io.stdin);
  }
  // The library's checkPassword, with the files read as data (cli/checker-file-reader.ts).
  const checker = await loading;
  const checked = checker.check(password, applied.links);
  const breach = await breachFlags?.lookupAsked(password, asked);
  const judged =
    breach === undefined ? checked : withBreach(checked, breach, checker.feedbackWords(applied.links), applied.links);
  const result = { ...judged, ...scenariosField(values.scenarios === true, judged.log10_guesses, lang) };
  await writeResult(
    io.stdout,
    values.json === true ? jsonDocument(result) : (await report(result, applied)) + scenarioText(result, lang),
  );
  return 0;
}
