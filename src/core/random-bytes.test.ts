import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededFill } from '../../test/support/seeded-fill.js';
import { createPasswordGenerator } from './generator.js';
import { createPassphraseGenerator } from './passphrase.js';
import { createRandomBytes, MAX_REJECTIONS, type RandomFill, RandomSourceError } from './random-bytes.js';
import { createRecipeSampler, prepareRecipe } from './recipe-sample.js';

const stuckAt =
  (value: number): RandomFill =>
  (target) =>
    void target.fill(value);

// Fails the test rather than hanging it: each call must end within the bound of tries.
function refusesAsBroken(run: () => unknown, label: string): void {
  assert.throws(
    run,
    (error: unknown) => error instanceof RandomSourceError && error.code === 'random_source_failed',
    label,
  );
}

describe('a broken random source fails with RandomSourceError after a bounded number of tries', () => {
  it('bytes stuck at 0xFF: every rejection loop of the byte stream gives up', () => {
    const bytes = createRandomBytes(stuckAt(0xff));
    refusesAsBroken(() => bytes.below(89), 'below 256');
    refusesAsBroken(() => bytes.below(1000), 'below 65536');
    refusesAsBroken(() => bytes.below(1_000_000_007), 'below 2^48');
    refusesAsBroken(() => bytes.bigBelow(10n ** 30n + 1n), 'bigBelow');
    const passwords = createPasswordGenerator({ randomFill: stuckAt(0xff) });
    refusesAsBroken(() => passwords.generate({ alphabet: 'abc', length: 8, count: 1, noRepeats: false }), 'plain');
    refusesAsBroken(() => passwords.generate({ alphabet: 'abc', length: 8, count: 1, noRepeats: true }), 'no repeats');
    const passphrases = createPassphraseGenerator({ randomFill: stuckAt(0xff) });
    const shape = { list: ['ab', 'cd', 'ef'], words: 3, separator: '-', capitalize: 'none', digit: false } as const;
    refusesAsBroken(() => passphrases.generate({ ...shape, count: 1 }), 'passphrase');
  });

  it('zeros, which every loop accepts, still end a recipe that refuses their password', () => {
    // Three digits at length 8 are drawn by rejection: "aaaaaaaa" never meets the recipe.
    const recipe = { length: 8, pool: 'abcdefghij0123456789', required: [{ chars: '0123456789', min: 3 }] };
    const prepared = prepareRecipe({ ...recipe, maxRepeating: undefined, maxSequential: undefined });
    assert.equal(prepared.method, 'rejection');
    refusesAsBroken(() => createRecipeSampler({ randomFill: stuckAt(0) }).draw(prepared, 1), 'rejection drawer');
  });

  it('a working source is never taken for a broken one (the bound is 2^-128 away)', () => {
    assert.ok(MAX_REJECTIONS >= 128);
    const bytes = createRandomBytes(seededFill(7));
    for (let i = 0; i < 100_000; i++) bytes.below(129); // accepts 129·1/256 of bytes: the worst pool
  });
});
