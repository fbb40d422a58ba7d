/**
 * The breach check in the checker's result, pure: `breach` is `not_checked` unless a check was asked for; a
 * password found in a breach is level 0 whatever its pattern figure, with the `pwned` warning and suggestion of
 * the result's language (the words zxcvbn-ts's language packs carry for its own breach matcher).
 */
import type { BreachResult } from './breach-result.js';
import type { CheckResult } from './checker.js';
import { type FeedbackWords, suggestionWords, warningWords } from './feedback-words.js';

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
 * The result with its breach answer: unchanged figures; when found, level 0 and the breach warning first, its
 * suggestion before the others. `words` are the result language's feedback words (Checker.feedbackWords).
 */
export function withBreach(result: CheckResult, breach: BreachResult, words: FeedbackWords | undefined): CheckResult {
  if (breach.status !== 'found') return Object.freeze({ ...result, breach });
  const advice = suggestionWords(words, 'pwned');
  return Object.freeze({
    ...result,
    level: 0,
    warning: warningWords(words, 'pwned'),
    suggestions: Object.freeze([advice, ...result.suggestions.filter((text) => text !== advice)]),
    breach,
  });
}
