/**
 * Reading a passwords request of the local package (library, CLI and page):
 * the API's options, and the recipe options (`symbol_set`, `exclude`, the
 * minimums, the run limits, `rules`, `site`) into the core's one normalised
 * {@link Recipe}, validated and counted. The HTTP API and the MCP tool never
 * come here: their published contract (docs/api.md) has no recipe options.
 */

import { AMBIGUOUS, buildAlphabet, DIGITS, LOWER, SYMBOLS, UPPER } from '../core/alphabet.js';
import type { GenerationOptions } from '../core/generation.js';
import { NAMED_CLASSES, type PasswordRules, parsePasswordRules, type RulesError } from '../core/password-rules.js';
import { intersect, obviousUnsatisfiable, type Recipe, type RequiredSet, recipeKey } from '../core/recipe.js';
import { estimateWork, RecipeTooComplexError } from '../core/recipe-count.js';
import { type PreparedRecipe, prepareRecipe } from '../core/recipe-sample.js';
import { siteHost } from '../core/site-host.js';
import type { MessageKey } from '../i18n/messages-en.js';
import {
  integerOption,
  optionsFromWire,
  PASSWORD_OPTIONS,
  RECIPE_OPTIONS,
  type RecipeOptionValues,
} from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { readOptions } from '../options/read-options.js';
import { checkedPool } from './password-request.js';
import type { SiteRules } from './site-rules.js';

/** Something the user should know about an accepted request: a site with no known rules. */
export interface RecipeNote {
  readonly code: 'no_site_rules';
  readonly field: 'site';
  readonly message: MessageKey;
  readonly params: Readonly<Record<string, string>>;
}

/** The outcome of {@link readRecipeRequest}. */
export type RecipeRequestResult =
  /** No recipe option: the API's own generator, with its options read. */
  | { readonly ok: true; readonly kind: 'plain'; readonly options: GenerationOptions; readonly note?: RecipeNote }
  | {
      readonly ok: true;
      readonly kind: 'recipe';
      readonly prepared: PreparedRecipe;
      readonly count: number;
      readonly note?: RecipeNote;
      /** The parts of the rules left out, as Apple's parser leaves them out (with a warning in its log). */
      readonly dropped?: readonly RulesError[];
    }
  /** The recipe's estimated work is over the caller's budget: nothing was counted (see readRecipeRequest). */
  | { readonly ok: true; readonly kind: 'deferred'; readonly note?: RecipeNote }
  | { readonly ok: false; readonly problem: Problem };

class Refusal extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.code);
    this.problem = problem;
  }
}

const refuse = (problem: Problem): never => {
  throw new Refusal(problem);
};

/**
 * Finds a site's rules. The database is handed in rather than imported, so that a browser page
 * loads it only when the user asks for a site; without one, every `site` is unknown.
 */
export type SiteLookup = (site: string) => SiteRules | undefined;

const NO_SITES: SiteLookup = () => undefined;

/**
 * Reads a passwords request once (the one reader, own properties only, every name the library
 * accepts): `plain` with the API's options when no recipe option is given, so today's options keep
 * today's figures and errors exactly; else the recipe, counted. A site with no known rules takes the
 * default recipe (the other options as given) with a note, never an error.
 */
export function readRecipeRequest(
  body: unknown,
  lookupSite: SiteLookup = NO_SITES,
  /** With a budget, a recipe whose table would take more work (estimateWork) is `deferred`, not counted. */
  workBudget = Number.POSITIVE_INFINITY,
): RecipeRequestResult {
  const read = readOptions(body, PASSWORD_OPTIONS, { api: false });
  if (!read.ok) return read;
  const { fields } = read;
  const given = (wire: string) => fields[wire] !== undefined;
  try {
    const values = recipeValues(read.values);
    checkConflicts(values, given);
    const pool = checkedPool(optionsFromWire(read.values));
    if (!pool.ok) return pool;
    if (!RECIPE_OPTIONS.some((o) => given(o.wire))) return { ok: true, kind: 'plain', options: pool.options };
    const note =
      values.rules === undefined && values.site !== undefined ? siteNote(values.site, lookupSite) : undefined;
    if (note === undefined) return readRecipe(pool.options, values, given, { lookupSite, workBudget });
    // The default recipe: the options as given, without the site and what only rules use.
    const rest = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name !== 'site' && name !== 'allow_space'),
    );
    return { ...readRecipeRequest(rest, lookupSite, workBudget), note } as RecipeRequestResult;
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    if (error instanceof Deferral) return { ok: true, kind: 'deferred' };
    if (error instanceof RecipeTooComplexError) {
      return { ok: false, problem: { code: 'too_complex', field: complexField(given), message: 'error_too_complex' } };
    }
    throw error;
  }
}

/** The note of a site with no known rules; a site that is not a host name is refused. */
function siteNote(site: string, lookupSite: SiteLookup): RecipeNote | undefined {
  const host = siteHost(site);
  if (!host.ok) {
    const shown = site.length > 64 ? `${site.slice(0, 64)}…` : site;
    refuse({
      code: 'invalid_site',
      field: 'site',
      message: `error_invalid_site_${host.problem}`,
      params: { site: shown },
    });
  }
  if (lookupSite(site) !== undefined) return undefined;
  const params = { site: (host as { host: string }).host };
  return { code: 'no_site_rules', field: 'site', message: 'note_no_site_rules', params };
}

/** The option a refusal for complexity points to: the rules, else a run limit, else the minimums' length. */
function complexField(given: (wire: string) => boolean): string {
  const candidates = ['rules', 'site', 'max_sequential', 'max_repeating', 'min_symbols', 'min_digits', 'min_upper'];
  return candidates.find(given) ?? (given('min_lower') ? 'min_lower' : 'length');
}

/** The option a one-password recipe points to: the rules, else the first minimum or set given. */
function noRandomnessField(given: (wire: string) => boolean): string {
  const candidates = ['rules', 'site', 'symbol_set', 'exclude', 'min_symbols', 'min_digits', 'min_upper', 'min_lower'];
  return candidates.find(given) ?? 'length';
}

function readRecipe(
  options: GenerationOptions,
  values: Values,
  given: (wire: string) => boolean,
  { lookupSite, workBudget }: { readonly lookupSite: SiteLookup; readonly workBudget: number },
): RecipeRequestResult {
  const recipe =
    values.rules !== undefined || values.site !== undefined
      ? rulesRecipe(values, options, given, lookupSite)
      : typesRecipe(values, options);
  const prepared = preparedOnce(recipe, workBudget);
  if (prepared.figures.count === 0n) {
    refuse({
      code: 'unsatisfiable',
      field: undefined,
      message: 'error_unsatisfiable',
      params: { length: recipe.length },
    });
  }
  // A recipe whose every draw is the same password has no randomness to give: 0 bits.
  if (prepared.figures.count === 1n) {
    refuse({ code: 'no_randomness', field: noRandomnessField(given), message: 'error_no_randomness' });
  }
  const dropped = values.rules !== undefined || values.site !== undefined ? droppedParts(values, lookupSite) : [];
  return { ok: true, kind: 'recipe', prepared, count: options.count, ...(dropped.length > 0 ? { dropped } : {}) };
}

/** The parts of a rules string that Apple's parser drops (it reads the rest). */
function droppedParts(values: Values, lookupSite: SiteLookup): readonly RulesError[] {
  const text = values.rules ?? (lookupSite(values.site as string) as SiteRules).rules;
  const parsed = parsePasswordRules(text);
  return parsed.ok ? parsed.warnings : [];
}

// A library or page that asks for the same recipe again (count is at most 20 per call) reuses
// its count: the constraint set is the key, never a password.
const PREPARED = new Map<string, PreparedRecipe>();
const MAX_PREPARED = 64;

/** A recipe over the caller's work budget: the caller (the page) counts it elsewhere (a worker). */
class Deferral extends Error {}

function preparedOnce(recipe: Recipe, workBudget: number): PreparedRecipe {
  const key = recipeKey(recipe);
  let prepared = PREPARED.get(key);
  if (prepared === undefined) {
    if (workBudget < Number.POSITIVE_INFINITY && estimateWork(recipe) > workBudget) throw new Deferral();
    prepared = prepareRecipe(recipe);
    if (PREPARED.size >= MAX_PREPARED) PREPARED.delete(PREPARED.keys().next().value as string);
    PREPARED.set(key, prepared);
  }
  return prepared;
}

type Values = { -readonly [K in keyof RecipeOptionValues]: RecipeOptionValues[K] };

/** The recipe rows' values by their names in {@link RecipeOptionValues}; a symbol set is checked here. */
function recipeValues(read: Readonly<Record<string, unknown>>): Values {
  const values: Record<string, unknown> = {};
  for (const option of RECIPE_OPTIONS) values[option.key] = read[option.wire];
  if (values.symbolSet !== undefined) checkSymbolSet(values.symbolSet as string);
  return values as Values;
}

/** Space and the 32 ASCII punctuation characters: the `special` class of the rules grammar. */
const SYMBOL_CHOICES = NAMED_CLASSES.special as string;

function checkSymbolSet(set: string): void {
  const distinct = new Set(set);
  if (set.length === 0 || distinct.size !== set.length || [...set].some((ch) => !SYMBOL_CHOICES.includes(ch))) {
    refuse({ code: 'invalid_symbol_set', field: 'symbol_set', message: 'error_invalid_symbol_set' });
  }
}

/** The options that the rules say their own way: given with `rules` or `site`, they are refused (the rows say which). */
const CONFLICTING_WITH_RULES: readonly string[] = PASSWORD_OPTIONS.filter((o) => o.underRules === 'conflicts').map(
  (o) => o.wire,
);

function checkConflicts(values: Values, given: (wire: string) => boolean): void {
  const conflict = (other: string, field: string) =>
    refuse({ code: 'conflicting_options', field, message: 'error_conflicting_options', params: { field, other } });
  if (values.rules !== undefined && values.site !== undefined) conflict('rules', 'site');
  if (given('allow_space') && values.rules === undefined && values.site === undefined) {
    refuse({ code: 'conflicting_options', field: 'allow_space', message: 'error_allow_space_without_rules' });
  }
  const source = values.rules !== undefined ? 'rules' : values.site !== undefined ? 'site' : undefined;
  if (source !== undefined) {
    const clash = CONFLICTING_WITH_RULES.find(given);
    if (clash !== undefined) conflict(clash, source);
  }
}

function typesRecipe(values: Values, options: GenerationOptions): Recipe {
  if (values.symbolSet !== undefined && !options.symbols) {
    refuse({ code: 'conflicting_options', field: 'symbol_set', message: 'error_conflicting_options_symbols' });
  }
  const symbols = values.symbolSet ?? SYMBOLS;
  let pool = buildAlphabet(options);
  if (symbols !== SYMBOLS && options.symbols) {
    const base = buildAlphabet({ ...options, symbols: false });
    pool = base + (options.excludeAmbiguous ? [...symbols].filter((ch) => !AMBIGUOUS.includes(ch)).join('') : symbols);
  }
  pool = withoutExcluded(pool, values.exclude);
  const classes: [string, string, number][] = [
    ['min_lower', LOWER, values.minLower],
    ['min_upper', UPPER, values.minUpper],
    ['min_digits', DIGITS, values.minDigits],
    ['min_symbols', symbols, values.minSymbols],
  ];
  const required: RequiredSet[] = [];
  for (const [field, chars, min] of classes) {
    if (min === 0) continue;
    const set = { chars: intersect(pool, chars), min };
    if (set.chars.length === 0) unsatisfiable('required_empty', { field });
    required.push(set);
  }
  const maxRepeating = options.noRepeats ? 1 : values.maxRepeating;
  const recipe: Recipe = { length: options.length, pool, required, maxRepeating, maxSequential: values.maxSequential };
  checkObvious(recipe, values.exclude !== undefined ? 'exclude' : undefined);
  return recipe;
}

function withoutExcluded(pool: string, exclude: string | undefined): string {
  if (exclude === undefined) return pool;
  return [...pool].filter((ch) => !exclude.includes(ch)).join('');
}

function unsatisfiable(
  reason: 'pool' | 'required_empty' | 'minimums' | 'length',
  params: Record<string, string | number>,
): never {
  return refuse({
    code: 'unsatisfiable',
    field: typeof params.field === 'string' ? params.field : undefined,
    message: `error_unsatisfiable_${reason}`,
    params,
  });
}

function checkObvious(recipe: Recipe, poolField: string | undefined): void {
  const reason = obviousUnsatisfiable(recipe);
  if (reason === 'pool') unsatisfiable('pool', poolField === undefined ? {} : { field: poolField });
  if (reason === 'required_empty') unsatisfiable('required_empty', { field: 'rules' });
  if (reason === 'minimums') {
    const needed = recipe.required.reduce((sum, set) => sum + set.min, 0);
    unsatisfiable('minimums', { field: 'length', needed, length: recipe.length });
  }
}

const DEFAULT_RULES_LENGTH = 16;

/**
 * The lengths a set of rules allows within the generator's range, and the length used when none is
 * given: 16 brought into that range.
 */
export function rulesLengths(rules: PasswordRules): { min: number; max: number; fallback: number } {
  const range = integerOption('length');
  const longest = range.localMax ?? range.max;
  const min = Math.max(rules.minLength ?? range.min, range.min);
  const max = Math.min(rules.maxLength ?? longest, longest);
  return { min, max, fallback: Math.min(Math.max(DEFAULT_RULES_LENGTH, min), max) };
}

function rulesRecipe(
  values: Values,
  options: GenerationOptions,
  given: (wire: string) => boolean,
  lookupSite: SiteLookup,
): Recipe {
  const field = values.rules !== undefined ? 'rules' : 'site';
  const rules = parsedRules(values, lookupSite);
  const { min, max, fallback } = rulesLengths(rules);
  const length = given('length') ? options.length : fallback;
  if (length < min || length > max) {
    // Apple reads numbers of any size: a minimum of 400 nines is Infinity, never shown as such.
    const shown = Math.min(min, Number.MAX_SAFE_INTEGER);
    unsatisfiable('length', { field: 'length', min: shown, max, length });
  }
  let pool = rules.allowed ?? '';
  for (const set of rules.required) pool += set;
  if (pool === '') pool = NAMED_CLASSES['ascii-printable'] as string;
  pool = [...new Set(pool)].sort().join('');
  if (options.excludeAmbiguous) pool = withoutExcluded(pool, AMBIGUOUS);
  pool = withoutExcluded(pool, values.exclude);
  // Many forms trim a leading or trailing space: one is drawn only when asked for or required.
  const spaceRequired = rules.required.some((set) => intersect(pool, set) === ' ');
  if (!values.allowSpace && !spaceRequired) pool = withoutExcluded(pool, ' ');
  const required = rules.required.map((chars) => ({ chars: intersect(pool, chars), min: 1 }));
  const recipe: Recipe = {
    length,
    pool,
    required,
    maxRepeating: rules.maxRepeating,
    maxSequential: rules.maxSequential,
  };
  checkObvious(recipe, values.exclude !== undefined ? 'exclude' : field);
  return recipe;
}

function parsedRules(values: Values, lookupSite: SiteLookup): PasswordRules {
  // A site without rules never comes here (see siteNote).
  const text = values.rules ?? (lookupSite(values.site as string) as SiteRules).rules;
  const parsed = parsePasswordRules(text);
  if (!parsed.ok) {
    const { reason, part, position } = parsed.error;
    refuse({
      code: 'invalid_rules',
      field: values.rules !== undefined ? 'rules' : 'site',
      message: 'error_invalid_rules',
      params: { reason: `rules_${reason}`, part, position },
    });
  }
  return (parsed as { rules: PasswordRules }).rules;
}
