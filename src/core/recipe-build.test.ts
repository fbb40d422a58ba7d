import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate } from '../../test/support/recipe-reference.js';
import { parsePasswordRules } from './password-rules.js';
import { buildRecipe, type RecipeBuild, type RecipeValues } from './recipe-build.js';

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const allBut = (kept: string) => [...PRINTABLE].filter((ch) => !kept.includes(ch)).join('');

const DEFAULTS: RecipeValues = {
  length: 16,
  lengths: { min: 4, max: 128 },
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  excludeAmbiguous: false,
  noRepeats: false,
  symbolSet: undefined,
  exclude: undefined,
  minLower: 0,
  minUpper: 0,
  minDigits: 0,
  minSymbols: 0,
  maxRepeating: undefined,
  maxSequential: undefined,
  rules: undefined,
  allowSpace: false,
};

function rules(text: string) {
  const parsed = parsePasswordRules(text);
  assert.ok(parsed.ok, text);
  return parsed.rules;
}

const build = (values: Partial<RecipeValues>, workBudget = Number.POSITIVE_INFINITY): RecipeBuild =>
  buildRecipe({ ...DEFAULTS, ...values }, { workBudget });

describe('buildRecipe', () => {
  it('gives each reason as a value, with its cause', () => {
    const refused = (values: Partial<RecipeValues>) => {
      const outcome = build(values);
      assert.equal(outcome.kind, 'refused', JSON.stringify(values));
      return outcome.kind === 'refused' ? outcome.failure : undefined;
    };
    assert.deepEqual(refused({ exclude: allBut('a') }), { reason: 'unsatisfiable', cause: 'pool' });
    assert.deepEqual(refused({ digits: false, minDigits: 1 }), {
      reason: 'unsatisfiable',
      cause: 'required_empty',
      minimum: 'minDigits',
    });
    assert.deepEqual(refused({ rules: rules('required: [a]; allowed: [bc];'), exclude: 'a' }), {
      reason: 'unsatisfiable',
      cause: 'required_empty',
      minimum: undefined,
    });
    assert.deepEqual(refused({ length: 4, minDigits: 3, minUpper: 2 }), {
      reason: 'unsatisfiable',
      cause: 'minimums',
      needed: 5,
      length: 4,
    });
    assert.deepEqual(refused({ rules: rules('maxlength: 10;'), length: 12 }), {
      reason: 'unsatisfiable',
      cause: 'length',
      min: 4,
      max: 10,
      length: 12,
    });
    assert.deepEqual(refused({ length: 4, exclude: allBut('ab'), maxRepeating: 1, maxSequential: 1 }), {
      reason: 'unsatisfiable',
      cause: 'counted',
      length: 4,
    });
    assert.deepEqual(refused({ length: 8, symbolSet: ' ', minSymbols: 8 }), { reason: 'no_randomness' });
    const many = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((ch) => `required: [${ch}];`);
    assert.deepEqual(refused({ rules: rules(`${many.join(' ')} max-consecutive: 2;`), length: 64 }), {
      reason: 'too_complex',
    });
  });

  it('defers a recipe over the work budget, and counts it without one', () => {
    const heavy = { length: 64, minDigits: 8, minSymbols: 8, maxSequential: 2 };
    assert.equal(build(heavy, 1).kind, 'deferred');
    assert.equal(build({ length: 8, minDigits: 2 }, 1e9).kind, 'built');
  });

  it('under rules, the length not asked for is 16 brought into their range', () => {
    const lengthOf = (values: Partial<RecipeValues>) => {
      const outcome = build({ ...values, length: undefined });
      assert.equal(outcome.kind, 'built');
      return outcome.kind === 'built' ? outcome.prepared.recipe.length : undefined;
    };
    assert.equal(lengthOf({ rules: rules('minlength: 20;') }), 20);
    assert.equal(lengthOf({ rules: rules('maxlength: 10;') }), 10);
    assert.equal(lengthOf({ rules: rules('required: digit;') }), 16);
  });

  it('throws nothing and counts exactly on 400 random small values (a brute-force reference)', () => {
    let state = 39;
    const int = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * n);
    };
    const kinds = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const kept = [...new Set([...'abcAB01!# '].filter(() => int(3) === 0))].join('');
      const values: Partial<RecipeValues> = {
        length: 4 + int(3),
        exclude: allBut(kept),
        minLower: int(2),
        minDigits: int(2),
        maxRepeating: int(2) === 0 ? 1 + int(2) : undefined,
        maxSequential: int(2) === 0 ? 1 + int(2) : undefined,
        ...(int(3) === 0
          ? { rules: rules('required: [ab]; allowed: ascii-printable;'), allowSpace: int(2) === 0 }
          : {}),
      };
      const outcome = build(values);
      kinds.add(outcome.kind === 'refused' ? outcome.failure.reason : outcome.kind);
      if (outcome.kind !== 'built') continue;
      const count = enumerate(outcome.prepared.recipe).length;
      assert.equal(outcome.prepared.figures.count, BigInt(count), JSON.stringify(values));
      assert.ok(count > 1);
    }
    // The check can fail both ways: recipes were counted, and others refused.
    assert.ok(kinds.has('built') && kinds.has('unsatisfiable'), [...kinds].join());
  });
});
