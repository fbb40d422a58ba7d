import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildFuseFilter,
  createProbe,
  distinctKeys,
  FUSE_FALSE_POSITIVE_DENOMINATOR,
  fuseHas,
  fuseShape,
} from './fuse-filter.js';

// A seeded xorshift32: the same keys on every run.
function randomWords(count: number, seed: number): Uint32Array {
  const words = new Uint32Array(count);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < count; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[index] = state >>> 0;
  }
  return words;
}

describe('binary fuse filter', () => {
  it('a million keys: no false negative, and a million absent keys give 1/256 false positives within 20%', (t) => {
    const keys = 1_000_000;
    const words = randomWords(keys * 2 + 2_000_000, 20_261_127);
    const { high, low } = distinctKeys(words.slice(0, keys * 2), keys);
    assert.ok(high.length > keys - 10, `${high.length} distinct keys`);
    const filter = buildFuseFilter(high, low);
    assert.ok(filter.arrayLength / high.length < 1.16, `${filter.arrayLength / high.length} bytes per key`);
    const probe = createProbe();
    let missed = 0;
    for (let key = 0; key < high.length; key++) {
      if (!fuseHas(filter, high[key] as number, low[key] as number, probe)) missed++;
    }
    assert.equal(missed, 0);
    // The absent keys come from the same generator, further on: xorshift32 repeats no word within its period
    // (2^32 - 1), so no pair of them equals a key.
    let positives = 0;
    const absent = (words.length - keys * 2) / 2;
    for (let at = keys * 2; at < words.length; at += 2) {
      if (fuseHas(filter, words[at] as number, words[at + 1] as number, probe)) positives++;
    }
    const rate = positives / absent;
    t.diagnostic(
      `false-positive rate ${rate} over ${absent} absent keys; ${filter.arrayLength / high.length} bytes per key`,
    );
    const stated = 1 / FUSE_FALSE_POSITIVE_DENOMINATOR;
    assert.ok(Math.abs(rate - stated) / stated < 0.2, `measured ${rate} over ${absent} absent keys, stated ${stated}`);
  });

  it('small sets build and hold every key: 0, 1, 2, 3, 10, 100 and 1,000 keys', () => {
    for (const size of [0, 1, 2, 3, 10, 100, 1000]) {
      const words = randomWords(size * 2, size + 7);
      const { high, low } = distinctKeys(words, size);
      const filter = buildFuseFilter(high, low);
      assert.equal(filter.keys, size);
      for (let key = 0; key < size; key++)
        assert.ok(fuseHas(filter, high[key] as number, low[key] as number), `${size}`);
    }
    assert.equal(fuseHas(buildFuseFilter(new Uint32Array(0), new Uint32Array(0)), 1, 2), false);
  });

  it('duplicates are removed before the build; the build refuses keys that are not distinct', () => {
    const pairs = new Uint32Array([1, 2, 3, 4, 1, 2, 1, 2]);
    const { high, low } = distinctKeys(pairs, 4);
    assert.equal(high.length, 2);
    assert.deepEqual([...high].map((h, index) => `${h}:${low[index]}`).sort(), ['2:1', '4:3']);
    assert.throws(() => buildFuseFilter(new Uint32Array([5, 5, 6]), new Uint32Array([9, 9, 1])), /distinct/);
  });

  it("the shape follows the reference's: 1.125 cells per key from a million keys up", () => {
    const shape = fuseShape(1_000_000);
    assert.equal(shape.segmentLength, 8192);
    assert.ok(shape.arrayLength >= 1_125_000 && shape.arrayLength < 1_125_000 + 3 * 8192, String(shape.arrayLength));
  });
});
