/** Seeded randomness for the recipe tests, so that the statistical ones are fixed and never flake. */
import type { RandomFill } from '../../src/core/generator.js';

/** A byte stream from xorshift32 (the top byte of each state). */
export function seededFill(seed: number): RandomFill {
  let state = seed >>> 0 || 1;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[i] = state >>> 24;
    }
  };
}
