/**
 * Generation on the caller's machine (the library and the CLI): the API's
 * request reading, generator and analysis, with the API's errors thrown.
 */

import { generate } from '../core/generation.js';
import type { PasswordGenerator } from '../core/generator.js';
import { message } from '../i18n/catalogue.js';
import { applyLanguage, languageInBody } from '../i18n/languages.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { type AnalysisBody, analysisBody } from './analysis-body.js';
import { messageKey, requestMessageParams } from './error-body.js';
import type { ErrorCode, Problem } from './errors.js';
import { ownFields, readGenerateRequest } from './generate-request.js';
import type { GENERATE_OPTIONS } from './options.js';
import type { PassphraseErrorCode } from './passphrase-options.js';

type OptionRow = (typeof GENERATE_OPTIONS)[number];

/**
 * The body of `POST /v1/generate`: the API's field names, every field optional
 * with the API's defaults (16 characters, 1 password, all four character types).
 */
export type GeneratePasswordsOptions = {
  readonly [Row in OptionRow as Row['wire']]?: Row['type'] extends 'integer' ? number : boolean;
} & {
  /** Language of the crack-time words and of error messages (`en`, `es`); anything else is English. */
  readonly lang?: string;
};

/** Passwords and their exact analysis: the `passwords` and `analysis` of the API's answer. */
export interface GeneratedPasswords {
  readonly passwords: string[];
  readonly analysis: AnalysisBody;
}

/** Options that the API would refuse: its error code, the offending field and its message. */
export class GenerateOptionsError extends Error {
  /** The API's error code, e.g. `invalid_length`, `empty_alphabet`, `unknown_parameter`, or a passphrase option's. */
  readonly code: ErrorCode | PassphraseErrorCode;
  /** The offending option's wire name, when there is one. */
  readonly field: string | undefined;
  /** For `unknown_parameter`: the accepted name probably meant, when one is close enough. */
  readonly suggestion: string | undefined;

  constructor(
    problem: Pick<Problem, 'field' | 'suggestion'> & { readonly code: ErrorCode | PassphraseErrorCode },
    text: string,
  ) {
    super(text);
    this.name = 'GenerateOptionsError';
    this.code = problem.code;
    this.field = problem.field;
    this.suggestion = problem.suggestion;
  }
}

// The API's message for a refused request, in the messages language.
function problemError(problem: Problem, lang: MessagesLanguage): GenerateOptionsError {
  const text = message(lang, messageKey(problem), requestMessageParams(problem, lang));
  return new GenerateOptionsError(problem, text);
}

/**
 * Draws passwords with the given generator exactly as `POST /v1/generate` does:
 * same options, defaults and analysis; options the API would refuse throw a
 * {@link GenerateOptionsError} with the same code, field and message.
 */
export function generateLocally(generator: PasswordGenerator, options?: GeneratePasswordsOptions): GeneratedPasswords {
  // Read once, own properties only: the language and the request see the same fields.
  const fields = options === undefined ? undefined : ownFields(options);
  const lang = applyLanguage(languageInBody(fields)).messages;
  if (options !== undefined && fields === undefined) throw problemError({ code: 'invalid_body' }, lang);
  const request = readGenerateRequest(fields);
  if (!request.ok) throw problemError(request.problem, lang);
  const { passwords, analysis } = generate(generator, request.options);
  return { passwords, analysis: analysisBody(analysis, lang) };
}
