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
import { isSequentialStep, normaliseRecipe, normaliseRequired, type Recipe, recipeKey } from './recipe.js';
import { compositionPlan, isComposable } from './recipe-composition.js';

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
  /**
   * `ways[p][(c * groups + g) * runStates + r]`, p = 1 .. length (index 0 unused). Positions
   * whose ways are all below 2^52 hold exact doubles (a Float64Array), the rest big integers:
   * read them with {@link wayAt}.
   */
  readonly ways: readonly Ways[];
  /** The number of passwords: the ways from the empty start. */
  readonly count: bigint;
}

/** The ways of one position: exact doubles while they stay below 2^52, else big integers. */
export type Ways = readonly bigint[] | Float64Array;

/** One entry of a position's ways, as a big integer. */
export function wayAt(ways: Ways, index: number): bigint {
  const value = ways[index] as bigint | number;
  return typeof value === 'number' ? BigInt(value) : value;
}

function toBig(ways: Ways): readonly bigint[] {
  return ways instanceof Float64Array ? Array.from(ways, (v) => BigInt(v)) : ways;
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

/**
 * Counts a recipe exactly: by blocks and inclusion-exclusion when that applies
 * (see {@link countByBlocks}), else by compositions when there is no run limit
 * (recipe-composition.ts), else with the full table. Throws
 * {@link RecipeTooComplexError} for a table beyond the limit.
 */
export function countRecipe(given: Recipe): RecipeCount {
  const recipe = normaliseRecipe(given);
  const count = countByBlocks(recipe) ?? compositionPlan(recipe)?.count ?? countByTable(recipe);
  return summarise(recipe, count);
}

/**
 * The table's vectors of one set of constraints, for every length up to the longest asked. The
 * program runs backwards, so its vector k steps from the end depends on k alone, not on the
 * length: the count of length L is the fresh sum of the vector L - 1 steps from the end, and the
 * table of length L is the vectors L - 1 .. 0 in that order. A longer length continues where the
 * last one stopped (a length slider costs one step per move), and the walk's table is the very
 * vectors the count made, so a recipe is never stepped twice.
 */
interface CountSeries {
  readonly shape: RecipeShape;
  /** counts[L], for L = 0 .. vectors.length. */
  readonly counts: bigint[];
  /** vectors[k]: the ways k steps from the end. */
  readonly vectors: Ways[];
}

const SERIES = new Map<string, CountSeries>();
/** The vector cells the cache of series may hold (the walk's tables hold theirs as long as they live). */
const MAX_SERIES_CELLS = 2 * MAX_TABLE_CELLS;

function seriesOf(recipe: Recipe): CountSeries {
  const key = recipeKey(recipe, false);
  let series = SERIES.get(key);
  if (series !== undefined) {
    // Most recently used last.
    SERIES.delete(key);
    SERIES.set(key, series);
    return series;
  }
  // Refused before the shape is built: its count states alone can take tens of milliseconds.
  if (estimateWork(recipe) > MAX_TABLE_WORK) throw new RecipeTooComplexError();
  // The shape of every length: a run limit at or above one length still binds a longer one.
  const shape = buildShape({ ...recipe, length: Number.MAX_SAFE_INTEGER });
  series = { shape, counts: [1n], vectors: [endVector(shape)] };
  SERIES.set(key, series);
  return series;
}

/** The cells of a series' vectors. */
function seriesCells(series: CountSeries): number {
  const { shape } = series;
  return shape.countStates * shape.groupChars.length * shape.runStates * series.vectors.length;
}

function evictSeries(): void {
  let total = 0;
  for (const series of SERIES.values()) total += seriesCells(series);
  for (const [key, series] of SERIES) {
    if (total <= MAX_SERIES_CELLS || SERIES.size <= 1) break;
    total -= seriesCells(series);
    SERIES.delete(key);
  }
}

/** Steps a recipe's series to its length (throws {@link RecipeTooComplexError} beyond the budget). */
function seriesTo(recipe: Recipe): CountSeries {
  const series = seriesOf(recipe);
  const { shape, counts, vectors } = series;
  checkWork(shape, recipe.pool.length, recipe.length);
  const bitsPerChar = Math.log2(Math.max(2, recipe.pool.length));
  while (counts.length <= recipe.length) {
    // The vector k = counts.length - 1 steps from the end gives the count of length k + 1.
    const steps = counts.length - 1;
    if (steps > 0) {
      const last = vectors[steps - 1] as Ways;
      // Below 2^52 ways per state (at most pool^remaining), doubles add and subtract exactly.
      const exact = steps * bitsPerChar <= 52 && last instanceof Float64Array;
      vectors.push(exact ? stepBackNumber(shape, last) : stepBack(shape, toBig(last)));
    }
    // Only the start state's sum is a count: the rest of the vector stays in doubles while it can.
    counts.push(startCount(shape, vectors[steps] as Ways));
  }
  evictSeries();
  return series;
}

function countByTable(recipe: Recipe): bigint {
  return seriesTo(recipe).counts[recipe.length] as bigint;
}

/**
 * The count by blocks, or undefined when it does not apply or would take more than
 * {@link MAX_TABLE_WORK} ({@link blocksWork}). It applies when
 * every minimum is at most 1 and no run can cross from one required-set
 * membership to another (a sequence a-b-c never joins characters of different
 * required sets), which holds for the character types and for every site's rules.
 *
 * A password is then a sequence of maximal blocks, each within one "chain" (a
 * run of pool characters that follow each other in a-z, A-Z or 0-9; a lone
 * character is a chain of 1), with neighbouring blocks in different chains.
 * With g(l) the valid strings of length l within one chain and
 * B(z) = sum g(l) z^l, the Smirnov substitution gives every password as
 * [z^L] 1 / (1 - sum over chains of B/(1+B)); inclusion-exclusion over the
 * required sets removes whole chains. A chain's g comes from the table of that
 * chain alone, and chains of the same length share it. Subsets that leave the
 * same number of chains of each length share their term, so O(L^2) per
 * distinct term, not per subset.
 */
export function countByBlocks(recipe: Recipe): bigint | undefined {
  const plan = blocksPlan(recipe);
  // Over the budget the blocks step aside before any table is built: the composition (no run
  // limit, disjoint sets) or the table counts instead, and the table is refused before it starts
  // when it is over the budget too.
  if (plan === undefined || blocksPlanWork(recipe, plan) > MAX_TABLE_WORK) return undefined;
  const blockSeries = plan.samples.map((sample) => chainBlockSeries(recipe, sample));
  let total = 0n;
  for (const { chains, sign } of plan.terms) {
    const sum = new Array<bigint>(recipe.length + 1).fill(0n);
    chains.forEach((times, i) => {
      const h = blockSeries[i] as bigint[];
      if (times !== 0n) for (let n = 1; n <= recipe.length; n++) sum[n] = (sum[n] as bigint) + times * (h[n] as bigint);
    });
    total += sign * wordsOf(sum, recipe.length);
  }
  return total;
}

/** What a count by blocks computes: a chain of each length, and the terms of the inclusion-exclusion. */
interface BlocksPlan {
  /** One chain of each length (chains of one length share their series). */
  readonly samples: readonly string[];
  /**
   * The terms with a non-zero sum of signs: how many chains of each length (as `samples`) the
   * subsets of the term leave, and the sum of their signs (+1 for an even subset, -1 for an odd).
   */
  readonly terms: readonly { readonly chains: readonly bigint[]; readonly sign: bigint }[];
}

function blocksPlan(recipe: Recipe): BlocksPlan | undefined {
  const sets = normaliseRequired(recipe.required);
  // At most 8 sets: the subsets below are bit masks of an int, and 2^8 of them stay cheap to group.
  if (sets.some((set) => set.min > 1) || sets.length > 8) return undefined;
  const chains = chainsOf(recipe, sets);
  if (chains === undefined) return undefined;
  const samples: string[] = [];
  const sizeIndex = new Map<number, number>();
  for (const { size, sample } of chains) {
    if (!sizeIndex.has(size)) sizeIndex.set(size, samples.push(sample) - 1);
  }
  const terms = new Map<string, { chains: bigint[]; sign: bigint }>();
  for (let subset = 0; subset < 1 << sets.length; subset++) {
    const left = new Array<bigint>(samples.length).fill(0n);
    for (const { size, mask } of chains) {
      const i = sizeIndex.get(size) as number;
      if ((mask & subset) === 0) left[i] = (left[i] as bigint) + 1n;
    }
    const key = left.join(',');
    const term = terms.get(key) ?? { chains: left, sign: 0n };
    term.sign += bitCount(subset) % 2 === 0 ? 1n : -1n;
    terms.set(key, term);
  }
  return { samples, terms: [...terms.values()].filter((term) => term.sign !== 0n) };
}

/**
 * The work of a count by blocks ({@link countByBlocks}) in the units of {@link tableWork}, or
 * undefined when blocks do not apply. Each chain length's table is a table like any other, held
 * to {@link MAX_TABLE_WORK} on its own (Infinity here when one is over, so that the blocks step
 * aside before any is built); what is charged is the series, whose big-integer products cost
 * {@link SERIES_PRODUCT_WORK} each: L^2/2 per chain length for B/(1+B), and per term of the
 * inclusion-exclusion L per chain length and L^2/2 for 1/(1-T).
 */
export function blocksWork(given: Recipe): number | undefined {
  const recipe = normaliseRecipe(given);
  const plan = blocksPlan(recipe);
  return plan === undefined ? undefined : blocksPlanWork(recipe, plan);
}

/**
 * The cost of one big-integer product of the blocks' series, against 1 for a table cell: about
 * 50-90 ns for the numbers of a 128-character password, where a table cell costs 200-340 ns
 * (measured on a 2-core machine under load 2).
 */
const SERIES_PRODUCT_WORK = 1 / 4;

function blocksPlanWork(recipe: Recipe, plan: BlocksPlan): number {
  const chainTableOver = plan.samples.some(
    (sample) => tableEstimate({ ...recipe, pool: sample, required: [] }) > MAX_TABLE_WORK,
  );
  if (chainTableOver) return Number.POSITIVE_INFINITY;
  const length = recipe.length;
  const square = (length * length) / 2;
  const products = plan.samples.length * square + plan.terms.length * (plan.samples.length * length + square);
  return products * SERIES_PRODUCT_WORK;
}

function bitCount(n: number): number {
  let bits = 0;
  for (let v = n; v !== 0; v >>= 1) bits += v & 1;
  return bits;
}

interface Chain {
  /** The chain's characters, in order. */
  readonly sample: string;
  readonly size: number;
  /** The required sets it belongs to. */
  readonly mask: number;
}

/** The pool's chains, or undefined when a chain mixes required-set memberships. */
function chainsOf(recipe: Recipe, sets: readonly { readonly chars: string }[]): Chain[] | undefined {
  const seq = recipe.maxSequential !== undefined && recipe.maxSequential < recipe.length;
  const codes = [...recipe.pool].map((ch) => ch.charCodeAt(0)).sort((a, b) => a - b);
  const maskOf = (code: number) =>
    sets.reduce((mask, set, s) => (set.chars.includes(String.fromCharCode(code)) ? mask | (1 << s) : mask), 0);
  const chains: Chain[] = [];
  let start = 0;
  for (let i = 1; i <= codes.length; i++) {
    const joined = seq && i < codes.length && isSequentialStep(codes[i - 1] as number, codes[i] as number);
    if (joined) continue;
    const members = codes.slice(start, i);
    const mask = maskOf(members[0] as number);
    if (members.some((code) => maskOf(code) !== mask)) return undefined;
    chains.push({ sample: String.fromCharCode(...members), size: members.length, mask });
    start = i;
  }
  return chains;
}

/** h = B/(1+B) for one chain, where B counts the valid strings within it by length. */
function chainBlockSeries(recipe: Recipe, chain: string): bigint[] {
  const length = recipe.length;
  const b = new Array<bigint>(length + 1).fill(0n);
  const alone = buildRecipeTable({ ...recipe, pool: chain, required: [] });
  const { shape, ways } = alone;
  // Strings of length l: a first character (a fresh run), then l-1 completions of a length-L table.
  for (let l = 1; l <= length; l++) {
    const from = ways[length - l + 1] as Ways;
    let sum = 0n;
    for (let g = 0; g < shape.groupChars.length; g++)
      sum += (shape.groupSize[g] as bigint) * wayAt(from, g * shape.runStates);
    b[l] = sum;
  }
  const h = new Array<bigint>(length + 1).fill(0n);
  for (let n = 1; n <= length; n++) {
    let value = b[n] as bigint;
    for (let j = 1; j < n; j++) value -= (b[j] as bigint) * (h[n - j] as bigint);
    h[n] = value;
  }
  return h;
}

/** [z^L] 1 / (1 - T(z)) for a series T without constant term. */
function wordsOf(t: readonly bigint[], length: number): bigint {
  const f = new Array<bigint>(length + 1).fill(0n);
  f[0] = 1n;
  for (let n = 1; n <= length; n++) {
    let value = 0n;
    for (let j = 1; j <= n; j++) if (t[j] !== 0n) value += (t[j] as bigint) * (f[n - j] as bigint);
    f[n] = value;
  }
  return f[length] as bigint;
}

/** Throws {@link RecipeTooComplexError} when the walk's table of a recipe would exceed the budget. */
export function checkTableSize(recipe: Recipe): void {
  checkWork(seriesOf(recipe).shape, recipe.pool.length, recipe.length);
}

/**
 * The work of a table, in big-integer cells: a cell whose ways stay below 2^52 is added in
 * doubles at a quarter of the cost (measured; the size of a big integer mattered far less than
 * the number of cells), and a sequence limit doubles it. The budget keeps a count and 20 draws
 * within 250 ms on the reference machine (`npm run bench`, the recipes section's heaviest
 * recipes); beyond it a recipe is refused with `too_complex` before any work.
 */
export function tableWork(shape: RecipeShape, poolSize: number, length: number): number {
  const sequences = shape.up.some((g) => g >= 0) || shape.down.some((g) => g >= 0);
  return workOf(shape.countStates * shape.groupChars.length * shape.runStates, poolSize, length, sequences);
}

// A sequence limit gives most characters an up and a down neighbour: three corrected moves per
// cell instead of one, measured at about twice the cost per cell.
const SEQUENCE_CELL_FACTOR = 2;

function workOf(states: number, poolSize: number, length: number, sequences: boolean): number {
  const bitsPerChar = Math.log2(Math.max(2, poolSize));
  let work = 0;
  for (let k = 1; k < length; k++) {
    const bits = k * bitsPerChar;
    work += states * (bits <= 52 ? DOUBLE_CELL_WORK : 1);
  }
  return sequences ? work * SEQUENCE_CELL_FACTOR : work;
}

/** The cost of a cell in doubles, against 1 for a big integer (measured). */
const DOUBLE_CELL_WORK = 0.25;

/** The most work a table may take (see {@link tableWork}). */
export const MAX_TABLE_WORK = 440_000;

/**
 * The work the table of a recipe would take ({@link tableWork}), without building it: 0 for a
 * recipe counted and drawn without a table (no run limit that binds, and required sets that do
 * not overlap: compositions), else the table's work, Infinity beyond {@link MAX_TABLE_CELLS}. An
 * upper bound where blocks or rejection would do with less. The page uses it to send a heavy
 * recipe to a worker before any work on its main thread.
 */
export function estimateWork(given: Recipe): number {
  const recipe = normaliseRecipe(given);
  // Checked without building the plan: this runs on the page's main thread before every count.
  return isComposable(recipe) ? 0 : tableEstimate(recipe);
}

/** The work of a normalised recipe's table ({@link tableWork}) without building it; Infinity beyond the cells. */
function tableEstimate(recipe: Recipe): number {
  const countStates = countStatesOf(recipe);
  if (countStates > MAX_TABLE_CELLS) return Number.POSITIVE_INFINITY;
  const seq = recipe.maxSequential !== undefined;
  const groups = buildGroups(recipe, seq).shape.groupChars.length;
  const repStates = recipe.maxRepeating ?? 1;
  const runStates = repStates + 2 * Math.max(0, (recipe.maxSequential ?? 1) - 1);
  const states = countStates * groups * runStates;
  if (states * recipe.length > MAX_TABLE_CELLS) return Number.POSITIVE_INFINITY;
  return workOf(states, recipe.pool.length, recipe.length, seq);
}

function checkWork(shape: RecipeShape, poolSize: number, length: number): void {
  const cells = shape.countStates * shape.groupChars.length * shape.runStates * length;
  if (cells > MAX_TABLE_CELLS || tableWork(shape, poolSize, length) > MAX_TABLE_WORK) {
    throw new RecipeTooComplexError();
  }
}

/** The figures of a count. */
export function summarise(recipe: Recipe, count: bigint): RecipeCount {
  const bits = log2BigInt(count);
  const acceptance = count === 0n ? 0 : 2 ** (bits - recipe.length * Math.log2(recipe.pool.length));
  return { count, bits, acceptance };
}

/** The completion counts of every state at every position (see the module comment). */
export function buildRecipeTable(recipe: Recipe): RecipeTable {
  const series = seriesTo(recipe);
  const ways: Ways[] = new Array(recipe.length + 1);
  ways[0] = [];
  for (let p = 1; p <= recipe.length; p++) ways[p] = series.vectors[recipe.length - p] as Ways;
  return { recipe, shape: series.shape, ways, count: series.counts[recipe.length] as bigint };
}

/** The ways from the end: one from every state whose minimums are all met, none from the others. */
function endVector(shape: RecipeShape): Float64Array {
  const groups = shape.groupChars.length;
  const last = new Float64Array(shape.countStates * groups * shape.runStates);
  const full = shape.countStates - 1;
  for (let g = 0; g < groups; g++) {
    for (let r = 0; r < shape.runStates; r++) last[(full * groups + g) * shape.runStates + r] = 1;
  }
  return last;
}

/**
 * The ways from the start state (no minimum met yet) over every first character: the count of
 * the series' next length. Reads the groups' entries alone, so that a position in doubles is not
 * converted to big integers whole (that conversion cost more than the step itself).
 */
function startCount(shape: RecipeShape, next: Ways): bigint {
  const groups = shape.groupChars.length;
  let sum = 0n;
  for (let h = 0; h < groups; h++) {
    const w = wayAt(next, ((shape.nextCount[h] as number) * groups + h) * shape.runStates);
    if (w !== 0n) sum += (shape.groupSize[h] as bigint) * w;
  }
  return sum;
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

/** {@link stepBack} in doubles, for positions whose ways are all below 2^52. */
function stepBackNumber(shape: RecipeShape, next: Float64Array): Float64Array {
  const groups = shape.groupChars.length;
  const runs = shape.runStates;
  const out = new Float64Array(shape.countStates * groups * runs);
  const at = (c: number, h: number, run: number) =>
    run < 0 ? 0 : (next[((shape.nextCount[c * groups + h] as number) * groups + h) * runs + run] as number);
  for (let c = 0; c < shape.countStates; c++) {
    let fresh = 0;
    for (let h = 0; h < groups; h++) fresh += Number(shape.groupSize[h]) * at(c, h, 0);
    for (let g = 0; g < groups; g++) {
      const up = shape.up[g] as number;
      const down = shape.down[g] as number;
      for (let r = 0; r < runs; r++) {
        let total = fresh + at(c, g, shape.sameNext[r] as number) - at(c, g, 0);
        if (up >= 0) total += at(c, up, shape.upNext[r] as number) - at(c, up, 0);
        if (down >= 0) total += at(c, down, shape.downNext[r] as number) - at(c, down, 0);
        out[(c * groups + g) * runs + r] = total;
      }
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
  // Refused before anything is built: the states grow as the product of the minimums + 1.
  if (countStatesOf(recipe) > MAX_TABLE_CELLS) throw new RecipeTooComplexError();
  const seq = recipe.maxSequential !== undefined && recipe.maxSequential < recipe.length;
  const rep = recipe.maxRepeating !== undefined && recipe.maxRepeating < recipe.length;
  const groups = buildGroups(recipe, seq);
  const counts = buildCounts(recipe, groups.members);
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
  // The required sets of each group's characters, as lists: a bit mask would wrap past 31 sets.
  const members: number[][] = [];
  const groupOfCode = new Map<number, number>();
  const byMembers = new Map<string, number>();
  for (let i = 0; i < pool.length; i++) {
    const code = pool.charCodeAt(i);
    const sets: number[] = [];
    recipe.required.forEach((set, s) => {
      if (set.min > 0 && set.chars.includes(pool[i] as string)) sets.push(s);
    });
    const key = sets.join(',');
    const chained = seq && (hasUp(code) || hasDown(code));
    let g = chained ? undefined : byMembers.get(key);
    if (g === undefined) {
      g = chars.length;
      chars.push('');
      members.push(sets);
      if (!chained) byMembers.set(key, g);
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
  return { members, shape: { groupChars: chars, groupSize, up, down } };
}

/** The number of count states: the product of (minimum + 1) over the required sets. */
export function countStatesOf(recipe: Recipe): number {
  return recipe.required.reduce((states, set) => states * (set.min + 1), 1);
}

function buildCounts(recipe: Recipe, members: readonly (readonly number[])[]) {
  const mins = recipe.required.map((set) => set.min);
  const radix: number[] = [];
  let countStates = 1;
  for (const min of mins) {
    radix.push(countStates);
    countStates *= min + 1;
  }
  if (countStates * members.length > MAX_TABLE_CELLS) throw new RecipeTooComplexError();
  const nextCount = new Int32Array(countStates * members.length);
  for (let c = 0; c < countStates; c++) {
    members.forEach((sets, g) => {
      let next = c;
      for (const s of sets) {
        const min = mins[s] as number;
        const digit = Math.floor(c / (radix[s] as number)) % (min + 1);
        if (digit < min) next += radix[s] as number;
      }
      nextCount[c * members.length + g] = next;
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
