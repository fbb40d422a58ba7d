import type { AnalysisBody } from '../api/analysis-body.js';
import type { CheckResult } from '../checker/checker.js';
import { message } from '../i18n/catalogue.js';
import type { MessageKey } from '../i18n/messages-en.js';
import { type MessagesLanguage, numberWordsOf } from '../i18n/registry.js';

/** A number with one decimal, written with the language's decimal separator: "103.6", "103,6". */
export function oneDecimal(value: number, lang: MessagesLanguage): string {
  return value.toFixed(1).replace('.', numberWordsOf(lang).decimalSeparator);
}

// The words shared by both lines: the crack time and the level with its name.
function levelAndTime(result: Pick<AnalysisBody, 'crack_time' | 'level'>, lang: MessagesLanguage) {
  return {
    value: result.crack_time.value,
    unit: result.crack_time.unit,
    level: result.level,
    name: message(lang, `level_${result.level}` as MessageKey),
  };
}

/**
 * The one-line analysis `generate` prints on standard error: bits, crack-time
 * words, level. The template places value and unit: Spanish needs "de" after a
 * noun magnitude ("15,4 trillones de años") but not after "mil", so it shows
 * the unit apart instead of joining them wrongly.
 */
export function analysisLine(
  analysis: Pick<AnalysisBody, 'bits' | 'crack_time' | 'level'>,
  lang: MessagesLanguage,
): string {
  return message(lang, 'cli_analysis', { bits: oneDecimal(analysis.bits, lang), ...levelAndTime(analysis, lang) });
}

/** What `check` prints for people: the estimate, then the warning and suggestions when there are any. */
export function checkReport(result: CheckResult, lang: MessagesLanguage, analysedLength: number): string {
  const lines = [message(lang, 'cli_check', levelAndTime(result, lang))];
  if (result.length > analysedLength) {
    lines.push(message(lang, 'checker_truncated', { max: analysedLength, length: result.length }));
  }
  if (result.warning !== null) lines.push(message(lang, 'checker_warning', { warning: result.warning }));
  if (result.suggestions.length > 0) {
    lines.push(`${message(lang, 'checker_suggestions')}:`, ...result.suggestions.map((text) => `  ${text}`));
  }
  return `${lines.join('\n')}\n`;
}

/** One JSON document, indented for people, on its own line. */
export function jsonDocument(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
