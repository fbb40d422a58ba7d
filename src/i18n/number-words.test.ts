import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NUMBER_WORDS } from './number-words.js';

describe('NUMBER_WORDS', () => {
  it('both languages name the same exponents, ascending multiples of 3 from 3', () => {
    const en = NUMBER_WORDS.en.magnitudes.map((m) => m.exponent);
    const es = NUMBER_WORDS.es.magnitudes.map((m) => m.exponent);
    assert.deepEqual(en, es);
    assert.deepEqual(
      en,
      en.map((_, i) => 3 * (i + 1)),
    );
  });

  it('every template has the {n} placeholder and every scientific form {m} and {e}', () => {
    for (const words of Object.values(NUMBER_WORDS)) {
      for (const m of words.magnitudes) assert.ok(m.other.includes('{n}'), m.other);
      assert.ok(words.scientific.includes('{m}') && words.scientific.includes('{e}'));
    }
  });
});
