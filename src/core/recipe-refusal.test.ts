/**
 * Refusals decided before any count: overlapping required sets whose minimums need more characters
 * than the length (the fewest, found exactly by a bounded search), and recipes whose count the work
 * model puts over its budget.
 * The adversarial runs found such recipes refused only after a full count, or accepted after
 * hundreds of milliseconds; their time is measured in npm run bench (recipes), never here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate, fewestCharacters } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import { normaliseRecipe, obviousRefusal, obviousUnsatisfiable, type Recipe } from './recipe.js';
import { isComposable } from './recipe-composition.js';
import {
  blocksWork,
  countByBlocks,
  countRecipe,
  estimateWork,
  MAX_TABLE_WORK,
  RecipeTooComplexError,
} from './recipe-count.js';
import { minimumsFit } from './recipe-minimums.js';
import { prepareRecipe } from './recipe-sample.js';

const SEED = 4242;

function randomRecipe(next: () => number): Recipe {
  const pool = 'abcdef';
  const required = Array.from({ length: 1 + (next() % 5) }, () => {
    let chars = '';
    for (const ch of pool) if (next() % 3 === 0) chars += ch;
    return { chars: chars === '' ? (pool[next() % 6] as string) : chars, min: 1 + (next() % 2) };
  });
  return { length: 1 + (next() % 4), pool, required, maxRepeating: undefined, maxSequential: undefined };
}

describe('unsatisfiable before counting', () => {
  it('the case of the adversarial run: 23 overlapping sets at length 4 are refused as minimums', () => {
    const sets = 'u g kBv pb nA n anfg vno zu pw jn etg mtvr zidy wg Ax rlCj sfj gf ywf lhzq By h'.split(' ');
    const recipe: Recipe = {
      length: 4,
      pool: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ',
      required: sets.map((chars) => ({ chars, min: 1 })),
      maxRepeating: undefined,
      maxSequential: undefined,
    };
    assert.equal(obviousUnsatisfiable(recipe), 'minimums');
    assert.equal(countRecipe(recipe).count, 0n);
  });

  // Without run limits, only the minimums can leave no password: the check is exact both ways.
  it(`refuses exactly the recipes that no password meets (brute force, seed ${SEED})`, () => {
    const next = seededBytes(SEED);
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      const recipe = randomRecipe(next);
      const shown = JSON.stringify(recipe);
      const count = enumerate(recipe).length;
      const refusal = obviousRefusal(recipe);
      assert.equal(refusal !== undefined, count === 0, shown);
      if (refusal === undefined) continue;
      refused++;
      assert.equal(refusal.reason, 'minimums', shown);
      if (refusal.reason === 'minimums') assert.equal(refusal.needed, fewestCharacters(recipe), shown);
    }
    // Both sides occur, so the rule is tested on refusals, not vacuously.
    assert.ok(refused > 30, `${refused} refused`);
  });

  it('the case of the exact generator (seed 2): 20 overlapping sets at length 9 need 10 characters', () => {
    const sets = 'm q pu l jgi sm mxzn tAb i pfv gumA kt tpvj yx Bw h aeu ei Abty ri'.split(' ');
    const recipe = requiredRecipe(sets, 9);
    // Refused before counting: the greedy check of disjoint sets let it through, to a count of 0
    // that took 25-117 ms.
    assert.deepEqual(obviousRefusal(recipe), { reason: 'minimums', needed: 10 });
    assert.deepEqual(minimumsFit(recipe.required, 10), { fits: true });
  });

  it('never refuses on a guess: when its work bound is hit, the search says it cannot tell', () => {
    const sets = 'm q pu l jgi sm mxzn tAb i pfv gumA kt tpvj yx Bw h aeu ei Abty ri'.split(' ');
    const required = requiredRecipe(sets, 9).required;
    // Three nodes' work: the root's bound does not settle it, and the search stops there.
    const nodeWork = required.reduce((sum, set) => sum + set.chars.length, new Set(sets.join('')).size);
    assert.deepEqual(minimumsFit(required, 9, 3 * nodeWork), { fits: undefined });
  });
});

/** Bytes from {@link seededFill}, one at a time. */
function seededBytes(seed: number): () => number {
  const fill = seededFill(seed);
  const byte = new Uint8Array(1);
  return () => {
    fill(byte);
    return byte[0] as number;
  };
}

const MINIMUMS_SEED = 3838;

// Larger than enumeration allows: up to 8 sets of minimum 1 to 3 over 7 characters.
function minimumsRecipe(next: () => number): Recipe {
  const pool = 'abcdefg';
  const required = Array.from({ length: 2 + (next() % 7) }, () => {
    let chars = '';
    for (const ch of pool) if (next() % 4 === 0) chars += ch;
    return { chars: chars === '' ? (pool[next() % 7] as string) : chars, min: 1 + (next() % 3) };
  });
  return { length: 1, pool, required, maxRepeating: undefined, maxSequential: undefined };
}

describe(`the fewest characters the minimums need (brute force over multisets, seed ${MINIMUMS_SEED})`, () => {
  it('fits exactly from that many characters on, and otherwise gives that many', () => {
    const next = seededBytes(MINIMUMS_SEED);
    for (let i = 0; i < 200; i++) {
      const recipe = minimumsRecipe(next);
      const fewest = fewestCharacters(recipe);
      const shown = `${JSON.stringify(recipe.required)}: ${fewest}`;
      for (let length = Math.max(1, fewest - 3); length <= fewest + 1; length++) {
        const expected = length >= fewest ? { fits: true } : { fits: false, needed: fewest };
        assert.deepEqual(minimumsFit(recipe.required, length), expected, `${shown} at ${length}`);
      }
    }
  });
});

/** A recipe of `required` sets of minimum 1 over their union, as a rules string gives it. */
function requiredRecipe(sets: readonly string[], length: number, runs: Partial<Recipe> = {}): Recipe {
  const pool = [...new Set(sets.join(''))].sort().join('');
  const required = sets.map((chars) => ({ chars, min: 1 }));
  return { length, pool, required, maxRepeating: undefined, maxSequential: undefined, ...runs };
}

const tooComplex = (recipe: Recipe) => () => prepareRecipe(recipe);

describe('too_complex before counting, by the work model', () => {
  it('the case of issue 38: 16 overlapping required pairs at length 5 (accepted after 318-354 ms before)', () => {
    const pairs: string[] = [];
    for (const [i, a] of [...'abcdefg'].entries()) for (const b of 'abcdefg'.slice(i + 1)) pairs.push(a + b);
    const recipe = requiredRecipe(pairs.slice(0, 16), 5);
    assert.equal(normaliseRecipe(recipe).required.length, 16, 'no pair implies another');
    assert.equal(obviousUnsatisfiable(recipe), undefined, 'a b c d e meets every pair: not refused as minimums');
    // Neither cheaper count applies: more than 8 sets for blocks, overlapping sets for compositions.
    assert.equal(blocksWork(recipe), undefined);
    assert.equal(isComposable(normaliseRecipe(recipe)), false);
    // 2^16 count states x 7 groups x 4 steps at a quarter: 458,752, over the budget, so the table is never built.
    assert.equal(estimateWork(recipe), 458_752);
    assert.ok(estimateWork(recipe) > MAX_TABLE_WORK);
    assert.throws(tooComplex(recipe), RecipeTooComplexError);
  });

  // Before, the blocks counted whatever their series cost: this recipe took about 210 ms to count.
  it('a count by blocks is charged by the same model: 8 sets of distinct chains at length 128', () => {
    const sets = ['a', 'cd', 'fgh', 'jklm', 'opqrs', 'uvwxyz', 'ABCDEFG', 'IJKLMNOP'];
    const runs = { maxSequential: 3 };
    const long = requiredRecipe(sets, 128, runs);
    assert.ok((blocksWork(long) as number) > MAX_TABLE_WORK, String(blocksWork(long)));
    assert.equal(countByBlocks(long), undefined, 'the blocks step aside');
    assert.ok(estimateWork(long) > MAX_TABLE_WORK, 'and the table is over the budget too');
    assert.throws(tooComplex(long), RecipeTooComplexError);
    // Shorter, the same sets stay within the budget and are counted by blocks.
    const shorter = requiredRecipe(sets, 64, runs);
    assert.ok((blocksWork(shorter) as number) <= MAX_TABLE_WORK, String(blocksWork(shorter)));
    assert.equal(typeof countByBlocks(shorter), 'bigint');
  });

  it('a chain whose own table is over the budget makes the blocks step aside before any table is built', () => {
    const types = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'];
    const recipe = requiredRecipe(types, 128, { maxSequential: 40 });
    assert.equal(blocksWork(recipe), Number.POSITIVE_INFINITY);
    assert.equal(countByBlocks(recipe), undefined);
    assert.throws(tooComplex(recipe), RecipeTooComplexError);
  });
});

// The shape of bench/recipe-search-bench.ts: 6 to 23 overlapping classes of 1 to 4 characters
// from a span of 4 to 33, lengths 4 to 17, a third with a run limit.
const SEARCH_SEED = 38;
const CLASS_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789!#$%';

function searchRecipe(next: () => number): Recipe {
  const sets: string[] = [];
  const span = 4 + (next() % 30);
  for (let i = 6 + (next() % 18); i > 0; i--) {
    let set = '';
    for (let j = 1 + (next() % 4); j > 0; j--) set += CLASS_CHARS[next() % span];
    sets.push([...new Set(set)].join(''));
  }
  const maxRepeating = next() % 10 < 3 ? 1 + (next() % 3) : undefined;
  return requiredRecipe(sets, 4 + (next() % 14), { maxRepeating });
}

describe(`the seeded search's recipes (seed ${SEARCH_SEED})`, () => {
  it('each is refused before counting, or counted within the work budget', () => {
    const next = seededBytes(SEARCH_SEED);
    const outcomes = { minimums: 0, tooComplex: 0, counted: 0 };
    for (let i = 0; i < 300; i++) {
      const recipe = searchRecipe(next);
      const shown = JSON.stringify(recipe);
      if (obviousUnsatisfiable(recipe) !== undefined) {
        outcomes.minimums++;
        continue;
      }
      const tableWork = estimateWork(recipe);
      const byBlocks = blocksWork(recipe) ?? Number.POSITIVE_INFINITY;
      try {
        prepareRecipe(recipe);
        outcomes.counted++;
        assert.ok(Math.min(tableWork, byBlocks) <= MAX_TABLE_WORK, `counted over the budget: ${shown}`);
      } catch (error) {
        assert.ok(error instanceof RecipeTooComplexError, shown);
        outcomes.tooComplex++;
        // Refused by the model: the table it would need is over the budget (never built).
        assert.ok(tableWork > MAX_TABLE_WORK, `refused within the budget: ${shown}`);
      }
    }
    // Every outcome occurs, so the property is not met vacuously.
    for (const [outcome, times] of Object.entries(outcomes)) assert.ok(times >= 10, `${outcome}: ${times}`);
  });
});
