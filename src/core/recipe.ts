/**
 * The normalised constraint set of a password recipe. Every surface (library,
 * CLI, page) turns its options (character types, `symbol_set`, `exclude`,
 * minimums, run limits, a `passwordrules` string or a site) into one
 * {@link Recipe}; the counting module counts it exactly and the sampling module
 * draws from it uniformly.
 */
import { minimumsFit, type RequiredSet } from './recipe-minimums.js';

export type { RequiredSet };

/** What a password must be: its length, its characters, its required sets and its run limits. */
export interface Recipe {
  readonly length: number;
  /** The allowed characters, distinct, in a fixed order. */
  readonly pool: string;
  /** Required sets, already intersected with the pool; they may overlap. */
  readonly required: readonly RequiredSet[];
  /** At most this many identical characters in a row; undefined for no limit. */
  readonly maxRepeating: number | undefined;
  /**
   * At most this many characters in a row that run up or down by one through
   * a-z, A-Z or 0-9 (`abc`, `cba`, `789`); undefined for no limit.
   */
  readonly maxSequential: number | undefined;
}

/**
 * A key that names a recipe's constraints exactly, for caches: built from the values alone (each
 * text with its length before it), so that no hook a prototype can carry (`toJSON`) takes part.
 * Without `length`, the key names every length of the same constraints.
 */
export function recipeKey(recipe: Recipe, withLength = true): string {
  let key = `${withLength ? recipe.length : '*'}|${recipe.pool.length}:${recipe.pool}|`;
  for (let i = 0; i < recipe.required.length; i++) {
    const set = recipe.required[i] as RequiredSet;
    key += `${set.chars.length}:${set.chars}:${set.min},`;
  }
  return `${key}|${recipe.maxRepeating ?? '-'}|${recipe.maxSequential ?? '-'}`;
}

/** Why no password meets a recipe, seen without counting (a count of 0 is the counter's to find). */
export type UnsatisfiableReason =
  /** Fewer than 2 characters are allowed. */
  | 'pool'
  /** A required set has no allowed character (a type that is off, or emptied by `exclude`). */
  | 'required_empty'
  /** The minimums need more characters than the length. */
  | 'minimums';

const RANGES: readonly (readonly [number, number])[] = [
  [0x61, 0x7a],
  [0x41, 0x5a],
  [0x30, 0x39],
];

/**
 * True when `b` follows `a` in one of a-z, A-Z, 0-9 (`b` is `a` + 1 in the same
 * range): the step of an ascending sequence; the reverse step is descending.
 */
export function isSequentialStep(a: number, b: number): boolean {
  if (b !== a + 1) return false;
  for (const [low, high] of RANGES) if (a >= low && b <= high) return true;
  return false;
}

/** The characters of `chars` that are also in `pool`, in `pool`'s order. */
export function intersect(pool: string, chars: string): string {
  let kept = '';
  for (const ch of pool) if (chars.includes(ch)) kept += ch;
  return kept;
}

/** A reason seen without counting, with what the minimums need when they are the reason. */
export type ObviousRefusal =
  | { readonly reason: 'pool' | 'required_empty' }
  | { readonly reason: 'minimums'; readonly needed: number };

/**
 * The reason a recipe has no password that can be seen without counting, if any: a pool under 2
 * characters, an empty required set, or minimums that need more characters than the length,
 * however the sets overlap ({@link minimumsFit}: exact, and silent when its search's bound is hit).
 * A count of 0 is found by counting (recipe-build.ts).
 */
export function obviousRefusal(recipe: Recipe): ObviousRefusal | undefined {
  if (recipe.pool.length < 2) return { reason: 'pool' };
  if (recipe.required.some((set) => set.min > 0 && set.chars.length === 0)) return { reason: 'required_empty' };
  const fit = minimumsFit(normaliseRequired(recipe.required), recipe.length);
  if (fit.fits === false) return { reason: 'minimums', needed: fit.needed };
  return undefined;
}

/** The reason of {@link obviousRefusal}, if any. */
export function obviousUnsatisfiable(recipe: Recipe): UnsatisfiableReason | undefined {
  return obviousRefusal(recipe)?.reason;
}

/**
 * The required sets that constrain anything, each once: a set with a minimum of 0 goes, and so
 * does a set implied by another (every character of the other is in it, and the other's minimum
 * is at least its own: meeting the other meets it). Identical sets merge into the one with the
 * largest minimum. Apple's parser merges duplicate `required` rules the same way; the count, the
 * table and the check then all see one list, however many times a rules string repeats a class.
 */
export function normaliseRequired(required: readonly RequiredSet[]): RequiredSet[] {
  const sets = required.filter((set) => set.min > 0);
  const contains = (big: RequiredSet, small: RequiredSet) => [...small.chars].every((ch) => big.chars.includes(ch));
  // `other` implies `set` when it is inside it with a minimum at least as large; of two that imply
  // each other (the same characters and minimum), the first is kept.
  const implies = (other: RequiredSet, set: RequiredSet, j: number, i: number) =>
    other.min >= set.min &&
    contains(set, other) &&
    !(other.min === set.min && other.chars.length === set.chars.length && j > i);
  return sets.filter((set, i) => !sets.some((other, j) => j !== i && implies(other, set, j, i)));
}

/**
 * The recipe with its required sets normalised ({@link normaliseRequired}) and the run limits that
 * cannot bind at its length dropped: the set of passwords is the same, and equal sets count alike.
 */
export function normaliseRecipe(recipe: Recipe): Recipe {
  const binds = (limit: number | undefined) => (limit !== undefined && limit < recipe.length ? limit : undefined);
  return {
    length: recipe.length,
    pool: recipe.pool,
    required: normaliseRequired(recipe.required),
    maxRepeating: binds(recipe.maxRepeating),
    maxSequential: binds(recipe.maxSequential),
  };
}

/** True for a recipe that only asks for characters from a pool, like today's plain options. */
export function isPlainRecipe(recipe: Recipe): boolean {
  return recipe.required.length === 0 && recipe.maxRepeating === undefined && recipe.maxSequential === undefined;
}
