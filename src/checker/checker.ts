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
import { type AnalysisModel, DEFAULT_ANALYSIS_MODEL, type Level, levelForCrackTime } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { DEFAULT_MESSAGES_LANGUAGE, type MessagesLanguage } from '../i18n/registry.js';
import { WORD_LIST_NAMES } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { createEstimator, type GuessEstimate } from './estimator.js';
import { suggestionWords, warningWords } from './feedback-words.js';
import { extraKeyboardGraphs } from './keyboard-graphs.js';
import { CHECK_MAX_LENGTH, cutToCodePoints, L33T_MAX_SUBSTITUTIONS } from './limits.js';
import { createPassphraseRecogniser, type PassphraseList } from './passphrase-fit.js';

export type { GuessEstimate } from './estimator.js';
export type { PassphraseList } from './passphrase-fit.js';
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
  /**
   * The passphrase word lists whose passphrases the checker recognises (see passphrase-fit.ts); none by
   * default. {@link loadChecker} passes every built-in list.
   */
  readonly wordLists?: readonly PassphraseList[];
}

/** Estimates the strength of passwords; building one ranks every dictionary (a few hundred ms). */
export interface Checker {
  /**
   * The result for `password`. A caller that cut a very long input (the checker
   * page cuts it to its field's size before sending it to its worker) passes the
   * input's whole length in code points as `wholeLength`.
   */
  check(password: string, lang: MessagesLanguage, wholeLength?: number): CheckResult;
  /** The estimate alone: patterns over the first {@link CHECK_MAX_LENGTH} code points, passphrases over all. */
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
    graphs: { ...adjacencyGraphs, ...extraKeyboardGraphs() },
    l33tMaxSubstitutions: options.l33tMaxSubstitutions ?? L33T_MAX_SUBSTITUTIONS,
    // The checker cuts at code points itself; a code point is at most two UTF-16 units.
    maxLength: CHECK_MAX_LENGTH * 2,
  };
}

/** The first {@link CHECK_MAX_LENGTH} code points of a password, and its length in code points. */
export function analysedPart(password: string): { readonly analysed: string; readonly length: number } {
  return cutToCodePoints(password, CHECK_MAX_LENGTH);
}

/**
 * Dictionaries whose order is no frequency: `diceware-common` is EFF's large list in alphabetical order, made for
 * drawing words uniformly. zxcvbn-ts ranks a word by its place in the list, so `abacus` would cost 1 guess and a
 * drawn word 11.5 bits on average where it costs log2(7,776) = 12.9: a passphrase was rated below its exact figure
 * for no attack that exists. Every word of such a list gets the list's size as its rank.
 */
const UNIFORM_DICTIONARIES = ['diceware-common'] as const;

function flattenRanks(zxcvbnOptions: Options, names: readonly string[]): void {
  for (const name of names) {
    const ranked = zxcvbnOptions.rankedDictionaries[name];
    if (ranked === undefined) continue;
    const size = Object.keys(ranked).length;
    for (const word of Object.keys(ranked)) ranked[word] = size;
  }
}

/** Builds a checker (ranks the dictionaries once). */
export function createChecker(options: CheckerOptions = {}): Checker {
  const model = options.model ?? DEFAULT_ANALYSIS_MODEL;
  const zxcvbnOptions = new Options(checkerZxcvbnOptions(options));
  flattenRanks(zxcvbnOptions, UNIFORM_DICTIONARIES);
  const matching = new Matching(zxcvbnOptions);
  const feedback = new Feedback(zxcvbnOptions);
  const matchText = (text: string): MatchEstimated[] => {
    const found = matching.match(text);
    if (found instanceof Promise) throw new Error('the checker has no asynchronous matcher');
    return found.map((match) => estimateGuesses(zxcvbnOptions, match, text));
  };
  const estimate = createEstimator(matchText, createPassphraseRecogniser(options.wordLists ?? []), model);
  return {
    estimate,
    check(password, lang, wholeLength) {
      const ownLength = cutToCodePoints(password, 0).length;
      const length = Number.isSafeInteger(wholeLength) ? Math.max(ownLength, wholeLength as number) : ownLength;
      const guesses = estimate(password);
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

/** Every built-in passphrase word list, loaded (each once per process or page). */
export function loadBuiltInWordLists(): Promise<PassphraseList[]> {
  return Promise.all(WORD_LIST_NAMES.map(async (name) => ({ name, words: await loadWordList(name) })));
}

/**
 * Builds a checker that knows every built-in word list: what the page's worker, `check` and `checkPassword`
 * use, so that the three agree. `options.wordLists`, when given, replaces the built-in lists.
 */
export async function loadChecker(options: CheckerOptions = {}): Promise<Checker> {
  return createChecker({ ...options, wordLists: options.wordLists ?? (await loadBuiltInWordLists()) });
}

let sharedChecker: Promise<Checker> | undefined;

/** Checks one password with a checker ({@link loadChecker}) built on first use and kept. */
export async function checkPassword(
  password: string,
  lang: MessagesLanguage = DEFAULT_MESSAGES_LANGUAGE,
): Promise<CheckResult> {
  sharedChecker ??= loadChecker();
  sharedChecker.catch(() => {
    sharedChecker = undefined;
  });
  return (await sharedChecker).check(password, lang);
}
