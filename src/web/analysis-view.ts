/**
 * What the pages show of an analysis, as text in the messages language. Pure:
 * the server renders the first view with it and the page scripts every next one.
 */
import type { AnalysisBody } from '../api/analysis-body.js';
import type { CheckResult } from '../checker/checker.js';
import type { Level } from '../core/analysis.js';
import { crackTimePhrase, message } from '../i18n/catalogue.js';
import { type MessagesLanguage, numberWordsOf } from '../i18n/registry.js';

/** A number with a fixed count of decimals and the language's decimal separator. */
export function formatDecimal(value: number, decimals: number, lang: MessagesLanguage): string {
  return value.toFixed(decimals).replace('.', numberWordsOf(lang).decimalSeparator);
}

/**
 * A count given as its log10, for reading: whole below 1,000 ("3", "512"),
 * otherwise with two significant figures in the language's scientific form
 * ("6.3 × 10^12", "6,3 × 10^12").
 */
export function formatCount(log10: number, lang: MessagesLanguage): string {
  if (log10 < 3) return String(Math.round(10 ** log10));
  let exponent = Math.floor(log10);
  let mantissa = Number((10 ** (log10 - exponent)).toFixed(1));
  if (mantissa >= 10) {
    mantissa = 1;
    exponent += 1;
  }
  return numberWordsOf(lang)
    .scientific.replace('{m}', formatDecimal(mantissa, 1, lang))
    .replace('{e}', String(exponent));
}

/** The level as words: "Level 2 of 4: fair". */
export function levelWords(level: Level, lang: MessagesLanguage): string {
  return message(lang, 'page_level', { level, name: message(lang, `level_${level}`) });
}

/** The crack time sentence; `atMost` for an upper bound (a checker estimate from patterns). */
export function crackTimeSentence(crackTimeLog10Seconds: number, lang: MessagesLanguage, atMost = false): string {
  return message(lang, 'page_crack_time', { time: crackTimePhrase(lang, crackTimeLog10Seconds, atMost) });
}

/** The generator's analysis as a person reads it. */
export interface GeneratorAnalysisView {
  readonly bits: string;
  readonly level: Level;
  readonly levelWords: string;
  readonly crackTime: string;
  readonly formula: string;
  /** The `data-analysis` value: the JSON of exactly the API's `analysis` object. */
  readonly json: string;
}

/** The view of a generation's analysis (`noRepeats` picks the formula). */
export function generatorAnalysisView(
  analysis: AnalysisBody,
  noRepeats: boolean,
  lang: MessagesLanguage,
): GeneratorAnalysisView {
  const params = {
    length: analysis.length,
    pool: analysis.pool,
    length_minus_one: analysis.length - 1,
    pool_minus_one: analysis.pool - 1,
    bits: formatDecimal(analysis.bits, 2, lang),
  };
  return {
    bits: message(lang, 'generator_bits', { bits: formatDecimal(analysis.bits, 1, lang) }),
    level: analysis.level,
    levelWords: levelWords(analysis.level, lang),
    crackTime: crackTimeSentence(analysis.crack_time_log10_seconds, lang),
    formula: message(lang, noRepeats ? 'generator_formula_no_repeats' : 'generator_formula', params),
    json: JSON.stringify(analysis),
  };
}

/** The checker's estimate as a person reads it. */
export interface CheckerResultView {
  readonly level: Level;
  readonly levelWords: string;
  readonly crackTime: string;
  readonly guesses: string;
  /** What the figure is: an upper bound from patterns, or the generator's exact figure. */
  readonly ceiling: string;
  readonly warning: string | null;
  readonly suggestions: readonly string[];
  /** Set when the input was longer than the cap. */
  readonly truncated: string | null;
  readonly json: string;
}

/** The view of a checker result; `maxLength` is the cap. */
export function checkerResultView(result: CheckResult, maxLength: number, lang: MessagesLanguage): CheckerResultView {
  return {
    level: result.level,
    levelWords: levelWords(result.level, lang),
    crackTime: crackTimeSentence(result.crack_time_log10_seconds, lang, result.ceiling),
    ceiling: message(lang, result.ceiling ? 'checker_ceiling_true' : 'checker_ceiling_false'),
    guesses: message(lang, 'checker_guesses', { guesses: formatCount(result.guesses_log10, lang) }),
    warning: result.warning === null ? null : message(lang, 'checker_warning', { warning: result.warning }),
    suggestions: result.suggestions,
    truncated:
      result.length > maxLength ? message(lang, 'checker_truncated', { max: maxLength, length: result.length }) : null,
    json: JSON.stringify(result),
  };
}
