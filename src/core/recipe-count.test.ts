import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate } from '../../test/support/recipe-reference.js';
import { seededFill } from '../../test/support/seeded-fill.js';
import type { Recipe, RequiredSet } from './recipe.js';
import { compositionPlan } from './recipe-composition.js';
import { buildRecipeTable, countByBlocks, countRecipe, log2BigInt } from './recipe-count.js';

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
