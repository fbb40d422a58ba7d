/**
 * One call that turns the values of a recipe request (character types, symbol set, exclusions,
 * minimums, run limits, parsed rules, allow_space) into a counted {@link PreparedRecipe}, or the
 * typed reason it cannot: no password meets the values (with its cause), only one does, or counting
 * them would take too long. It throws nothing: the caller words the reason once, at its edge.
 */
import { buildAlphabet, DIGITS, filterAlphabet, LOWER, SYMBOLS, UPPER } from './alphabet.js';
import type { GenerationOptions } from './generation.js';
import { NAMED_CLASSES, type PasswordRules } from './password-rules.js';
import { intersect, obviousRefusal, type Recipe, type RequiredSet, recipeKey } from './recipe.js';
import { estimateWork, RecipeTooComplexError } from './recipe-count.js';
import { type PreparedRecipe, prepareRecipe } from './recipe-sample.js';

/** The four minimums, by their names among the values. */
export type MinimumName = 'minLower' | 'minUpper' | 'minDigits' | 'minSymbols';

/** The values a recipe is built from, read and checked by the caller (ranges, a symbol set's characters). */
export interface RecipeValues
  extends Omit<GenerationOptions, 'length' | 'count'>,
    Readonly<Record<MinimumName, number>> {
  /** The length asked for; undefined under rules when none was asked for (16, brought into the rules' range). */
  readonly length: number | undefined;
  /** The lengths the caller accepts at all. */
  readonly lengths: { readonly min: number; readonly max: number };
  readonly symbolSet: string | undefined;
  readonly exclude: string | undefined;
  readonly maxRepeating: number | undefined;
  readonly maxSequential: number | undefined;
  /** Parsed rules: they replace the types, the symbol set, the minimums and the run limits. */
  readonly rules: PasswordRules | undefined;
  /** Under rules: a space may be drawn where the rules allow one (a required one always is). */
  readonly allowSpace: boolean;
}

/** Why no password meets the values. */
export type UnsatisfiableCause =
  /** Fewer than 2 characters are allowed. */
  | { readonly cause: 'pool' }
  /** A required set has no allowed character: a minimum's (a type that is off, or emptied by `exclude`), or the rules'. */
  | { readonly cause: 'required_empty'; readonly minimum: MinimumName | undefined }
  /** The minimums need more characters than the length. */
  | { readonly cause: 'minimums'; readonly needed: number; readonly length: number }
  /** The length is outside the rules' range (within the caller's). */
  | { readonly cause: 'length'; readonly min: number; readonly max: number; readonly length: number }
  /** Counted: the constraints together leave no password of this length. */
  | { readonly cause: 'counted'; readonly length: number };

/** Why a recipe cannot be drawn from. */
export type RecipeFailure =
  | ({ readonly reason: 'unsatisfiable' } & UnsatisfiableCause)
  /** Exactly one password meets the values: there is no randomness to give (0 bits). */
  | { readonly reason: 'no_randomness' }
  /** Counting would take more memory or time than is allowed (recipe-count.ts). */
  | { readonly reason: 'too_complex' };

/** Where counted recipes are kept between calls, by {@link recipeKey}; the caller bounds it. */
export interface PreparedCache {
  get(key: string): PreparedRecipe | undefined;
  set(key: string, prepared: PreparedRecipe): void;
}

/** How a build may count: the most work (estimateWork) it may do, and its cache. */
export interface BuildLimits {
  readonly workBudget: number;
  readonly cache?: PreparedCache | undefined;
}

/** The outcome of {@link buildRecipe}. */
export type RecipeBuild =
  | { readonly kind: 'built'; readonly prepared: PreparedRecipe }
  /** Over the work budget and not counted before: the caller counts it elsewhere (the page's worker). */
  | { readonly kind: 'deferred' }
  | { readonly kind: 'refused'; readonly failure: RecipeFailure };

/** Builds, checks and counts the recipe of `values`; never throws for any values. */
export function buildRecipe(values: RecipeValues, limits: BuildLimits): RecipeBuild {
  const recipe = values.rules === undefined ? typesRecipe(values) : rulesRecipe(values, values.rules);
  if ('reason' in recipe) return { kind: 'refused', failure: recipe };
  const refused = obviousFailure(recipe);
  if (refused !== undefined) return { kind: 'refused', failure: refused };
  const key = recipeKey(recipe);
  let prepared = limits.cache?.get(key);
  if (prepared === undefined) {
    if (limits.workBudget < Number.POSITIVE_INFINITY && estimateWork(recipe) > limits.workBudget) {
      return { kind: 'deferred' };
    }
    try {
      prepared = prepareRecipe(recipe);
    } catch (error) {
      if (error instanceof RecipeTooComplexError) return { kind: 'refused', failure: { reason: 'too_complex' } };
      throw error;
    }
    limits.cache?.set(key, prepared);
  }
  if (prepared.figures.count === 0n) {
    return { kind: 'refused', failure: { reason: 'unsatisfiable', cause: 'counted', length: recipe.length } };
  }
  if (prepared.figures.count === 1n) return { kind: 'refused', failure: { reason: 'no_randomness' } };
  return { kind: 'built', prepared };
}

const DEFAULT_RULES_LENGTH = 16;

/**
 * The lengths a set of rules allows within the caller's range, and the length used when none is
 * given: 16 brought into that range.
 */
export function rulesLengths(
  rules: PasswordRules,
  lengths: { readonly min: number; readonly max: number },
): { min: number; max: number; fallback: number } {
  const min = Math.max(rules.minLength ?? lengths.min, lengths.min);
  const max = Math.min(rules.maxLength ?? lengths.max, lengths.max);
  return { min, max, fallback: Math.min(Math.max(DEFAULT_RULES_LENGTH, min), max) };
}

type Built = Recipe | RecipeFailure;

const unsatisfiable = (cause: UnsatisfiableCause): RecipeFailure => ({ reason: 'unsatisfiable', ...cause });

/** The reason seen without counting, in the order the checks have always been made. */
function obviousFailure(recipe: Recipe): RecipeFailure | undefined {
  const refusal = obviousRefusal(recipe);
  if (refusal?.reason === 'pool') return unsatisfiable({ cause: 'pool' });
  if (refusal?.reason === 'required_empty') return unsatisfiable({ cause: 'required_empty', minimum: undefined });
  if (refusal?.reason === 'minimums') {
    return unsatisfiable({ cause: 'minimums', needed: refusal.needed, length: recipe.length });
  }
  return undefined;
}

function withoutChars(pool: string, removed: string | undefined): string {
  if (removed === undefined) return pool;
  return [...pool].filter((ch) => !removed.includes(ch)).join('');
}

/** The recipe of the character options: types, symbol set, exclusions, minimums, run limits. */
function typesRecipe(values: RecipeValues): Built {
  const symbols = values.symbolSet ?? SYMBOLS;
  let pool = buildAlphabet(values);
  if (symbols !== SYMBOLS && values.symbols) {
    const base = buildAlphabet({ ...values, symbols: false });
    pool = base + filterAlphabet(symbols, values);
  }
  pool = withoutChars(pool, values.exclude);
  const classes: readonly [MinimumName, string][] = [
    ['minLower', LOWER],
    ['minUpper', UPPER],
    ['minDigits', DIGITS],
    ['minSymbols', symbols],
  ];
  const required: RequiredSet[] = [];
  for (const [minimum, chars] of classes) {
    const min = values[minimum];
    if (min === 0) continue;
    const set = { chars: intersect(pool, chars), min };
    if (set.chars.length === 0) return unsatisfiable({ cause: 'required_empty', minimum });
    required.push(set);
  }
  const maxRepeating = values.noRepeats ? 1 : values.maxRepeating;
  // The caller always gives a length without rules; 16 is the options' own default.
  const length = values.length ?? DEFAULT_RULES_LENGTH;
  return { length, pool, required, maxRepeating, maxSequential: values.maxSequential };
}

/** The recipe of parsed rules, with the length, `exclude`, the alphabet's filters (`filterAlphabet`) and `allow_space`. */
function rulesRecipe(values: RecipeValues, rules: PasswordRules): Built {
  const { min, max, fallback } = rulesLengths(rules, values.lengths);
  const length = values.length ?? fallback;
  if (length < min || length > max) {
    // Apple reads numbers of any size: a minimum of 400 nines is Infinity, never shown as such.
    return unsatisfiable({ cause: 'length', min: Math.min(min, Number.MAX_SAFE_INTEGER), max, length });
  }
  let pool = rules.allowed ?? '';
  for (const set of rules.required) pool += set;
  if (pool === '') pool = NAMED_CLASSES['ascii-printable'] as string;
  pool = [...new Set(pool)].sort().join('');
  pool = withoutChars(filterAlphabet(pool, values), values.exclude);
  // Many forms trim a leading or trailing space: one is drawn only when asked for or required.
  const spaceRequired = rules.required.some((set) => intersect(pool, set) === ' ');
  if (!values.allowSpace && !spaceRequired) pool = withoutChars(pool, ' ');
  const required = rules.required.map((chars) => ({ chars: intersect(pool, chars), min: 1 }));
  return { length, pool, required, maxRepeating: rules.maxRepeating, maxSequential: rules.maxSequential };
}
