/**
 * Exact counting of the passwords a {@link Recipe} allows, with big integers.
 *
 * A dynamic program over positions, run backwards: the state after a character
 * is (how far each required set's minimum is met, capped at the minimum; the
 * group of the last character; its run: identical characters in a row, or the
 * length and direction of a sequential run). `W[p][state]` is the number of
 * valid ways to finish a password from that state with p characters placed, so
 * the count is the number of ways from the empty start, and the sampler draws
 * each character with probability proportional to the ways it leaves.
 *
 * Characters that behave alike are one group: same required sets and, when
 * sequences are limited, no neighbour in the pool along a-z, A-Z or 0-9. Only
 * the same character and its two neighbours are special after a character, so
 * a step aggregates every other move into one sum per count state: a position
 * costs O(states), not O(states x pool).
 */
import { isSequentialStep, type Recipe } from './recipe.js';

/** The groups of interchangeable characters and the moves between runs. */
export interface RecipeShape {
  /** Characters of each group. */
  readonly groupChars: readonly string[];
  /** Size of each group, as a big integer. */
  readonly groupSize: readonly bigint[];
  /** The group of the character one above (ascending step), -1 when none or sequences are free. */
  readonly up: Int32Array;
  /** The group of the character one below (descending step), -1 when none. */
  readonly down: Int32Array;
  /** Number of count states (the product of minimum + 1). */
  readonly countStates: number;
  /** `nextCount[c * groups + g]`: the count state after a character of group g. */
  readonly nextCount: Int32Array;
  /** Number of run states; run 0 is a fresh run (the last character differs from the one before). */
  readonly runStates: number;
  /** Run after the same character again, -1 when it would exceed `maxRepeating`. */
  readonly sameNext: Int32Array;
  /** Run after an ascending step, -1 when it would exceed `maxSequential`. */
  readonly upNext: Int32Array;
  /** Run after a descending step, -1 when it would exceed `maxSequential`. */
  readonly downNext: Int32Array;
}

/** The shape and every position's completion counts: what the sampler walks. */
export interface RecipeTable {
  readonly recipe: Recipe;
  readonly shape: RecipeShape;
  /** `ways[p][(c * groups + g) * runStates + r]`, p = 1 .. length. Index 0 is unused. */
  readonly ways: readonly (readonly bigint[])[];
  /** The number of passwords: the ways from the empty start. */
  readonly count: bigint;
}

/** The exact size of a recipe's set of passwords. */
export interface RecipeCount {
  readonly count: bigint;
  /** log2(count), to about 1e-15; -Infinity when the count is 0. */
  readonly bits: number;
  /** count / pool^length: the chance that a plain uniform draw from the pool meets the recipe. */
  readonly acceptance: number;
}

/** The largest table (states x positions) the counter builds; beyond it {@link RecipeTooComplexError}. */
export const MAX_TABLE_CELLS = 4_000_000;

/** A recipe whose table would exceed {@link MAX_TABLE_CELLS}: large minimums combined with many groups or runs. */
export class RecipeTooComplexError extends RangeError {
  constructor() {
    super('recipe too complex to count');
    this.name = 'RecipeTooComplexError';
  }
}

/** log2 of a non-negative big integer, accurate to double precision. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return Number.NEGATIVE_INFINITY;
  const bitLength = value.toString(2).length;
  const shift = Math.max(0, bitLength - 62);
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/** Counts a recipe exactly. Throws {@link RecipeTooComplexError} for a table beyond the limit. */
export function countRecipe(recipe: Recipe): RecipeCount {
  return summarise(recipe, buildRecipeTable(recipe).count);
}

/** The figures of a count. */
export function summarise(recipe: Recipe, count: bigint): RecipeCount {
  const bits = log2BigInt(count);
  const acceptance = count === 0n ? 0 : 2 ** (bits - recipe.length * Math.log2(recipe.pool.length));
  return { count, bits, acceptance };
}

/** The completion counts of every state at every position (see the module comment). */
export function buildRecipeTable(recipe: Recipe): RecipeTable {
  const shape = buildShape(recipe);
  const groups = shape.groupChars.length;
  const states = shape.countStates * groups * shape.runStates;
  if (states * recipe.length > MAX_TABLE_CELLS) throw new RecipeTooComplexError();
  const ways: bigint[][] = new Array(recipe.length + 1);
  ways[0] = [];
  const last = new Array<bigint>(states).fill(0n);
  const full = shape.countStates - 1;
  for (let g = 0; g < groups; g++) {
    for (let r = 0; r < shape.runStates; r++) last[(full * groups + g) * shape.runStates + r] = 1n;
  }
  ways[recipe.length] = last;
  for (let p = recipe.length - 1; p >= 1; p--) ways[p] = stepBack(shape, ways[p + 1] as bigint[]);
  const count = recipe.length === 0 ? 1n : (freshSums(shape, ways[1] as bigint[])[0] as bigint);
  return { recipe, shape, ways, count };
}

/** For each count state, the ways over every character taken as a fresh run. */
function freshSums(shape: RecipeShape, next: readonly bigint[]): bigint[] {
  const groups = shape.groupChars.length;
  const sums = new Array<bigint>(shape.countStates);
  for (let c = 0; c < shape.countStates; c++) {
    let sum = 0n;
    for (let h = 0; h < groups; h++) {
      const w = next[((shape.nextCount[c * groups + h] as number) * groups + h) * shape.runStates] as bigint;
      if (w !== 0n) sum += (shape.groupSize[h] as bigint) * w;
    }
    sums[c] = sum;
  }
  return sums;
}

function stepBack(shape: RecipeShape, next: readonly bigint[]): bigint[] {
  const groups = shape.groupChars.length;
  const runs = shape.runStates;
  const fresh = freshSums(shape, next);
  const out = new Array<bigint>(shape.countStates * groups * runs);
  for (let c = 0; c < shape.countStates; c++) {
    for (let g = 0; g < groups; g++) {
      const base = (c * groups + g) * runs;
      for (let r = 0; r < runs; r++) out[base + r] = waysAfter(shape, next, fresh[c] as bigint, c, g, r);
    }
  }
  return out;
}

/** The ways from state (c, g, r): every fresh move, corrected for the same character and its neighbours. */
function waysAfter(
  shape: RecipeShape,
  next: readonly bigint[],
  fresh: bigint,
  c: number,
  g: number,
  r: number,
): bigint {
  let total = fresh + special(shape, next, c, g, shape.sameNext[r] as number);
  const up = shape.up[g] as number;
  if (up >= 0) total += special(shape, next, c, up, shape.upNext[r] as number);
  const down = shape.down[g] as number;
  if (down >= 0) total += special(shape, next, c, down, shape.downNext[r] as number);
  return total;
}

/** Replaces one character of group h counted as a fresh run by its real move (run `run`, -1 forbidden). */
export function special(shape: RecipeShape, next: readonly bigint[], c: number, h: number, run: number): bigint {
  const groups = shape.groupChars.length;
  const base = ((shape.nextCount[c * groups + h] as number) * groups + h) * shape.runStates;
  const asFresh = next[base] as bigint;
  return (run < 0 ? 0n : (next[base + run] as bigint)) - asFresh;
}

/** Groups, count states and run moves of a recipe. */
export function buildShape(recipe: Recipe): RecipeShape {
  const seq = recipe.maxSequential !== undefined && recipe.maxSequential < recipe.length;
  const rep = recipe.maxRepeating !== undefined && recipe.maxRepeating < recipe.length;
  const groups = buildGroups(recipe, seq);
  const counts = buildCounts(recipe, groups.masks);
  const runs = buildRuns(rep ? (recipe.maxRepeating as number) : undefined, seq ? recipe.maxSequential : undefined);
  return { ...groups.shape, ...counts, ...runs };
}

function buildGroups(recipe: Recipe, seq: boolean) {
  const pool = recipe.pool;
  const inPool = new Set<number>();
  for (let i = 0; i < pool.length; i++) inPool.add(pool.charCodeAt(i));
  const hasUp = (code: number) => inPool.has(code + 1) && isSequentialStep(code, code + 1);
  const hasDown = (code: number) => inPool.has(code - 1) && isSequentialStep(code - 1, code);
  const chars: string[] = [];
  const masks: number[] = [];
  const groupOfCode = new Map<number, number>();
  const byMask = new Map<number, number>();
  for (let i = 0; i < pool.length; i++) {
    const code = pool.charCodeAt(i);
    let mask = 0;
    recipe.required.forEach((set, s) => {
      if (set.min > 0 && set.chars.includes(pool[i] as string)) mask |= 1 << s;
    });
    const chained = seq && (hasUp(code) || hasDown(code));
    let g = chained ? undefined : byMask.get(mask);
    if (g === undefined) {
      g = chars.length;
      chars.push('');
      masks.push(mask);
      if (!chained) byMask.set(mask, g);
    }
    chars[g] = `${chars[g] as string}${pool[i] as string}`;
    groupOfCode.set(code, g);
  }
  const up = new Int32Array(chars.length).fill(-1);
  const down = new Int32Array(chars.length).fill(-1);
  if (seq) {
    chars.forEach((text, g) => {
      const code = text.charCodeAt(0);
      if (text.length === 1 && hasUp(code)) up[g] = groupOfCode.get(code + 1) as number;
      if (text.length === 1 && hasDown(code)) down[g] = groupOfCode.get(code - 1) as number;
    });
  }
  const groupSize = chars.map((text) => BigInt(text.length));
  return { masks, shape: { groupChars: chars, groupSize, up, down } };
}

function buildCounts(recipe: Recipe, masks: readonly number[]) {
  const mins = recipe.required.map((set) => set.min);
  const radix: number[] = [];
  let countStates = 1;
  for (const min of mins) {
    radix.push(countStates);
    countStates *= min + 1;
  }
  if (countStates * masks.length > MAX_TABLE_CELLS) throw new RecipeTooComplexError();
  const nextCount = new Int32Array(countStates * masks.length);
  for (let c = 0; c < countStates; c++) {
    masks.forEach((mask, g) => {
      let next = c;
      mins.forEach((min, s) => {
        const digit = Math.floor(c / (radix[s] as number)) % (min + 1);
        if ((mask >> s) & 1 && digit < min) next += radix[s] as number;
      });
      nextCount[c * masks.length + g] = next;
    });
  }
  return { countStates, nextCount };
}

/**
 * Run states: `rep k` (k identical characters, 1 .. R) at 0 .. R-1, then
 * `up k` and `down k` (2 .. S) when sequences are limited. A free limit keeps one state.
 */
function buildRuns(maxRepeating: number | undefined, maxSequential: number | undefined) {
  const repStates = maxRepeating ?? 1;
  const seqStates = maxSequential === undefined ? 0 : Math.max(0, maxSequential - 1);
  const runStates = repStates + 2 * seqStates;
  const upAt = (k: number) => repStates + k - 2;
  const downAt = (k: number) => repStates + seqStates + k - 2;
  const sameNext = new Int32Array(runStates);
  const upNext = new Int32Array(runStates);
  const downNext = new Int32Array(runStates);
  for (let r = 0; r < runStates; r++) {
    const repeat = r < repStates ? r + 1 : 1;
    if (maxRepeating === undefined) sameNext[r] = 0;
    else sameNext[r] = repeat + 1 <= maxRepeating ? repeat : -1;
    const upRun = r >= repStates && r < repStates + seqStates ? r - repStates + 2 : 1;
    const downRun = r >= repStates + seqStates ? r - repStates - seqStates + 2 : 1;
    const limit = maxSequential ?? Number.POSITIVE_INFINITY;
    upNext[r] = upRun + 1 <= limit ? upAt(upRun + 1) : -1;
    downNext[r] = downRun + 1 <= limit ? downAt(downRun + 1) : -1;
  }
  return { runStates, sameNext, upNext, downNext };
}
