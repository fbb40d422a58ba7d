import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { chiSquarePValue, chiSquareUniform, countCharacters, UNIFORMITY_ALPHA } from '../../test/support/statistics.js';
import { buildAlphabet } from './alphabet.js';
import { createPasswordGenerator, type RandomFill } from './generator.js';

const FULL = buildAlphabet({ lower: true, upper: true, digits: true, symbols: true, excludeAmbiguous: false });

// Every byte value 0..255 once per cycle, in order: a perfectly flat byte source.
function cyclingBytes(): { fill: RandomFill; calls: () => number } {
  let next = 0;
  let calls = 0;
  return {
    fill(target) {
      calls++;
      for (let i = 0; i < target.length; i++) {
        target[i] = next;
        next = (next + 1) & 255;
      }
    },
    calls: () => calls,
  };
}

const alphabetOfSize = (m: number) => Array.from({ length: m }, (_, i) => String.fromCharCode(0x100 + i)).join('');

describe('createPasswordGenerator: no modulo bias', () => {
  it('maps one full cycle of bytes 0..255 to an exactly flat distribution for every pool size', () => {
    for (const m of [2, 3, 7, 8, 10, 24, 26, 27, 52, 62, 83, 89, 100, 129, 200, 255, 256]) {
      const source = cyclingBytes();
      const generator = createPasswordGenerator({ randomFill: source.fill, batchBytes: 256 });
      const alphabet = alphabetOfSize(m);
      // Bytes at or above the largest multiple of m below 256 are rejected, so one
      // cycle of 256 bytes yields exactly `accepted` characters, accepted/m of each.
      const accepted = 256 - (256 % m);
      const [password] = generator.generate({ alphabet, length: accepted, count: 1, noRepeats: false });
      const counts = countCharacters(alphabet, [password as string]);
      assert.deepEqual(new Set(counts), new Set([accepted / m]), `pool ${m}`);
      assert.equal(source.calls(), 1, `pool ${m}: one refill of 256 bytes suffices`);
    }
  });

  it('a modulo-biased mapping would not be flat (the check above has teeth)', () => {
    const counts = new Array<number>(89).fill(0);
    for (let b = 0; b < 256; b++) counts[b % 89] = (counts[b % 89] as number) + 1;
    assert.notEqual(new Set(counts).size, 1);
  });
});

describe('createPasswordGenerator: shape and batching', () => {
  it('returns count passwords of length characters, all from the alphabet', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    const passwords = generator.generate({ alphabet: FULL, length: 64, count: 20, noRepeats: false });
    assert.equal(passwords.length, 20);
    for (const p of passwords) {
      assert.equal(p.length, 64);
      for (const ch of p) assert.ok(FULL.includes(ch), `${ch} not in the pool`);
    }
  });

  it('draws random bytes in batches, not one call per character', () => {
    let calls = 0;
    const generator = createPasswordGenerator({
      randomFill: (target) => {
        calls++;
        assert.ok(target.length >= 1024, 'the batch holds many characters');
        randomFillSync(target);
      },
    });
    for (let i = 0; i < 10; i++) generator.generate({ alphabet: FULL, length: 64, count: 20, noRepeats: false });
    // 12,800 characters need about 18,400 bytes with rejections: a handful of 4 KiB refills.
    assert.ok(calls <= 8, `${calls} refills for 12,800 characters`);
  });

  it('wipes the random bytes it has consumed', () => {
    let batch: Uint8Array | undefined;
    const generator = createPasswordGenerator({
      randomFill: (target) => {
        batch = target;
        target.fill(7);
      },
    });
    generator.generate({ alphabet: FULL, length: 16, count: 1, noRepeats: false });
    assert.ok(batch !== undefined);
    assert.deepEqual([...batch.subarray(0, 16)], new Array(16).fill(0));
    assert.equal(batch[16], 7, 'bytes not yet used stay for the next request');
  });

  it('wipes consumed bytes across a refill in the middle of a call', () => {
    let batch: Uint8Array | undefined;
    let fills = 0;
    const generator = createPasswordGenerator({
      batchBytes: 32,
      randomFill: (target) => {
        batch = target;
        fills++;
        target.fill(7);
      },
    });
    // 3 x 20 characters from a 32-byte batch: a fill at the start and one after 32 bytes; the call ends 28 bytes into the second batch.
    generator.generate({ alphabet: FULL, length: 20, count: 3, noRepeats: false });
    assert.equal(fills, 2);
    assert.ok(batch !== undefined);
    assert.deepEqual([...batch.subarray(0, 28)], new Array(28).fill(0));
    assert.deepEqual([...batch.subarray(28)], [7, 7, 7, 7]);
  });

  it('wipes consumed bytes even when the random source throws in the middle of a call', () => {
    let batch: Uint8Array | undefined;
    let fills = 0;
    const generator = createPasswordGenerator({
      batchBytes: 16,
      randomFill: (target) => {
        fills++;
        if (fills > 1) throw new Error('entropy source failed');
        batch = target;
        target.fill(9);
      },
    });
    assert.throws(() => generator.generate({ alphabet: 'ab', length: 20, count: 1, noRepeats: false }), /entropy/);
    assert.ok(batch !== undefined);
    assert.deepEqual([...batch], new Array(16).fill(0));
  });

  it('forces no character type: a source of zero bytes gives only the first character', () => {
    const generator = createPasswordGenerator({ randomFill: (target) => target.fill(0) });
    assert.deepEqual(generator.generate({ alphabet: FULL, length: 8, count: 2, noRepeats: false }), [
      'aaaaaaaa',
      'aaaaaaaa',
    ]);
  });

  it('refuses alphabets of fewer than 2 or more than 256 characters', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    assert.throws(() => generator.generate({ alphabet: 'a', length: 4, count: 1, noRepeats: false }), RangeError);
    assert.throws(() => generator.generate({ alphabet: '', length: 4, count: 1, noRepeats: false }), RangeError);
    assert.throws(
      () => generator.generate({ alphabet: alphabetOfSize(257), length: 4, count: 1, noRepeats: false }),
      RangeError,
    );
  });
});

describe('createPasswordGenerator: no_repeats', () => {
  it('skips over the previous index: zero bytes give "abab..." from "abc"', () => {
    const generator = createPasswordGenerator({ randomFill: (target) => target.fill(0) });
    assert.deepEqual(generator.generate({ alphabet: 'abc', length: 7, count: 1, noRepeats: true }), ['abababa']);
    assert.deepEqual(generator.generate({ alphabet: 'abc', length: 7, count: 1, noRepeats: false }), ['aaaaaaa']);
  });

  it('never repeats a character, even with a 2-character pool at length 64', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    for (const p of generator.generate({ alphabet: 'xy', length: 64, count: 20, noRepeats: true })) {
      assert.ok(p === 'xy'.repeat(32) || p === 'yx'.repeat(32), p);
    }
    for (let i = 0; i < 50; i++) {
      for (const p of generator.generate({ alphabet: '23456789', length: 64, count: 20, noRepeats: true })) {
        assert.doesNotMatch(p, /(.)\1/);
      }
    }
  });

  it('next characters are uniform over the N-1 others (chi-square over transitions)', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    const alphabet = '23456789';
    const counts = new Array<number>(64).fill(0);
    for (let i = 0; i < 40; i++) {
      for (const p of generator.generate({ alphabet, length: 64, count: 20, noRepeats: true })) {
        for (let j = 1; j < p.length; j++) {
          const cell = alphabet.indexOf(p[j - 1] as string) * 8 + alphabet.indexOf(p[j] as string);
          counts[cell] = (counts[cell] as number) + 1;
        }
      }
    }
    const diagonal = [0, 9, 18, 27, 36, 45, 54, 63];
    for (const d of diagonal) assert.equal(counts[d], 0);
    const offDiagonal = counts.filter((_, cell) => !diagonal.includes(cell));
    const p = chiSquarePValue(chiSquareUniform(offDiagonal), offDiagonal.length - 1);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
  });
});

describe('createPasswordGenerator: uniformity with the real CSPRNG', () => {
  it('characters are uniform over the 89-character pool (chi-square, p > 1e-6)', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    const passwords: string[] = [];
    for (let i = 0; i < 40; i++)
      passwords.push(...generator.generate({ alphabet: FULL, length: 64, count: 20, noRepeats: false }));
    const counts = countCharacters(FULL, passwords);
    const p = chiSquarePValue(chiSquareUniform(counts), FULL.length - 1);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
  });

  it('adjacent characters are independent (chi-square over pairs of digits)', () => {
    const generator = createPasswordGenerator({ randomFill: randomFillSync });
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 80; i++) {
      for (const p of generator.generate({ alphabet: '0123456789', length: 64, count: 20, noRepeats: false })) {
        for (let j = 1; j < p.length; j++) {
          const cell = Number(p[j - 1]) * 10 + Number(p[j]);
          counts[cell] = (counts[cell] as number) + 1;
        }
      }
    }
    const p = chiSquarePValue(chiSquareUniform(counts), 99);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
  });

  it('the chi-square check rejects a modulo-biased generator of the same sample size', () => {
    const bytes = new Uint8Array(51_200);
    randomFillSync(bytes);
    const counts = new Array<number>(89).fill(0);
    for (const b of bytes) counts[b % 89] = (counts[b % 89] as number) + 1;
    const p = chiSquarePValue(chiSquareUniform(counts), 88);
    assert.ok(p < UNIFORMITY_ALPHA, `p = ${p}`);
  });
});
