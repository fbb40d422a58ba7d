/**
 * The local engine, one for the library, the CLI and the generator page: a
 * request read once, validated, counted, drawn and analysed. Pure: the random
 * parts and the loaded data are handed in. It words nothing: a passwords draw
 * gives the core's figures, and a refusal or a note is a code for the caller
 * to word (the library and the CLI in the messages language, the page beside
 * the field that causes it).
 */
import { type PassphraseAnalysisBody, passphraseAnalysisBody } from '../analysis/passphrase-analysis.js';
import { type Analysis, analyzeBits } from '../core/analysis.js';
import { generate } from '../core/generation.js';
import type { PasswordGenerator } from '../core/generator.js';
import { countedCapitalize, type PassphraseGenerator, type PassphraseShape } from '../core/passphrase.js';
import { isInjectiveShape } from '../core/passphrase-injectivity.js';
import type { RulesError } from '../core/password-rules.js';
import { RandomSourceError } from '../core/random-bytes.js';
import type { RecipeSampler } from '../core/recipe-sample.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import type { PassphraseOptions } from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { type RecipeNote, readRecipeRequest, type SiteLookup } from './recipe-request.js';

/** What a passwords draw needs: the random parts, and the data its caller has loaded. */
export interface PasswordParts {
  readonly generator: PasswordGenerator;
  readonly sampler: RecipeSampler;
  /** The sites' rules (the library has them; the page once loaded). */
  readonly lookupSite?: SiteLookup | undefined;
  /** The most work (core/recipe-count.ts estimateWork) a recipe may take; a heavier one is deferred. */
  readonly workBudget?: number | undefined;
}

/** What the user should know beside the answer: a site without known rules, the parts of rules left out. */
export interface DrawNotes {
  readonly note?: RecipeNote;
  readonly dropped?: readonly RulesError[];
}

/** Passwords drawn, with their analysis as the core's figures (word them with analysisBody). */
export interface DrawnPasswords extends DrawNotes {
  readonly ok: true;
  readonly passwords: string[];
  readonly analysis: Analysis;
  /** `plain` when drawn by the API's own generator (no recipe option), with its no-repeats formula. */
  readonly kind: 'plain' | 'recipe';
  readonly noRepeats: boolean;
}

/** The outcome of {@link drawPasswords}. */
export type PasswordDraw =
  | DrawnPasswords
  | { readonly ok: false; readonly problem: Problem }
  /** The recipe is over the work budget: nothing was counted; draw it elsewhere (the page's worker). */
  | { readonly ok: false; readonly deferred: true };

/** Reads, validates, counts, draws and analyses a passwords request (API options and recipe options). */
export function drawPasswords(body: unknown, parts: PasswordParts): PasswordDraw {
  const request = readRecipeRequest(body, parts.lookupSite, parts.workBudget);
  if (!request.ok) return request;
  if (request.kind === 'deferred') return { ok: false, deferred: true };
  const notes: DrawNotes = {
    ...(request.note === undefined ? {} : { note: request.note }),
    ...(request.kind === 'recipe' && request.dropped !== undefined ? { dropped: request.dropped } : {}),
  };
  if (request.kind === 'plain') {
    const { passwords, analysis } = generate(parts.generator, request.options);
    return { ok: true, kind: 'plain', noRepeats: request.options.noRepeats, passwords, analysis, ...notes };
  }
  const { prepared } = request;
  let passwords: string[];
  try {
    passwords = parts.sampler.draw(prepared, request.count);
  } catch (error) {
    // A broken random source is no property of the recipe: it is thrown as it is.
    if (error instanceof RandomSourceError) throw error;
    // The reader refuses what the sampler cannot draw; should one still slip through, it is said, not thrown.
    return { ok: false, problem: { code: 'too_complex', message: 'error_too_complex' } };
  }
  const { length, pool } = prepared.recipe;
  const analysis = { length, pool: pool.length, ...analyzeBits(prepared.figures.bits) };
  return { ok: true, kind: 'recipe', noRepeats: false, passwords, analysis, ...notes };
}

/** The outcome of {@link drawPassphrases}. */
export type PassphraseDraw =
  | { readonly ok: true; readonly passphrases: string[]; readonly analysis: PassphraseAnalysisBody }
  | { readonly ok: false; readonly problem: Problem };

/**
 * Draws passphrases of options already read (engine/passphrase-request.ts) from their loaded list:
 * refuses a shape in which two choices could write the same string (`ambiguous_passphrase`), and
 * analyses the rest exactly.
 */
export function drawPassphrases(
  options: PassphraseOptions,
  list: readonly string[],
  generator: PassphraseGenerator,
  lang: MessagesLanguage,
): PassphraseDraw {
  const { words, separator, capitalize, digit, count } = options;
  const shape: PassphraseShape = { list, words, separator, capitalize, digit };
  // A list without capitals (Japanese, Korean) writes the same strings in every mode: count those.
  const counted: PassphraseShape = { ...shape, capitalize: countedCapitalize(list, capitalize) };
  if (!isInjectiveShape(counted)) return { ok: false, problem: ambiguity(counted) };
  const passphrases = generator.generate({ ...shape, count });
  return { ok: true, passphrases, analysis: passphraseAnalysisBody(counted, lang) };
}

// The refusal of a shape that is not injective: the capitals' fault when the same list and separator
// without capitals would be injective (a list holding `Rome` and `rome`, or words that capitals leave
// alone), else the separator's.
function ambiguity(shape: PassphraseShape): Problem {
  if (shape.capitalize !== 'none' && isInjectiveShape({ ...shape, capitalize: 'none' })) {
    return { code: 'ambiguous_passphrase', field: 'capitalize', message: 'error_ambiguous_passphrase_capitals' };
  }
  return { code: 'ambiguous_passphrase' };
}
