/**
 * Exactly uniform draws from a {@link Recipe}'s set of passwords, guided by
 * the counts of recipe-count.ts. Two exact methods, chosen per recipe:
 *
 * - rejection: draw every character uniformly from the pool and keep the
 *   password only if it meets the recipe. Each allowed password is equally
 *   likely, and this is fast when most plain draws are allowed;
 * - the walk: draw each character with probability proportional to the number
 *   of valid completions it leaves (the table's ways), with an unbiased big
 *   integer below the number of completions of the current state. The product
 *   of those probabilities telescopes to 1 / count for every password.
 *
 * Never fill-and-shuffle (forcing the minimums first over-weights passwords
 * with more of the required characters) and never repair.
 */
import {
  createRandomBytes,
  MAX_REJECTIONS,
  type RandomBytes,
  type RandomFill,
  RandomSourceError,
} from './random-bytes.js';
import { normaliseRecipe, type Recipe } from './recipe.js';
import { createRecipeCheck } from './recipe-check.js';
import { type CompositionPlan, compositionPlan, drawComposition, isComposable } from './recipe-composition.js';
import {
  buildRecipeTable,
  checkTableSize,
  countRecipe,
  type RecipeCount,
  type RecipeTable,
  type Ways,
  wayAt,
} from './recipe-count.js';

/** A recipe counted and ready to draw from. */
export interface PreparedRecipe {
  readonly recipe: Recipe;
  readonly figures: RecipeCount;
  /**
   * The method the sampler uses: rejection when plain draws are accepted often enough, else
   * compositions when there is no run limit and the required sets are disjoint, else the walk.
   */
  readonly method: 'rejection' | 'composition' | 'walk';
}

/**
 * How many plain draws per group of the table a rejection may expect before the
 * walk is cheaper: a walk step costs a few big-integer operations per group, a
 * plain character one random byte (measured by `npm run bench`).
 */
const REJECTION_DRAWS_PER_GROUP = 8;

/**
 * Counts a recipe and picks its drawing method; the walk's table is built on
 * the first walk. Throws RecipeTooComplexError like the counter.
 */
export function prepareRecipe(given: Recipe): PreparedRecipe {
  // One normalised list of required sets for the count, the table and the check alike.
  const recipe = normaliseRecipe(given);
  const figures = countRecipe(recipe);
  const rejection = figures.acceptance * REJECTION_DRAWS_PER_GROUP * walkWidth(recipe) >= 1;
  const method = rejection ? 'rejection' : isComposable(recipe) ? 'composition' : 'walk';
  // The count may come from blocks while the walk needs the whole table: refuse here, not at draw time.
  if (method === 'walk' && figures.count > 0n) checkTableSize(recipe);
  return { recipe, figures, method };
}

// The number of candidates a walk step weighs, at most: the pool (the table groups some).
function walkWidth(recipe: Recipe): number {
  return Math.max(recipe.pool.length, 4);
}

const TABLES = new WeakMap<PreparedRecipe, RecipeTable>();
const PLANS = new WeakMap<PreparedRecipe, CompositionPlan>();

function planOf(prepared: PreparedRecipe): CompositionPlan {
  let plan = PLANS.get(prepared);
  if (plan === undefined) {
    plan = compositionPlan(prepared.recipe);
    if (plan === undefined) throw new RangeError('no composition for this recipe');
    PLANS.set(prepared, plan);
  }
  return plan;
}

/** The walk's table of a prepared recipe, built once. */
export function tableOf(prepared: PreparedRecipe): RecipeTable {
  let table = TABLES.get(prepared);
  if (table === undefined) {
    table = buildRecipeTable(prepared.recipe);
    TABLES.set(prepared, table);
  }
  return table;
}

/** Draws passwords from prepared recipes. */
export interface RecipeSampler {
  /** `count` passwords, each uniform over the recipe's set; throws a RangeError when the set is empty. */
  draw(prepared: PreparedRecipe, count: number, method?: PreparedRecipe['method']): string[];
}

/** Options of {@link createRecipeSampler}. */
export interface RecipeSamplerOptions {
  readonly randomFill: RandomFill;
  /** Bytes drawn per refill. Default 4096. */
  readonly batchBytes?: number;
}

/** A sampler over a random source (the core never reaches for randomness itself). */
export function createRecipeSampler(options: RecipeSamplerOptions): RecipeSampler {
  const bytes = createRandomBytes(options.randomFill, options.batchBytes);
  return {
    draw(prepared, count, method = prepared.method) {
      if (prepared.figures.count === 0n) throw new RangeError('the recipe allows no password');
      const passwords: string[] = new Array(count);
      try {
        if (method === 'rejection') {
          const draw = rejectionDrawer(prepared.recipe, bytes, prepared.figures.acceptance);
          for (let i = 0; i < count; i++) passwords[i] = draw();
        } else if (method === 'composition') {
          const plan = planOf(prepared);
          for (let i = 0; i < count; i++) passwords[i] = drawComposition(plan, bytes);
        } else {
          const table = tableOf(prepared);
          for (let i = 0; i < count; i++) passwords[i] = walk(table, bytes);
        }
      } finally {
        bytes.wipe();
      }
      return passwords;
    },
  };
}

// Whole passwords drawn and refused before the source is taken to be broken: a working source
// fails this often with probability (1 - acceptance)^tries < e^-128.
function maxWholeDraws(acceptance: number): number {
  return Math.ceil(MAX_REJECTIONS / Math.max(acceptance, 1e-9));
}

function rejectionDrawer(recipe: Recipe, bytes: RandomBytes, acceptance: number): () => string {
  const pool = recipe.pool;
  const codes = new Uint16Array(pool.length);
  for (let i = 0; i < pool.length; i++) codes[i] = pool.charCodeAt(i);
  const check = createRecipeCheck(recipe);
  const out = new Uint16Array(recipe.length);
  const n = codes.length;
  // A byte below the largest multiple of n under 256 maps to b mod n without bias (pools up to 95).
  const limit = 256 - (256 % n);
  const wholeDraws = maxWholeDraws(acceptance);
  return () => {
    try {
      for (let draws = 0; draws < wholeDraws; draws++) {
        for (let i = 0, rejected = 0; i < out.length; ) {
          const b = bytes.byte();
          if (b < limit) {
            out[i++] = codes[b % n] as number;
            rejected = 0;
          } else if (++rejected === MAX_REJECTIONS) {
            throw new RandomSourceError();
          }
        }
        if (check(out)) return String.fromCharCode.apply(null, out as unknown as number[]);
      }
      throw new RandomSourceError();
    } finally {
      out.fill(0);
    }
  };
}

/** Where the walk is: count state, group and run of the last character, and its index in the group. */
interface WalkState {
  count: number;
  group: number;
  run: number;
  index: number;
}

function walk(table: RecipeTable, bytes: RandomBytes): string {
  const state: WalkState = { count: 0, group: -1, run: 0, index: 0 };
  const groups = table.shape.groupChars;
  let total = table.count;
  let password = '';
  for (let p = 1; p <= table.recipe.length; p++) {
    const next = table.ways[p] as Ways;
    pickNext(table, next, state, bytes.bigBelow(total));
    password += (groups[state.group] as string)[state.index];
    const runs = table.shape.runStates;
    total = wayAt(next, (state.count * groups.length + state.group) * runs + state.run);
  }
  return password;
}

/** Moves `state` to the character that the uniform `x` below the current total lands on. */
function pickNext(table: RecipeTable, next: Ways, state: WalkState, x: bigint): void {
  const shape = table.shape;
  const groups = shape.groupChars.length;
  const { group: g, run: r } = state;
  for (let h = 0; h < groups; h++) {
    const nextCount = shape.nextCount[state.count * groups + h] as number;
    const base = (nextCount * groups + h) * shape.runStates;
    const fresh = wayAt(next, base);
    const size = shape.groupSize[h] as bigint;
    let move = -1;
    if (h === g) move = shape.sameNext[r] as number;
    else if (g >= 0 && h === shape.up[g]) move = shape.upNext[r] as number;
    else if (g >= 0 && h === shape.down[g]) move = shape.downNext[r] as number;
    const special = h === g || (g >= 0 && (h === shape.up[g] || h === shape.down[g]));
    // Fresh moves: every character of h, but the same character and the neighbours move otherwise.
    const freshChars = special ? size - 1n : size;
    const freshWays = freshChars * fresh;
    if (x < freshWays) {
      let index = Number(x / fresh);
      if (h === g && index >= state.index) index++;
      Object.assign(state, { count: nextCount, group: h, run: 0, index });
      return;
    }
    x -= freshWays;
    const moveWays = move >= 0 ? wayAt(next, base + move) : 0n;
    if (special && x < moveWays) {
      Object.assign(state, { count: nextCount, group: h, run: move, index: h === g ? state.index : 0 });
      return;
    }
    if (special) x -= moveWays;
  }
  throw new RangeError('walk fell off the table');
}
