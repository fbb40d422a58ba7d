import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { systemRandomFill } from './random-source.js';

// Pearson's statistic of byte counts against 256 equal cells.
function chiSquare(bytes: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const b of bytes) counts[b] = (counts[b] as number) + 1;
  const expected = bytes.length / 256;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('systemRandomFill', () => {
  for (const [what, fill] of [
    ['/dev/urandom', systemRandomFill()],
    ['the fallback to globalThis.crypto (no such device)', systemRandomFill('/nonexistent/random-device')],
  ] as const) {
    it(`${what}: fills every byte, differently each time, and looks uniform`, () => {
      const a = new Uint8Array(256 * 400);
      const b = new Uint8Array(256 * 400);
      fill(a);
      fill(b);
      assert.notDeepEqual(a, b);
      // 255 degrees of freedom: the 1e-6 upper quantile is about 400; a stuck or biased source is far above it.
      assert.ok(chiSquare(a) < 400, `chi-square ${chiSquare(a)}`);
    });

    it(`${what}: fills every byte of a short array, and an empty one without error`, () => {
      // 200 fills of 3 bytes: each position takes about 139 distinct values out of 256 (sd about 5);
      // a byte left unfilled takes one.
      const seen = [new Set<number>(), new Set<number>(), new Set<number>()];
      const small = new Uint8Array(3);
      for (let i = 0; i < 200; i++) {
        small.fill(0);
        fill(small);
        for (const [position, b] of small.entries()) seen[position]?.add(b);
      }
      for (const [position, values] of seen.entries()) {
        assert.ok(values.size >= 100, `byte ${position} took ${values.size} values`);
      }
      const empty = new Uint8Array(0);
      assert.doesNotThrow(() => fill(empty));
      assert.equal(empty.length, 0);
    });
  }
});
