/**
 * The password checker shared by the browser page (in a Web Worker) and the
 * CLI's `check`: zxcvbn-ts's matchers with its language packs, scored by the
 * checker's guess model (guess-model.ts) with the generator's own analysis,
 * attack model and level scale. Pure TypeScript: no DOM, no Node.
 */
/// <reference path="./zxcvbn-deep.d.ts" />
import { type MatchEstimated, Options, type OptionsType } from '@zxcvbn-ts/core';
import Feedback from '@zxcvbn-ts/core/dist/Feedback.mjs';
import Matching from '@zxcvbn-ts/core/dist/Matching.mjs';
import estimateGuesses from '@zxcvbn-ts/core/dist/scoring/estimate.mjs';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { dictionary as spanishDictionary } from '@zxcvbn-ts/language-es-es';
import {
  type AnalysisModel,
  analyze,
  DEFAULT_ANALYSIS_MODEL,
  type Level,
  levelForCrackTime,
} from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { DEFAULT_MESSAGES_LANGUAGE, type MessagesLanguage } from '../i18n/registry.js';
import { suggestionWords, warningWords } from './feedback-words.js';
import { bruteforceBitsPerCharacter, fittingRecipe, type PatternEstimate, patternEstimate } from './guess-model.js';
import { CHECK_MAX_LENGTH, cutToCodePoints, L33T_MAX_SUBSTITUTIONS } from './limits.js';

export { CHECK_MAX_LENGTH, L33T_MAX_SUBSTITUTIONS };

/** The checker's result: the page's `data-analysis` and the CLI's `check --json`. */
export interface CheckResult {
  /** Characters (code points) of the input, including any beyond the cap. */
  readonly length: number;
  /** log10 of the estimated guesses (of the first {@link CHECK_MAX_LENGTH} characters). */
  readonly log10_guesses: number;
  /** `log10_guesses` minus log10 of the attacker's guesses per second (12). */
  readonly crack_time_log10_seconds: number;
  readonly crack_time: { readonly value: string; readonly unit: string };
  readonly level: Level;
  readonly level_scale: 'time';
  /**
   * True when patterns set the estimate: it is then an upper bound, and an attacker
   * who knows more may need fewer guesses. False when no pattern beats random
   * characters: the figure is then the generator's exact analysis of the smallest
   * recipe that could have drawn the password, exact if it was drawn that way.
   */
  readonly ceiling: boolean;
  /** The main problem, in the messages language, or null. */
  readonly warning: string | null;
  readonly suggestions: readonly string[];
}

/** A dictionary set: name to ranked word list, as zxcvbn-ts's language packs export it. */
export type CheckerDictionary = Readonly<Record<string, (string | number)[]>>;

/**
 * Words of passwords that security advice publishes as examples, as they are spelt there: attackers' word lists
 * carry them, and the packs do not (xkcd 936's "Tr0ub4dor&3" rests on the misspelling "troubador"). Ranked
 * first, since they are among the first things an attacker tries.
 */
const PUBLISHED_EXAMPLES: CheckerDictionary = {
  publishedExamples: ['troubador', 'correcthorsebatterystaple'],
};

/** Options of {@link createChecker}. */
export interface CheckerOptions {
  /** Dictionaries besides common, English and Spanish (for example another zxcvbn-ts language pack). */
  readonly extraDictionaries?: readonly CheckerDictionary[];
  readonly model?: AnalysisModel;
  /** l33t variants matched (default {@link L33T_MAX_SUBSTITUTIONS}); for measuring the tuning. */
  readonly l33tMaxSubstitutions?: number;
}

/** Estimates the strength of passwords; building one ranks every dictionary (a few hundred ms). */
export interface Checker {
  /**
   * The result for `password`. A caller that already cut the input to the cap
   * (the checker page, before sending it to its worker) passes the input's whole
   * length in code points as `wholeLength`.
   */
  check(password: string, lang: MessagesLanguage, wholeLength?: number): CheckResult;
  /** The estimate alone, for a password already cut to the cap. */
  estimate(password: string): GuessEstimate;
}

/**
 * The zxcvbn-ts options of the checker: the dictionaries, keyboard graphs and
 * tuned limits. Its scoring is not used (see guess-model.ts); its feedback is
 * asked for with the service's level as its score, so that warnings and
 * suggestions appear exactly for levels 0-2. Translations stay the keys,
 * translated per call into the messages language.
 */
export function checkerZxcvbnOptions(options: CheckerOptions = {}): OptionsType {
  const dictionary: Record<string, (string | number)[]> = {
    ...commonDictionary,
    ...englishDictionary,
    ...spanishDictionary,
    ...PUBLISHED_EXAMPLES,
  };
  for (const extra of options.extraDictionaries ?? []) Object.assign(dictionary, extra);
  return {
    dictionary,
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: options.l33tMaxSubstitutions ?? L33T_MAX_SUBSTITUTIONS,
    // The checker cuts at code points itself; a code point is at most two UTF-16 units.
    maxLength: CHECK_MAX_LENGTH * 2,
  };
}

/** The first {@link CHECK_MAX_LENGTH} code points of a password, and its length in code points. */
export function analysedPart(password: string): { readonly analysed: string; readonly length: number } {
  return cutToCodePoints(password, CHECK_MAX_LENGTH);
}

/** The checker's estimate of one (already cut) password, in log10 of guesses. */
export interface GuessEstimate {
  readonly guessesLog10: number;
  /** True when the pattern estimate is the lower one (see {@link CheckResult.ceiling}). */
  readonly fromPatterns: boolean;
  /** The pieces of the pattern estimate, as zxcvbn-ts matches (for its feedback). */
  readonly sequence: MatchEstimated[];
}

/** Builds a checker (ranks the dictionaries once). */
export function createChecker(options: CheckerOptions = {}): Checker {
  const model = options.model ?? DEFAULT_ANALYSIS_MODEL;
  const zxcvbnOptions = new Options(checkerZxcvbnOptions(options));
  const matching = new Matching(zxcvbnOptions);
  const feedback = new Feedback(zxcvbnOptions);
  const estimate = (password: string): GuessEstimate => {
    const found = matching.match(password);
    if (found instanceof Promise) throw new Error('the checker has no asynchronous matcher');
    const matches = found.map((match) => estimateGuesses(zxcvbnOptions, match, password));
    const patterns = patternEstimate(password.length, matches, bruteforceBitsPerCharacter(password));
    const sequence = sequenceOf(password, patterns, matches);
    const patternsLog10 = patterns.log2Guesses * Math.log10(2);
    const recipe = fittingRecipe(password);
    const exact = recipe === null ? undefined : analyze(recipe.length, recipe.pool, recipe.noRepeats, model);
    if (exact !== undefined && exact.log10Guesses <= patternsLog10) {
      return { guessesLog10: exact.log10Guesses, fromPatterns: false, sequence };
    }
    return { guessesLog10: Math.max(0, patternsLog10), fromPatterns: true, sequence };
  };
  return {
    estimate,
    check(password, lang, wholeLength) {
      const { analysed, length: ownLength } = analysedPart(password);
      const length = Number.isSafeInteger(wholeLength) ? Math.max(ownLength, wholeLength as number) : ownLength;
      const guesses = estimate(analysed);
      const crackTimeLog10Seconds = guesses.guessesLog10 - model.guessesPerSecondLog10;
      const level = levelForCrackTime(crackTimeLog10Seconds, model);
      const { warning, suggestions } = feedback.getFeedback(level, guesses.sequence);
      return Object.freeze({
        length,
        log10_guesses: guesses.guessesLog10,
        crack_time_log10_seconds: crackTimeLog10Seconds,
        crack_time: Object.freeze(crackTimeWords(lang, crackTimeLog10Seconds)),
        level,
        level_scale: 'time',
        ceiling: guesses.fromPatterns,
        warning: warning === null || warning === '' ? null : warningWords(lang, warning),
        suggestions: Object.freeze(suggestions.map((key) => suggestionWords(lang, key))),
      });
    },
  };
}

// The pattern estimate's pieces as zxcvbn-ts matches, random stretches as its bruteforce matches.
function sequenceOf(password: string, estimate: PatternEstimate, matches: readonly MatchEstimated[]): MatchEstimated[] {
  return estimate.pieces.map((piece) => {
    if (piece.kind === 'match') return matches[piece.index] as MatchEstimated;
    const token = password.slice(piece.i, piece.j + 1);
    return { pattern: 'bruteforce', token, i: piece.i, j: piece.j, guesses: 0, guessesLog10: 0 };
  });
}

let sharedChecker: Checker | undefined;

/** Checks one password with a checker built on first use and kept. */
export function checkPassword(password: string, lang: MessagesLanguage = DEFAULT_MESSAGES_LANGUAGE): CheckResult {
  sharedChecker ??= createChecker();
  return sharedChecker.check(password, lang);
}
