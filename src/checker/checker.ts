/**
 * The password checker shared by the browser page (in a Web Worker) and the
 * CLI's `check`: zxcvbn-ts's matchers with its language packs, scored by the
 * checker's guess model (guess-model.ts) with the generator's own analysis,
 * attack model and level scale. Pure TypeScript: no DOM, no Node.
 */
/// <reference path="./zxcvbn-deep.d.ts" />
import { Options } from '@zxcvbn-ts/core';
import Feedback from '@zxcvbn-ts/core/dist/Feedback.mjs';
import Matching from '@zxcvbn-ts/core/dist/Matching.mjs';
import estimateGuesses from '@zxcvbn-ts/core/dist/scoring/estimate.mjs';
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs';
import { type AnalysisModel, DEFAULT_ANALYSIS_MODEL, type Level, levelForCrackTime } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { applyLanguage, type Language } from '../i18n/languages.js';
import { WORD_LIST_SIZES } from '../wordlists/word-list-names.js';
import { type BreachResult, NOT_CHECKED } from './breach-result.js';
import {
  type CompactDictionaries,
  emptyDictionaries,
  type RankedList,
  rankedDictionaryView,
  rankOf,
  readCompactDictionary,
} from './compact-dictionary.js';
import { createEstimator, type GuessEstimate, type MatchText } from './estimator.js';
import { type FeedbackWords, feedbackWordsOf, suggestionWords, warningWords } from './feedback-words.js';
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
   * True when patterns set the estimate, or the exhaustive search over the strings of the input's length and
   * character classes (character-classes.ts) when that is lower: it is then an upper bound, and an attacker
   * who knows more may need fewer guesses. False when no pattern beats random
   * characters: the figure is then the generator's exact analysis of the smallest
   * recipe or passphrase option set that could have drawn the password, exact if it was drawn that way.
   */
  readonly ceiling: boolean;
  /**
   * True when the input is longer than {@link CHECK_MAX_LENGTH} code points and the figure read only those for
   * patterns, pricing the rest as an exhaustive search; false when it read the whole input (a repeat, a passphrase,
   * the exhaustive search over all of it, a breach): the truncation note is said only when this is true.
   */
  readonly truncated: boolean;
  /** The main problem, in the messages language, or null. */
  readonly warning: string | null;
  readonly suggestions: readonly string[];
  /** The breach check: `not_checked` unless one was asked for (the library and the CLI; never the page). */
  readonly breach: BreachResult;
}

/**
 * Words of passwords that security advice publishes as examples, as they are spelt there: attackers' word lists
 * carry them, and the packs do not (xkcd 936's "Tr0ub4dor&3" rests on the misspelling "troubador"). Ranked
 * first, since they are among the first things an attacker tries. In the compact format, as every list.
 */
const PUBLISHED_EXAMPLES =
  'pwgen-checker-dictionary 1\n\u0001publishedExamples 1\ntroubador\ncorrecthorsebatterystaple\n';

/** Options of {@link createChecker}. */
export interface CheckerOptions {
  /**
   * The dictionaries, read from their compact files (compact-dictionary.ts): the checker keeps this object and
   * sees lists added to it later ({@link Checker.addDictionary}).
   */
  readonly dictionaries: CompactDictionaries;
  readonly model?: AnalysisModel;
  /** l33t variants matched (default {@link L33T_MAX_SUBSTITUTIONS}); for measuring the tuning. */
  readonly l33tMaxSubstitutions?: number;
  /**
   * The passphrase word lists whose passphrases the checker recognises (passphrase-fit.ts); more may come
   * later ({@link Checker.addWordLists}). passphrase-lists.ts reads them from their file (checker-from-files.ts).
   */
  readonly wordLists?: readonly PassphraseList[];
}

/** Estimates the strength of passwords with the dictionaries it was given. */
export interface Checker {
  /**
   * The result for `password`, with the warning and suggestions in `lang`'s words where its pack has them
   * (language-dictionaries.ts), else English. A caller that already cut the input to the cap (the checker
   * page cuts a very long input to its field's size before sending it to its worker) passes the input's whole
   * length in code points as `wholeLength`.
   */
  check(password: string, lang: Language, wholeLength?: number): CheckResult;
  /** The estimate alone: patterns over the first {@link CHECK_MAX_LENGTH} code points, passphrases over all. */
  estimate(password: string): GuessEstimate;
  /** Reads one more compact file (`checker-{pack}-{part}.txt`'s text) into the checker's dictionaries. */
  addDictionary(pack: string, text: string): void;
  /** Adds passphrase word lists to those it recognises (a list of the same name is replaced). */
  addWordLists(lists: readonly PassphraseList[]): void;
  /** The words of the warning and suggestions for `lang`: its pack's, else English; undefined without either. */
  feedbackWords(lang: Language): FeedbackWords | undefined;
}

/**
 * The zxcvbn-ts options of the checker: the dictionaries (as views of the compact lists, so that zxcvbn-ts
 * builds no ranked object of its own), keyboard graphs and tuned limits. Its scoring is not used (see
 * guess-model.ts); its feedback is asked for with the service's level as its score, so that warnings and
 * suggestions appear exactly for levels 0-2. Translations stay the keys, translated per call.
 */
export function checkerZxcvbnOptions(
  dictionaries: CompactDictionaries,
  options: Omit<CheckerOptions, 'dictionaries'> = {},
): Options {
  const zxcvbnOptions = new Options({
    graphs: { ...adjacencyGraphs, ...extraKeyboardGraphs() },
    l33tMaxSubstitutions: options.l33tMaxSubstitutions ?? L33T_MAX_SUBSTITUTIONS,
    // The checker cuts at code points itself; a code point is at most two UTF-16 units.
    maxLength: CHECK_MAX_LENGTH * 2,
  });
  syncRankedDictionaries(zxcvbnOptions, dictionaries.lists);
  return zxcvbnOptions;
}

/**
 * Dictionaries whose order is no frequency: `diceware-common` is EFF's large list in alphabetical order, made for
 * drawing words uniformly. zxcvbn-ts ranks a word by its place in the list, so `abacus` would cost 1 guess and a
 * drawn word 11.5 bits on average where it costs log2(7,776) = 12.9: a passphrase was rated below its exact figure
 * for no attack that exists. Every word of such a list gets the list's size as its rank. The build gives the same
 * rank when it leaves out words that other lists hold at a higher one (scripts/checker-dictionaries.mjs, `uniformRank`).
 */
const UNIFORM_DICTIONARIES: ReadonlyMap<string, number> = new Map([['diceware-common', WORD_LIST_SIZES.eff_large]]);

// A view of a uniform list: every word it holds has the list's size as its rank.
function uniformView(list: RankedList, size: number): Record<string, number> {
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_target, key) => (typeof key === 'string' && rankOf(list, key) !== undefined ? size : undefined),
  });
}

// zxcvbn-ts's matcher reads the lists' names and longest words from these two records on every match.
function syncRankedDictionaries(zxcvbnOptions: Options, lists: ReadonlyMap<string, RankedList>): void {
  for (const [name, list] of lists) {
    const size = UNIFORM_DICTIONARIES.get(name);
    zxcvbnOptions.rankedDictionaries[name] ??=
      size === undefined ? rankedDictionaryView(list) : uniformView(list, size);
    zxcvbnOptions.rankedDictionariesMaxWordSize[name] = list.maxLength;
  }
}

/**
 * Dictionaries read from compact files' texts (pack code, text and, where the build wrote one, the text's index;
 * first parts first), with the published examples.
 */
export function dictionariesOf(files: Iterable<readonly [string, string, Uint8Array?]>): CompactDictionaries {
  const dictionaries = emptyDictionaries();
  readCompactDictionary('examples', PUBLISHED_EXAMPLES, dictionaries);
  for (const [pack, text, index] of files) readCompactDictionary(pack, text, dictionaries, index);
  return dictionaries;
}

/** The first {@link CHECK_MAX_LENGTH} code points of a password, and its length in code points. */
export function analysedPart(password: string): { readonly analysed: string; readonly length: number } {
  return cutToCodePoints(password, CHECK_MAX_LENGTH);
}

/**
 * The feedback for a passphrase rated by its word list: the pattern pieces' advice (capitals, l33t) does not
 * apply to words drawn at random, and a longer passphrase is the one remedy. Given for levels 0-2, as zxcvbn-ts's.
 */
function passphraseFeedback(level: Level): { readonly warning: null; readonly suggestions: readonly string[] } {
  return { warning: null, suggestions: level <= 2 ? ['anotherWord'] : [] };
}

/** What a checker holds: its model, dictionaries, matchers and current estimator. */
interface CheckerState {
  readonly model: AnalysisModel;
  readonly dictionaries: CompactDictionaries;
  readonly zxcvbnOptions: Options;
  readonly feedback: Feedback;
  readonly matchText: MatchText;
  readonly wordLists: Map<string, PassphraseList>;
  estimate: (password: string) => GuessEstimate;
}

/** Builds a checker over the dictionaries given. */
export function createChecker(options: CheckerOptions): Checker {
  const zxcvbnOptions = checkerZxcvbnOptions(options.dictionaries, options);
  const model = options.model ?? DEFAULT_ANALYSIS_MODEL;
  const matchText = zxcvbnMatcher(zxcvbnOptions);
  const wordLists = new Map((options.wordLists ?? []).map((list) => [list.name, list]));
  const state: CheckerState = {
    model,
    dictionaries: options.dictionaries,
    zxcvbnOptions,
    feedback: new Feedback(zxcvbnOptions),
    matchText,
    wordLists,
    estimate: estimatorOf(matchText, wordLists, model),
  };
  return {
    check: (password, lang, wholeLength) => checkWith(state, password, lang, wholeLength),
    estimate: (password) => state.estimate(password),
    addDictionary: (pack, text) => addDictionaryTo(state, pack, text),
    addWordLists: (lists) => addWordListsTo(state, lists),
    feedbackWords: (lang) => feedbackWordsOf(state.dictionaries, lang),
  };
}

/** zxcvbn-ts's matches of a text, each with its guesses (the checker's matchers are all synchronous). */
function zxcvbnMatcher(zxcvbnOptions: Options): MatchText {
  const matching = new Matching(zxcvbnOptions);
  return (text) => {
    const found = matching.match(text);
    if (found instanceof Promise) throw new Error('the checker has no asynchronous matcher');
    return found.map((match) => estimateGuesses(zxcvbnOptions, match, text));
  };
}

function estimatorOf(
  matchText: MatchText,
  wordLists: ReadonlyMap<string, PassphraseList>,
  model: AnalysisModel,
): (password: string) => GuessEstimate {
  return createEstimator(matchText, createPassphraseRecogniser([...wordLists.values()]), model);
}

/** {@link Checker.addDictionary}. */
function addDictionaryTo(state: CheckerState, pack: string, text: string): void {
  readCompactDictionary(pack, text, state.dictionaries);
  syncRankedDictionaries(state.zxcvbnOptions, state.dictionaries.lists);
}

/** {@link Checker.addWordLists}. */
function addWordListsTo(state: CheckerState, lists: readonly PassphraseList[]): void {
  for (const list of lists) state.wordLists.set(list.name, list);
  state.estimate = estimatorOf(state.matchText, state.wordLists, state.model);
}

/** {@link Checker.check}. */
function checkWith(state: CheckerState, password: string, lang: Language, wholeLength?: number): CheckResult {
  const ownLength = cutToCodePoints(password, 0).length;
  const length = Number.isSafeInteger(wholeLength) ? Math.max(ownLength, wholeLength as number) : ownLength;
  const guesses = state.estimate(password);
  const crackTimeLog10Seconds = guesses.guessesLog10 - state.model.guessesPerSecondLog10;
  const level = levelForCrackTime(crackTimeLog10Seconds, state.model);
  const { warning, suggestions } =
    guesses.passphrase === null ? state.feedback.getFeedback(level, guesses.sequence) : passphraseFeedback(level);
  const words = feedbackWordsOf(state.dictionaries, lang);
  return Object.freeze({
    length,
    log10_guesses: guesses.guessesLog10,
    crack_time_log10_seconds: crackTimeLog10Seconds,
    crack_time: Object.freeze(crackTimeWords(applyLanguage(lang).messages, crackTimeLog10Seconds)),
    level,
    level_scale: 'time',
    ceiling: guesses.fromPatterns,
    // Characters the caller cut before calling were not read at all.
    truncated: !guesses.readWhole || length > ownLength,
    warning: warning === null || warning === '' ? null : warningWords(words, warning),
    suggestions: Object.freeze(suggestions.map((key) => suggestionWords(words, key))),
    breach: NOT_CHECKED,
  });
}
