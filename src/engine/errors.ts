/**
 * The library's one error for refused options: the problem's code, field and suggestion, and its message in the
 * messages language. Its own module, so that what throws it (the passphrases, the rules) loads nothing else.
 */
import type { MessagesLanguage } from '../i18n/registry.js';
import { problemMessage } from '../options/problem-messages.js';
import type { Problem, ProblemCode } from '../options/problems.js';

/** Options that the library refuses: the problem's code, the offending field and its message. */
export class GenerateOptionsError extends Error {
  /**
   * The code, e.g. `invalid_length`, `empty_alphabet`, `unknown_parameter`, a recipe's
   * (`unsatisfiable`, `conflicting_options`, `invalid_rules`, `invalid_site`, `invalid_symbol_set`,
   * `too_complex`, `no_randomness`) or a passphrase option's (see options/problems.ts).
   */
  readonly code: ProblemCode;
  /** The offending option's wire name, when there is one. */
  readonly field: string | undefined;
  /** For `unknown_parameter`: the accepted name probably meant, when one is close enough. */
  readonly suggestion: string | undefined;

  constructor(problem: Pick<Problem, 'code' | 'field' | 'suggestion'>, text: string) {
    super(text);
    this.name = 'GenerateOptionsError';
    this.code = problem.code;
    this.field = problem.field;
    this.suggestion = problem.suggestion;
  }
}

/** The error thrown for a refused request, worded in the messages language. */
export function optionsError(problem: Problem, lang: MessagesLanguage): GenerateOptionsError {
  return new GenerateOptionsError(problem, problemMessage(problem, lang));
}
