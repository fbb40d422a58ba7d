/**
 * The breach check in the checker's result, pure: `breach` is `not_checked` unless a check was asked for; a
 * password found in a breach is level 0 whatever its pattern figure, with the `pwned` warning and suggestion of
 * the result's language (the words zxcvbn-ts's language packs carry for its own breach matcher).
 */
import { DEFAULT_ANALYSIS_MODEL } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { applyLanguage } from '../i18n/languages.js';
import type { BreachResult } from './breach-result.js';
import type { CheckResult } from './checker.js';
import { type FeedbackWords, suggestionWords, warningWords } from './feedback-words.js';

/**
 * The guesses a breached password can need at most, as log10: Pwned Passwords holds under 10^9 distinct
 * passwords (about 9.4·10^8), and an attacker who tries a breach list in order of its counts reaches every entry
 * within that many guesses. The figure, the crack time and the scenarios built on them then agree with level 0.
 */
export const BREACHED_LOG10_GUESSES = 9;

/** The range API's answer as a breach result: found when the suffix's count is over 0. */
export function onlineBreach(count: number): BreachResult {
  return Object.freeze(
    count > 0 ? { status: 'found', source: 'online', count } : { status: 'not_found', source: 'online' },
  );
}

/** A filter's answer as a breach result. */
export function filterBreach(found: boolean, falsePositiveRate: number): BreachResult {
  return Object.freeze(
    found
      ? { status: 'found', source: 'filter', count: null, false_positive_rate: falsePositiveRate }
      : { status: 'not_found', source: 'filter', false_positive_rate: falsePositiveRate },
  );
}

/**
 * The result with its breach answer: unchanged figures when not found; when found, level 0, the figure capped at
 * {@link BREACHED_LOG10_GUESSES} (with its crack time in `lang`, and `ceiling` true), and the breach warning
 * first, its suggestion before the others. `words` are the result language's feedback words (Checker.feedbackWords).
 */
export function withBreach(
  result: CheckResult,
  breach: BreachResult,
  words: FeedbackWords | undefined,
  lang: string,
): CheckResult {
  if (breach.status !== 'found') return Object.freeze({ ...result, breach });
  const advice = suggestionWords(words, 'pwned');
  // An attacker tries leaked passwords first, most common first: never more guesses than the list holds.
  const log10Guesses = Math.min(result.log10_guesses, BREACHED_LOG10_GUESSES);
  const crackTimeLog10Seconds = log10Guesses - DEFAULT_ANALYSIS_MODEL.guessesPerSecondLog10;
  return Object.freeze({
    ...result,
    log10_guesses: log10Guesses,
    crack_time_log10_seconds: crackTimeLog10Seconds,
    crack_time: Object.freeze(crackTimeWords(applyLanguage(lang).messages, crackTimeLog10Seconds)),
    ceiling: true,
    // A breach read the whole input: it sets the figure unless the estimate was lower still.
    truncated: result.truncated && result.log10_guesses <= BREACHED_LOG10_GUESSES,
    level: 0,
    warning: warningWords(words, 'pwned'),
    suggestions: Object.freeze([advice, ...result.suggestions.filter((text) => text !== advice)]),
    breach,
  });
}
