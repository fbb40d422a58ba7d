/**
 * What the pages show of an analysis, as text in the page's language (its
 * catalogue). Pure: the server renders the first view with it and the page
 * scripts every next one. `json` stays the library's object in the messages
 * language, whatever the page's language.
 */
import type { AnalysisBody } from '../analysis/analysis-body.js';
import type { CheckResult } from '../checker/checker.js';
import type { Level } from '../core/analysis.js';
import { type PageCatalogue, pageCount, pageCrackTime, pageDecimal, pageWords } from '../i18n/pages/page-catalogue.js';
import { type ScenarioRowView, scenarioViews } from './scenario-view.js';

/** The level as words: "Level 2 of 4: fair". */
export function levelWords(level: Level, catalogue: PageCatalogue): string {
  return pageWords(catalogue, 'page_level', { level, name: pageWords(catalogue, `level_${level}`) });
}

/**
 * The crack-time sentence, from the crack time's log10 in seconds; `atMost` for
 * an upper bound (a checker estimate from patterns).
 */
export function crackTimeSentence(crackTimeLog10Seconds: number, catalogue: PageCatalogue, atMost = false): string {
  return pageWords(catalogue, 'page_crack_time', { time: pageCrackTime(catalogue, crackTimeLog10Seconds, atMost) });
}

/** The generator's analysis as a person reads it. */
export interface GeneratorAnalysisView {
  readonly bits: string;
  readonly level: Level;
  readonly levelWords: string;
  readonly crackTime: string;
  /** The same guesses against named real attacks, under the crack time. */
  readonly scenarios: readonly ScenarioRowView[];
  readonly formula: string;
  /** The `data-analysis` value: the JSON of exactly the API's `analysis` object. */
  readonly json: string;
}

/** The figures every analysis of the generator has (passwords and passphrases alike). */
export interface BitsAnalysisFields {
  readonly bits: number;
  readonly level: Level;
  readonly log10_guesses: number;
  readonly crack_time_log10_seconds: number;
}

/** The view of an analysis, with the line that says how it was counted. */
export function analysisView(
  analysis: BitsAnalysisFields,
  formula: string,
  catalogue: PageCatalogue,
): GeneratorAnalysisView {
  return {
    bits: pageWords(catalogue, 'generator_bits', { bits: pageDecimal(catalogue, analysis.bits, 1) }),
    level: analysis.level,
    levelWords: levelWords(analysis.level, catalogue),
    crackTime: crackTimeSentence(analysis.crack_time_log10_seconds, catalogue),
    scenarios: scenarioViews(analysis.log10_guesses, catalogue),
    formula,
    json: JSON.stringify(analysis),
  };
}

/** The view of a generation's analysis with the API's options (`noRepeats` picks the formula). */
export function generatorAnalysisView(
  analysis: AnalysisBody,
  noRepeats: boolean,
  catalogue: PageCatalogue,
): GeneratorAnalysisView {
  const params = {
    length: analysis.length,
    pool: analysis.pool,
    length_minus_one: analysis.length - 1,
    pool_minus_one: analysis.pool - 1,
    bits: pageDecimal(catalogue, analysis.bits, 2),
  };
  const formula = pageWords(catalogue, noRepeats ? 'generator_formula_no_repeats' : 'generator_formula', params);
  return analysisView(analysis, formula, catalogue);
}

/**
 * The view of a recipe's analysis (requirements, limits, a site's rules): its
 * bits are log2 of the exact count of passwords that meet them, "log2 of the
 * 2.3 × 10³¹ passwords that meet them".
 */
export function recipeAnalysisView(analysis: AnalysisBody, catalogue: PageCatalogue): GeneratorAnalysisView {
  const formula = pageWords(catalogue, 'generator_formula_counted', {
    length: analysis.length,
    count: pageCount(catalogue, analysis.bits * Math.LOG10E * Math.LN2),
    bits: pageDecimal(catalogue, analysis.bits, 2),
  });
  return analysisView(analysis, formula, catalogue);
}

/** What a passphrase's bits are made of, besides its words. */
export interface PassphraseTerms {
  readonly randomCapitals: boolean;
  readonly digit: boolean;
}

/** The view of a passphrase's analysis: words × log2(list size), plus the capitals and the digit. */
export function passphraseAnalysisView(
  analysis: BitsAnalysisFields & { readonly words: number; readonly list_size: number },
  terms: PassphraseTerms,
  catalogue: PageCatalogue,
): GeneratorAnalysisView {
  const { words, list_size } = analysis;
  const parts = [`${words} × log2(${list_size})`];
  if (terms.randomCapitals) parts.push(pageWords(catalogue, 'generator_term_capitals', { words }));
  if (terms.digit) parts.push(pageWords(catalogue, 'generator_term_digit', { words }));
  const formula = pageWords(catalogue, 'generator_formula_passphrase', {
    words,
    list_size,
    terms: parts.join(' + '),
    bits: pageDecimal(catalogue, analysis.bits, 2),
  });
  return analysisView(analysis, formula, catalogue);
}

/** The checker's estimate as a person reads it. */
export interface CheckerResultView {
  readonly level: Level;
  readonly levelWords: string;
  readonly crackTime: string;
  /** The same guesses against named real attacks, under the crack time. */
  readonly scenarios: readonly ScenarioRowView[];
  readonly guesses: string;
  /** What the figure is: an upper bound from patterns, or the generator's exact figure. */
  readonly ceiling: string;
  readonly warning: string | null;
  readonly suggestions: readonly string[];
  /** Set when the input was longer than the cap. */
  readonly truncated: string | null;
  readonly json: string;
}

/**
 * The view of a checker result; `maxLength` is the cap. The warning and the
 * suggestions are zxcvbn-ts's, in the messages language of the result (a
 * language without a zxcvbn-ts pack gets English); every other word is the page's.
 */
export function checkerResultView(result: CheckResult, maxLength: number, catalogue: PageCatalogue): CheckerResultView {
  return {
    level: result.level,
    levelWords: levelWords(result.level, catalogue),
    crackTime: crackTimeSentence(result.crack_time_log10_seconds, catalogue, result.ceiling),
    scenarios: scenarioViews(result.log10_guesses, catalogue, result.ceiling),
    ceiling: pageWords(catalogue, result.ceiling ? 'checker_ceiling_true' : 'checker_ceiling_false'),
    guesses: pageWords(catalogue, 'checker_guesses', { guesses: pageCount(catalogue, result.log10_guesses) }),
    warning: result.warning === null ? null : pageWords(catalogue, 'checker_warning', { warning: result.warning }),
    suggestions: result.suggestions,
    truncated: result.truncated
      ? pageWords(catalogue, 'checker_truncated', { max: maxLength, length: result.length })
      : null,
    json: JSON.stringify(result),
  };
}
