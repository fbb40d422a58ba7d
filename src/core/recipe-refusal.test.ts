/**
 * Refusals decided before any count: overlapping required sets whose disjoint part alone needs
 * more characters than the length. The adversarial run found such recipes refused only after a
 * full count (hundreds of milliseconds); their time is measured in npm run bench (recipes).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import { obviousUnsatisfiable, type Recipe } from './recipe.js';
import { countRecipe } from './recipe-count.js';

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

  it(`never refuses a recipe that some password meets (brute force, seed ${SEED})`, () => {
    const fill = seededFill(SEED);
    const byte = new Uint8Array(1);
    const next = () => {
      fill(byte);
      return byte[0] as number;
    };
    let refused = 0;
    for (let i = 0; i < 600; i++) {
      const recipe = randomRecipe(next);
      const count = enumerate(recipe).length;
      if (obviousUnsatisfiable(recipe) === 'minimums') {
        refused++;
        assert.equal(count, 0, JSON.stringify(recipe));
      }
    }
    // Both sides occur, so the rule is tested on refusals, not vacuously.
    assert.ok(refused > 30, `${refused} refused`);
  });
});
