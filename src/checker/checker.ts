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

/**
 * Characters (Unicode code points) of the input that are analysed; the rest is
 * not looked at. zxcvbn-ts's matching grows faster than linearly with the
 * length (every substring up to the longest dictionary word, against 38
 * dictionaries, once per l33t variant), so its own default `maxLength` of 256
 * is far too slow. CPU time per estimate with {@link L33T_MAX_SUBSTITUTIONS} = 4
 * (Node 26 on this 2-core machine, median of 5 after a warm-up; `npm run bench`
 * measures it again in Chromium), over random, base64 and the known slow inputs
 * (`4@8({[</369&#!1/|0$5+7%2/` and ``.,?!'-/_:;+()@$"#&*<>=[]\~%^{}|1234567890``
 * repeated, `P4$$w0rd` repeated, `!` repeated):
 *
 *   32 characters: 7-22 ms;  64: 15-65 ms;  100: 24-124 ms.
 *
 * 64 keeps every input under the 100 ms target with room for a slower
 * device, and it is the generator's longest password, so every password the
 * service makes is checked whole. 64 characters that are not a pattern are far
 * beyond any attack anyway.
 */
export const CHECK_MAX_LENGTH = 64;

/**
 * How many l33t-substituted variants of the input are matched against the
 * dictionaries. zxcvbn-ts defaults to 100, and each variant repeats the whole
 * dictionary search: with the defaults the same inputs took 210-430 ms of CPU
 * at 32 characters and 0.7-1.3 s at 64 (the `a` repeated case, with no l33t
 * character, 7-32 ms). With 10 they took 40-120 ms at 64; with 4, 15-65 ms.
 * With 4 the scores of 16 realistic l33t passwords (`P@ssw0rd`, `Tr0ub4dor&3`,
 * `p4$$w0rdp4$$w0rd`, `c0rr3ct h0rs3 b@tt3ry st@pl3`, ...; a unit test checks
 * them) equal those with 100, while 2 already misses one (`1l0v3y0u4ev3r`).
 */
export const L33T_MAX_SUBSTITUTIONS = 4;

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
