/**
 * Recipes with many required sets: duplicates, nested sets and more than 31
 * distinct ones (a bit mask of an int wraps from the 33rd set on: set 33 was
 * checked against set 1's characters). Every figure is checked against a
 * brute-force enumeration or an independent inclusion-exclusion, and every
 * drawn password against the original, unnormalised sets.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate, meetsRecipe } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import { normaliseRequired, type Recipe, type RequiredSet } from './recipe.js';
import { createRecipeCheck } from './recipe-check.js';
import { countRecipe, RecipeTooComplexError } from './recipe-count.js';
import { createRecipeSampler, prepareRecipe } from './recipe-sample.js';

const SET_COUNTS = [1, 31, 32, 33, 64, 200];

/** Distinct non-empty subsets of a pool, `k` of them (cycling through the pool's subsets by a seed). */
function distinctSubsets(pool: string, k: number, seed: number): RequiredSet[] {
  const all = 2 ** pool.length - 1;
  assert.ok(k <= all, `only ${all} subsets of ${pool}`);
  const masks = Array.from({ length: all }, (_, i) => i + 1);
  const fill = seededFill(seed);
  const byte = new Uint8Array(4);
  for (let i = masks.length - 1; i > 0; i--) {
    fill(byte);
    const j = new DataView(byte.buffer).getUint32(0) % (i + 1);
    [masks[i], masks[j]] = [masks[j] as number, masks[i] as number];
  }
  return masks.slice(0, k).map((mask) => ({ chars: [...pool].filter((_, b) => (mask >> b) & 1).join(''), min: 1 }));
}

/** Draws 300 passwords and checks each against the original recipe with the independent validator. */
function drawsMeet(recipe: Recipe, seed: number): void {
  const prepared = prepareRecipe(recipe);
  const sampler = createRecipeSampler({ randomFill: seededFill(seed) });
  for (const method of ['rejection', prepared.method] as const) {
    for (const password of sampler.draw(prepared, 150, method)) {
      assert.ok(meetsRecipe(recipe, password), `${method}: ${password} breaks ${JSON.stringify(recipe.required)}`);
    }
  }
}

describe('many required sets', () => {
  for (const k of SET_COUNTS) {
    it(`${k} duplicated sets plus one more: the count is the brute-force count, and every draw meets every set`, () => {
      const required = [...Array.from({ length: k }, () => ({ chars: 'abc', min: 1 })), { chars: '~', min: 1 }];
      const recipe: Recipe = { length: 5, pool: 'abc~', required, maxRepeating: undefined, maxSequential: undefined };
      assert.equal(countRecipe(recipe).count, BigInt(enumerate(recipe).length));
      drawsMeet(recipe, k);
    });

    it(`${k} distinct overlapping sets over 8 characters: brute-force count, and every draw meets every set`, () => {
      const pool = 'abcdefgh';
      const required = distinctSubsets(pool, k, 7 * k);
      const recipe: Recipe = { length: 5, pool, required, maxRepeating: 2, maxSequential: undefined };
      const expected = BigInt(enumerate(recipe).length);
      try {
        assert.equal(countRecipe(recipe).count, expected);
      } catch (error) {
        // Too many sets that imply none of the others is a refusal, never a wrong count.
        assert.ok(error instanceof RecipeTooComplexError, String(error));
        return;
      }
      if (expected > 0n) drawsMeet(recipe, k + 1);
    });
  }

  it('33 and 64 distinct single characters at length 64: inclusion-exclusion, and every draw holds all', () => {
    const pool = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');
    for (const k of [33, 64]) {
      const required = [...pool.slice(0, k)].map((ch) => ({ chars: ch, min: 1 }));
      const recipe: Recipe = { length: 64, pool, required, maxRepeating: undefined, maxSequential: undefined };
      // Strings of length L over N characters holding each of k given ones: sum_j (-1)^j C(k,j) (N-j)^L.
      let expected = 0n;
      let binomial = 1n;
      for (let j = 0; j <= k; j++) {
        const term = binomial * BigInt(pool.length - j) ** 64n;
        expected += j % 2 === 0 ? term : -term;
        binomial = (binomial * BigInt(k - j)) / BigInt(j + 1);
      }
      assert.equal(countRecipe(recipe).count, expected);
      const prepared = prepareRecipe(recipe);
      const sampler = createRecipeSampler({ randomFill: seededFill(k) });
      for (const password of sampler.draw(prepared, 20)) {
        for (const { chars } of required) assert.ok(password.includes(chars), `${password} lacks ${chars}`);
      }
    }
  });

  it('the check counts the 33rd set and beyond (it once read set 1 for set 33)', () => {
    const pool = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ';
    // 36 single-character sets: a password missing only the last one must fail.
    const required = [...pool].map((ch) => ({ chars: ch, min: 1 }));
    const recipe: Recipe = { length: 36, pool, required, maxRepeating: undefined, maxSequential: undefined };
    const check = createRecipeCheck(recipe);
    const codes = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));
    for (let missing = 0; missing < pool.length; missing++) {
      const text = [...pool].map((ch, i) => (i === missing ? (pool[(i + 1) % pool.length] as string) : ch)).join('');
      assert.equal(check(codes(text)), false, `missing ${pool[missing]}`);
      assert.equal(meetsRecipe(recipe, text), false);
    }
    assert.equal(check(codes(pool)), true);
  });

  it('normalises duplicates and nested sets, keeping the largest minimum and dropping what is implied', () => {
    const sets = [
      { chars: 'abc', min: 1 },
      { chars: 'abc', min: 2 },
      { chars: 'ab', min: 1 },
      { chars: 'abcdef', min: 1 },
      { chars: 'xy', min: 1 },
      { chars: 'xy', min: 1 },
      { chars: 'z', min: 0 },
    ];
    assert.deepEqual(normaliseRequired(sets), [
      { chars: 'abc', min: 2 },
      { chars: 'ab', min: 1 },
      { chars: 'xy', min: 1 },
    ]);
  });

  it('17 to 200 nested or repeated sets draw without a crash (the table once kept the sets the count dropped)', () => {
    const nested = Array.from({ length: 26 }, (_, i) => ({
      chars: 'abcdefghijklmnopqrstuvwxyz'.slice(0, i + 1),
      min: 1,
    }));
    for (const required of [nested, Array.from({ length: 200 }, () => ({ chars: 'xyz', min: 1 }))]) {
      const recipe: Recipe = {
        length: 20,
        pool: 'abcdefghijklmnopqrstuvwxyz',
        required,
        maxRepeating: 2,
        maxSequential: 3,
      };
      drawsMeet(recipe, required.length);
    }
  });
});
