/**
 * Passwords drawn on the caller's machine (the library and the CLI): the options read once, a
 * recipe counted and drawn, or the API's own generator and analysis, all as figures and codes
 * ({@link drawLocally}); then worded once, at the end ({@link localAnswer}): a refused request
 * throws its problem in the messages language (options/problem-messages.ts).
 */

import { type AnalysisBody, analysisBody } from '../analysis/analysis-body.js';
import type { Analysis } from '../core/analysis.js';
import type { PasswordGenerator } from '../core/generator.js';
import type { RecipeSampler } from '../core/recipe-sample.js';
import { message } from '../i18n/catalogue.js';
import { applyLanguage, languageInBody } from '../i18n/languages.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import type { GENERATE_OPTIONS, RECIPE_OPTIONS } from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { ownFields } from '../options/read-options.js';
import { type DrawNotes, drawPasswords } from './engine.js';
import { optionsError } from './errors.js';
import { readScenariosOption, type ScenariosField, scenariosField } from './scenarios.js';
import { siteRules } from './site-lookup.js';

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
  /** True to get `scenarios` beside the analysis: the crack time against named real attacks (scenarios.ts). */
  readonly scenarios?: boolean;
};

/** Passwords and their exact analysis: the `passwords` and `analysis` of the API's answer. */
export interface GeneratedPasswords extends ScenariosField {
  readonly passwords: string[];
  readonly analysis: AnalysisBody;
  /**
   * Present when the user should know something about the answer, in the messages language:
   * today only a `site` with no known rules ("No known rules for github.com: the default recipe
   * is used.") and parts of the rules left out, as Apple's parser leaves them out.
   */
  readonly note?: string;
  /**
   * The parts of `note` that change the passwords (rules left out): the CLI shows them even with
   * `--quiet`, which hides the rest.
   */
  readonly warning?: string;
}

/**
 * A passwords request read and drawn on the caller's machine, nothing worded yet: the figures and
 * the notes' codes, or the problem; either way the messages language the request asked for.
 */
export type LocalDraw =
  | (DrawNotes & {
      readonly ok: true;
      readonly lang: MessagesLanguage;
      readonly passwords: string[];
      readonly analysis: Analysis;
      /** True when the scenarios were asked for. */
      readonly scenarios: boolean;
    })
  | { readonly ok: false; readonly lang: MessagesLanguage; readonly problem: Problem };

/**
 * Reads the options once (own properties only: the language and the request see the same fields)
 * and draws with the given generator, for the library and the CLI. Words nothing; throws only
 * what the random source throws.
 */
export function drawLocally(
  generator: PasswordGenerator,
  options: GeneratePasswordsOptions | undefined,
  sampler: RecipeSampler,
): LocalDraw {
  const fields = options === undefined ? undefined : ownFields(options);
  const lang = applyLanguage(languageInBody(fields)).messages;
  if (options !== undefined && fields === undefined) return { ok: false, lang, problem: { code: 'invalid_body' } };
  const switched = readScenariosOption(fields);
  if (!switched.ok) return { ok: false, lang, problem: switched.problem };
  // Without a work budget nothing is deferred: the library counts every recipe it accepts.
  const draw = drawPasswords(switched.rest, { generator, sampler, lookupSite: siteRules });
  if (!draw.ok) {
    if ('problem' in draw) return { ok: false, lang, problem: draw.problem };
    throw new TypeError('drawLocally: a recipe was deferred without a budget');
  }
  const { passwords, analysis, note, dropped } = draw;
  const notes = { ...(note === undefined ? {} : { note }), ...(dropped === undefined ? {} : { dropped }) };
  return { ok: true, lang, passwords, analysis, scenarios: switched.scenarios, ...notes };
}

/**
 * A local draw in the words of its messages language: the passwords with the analysis, the
 * scenarios when asked for and the note; a refusal is thrown as a {@link GenerateOptionsError}.
 */
export function localAnswer(draw: LocalDraw): GeneratedPasswords {
  const { lang } = draw;
  if (!draw.ok) throw optionsError(draw.problem, lang);
  const analysis = analysisBody(draw.analysis, lang);
  const scenarios = scenariosField(draw.scenarios, analysis.log10_guesses, lang);
  return { passwords: draw.passwords, analysis, ...scenarios, ...noteOf(draw, lang) };
}

/**
 * Draws passwords with the given generator for the library and the CLI. The options
 * `POST /v1/generate` takes keep its defaults, analysis and errors (a refused option throws a
 * {@link GenerateOptionsError} with the API's code, field and message), within the local
 * package's wider ranges (a length up to 128, a count up to 100); the recipe options
 * (`symbol_set`, `exclude`, `min_*`, `max_*`, `rules`, `site`) and `scenarios` are the local
 * package's own, which the API refuses.
 */
export function generateLocally(
  generator: PasswordGenerator,
  options: GeneratePasswordsOptions | undefined,
  sampler: RecipeSampler,
): GeneratedPasswords {
  return localAnswer(drawLocally(generator, options, sampler));
}

// What the user should know, worded: a site with no known rules, parts of the rules left out.
function noteOf(notes: DrawNotes, lang: MessagesLanguage): { note?: string; warning?: string } {
  const lines: string[] = [];
  if (notes.note !== undefined) lines.push(message(lang, notes.note.message, notes.note.params));
  const warnings: string[] = [];
  for (const { reason, part, position } of notes.dropped ?? []) {
    warnings.push(message(lang, 'note_rules_dropped', { reason: message(lang, `rules_${reason}`), part, position }));
  }
  lines.push(...warnings);
  return {
    ...(lines.length === 0 ? {} : { note: lines.join(' ') }),
    ...(warnings.length === 0 ? {} : { warning: warnings.join(' ') }),
  };
}
