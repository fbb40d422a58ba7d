import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { enumerate, meetsRecipe } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import { chiSquarePValue, chiSquareUniform } from '../../test/support/statistics.js';
import type { Recipe } from './recipe.js';
import { compositionPlan } from './recipe-composition.js';
import { createRecipeSampler, prepareRecipe } from './recipe-sample.js';

// The character classes the generated recipes require from.
const CLASSES = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', '!#'];

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
