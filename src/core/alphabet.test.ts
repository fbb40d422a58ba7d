import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALPHABET_FIELDS,
  type AlphabetOptions,
  AMBIGUOUS,
  alphabetKey,
  buildAlphabet,
  DIGITS,
  LOWER,
  SYMBOLS,
  UPPER,
} from './alphabet.js';

const ALL: AlphabetOptions = { lower: true, upper: true, digits: true, symbols: true, excludeAmbiguous: false };
const NONE: AlphabetOptions = { lower: false, upper: false, digits: false, symbols: false, excludeAmbiguous: false };

describe('buildAlphabet', () => {
  it('has the character sets of the specification, exactly', () => {
    assert.equal(LOWER, 'abcdefghijklmnopqrstuvwxyz');
    assert.equal(UPPER, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    assert.equal(DIGITS, '0123456789');
    assert.equal(SYMBOLS, '~!@#$%^&*()_+-=[]{};:,./<>?');
    assert.equal(SYMBOLS.length, 27);
  });

  it('gives 26, 26, 10 and 27 characters for each type alone and 89 for all four', () => {
    assert.equal(buildAlphabet({ ...NONE, lower: true }), LOWER);
    assert.equal(buildAlphabet({ ...NONE, upper: true }), UPPER);
    assert.equal(buildAlphabet({ ...NONE, digits: true }), DIGITS);
    assert.equal(buildAlphabet({ ...NONE, symbols: true }), SYMBOLS);
    assert.equal(buildAlphabet(ALL).length, 89);
  });

  it('has no duplicate characters in any combination', () => {
    for (let mask = 1; mask < 32; mask++) {
      const alphabet = buildAlphabet({
        lower: (mask & 1) !== 0,
        upper: (mask & 2) !== 0,
        digits: (mask & 4) !== 0,
        symbols: (mask & 8) !== 0,
        excludeAmbiguous: (mask & 16) !== 0,
      });
      assert.equal(new Set(alphabet).size, alphabet.length, `mask ${mask}`);
    }
  });

  it('exclude_ambiguous removes 0 O 1 I l o (six characters: | is in no set), 89 becomes 83', () => {
    const alphabet = buildAlphabet({ ...ALL, excludeAmbiguous: true });
    assert.equal(alphabet.length, 83);
    for (const ch of '0O1Ilo|') assert.ok(!alphabet.includes(ch), `${ch} must be removed`);
    assert.deepEqual(
      [...buildAlphabet(ALL)].filter((ch) => !alphabet.includes(ch)),
      ['l', 'o', 'I', 'O', '0', '1'],
    );
    assert.ok(AMBIGUOUS.includes('|'));
  });

  it('exclude_ambiguous per type: lower 24, upper 24, digits 8, symbols 27', () => {
    const ex = { ...NONE, excludeAmbiguous: true };
    assert.equal(buildAlphabet({ ...ex, lower: true }).length, 24);
    assert.equal(buildAlphabet({ ...ex, upper: true }).length, 24);
    assert.equal(buildAlphabet({ ...ex, digits: true }), '23456789');
    assert.equal(buildAlphabet({ ...ex, symbols: true }), SYMBOLS);
  });

  it('is empty when every type is off', () => {
    assert.equal(buildAlphabet(NONE), '');
    assert.equal(buildAlphabet({ ...NONE, excludeAmbiguous: true }), '');
  });
});

describe('alphabetKey', () => {
  // Every combination of the alphabet's fields, warmed in one order and read back in another: a field
  // missing from the key would hand one combination another's cached alphabet.
  it('gives each combination of ALPHABET_FIELDS its own key and its own alphabet, whatever the cache holds', () => {
    const combinations = Array.from({ length: 2 ** ALPHABET_FIELDS.length }, (_, mask) =>
      Object.fromEntries(ALPHABET_FIELDS.map((field, bit) => [field, (mask & (1 << bit)) !== 0])),
    ) as AlphabetOptions[];
    const keys = new Set(combinations.map(alphabetKey));
    assert.equal(keys.size, combinations.length);
    const fresh = (o: AlphabetOptions): string =>
      [o.lower ? LOWER : '', o.upper ? UPPER : '', o.digits ? DIGITS : '', o.symbols ? SYMBOLS : '']
        .join('')
        .split('')
        .filter((ch) => !(o.excludeAmbiguous && AMBIGUOUS.includes(ch)))
        .join('');
    for (const options of combinations) buildAlphabet(options);
    for (const options of [...combinations].reverse()) assert.equal(buildAlphabet(options), fresh(options));
  });
});
