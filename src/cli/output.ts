import type { AnalysisBody } from '../api/analysis-body.js';
import { message } from '../i18n/catalogue.js';
import { type MessagesLanguage, numberWordsOf } from '../i18n/registry.js';

/** A number with one decimal, written with the language's decimal separator: "103.6", "103,6". */
export function oneDecimal(value: number, lang: MessagesLanguage): string {
  return value.toFixed(1).replace('.', numberWordsOf(lang).decimalSeparator);
}

/**
 * The one-line analysis `generate` prints on standard error: bits, crack-time
 * words, level. The template places value and unit: Spanish needs "de" after a
 * noun magnitude ("15,4 trillones de años") but not after "mil", so it shows
 * the unit apart instead of joining them wrongly.
 */
export function analysisLine(analysis: AnalysisBody, lang: MessagesLanguage): string {
  return message(lang, 'cli_analysis', {
    bits: oneDecimal(analysis.bits, lang),
    value: analysis.crack_time.value,
    unit: analysis.crack_time.unit,
    level: analysis.level,
  });
}

/** One JSON document, indented for people, on its own line. */
export function jsonDocument(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
