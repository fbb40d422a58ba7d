/**
 * Generation on the caller's machine (the library and the CLI): the API's
 * request reading, generator and analysis, with the API's errors thrown.
 */

import { analyzeBits } from '../../core/analysis.js';
import { generate } from '../../core/generation.js';
import type { PasswordGenerator } from '../../core/generator.js';
import type { RecipeSampler } from '../../core/recipe-sample.js';
import { listWords, message } from '../../i18n/catalogue.js';
import { applyLanguage, languageInBody } from '../../i18n/languages.js';
import type { MessageKey } from '../../i18n/messages-en.js';
import type { MessagesLanguage } from '../../i18n/registry.js';
import type { ErrorCode, Problem } from '../contract/errors.js';
import { ownFields, readLocalGenerateRequest } from '../contract/generate-request.js';
import { type GENERATE_OPTIONS, LOCAL_ACCEPTED_FIELDS, type RECIPE_OPTIONS } from '../contract/options.js';
import type { PassphraseErrorCode } from '../contract/passphrase-options.js';
import {
  type RecipeErrorCode,
  type RecipeProblem,
  type RecipeRequestResult,
  readRecipeRequest,
} from '../contract/recipe-request.js';
import { siteRules } from '../contract/site-lookup.js';
import { type AnalysisBody, analysisBody } from './analysis-body.js';
import { messageKey, requestMessageParams } from './error-body.js';

type OptionRow = (typeof GENERATE_OPTIONS)[number] | (typeof RECIPE_OPTIONS)[number];

/**
 * The body of `POST /v1/generate` (the API's field names, every field optional
 * with the API's defaults: 16 characters, 1 password, all four character types),
 * plus the recipe options that only the library and the CLI take.
 */
export type GeneratePasswordsOptions = {
  readonly [Row in OptionRow as Row['wire']]?: Row['type'] extends 'integer'
    ? number
    : Row['type'] extends 'string'
      ? string
      : boolean;
} & {
  /** Language of the crack-time words and of error messages (`en`, `es`); anything else is English. */
  readonly lang?: string;
};

/** Passwords and their exact analysis: the `passwords` and `analysis` of the API's answer. */
export interface GeneratedPasswords {
  readonly passwords: string[];
  readonly analysis: AnalysisBody;
  /**
   * Present when the user should know something about the answer, in the messages language:
   * today only a `site` with no known rules ("No known rules for github.com: the default recipe
   * is used.").
   */
  readonly note?: string;
}

/** Options that the API would refuse: its error code, the offending field and its message. */
export class GenerateOptionsError extends Error {
  /**
   * The API's error code, e.g. `invalid_length`, `empty_alphabet`, `unknown_parameter`, a recipe's
   * (`unsatisfiable`, `conflicting_options`, `invalid_rules`, `invalid_site`, `invalid_symbol_set`,
   * `too_complex`, `no_randomness`) or a passphrase option's.
   */
  readonly code: ErrorCode | RecipeErrorCode | PassphraseErrorCode;
  /** The offending option's wire name, when there is one. */
  readonly field: string | undefined;
  /** For `unknown_parameter`: the accepted name probably meant, when one is close enough. */
  readonly suggestion: string | undefined;

  constructor(
    problem: Pick<Problem, 'field' | 'suggestion'> & {
      readonly code: ErrorCode | RecipeErrorCode | PassphraseErrorCode;
    },
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

// A recipe's refusal, worded in the messages language (a rules error names its reason in words).
function recipeError(problem: RecipeProblem, lang: MessagesLanguage): GenerateOptionsError {
  const params: Record<string, string | number> = { ...problem.params };
  const reason = params.reason;
  if (typeof reason === 'string') params.reason = message(lang, reason as MessageKey);
  if (problem.code === 'unknown_parameter') params.accepted = listWords(lang, LOCAL_ACCEPTED_FIELDS);
  return new GenerateOptionsError(problem, message(lang, problem.message, params));
}

/**
 * Draws passwords with the given generator exactly as `POST /v1/generate` does:
 * same options, defaults and analysis; options the API would refuse throw a
 * {@link GenerateOptionsError} with the same code, field and message.
 */
export function generateLocally(
  generator: PasswordGenerator,
  options?: GeneratePasswordsOptions,
  sampler?: RecipeSampler,
): GeneratedPasswords {
  // Read once, own properties only: the language, the recipe and the request see the same fields.
  const fields = options === undefined ? undefined : ownFields(options);
  const lang = applyLanguage(languageInBody(fields)).messages;
  if (options !== undefined && fields === undefined) throw problemError({ code: 'invalid_body' }, lang);
  const recipe = readRecipeRequest(fields, siteRules);
  if (!recipe.ok) throw recipeError(recipe.problem, lang);
  const note = noteOf(recipe, lang);
  // Without a work budget nothing is deferred: the library counts every recipe it accepts.
  if (recipe.kind === 'deferred') throw new TypeError('generateLocally: a recipe was deferred without a budget');
  if (recipe.kind === 'recipe') {
    if (sampler === undefined) throw new TypeError('generateLocally: recipe options need a sampler');
    const { prepared } = recipe;
    const passwords = sampler.draw(prepared, recipe.count);
    const { length, pool } = prepared.recipe;
    const analysis = { length, pool: pool.length, ...analyzeBits(prepared.figures.bits) };
    return { passwords, analysis: analysisBody(analysis, lang), ...note };
  }
  const request = readLocalGenerateRequest(recipe.note === undefined ? fields : withoutSite(fields));
  if (!request.ok) throw problemError(request.problem, lang);
  const { passwords, analysis } = generate(generator, request.options);
  return { passwords, analysis: analysisBody(analysis, lang), ...note };
}

// What the user should know, worded: a site with no known rules, parts of the rules left out.
function noteOf(recipe: RecipeRequestResult & { ok: true }, lang: MessagesLanguage): { note?: string } {
  const lines: string[] = [];
  if (recipe.note !== undefined) lines.push(message(lang, recipe.note.message, recipe.note.params));
  for (const { reason, part, position } of (recipe.kind === 'recipe' && recipe.dropped) || []) {
    lines.push(message(lang, 'note_rules_dropped', { reason: message(lang, `rules_${reason}`), part, position }));
  }
  return lines.length === 0 ? {} : { note: lines.join(' ') };
}

// The default recipe of a site with no known rules: the API's options, without the site's.
function withoutSite(fields: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([name]) => name !== 'site' && name !== 'allow_space'));
}
