/**
 * Fills the whole array with cryptographically secure random bytes.
 * The core never reaches for randomness itself: the composition root passes
 * `crypto.randomFillSync`, tests may pass a seeded source.
 */
export type RandomFill = (target: Uint8Array) => void;

/**
 * A stream of random bytes over a random source, drawn in batches, with
 * unbiased integers below a bound: the one source of the password generator,
 * the passphrase generator and the recipe sampler.
 *
 * Uniformity: an integer below m is read from as few bytes as hold m values
 * (1, 2 or 6) and accepted only below the largest multiple of m those bytes
 * can express, then taken mod m; rejected values are discarded (rejection
 * sampling), so there is no modulo bias.
 *
 * Secrecy: {@link RandomBytes.wipe} zeroes every byte consumed since the last
 * wipe, so that no password material stays in the batch; callers wipe in a
 * `finally`, even when the random source throws in the middle of a call.
 */
export interface RandomBytes {
  /** The next random byte. */
  byte(): number;
  /** A uniform integer in [0, m), for 1 <= m <= 2^48. */
  below(m: number): number;
  /** A uniform integer in [0, bound), for any bound >= 1. */
  bigBelow(bound: bigint): bigint;
  /** Zeroes the bytes consumed since the last wipe. */
  wipe(): void;
}

const TWO_48 = 2 ** 48;

/**
 * Consecutive rejections after which a source is taken to be broken. Every loop here accepts a
 * draw with probability above 1/2, so a working source reaches this once in 2^128 tries.
 */
export const MAX_REJECTIONS = 128;

/**
 * A random source that gives what a working one almost never does: only rejected values (a
 * source stuck at 0xFF, or all zeros where zeros are refused). Thrown so that a broken source
 * fails with a clear error instead of looping for ever.
 */
export class RandomSourceError extends Error {
  readonly code = 'random_source_failed';

  constructor() {
    super(
      'The random source gave the same kind of value again and again, as a broken or stubbed crypto.getRandomValues would; no password was made.',
    );
    this.name = 'RandomSourceError';
  }
}

/** A byte stream over `randomFill`, refilled `batchBytes` at a time (default 4096). */
export function createRandomBytes(randomFill: RandomFill, batchBytes = 4096): RandomBytes {
  const pool = new Uint8Array(batchBytes);
  let cursor = pool.length;
  // Start of the bytes consumed since the last wipe; a refill overwrites the batch, so it restarts at 0.
  let consumedFrom = cursor;
  const byte = (): number => {
    if (cursor === pool.length) {
      randomFill(pool);
      cursor = 0;
      consumedFrom = 0;
    }
    return pool[cursor++] as number;
  };
  // Below 2^48 in doubles: six bytes, rejected above the largest multiple of m.
  const belowSafe = (m: number): number => {
    const limit = Math.floor(TWO_48 / m) * m;
    for (let tries = 0; tries < MAX_REJECTIONS; tries++) {
      let v = 0;
      for (let i = 0; i < 6; i++) v = v * 256 + byte();
      if (v < limit) return v % m;
    }
    throw new RandomSourceError();
  };
  const below = (m: number): number => {
    if (m <= 256) {
      const limit = 256 - (256 % m);
      for (let tries = 0; tries < MAX_REJECTIONS; tries++) {
        const b = byte();
        if (b < limit) return b % m;
      }
      throw new RandomSourceError();
    }
    if (m <= 65536) {
      const limit = 65536 - (65536 % m);
      for (let tries = 0; tries < MAX_REJECTIONS; tries++) {
        const v = (byte() << 8) | byte();
        if (v < limit) return v % m;
      }
      throw new RandomSourceError();
    }
    return belowSafe(m);
  };
  return {
    byte,
    below,
    bigBelow(bound) {
      if (bound <= BigInt(TWO_48)) return BigInt(belowSafe(Number(bound)));
      const bits = (bound - 1n).toString(2).length;
      const topBits = bits % 8 === 0 ? 8 : bits % 8;
      for (let tries = 0; tries < MAX_REJECTIONS; tries++) {
        // The top byte is masked to the bound's bit length, so a draw is accepted more than half the time.
        let v = BigInt(byte() & ((1 << topBits) - 1));
        for (let i = 8; i < bits; i += 8) v = (v << 8n) | BigInt(byte());
        if (v < bound) return v;
      }
      throw new RandomSourceError();
    },
    wipe() {
      pool.fill(0, consumedFrom, cursor);
      consumedFrom = cursor;
    },
  };
}
