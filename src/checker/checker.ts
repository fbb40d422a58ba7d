/**
 * The password checker shared by the browser page (in a Web Worker) and the
 * CLI's `check`: zxcvbn-ts with its language packs, scored with the service's
 * own attack model and level scale. Pure TypeScript: no DOM, no Node.
 */
import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { dictionary as spanishDictionary } from '@zxcvbn-ts/language-es-es';
import { type AnalysisModel, DEFAULT_ANALYSIS_MODEL, type Level, levelForCrackTime } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { DEFAULT_MESSAGES_LANGUAGE, type MessagesLanguage } from '../i18n/registry.js';
import { suggestionWords, warningWords } from './feedback-words.js';
import { CHECK_MAX_LENGTH, L33T_MAX_SUBSTITUTIONS } from './limits.js';

export { CHECK_MAX_LENGTH, L33T_MAX_SUBSTITUTIONS };

/** The checker's result: the page's `data-analysis` and the CLI's `check --json`. */
export interface CheckResult {
  /** Characters (code points) of the input, including any beyond the cap. */
  readonly length: number;
  /** log10 of zxcvbn-ts's estimate of the guesses (of the first {@link CHECK_MAX_LENGTH} characters). */
  readonly guesses_log10: number;
  /** `guesses_log10` minus log10 of the attacker's guesses per second (12). */
  readonly crack_time_log10_seconds: number;
  readonly crack_time: { readonly value: string; readonly unit: string };
  readonly level: Level;
  readonly level_scale: 'time';
  /** A pattern-based estimate is an upper bound on the work of a smarter attacker. */
  readonly ceiling: true;
  /** The main problem, in the messages language, or null. */
  readonly warning: string | null;
  readonly suggestions: readonly string[];
}

/** A dictionary set: name to ranked word list, as zxcvbn-ts's language packs export it. */
export type CheckerDictionary = Readonly<Record<string, (string | number)[]>>;

/** Options of {@link createChecker}. */
export interface CheckerOptions {
  /** Dictionaries besides common, English and Spanish (for example another zxcvbn-ts language pack). */
  readonly extraDictionaries?: readonly CheckerDictionary[];
  readonly model?: AnalysisModel;
}

/** Estimates the strength of passwords; building one ranks every dictionary (a few hundred ms). */
export interface Checker {
  check(password: string, lang: MessagesLanguage): CheckResult;
}

/**
 * The zxcvbn-ts options of the checker. Its feedback is given for its scores
 * 0-2, so its score thresholds are set to the model's levels in guesses: the
 * feedback then appears exactly for the service's levels 0-2. Translations stay
 * the keys, translated per call into the messages language.
 */
export function checkerZxcvbnOptions(options: CheckerOptions = {}): OptionsType {
  const model = options.model ?? DEFAULT_ANALYSIS_MODEL;
  const guessesPerSecond = 10 ** model.guessesPerSecondLog10;
  const [t0, t1, t2, t3] = model.levelThresholdsSeconds.map((seconds) => seconds * guessesPerSecond) as [
    number,
    number,
    number,
    number,
  ];
  const dictionary: Record<string, (string | number)[]> = {
    ...commonDictionary,
    ...englishDictionary,
    ...spanishDictionary,
  };
  for (const extra of options.extraDictionaries ?? []) Object.assign(dictionary, extra);
  return {
    dictionary,
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    // The checker cuts at code points itself; a code point is at most two UTF-16 units.
    maxLength: CHECK_MAX_LENGTH * 2,
    timeEstimationValues: {
      scoring: { 0: t0, 1: t1, 2: t2, 3: t3 },
      attackTime: {
        onlineThrottlingXPerHour: 100,
        onlineNoThrottlingXPerSecond: 10,
        offlineSlowHashingXPerSecond: 1e4,
        offlineFastHashingXPerSecond: guessesPerSecond,
      },
    },
  };
}

/** The first {@link CHECK_MAX_LENGTH} code points of a password, and its length in code points. */
export function analysedPart(password: string): { readonly analysed: string; readonly length: number } {
  const codePoints = Array.from(password);
  if (codePoints.length <= CHECK_MAX_LENGTH) return { analysed: password, length: codePoints.length };
  return { analysed: codePoints.slice(0, CHECK_MAX_LENGTH).join(''), length: codePoints.length };
}

/** Builds a checker (ranks the dictionaries once). */
export function createChecker(options: CheckerOptions = {}): Checker {
  const model = options.model ?? DEFAULT_ANALYSIS_MODEL;
  const zxcvbn = new ZxcvbnFactory(checkerZxcvbnOptions(options));
  return {
    check(password, lang) {
      const { analysed, length } = analysedPart(password);
      const estimate = zxcvbn.check(analysed);
      const guessesLog10 = Math.log10(estimate.guesses);
      const crackTimeLog10Seconds = guessesLog10 - model.guessesPerSecondLog10;
      const warning = estimate.feedback.warning;
      return Object.freeze({
        length,
        guesses_log10: guessesLog10,
        crack_time_log10_seconds: crackTimeLog10Seconds,
        crack_time: Object.freeze(crackTimeWords(lang, crackTimeLog10Seconds)),
        level: levelForCrackTime(crackTimeLog10Seconds, model),
        level_scale: 'time',
        ceiling: true,
        warning: warning === null || warning === '' ? null : warningWords(lang, warning),
        suggestions: Object.freeze(estimate.feedback.suggestions.map((key) => suggestionWords(lang, key))),
      });
    },
  };
}

let sharedChecker: Checker | undefined;

/** Checks one password with a checker built on first use and kept. */
export function checkPassword(password: string, lang: MessagesLanguage = DEFAULT_MESSAGES_LANGUAGE): CheckResult {
  sharedChecker ??= createChecker();
  return sharedChecker.check(password, lang);
}
