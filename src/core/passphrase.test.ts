import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { enumeratePassphrases as enumerate } from '../../test/support/passphrases.js';
import { chiSquarePValue, chiSquareUniform, UNIFORMITY_ALPHA } from '../../test/support/statistics.js';
import { EFF_SHORT_WORDLIST } from '../wordlists/eff-short.js';
import type { RandomFill } from './generator.js';
import {
  type Capitalize,
  capitalizeWord,
  createPassphraseGenerator,
  type PassphraseShape,
  passphraseBits,
  passphraseChoices,
} from './passphrase.js';
import { injectivityByParsing, isInjectiveShape } from './passphrase-injectivity.js';

const CAPITALIZE: readonly Capitalize[] = ['none', 'first', 'random'];

// Tiny lists that provoke every way two choices can write the same string.
const TINY_LISTS: readonly (readonly string[])[] = [
  ['ab', 'cd'],
  ['ab', 'c', 'abc'], // two words concatenate into a third
  ['a-b', 'a', 'b'], // a hyphenated word whose halves are words
  ['a-b', 'cd', 'b'], // hyphenated, but its first half is no word
  ['yo-yo', 'yoyo', 'to'],
  ['ab', 'ba', 'aba'],
  ['ab1', 'ab', 'cd'], // a word that looks like another with its digit
  ['ab', 'Ab'], // a word that looks like another capitalised
  ['1x', 'yz'], // nothing to capitalise
  ['ax', 'xa', 'x'],
  ['ab', 'cd', 'e'], // prefix-free: the shortcut decides
  ['ab', 'ca', 'bc'], // prefix-free, with words that overlap
];
const SEPARATORS = ['', '-', ' ', 'a', 'A', '1', '--', '-a', 'x'];

describe('passphrase counting against brute-force enumeration', () => {
  it('refuses exactly the shapes where two choices give one string, and counts the others exactly', () => {
    let injective = 0;
    let refused = 0;
    for (const list of TINY_LISTS) {
      for (const separator of SEPARATORS) {
        for (const capitalize of CAPITALIZE) {
          for (const digit of [false, true]) {
            for (const words of [1, 2, 3]) {
              const shape = { list, words, separator, capitalize, digit };
              const strings = enumerate(shape);
              const distinct = new Set(strings).size;
              const label = JSON.stringify(shape);
              assert.equal(BigInt(strings.length), passphraseChoices(shape), label);
              const expected = distinct === strings.length;
              assert.equal(isInjectiveShape(shape), expected, label);
              assert.equal(injectivityByParsing(shape), expected, `without the shortcut: ${label}`);
              if (expected) {
                injective++;
                assert.ok(Math.abs(passphraseBits(shape) - Math.log2(distinct)) < 1e-9, label);
              } else {
                refused++;
              }
            }
          }
        }
      }
    }
    // Both outcomes occur often, so neither side of the rule is tested vacuously.
    assert.ok(injective > 1000 && refused > 200, `${injective} injective, ${refused} refused`);
  });

  it('the examples of the issue: 6 words of 7776 give 77.55 bits, random capitals add 1 a word, the digit log2(10k)', () => {
    const list = Array.from({ length: 7776 }, (_, i) => `w${i}`);
    const shape: PassphraseShape = { list, words: 6, separator: '-', capitalize: 'none', digit: false };
    assert.equal(passphraseBits(shape).toFixed(2), '77.55');
    assert.equal(passphraseChoices(shape), 7776n ** 6n);
    assert.ok(Math.abs(passphraseBits({ ...shape, capitalize: 'random' }) - passphraseBits(shape) - 6) < 1e-9);
    assert.ok(Math.abs(passphraseBits({ ...shape, digit: true }) - passphraseBits(shape) - Math.log2(60)) < 1e-9);
    assert.equal(passphraseBits({ ...shape, capitalize: 'first' }), passphraseBits(shape));
  });

  it('capitalises the first character only', () => {
    assert.equal(capitalizeWord('yo-yo'), 'Yo-yo');
    assert.equal(capitalizeWord('abc'), 'Abc');
  });
});

// Every 16-bit value once per cycle, high byte first: a perfectly flat source of word indices.
/** Every value of `bytes` bytes in turn, big-endian: one cycle of 256 or 65536 values. */
function counterSource(bytes: 1 | 2): RandomFill {
  let next = 0;
  return (target) => {
    for (let i = 0; i < target.length; i += bytes) {
      if (bytes === 2) target[i] = next >> 8;
      target[i + bytes - 1] = next & 255;
      next = (next + 1) % 256 ** bytes;
    }
  };
}

const listOfSize = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);

describe('createPassphraseGenerator: uniform draws', () => {
  it('maps one cycle of 256 (short lists) or 65536 values to an exactly flat distribution of words (no modulo bias)', () => {
    for (const n of [3, 5, 200, 1296, 7776]) {
      const list = listOfSize(n);
      // A list of up to 256 words takes one byte a word, a longer one two.
      const bytes = n <= 256 ? 1 : 2;
      const values = 256 ** bytes;
      const generator = createPassphraseGenerator({ randomFill: counterSource(bytes), batchBytes: bytes * values });
      const accepted = values - (values % n);
      const [passphrase] = generator.generate({
        list,
        words: accepted,
        separator: ' ',
        capitalize: 'none',
        digit: false,
        count: 1,
      });
      const counts = new Map<string, number>();
      for (const word of (passphrase as string).split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
      assert.equal(counts.size, n, `list of ${n}`);
      assert.deepEqual(new Set(counts.values()), new Set([accepted / n]), `list of ${n}`);
    }
  });

  it("words at each position are uniform over EFF's short list (chi-square, 40 draws a word)", () => {
    const list = EFF_SHORT_WORDLIST;
    const index = new Map(list.map((word, i) => [word, i]));
    const generator = createPassphraseGenerator({ randomFill: randomFillSync });
    const words = 4;
    const passphrases = generator.generate({
      list,
      words,
      separator: '.',
      capitalize: 'none',
      digit: false,
      count: 1296 * 40,
    });
    for (let position = 0; position < words; position++) {
      const counts = new Array(1296).fill(0);
      for (const passphrase of passphrases) counts[index.get(passphrase.split('.')[position] as string) as number]++;
      const p = chiSquarePValue(chiSquareUniform(counts), 1295);
      assert.ok(p > UNIFORMITY_ALPHA, `position ${position}: p = ${p}`);
    }
  });

  it('random capitals: the 2^k patterns are uniform (chi-square)', () => {
    const generator = createPassphraseGenerator({ randomFill: randomFillSync });
    for (const words of [3, 9]) {
      const patterns = 2 ** words;
      const passphrases = generator.generate({
        list: ['ab', 'cd'],
        words,
        separator: ' ',
        capitalize: 'random',
        digit: false,
        count: Math.min(20_000, patterns * 60),
      });
      const counts = new Array(patterns).fill(0);
      for (const passphrase of passphrases) {
        const mask = passphrase
          .split(' ')
          .reduce((m, word, i) => m | ((word[0] === 'A' || word[0] === 'C' ? 1 : 0) << i), 0);
        counts[mask]++;
      }
      const p = chiSquarePValue(chiSquareUniform(counts), patterns - 1);
      assert.ok(p > UNIFORMITY_ALPHA, `${words} words: p = ${p}`);
    }
  });

  it('the digit: its word and its value are uniform over the 10k choices (chi-square)', () => {
    const generator = createPassphraseGenerator({ randomFill: randomFillSync });
    const words = 6;
    const passphrases = generator.generate({
      list: ['ab', 'cd'],
      words,
      separator: ' ',
      capitalize: 'none',
      digit: true,
      count: 60 * 100,
    });
    const counts = new Array(10 * words).fill(0);
    for (const passphrase of passphrases) {
      const parts = passphrase.split(' ');
      const at = parts.findIndex((word) => /[0-9]$/.test(word));
      assert.equal(parts.filter((word) => /[0-9]/.test(word)).length, 1);
      counts[at * 10 + Number((parts[at] as string).slice(-1))]++;
    }
    const p = chiSquarePValue(chiSquareUniform(counts), 10 * words - 1);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
  });

  it('writes capitals and separators as asked, and wipes the random bytes it used', () => {
    const pool: Uint8Array[] = [];
    const generator = createPassphraseGenerator({
      randomFill: (bytes) => {
        pool.push(bytes);
        randomFillSync(bytes);
      },
      batchBytes: 64,
    });
    const [first] = generator.generate({
      list: ['ab', 'cd'],
      words: 3,
      separator: '+=',
      capitalize: 'first',
      digit: false,
      count: 1,
    });
    assert.match(first as string, /^(Ab|Cd)\+=(Ab|Cd)\+=(Ab|Cd)$/);
    // Three words from a list of two: one byte each (never rejected: 256 is a multiple of 2), wiped; the rest kept.
    const batch = pool[0] as Uint8Array;
    assert.ok(batch.subarray(0, 3).every((b) => b === 0));
    assert.ok(batch.subarray(3).some((b) => b !== 0));
  });
});
