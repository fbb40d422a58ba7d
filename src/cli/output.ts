import type { AnalysisBody } from '../analysis/analysis-body.js';
import type { BreachResult } from '../checker/breach-result.js';
import type { CheckResult } from '../checker/checker.js';
import { crackTimePhrase, message } from '../i18n/catalogue.js';
import type { MessageKey } from '../i18n/messages-en.js';
import { type MessagesLanguage, numberWordsOf } from '../i18n/registry.js';

/** A number with one decimal, written with the language's decimal separator: "103.6", "103,6". */
export function oneDecimal(value: number, lang: MessagesLanguage): string {
  return value.toFixed(1).replace('.', numberWordsOf(lang).decimalSeparator);
}

// The words shared by both lines: the crack time as one phrase and the level with its name.
function levelAndTime(
  result: Pick<AnalysisBody, 'crack_time_log10_seconds' | 'level'>,
  lang: MessagesLanguage,
  atMost = false,
) {
  return {
    time: crackTimePhrase(lang, result.crack_time_log10_seconds, atMost),
    level: result.level,
    name: message(lang, `level_${result.level}` as MessageKey),
  };
}

/**
 * The one-line analysis `generate` prints on standard error: bits, crack-time
 * phrase (crackTimePhrase: "15,4 trillones de años", "3,91 mil años"), level.
 */
export function analysisLine(
  analysis: Pick<AnalysisBody, 'bits' | 'crack_time' | 'crack_time_log10_seconds' | 'level'>,
  lang: MessagesLanguage,
): string {
  return message(lang, 'cli_analysis', { bits: oneDecimal(analysis.bits, lang), ...levelAndTime(analysis, lang) });
}

/** What `check` prints for people: the estimate, then the warning and suggestions when there are any. */
export function checkReport(result: CheckResult, lang: MessagesLanguage, analysedLength: number): string {
  const basis = message(lang, result.ceiling ? 'checker_basis_patterns' : 'checker_basis_random');
  const head = [message(lang, 'cli_check', { ...levelAndTime(result, lang, result.ceiling), basis })];
  const breach = breachLine(result.breach, lang);
  if (breach !== undefined) head.push(breach);
  return reportWithTail(head, result, analysedLength, (key, params) => message(lang, key, params));
}

/** The words of a report's closing lines: the API's messages, or a page's (check-report-words.ts). */
export type TailWords = (
  key: 'checker_truncated' | 'checker_warning' | 'checker_suggestions',
  params?: Readonly<Record<string, string | number>>,
) => string;

/** A report of `check`: its first lines, then the truncation note, the warning and the suggestions, in `say`'s words. */
export function reportWithTail(
  head: readonly string[],
  result: CheckResult,
  analysedLength: number,
  say: TailWords,
): string {
  const lines = [...head];
  if (result.truncated) lines.push(say('checker_truncated', { max: analysedLength, length: result.length }));
  if (result.warning !== null) lines.push(say('checker_warning', { warning: result.warning }));
  if (result.suggestions.length > 0) {
    lines.push(`${say('checker_suggestions')}:`, ...result.suggestions.map((text) => `  ${text}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The breach check's line of `check`, when one was made. */
export function breachLine(breach: BreachResult, lang: MessagesLanguage): string | undefined {
  if (breach.status === 'not_checked') return undefined;
  if (breach.source === 'online') {
    return breach.status === 'found'
      ? message(lang, 'checker_breach_found', { count: breach.count })
      : message(lang, 'checker_breach_not_found');
  }
  return breach.status === 'found'
    ? message(lang, 'checker_breach_found_filter', { denominator: Math.round(1 / breach.false_positive_rate) })
    : message(lang, 'checker_breach_not_found_filter');
}

/** One JSON document, indented for people, on its own line. */
export function jsonDocument(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
