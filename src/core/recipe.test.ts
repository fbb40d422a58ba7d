import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { enumerate, meetsRecipe } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import { chiSquarePValue, chiSquareUniform } from '../../test/support/statistics.js';
import type { Recipe, RequiredSet } from './recipe.js';
import { compositionPlan } from './recipe-composition.js';
import { buildRecipeTable, countByBlocks, countRecipe, log2BigInt } from './recipe-count.js';
import { createRecipeSampler, prepareRecipe } from './recipe-sample.js';

function seededInt(seed: number): (n: number) => number {
  const fill = seededFill(seed);
  const buffer = new Uint8Array(4);
  return (n) => {
    fill(buffer);
    return (((buffer[0] as number) << 16) | ((buffer[1] as number) << 8) | (buffer[2] as number)) % n;
  };
}

// Characters with neighbours in a-z, A-Z and 0-9, and symbols, so every kind of run can occur.
const CANDIDATES = 'abcdeABC0123!#';
const CLASSES = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', '!#'];

function randomRecipe(int: (n: number) => number): Recipe {
  const size = 2 + int(4);
  let pool = '';
  while (pool.length < size) {
    const ch = CANDIDATES[int(CANDIDATES.length)] as string;
    if (!pool.includes(ch)) pool += ch;
  }
  const required: RequiredSet[] = [];
  for (const cls of CLASSES) {
    if (int(3) === 0) required.push({ chars: [...pool].filter((c) => cls.includes(c)).join(''), min: 1 + int(2) });
  }
  // Overlapping custom sets, as `required:` lines of a rules string give.
  if (int(3) === 0) required.push({ chars: pool.slice(0, 1 + int(pool.length)), min: 1 });
  if (int(4) === 0) required.push({ chars: pool.slice(int(pool.length)), min: 1 + int(2) });
  const length = 4 + int(4);
  const maxRepeating = int(2) === 0 ? 1 + int(3) : undefined;
  const maxSequential = int(2) === 0 ? 1 + int(3) : undefined;
  return { length, pool, required, maxRepeating, maxSequential };
}

describe('countRecipe', () => {
  it('equals a brute-force enumeration on 400 random small recipes', () => {
    const int = seededInt(22);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const recipe = randomRecipe(int);
      const expected = enumerate(recipe).length;
      assert.equal(countRecipe(recipe).count, BigInt(expected), JSON.stringify(recipe));
      if (expected > 0) nonEmpty++;
    }
    assert.ok(nonEmpty > 200, `only ${nonEmpty} recipes allow a password`);
  });

  it('counts by blocks exactly as the full table does, where blocks apply (300 larger recipes)', () => {
    const int = seededInt(2022);
    let applied = 0;
    for (let i = 0; i < 300; i++) {
      const small = randomRecipe(int);
      const recipe = { ...small, length: 8 + int(17), pool: small.pool + 'fghxyzDEF456@'.slice(0, int(14)) };
      const byBlocks = countByBlocks(recipe);
      if (byBlocks === undefined) continue;
      applied++;
      assert.equal(byBlocks, buildRecipeTable(recipe).count, JSON.stringify(recipe));
    }
    assert.ok(applied > 100, `blocks applied to only ${applied} recipes`);
  });

  it('counts by compositions exactly as the full table does, without run limits (300 recipes)', () => {
    const int = seededInt(4242);
    let applied = 0;
    for (let i = 0; i < 300; i++) {
      const recipe = { ...randomRecipe(int), length: 6 + int(10), maxRepeating: undefined, maxSequential: undefined };
      const plan = compositionPlan(recipe);
      if (plan === undefined) continue;
      applied++;
      assert.equal(plan.count, buildRecipeTable(recipe).count, JSON.stringify(recipe));
    }
    assert.ok(applied > 100, `compositions applied to only ${applied} recipes`);
  });

  it('gives bits = log2(count) and today figures for a plain pool', () => {
    const plain: Recipe = {
      length: 16,
      pool: 'abcdefghij',
      required: [],
      maxRepeating: undefined,
      maxSequential: undefined,
    };
    assert.equal(countRecipe(plain).count, 10n ** 16n);
    assert.ok(Math.abs(countRecipe(plain).bits - 16 * Math.log2(10)) < 1e-9);
    const noRepeats = { ...plain, maxRepeating: 1 };
    assert.equal(countRecipe(noRepeats).count, 10n * 9n ** 15n);
    assert.ok(Math.abs(log2BigInt(3n ** 400n) - 400 * Math.log2(3)) < 1e-9);
  });

  it('counts length 20 with all four types required by inclusion-exclusion', () => {
    const pools = [26n, 26n, 10n, 27n];
    const total = 89n;
    let expected = 0n;
    for (let subset = 0; subset < 16; subset++) {
      let missing = 0n;
      let sign = 1n;
      pools.forEach((size, i) => {
        if ((subset >> i) & 1) {
          missing += size;
          sign = -sign;
        }
      });
      expected += sign * (total - missing) ** 20n;
    }
    const symbols = '~!@#$%^&*()_+-=[]{};:,./<>?';
    const lower = 'abcdefghijklmnopqrstuvwxyz';
    const upper = lower.toUpperCase();
    const digits = '0123456789';
    const recipe: Recipe = {
      length: 20,
      pool: lower + upper + digits + symbols,
      required: [lower, upper, digits, symbols].map((chars) => ({ chars, min: 1 })),
      maxRepeating: undefined,
      maxSequential: undefined,
    };
    assert.equal(countRecipe(recipe).count, expected);
  });
});

// Small recipes where rejection would be slow (few plain draws pass) and fast.
const UNIFORMITY_CASES: readonly Recipe[] = [
  { length: 5, pool: 'abc!', required: [{ chars: '!', min: 2 }], maxRepeating: 1, maxSequential: 2 },
  { length: 6, pool: 'abcdef!', required: [{ chars: '!', min: 3 }], maxRepeating: 1, maxSequential: undefined },
  {
    length: 4,
    pool: 'abcd',
    required: [
      { chars: 'a', min: 1 },
      { chars: 'ab', min: 2 },
    ],
    maxRepeating: undefined,
    maxSequential: 1,
  },
  // Minimums of 2 on disjoint sets and no run limit: the composition method.
  {
    length: 6,
    pool: 'abc12!',
    required: [
      { chars: '12', min: 2 },
      { chars: '!', min: 2 },
    ],
    maxRepeating: undefined,
    maxSequential: undefined,
  },
  {
    length: 5,
    pool: 'AB12',
    required: [
      { chars: 'AB', min: 1 },
      { chars: '12', min: 1 },
    ],
    maxRepeating: 1,
    maxSequential: 2,
  },
];

describe('createRecipeSampler', () => {
  for (const [n, recipe] of UNIFORMITY_CASES.entries()) {
    // Rejection is served only where plain draws pass often; the rare case is drawn by the walk alone.
    const plain = prepareRecipe(recipe).figures.acceptance > 0.05;
    const methods: ('walk' | 'rejection' | 'composition')[] = plain ? ['walk', 'rejection'] : ['walk'];
    if (compositionPlan(recipe) !== undefined) methods.push('composition');
    for (const method of methods) {
      it(`draws every allowed string equally often (case ${n}, ${method})`, () => {
        const allowed = enumerate(recipe);
        const prepared = prepareRecipe(recipe);
        assert.equal(prepared.figures.count, BigInt(allowed.length));
        const sampler = createRecipeSampler({ randomFill: seededFill(1000 + n) });
        const draws = 40 * allowed.length;
        const tally = new Map(allowed.map((p) => [p, 0]));
        for (const p of sampler.draw(prepared, draws, method)) {
          assert.ok(tally.has(p), `drew a string outside the set: ${p}`);
          tally.set(p, (tally.get(p) as number) + 1);
        }
        const p = chiSquarePValue(chiSquareUniform([...tally.values()]), allowed.length - 1);
        assert.ok(p > 1e-6, `chi-square p = ${p} over ${allowed.length} strings`);
      });
    }
  }

  it('picks the walk where rejection would accept rarely', () => {
    const rare = UNIFORMITY_CASES[1] as Recipe;
    assert.ok(prepareRecipe(rare).figures.acceptance < 0.01);
    assert.equal(prepareRecipe(rare).method, 'walk');
  });
});

const recipeArbitrary = fc
  .record({
    length: fc.integer({ min: 4, max: 24 }),
    pool: fc.uniqueArray(fc.constantFrom(...'abcxyzABCXYZ0189!@#'), { minLength: 2, maxLength: 19 }),
    mins: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    maxRepeating: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    maxSequential: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  })
  .map(({ length, pool, mins, maxRepeating, maxSequential }): Recipe => {
    const text = pool.join('');
    const required = CLASSES.map((cls, i) => ({
      chars: [...text].filter((c) => cls.includes(c) || (i === 3 && '@'.includes(c))).join(''),
      min: mins[i] as number,
    })).filter((set) => set.chars.length > 0);
    return { length, pool: text, required, maxRepeating, maxSequential };
  });

describe('recipe properties', () => {
  it('every drawn password meets every constraint (independent validator)', () => {
    const sampler = createRecipeSampler({ randomFill: seededFill(7) });
    fc.assert(
      fc.property(recipeArbitrary, (recipe) => {
        const prepared = prepareRecipe(recipe);
        if (prepared.figures.count === 0n) return;
        for (const method of ['walk', 'rejection', 'composition'] as const) {
          if (method === 'rejection' && prepared.figures.acceptance < 1e-3) continue;
          if (method === 'composition' && compositionPlan(recipe) === undefined) continue;
          for (const p of sampler.draw(prepared, 5, method)) assert.ok(meetsRecipe(recipe, p), `${p}`);
        }
      }),
      { numRuns: 300, seed: 22 },
    );
  });
});
