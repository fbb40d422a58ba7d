import { createRandomBytes, MAX_REJECTIONS, type RandomFill, RandomSourceError } from './random-bytes.js';

export type { RandomFill } from './random-bytes.js';

/** What one call to the generator produces. */
export interface GenerateSpec {
  /** The pool; every character is drawn from it. At least 2 characters. */
  readonly alphabet: string;
  readonly length: number;
  readonly count: number;
  /** Never put the same character twice in a row (exact, not best effort). */
  readonly noRepeats: boolean;
}

/** Generates passwords from a random source. */
export interface PasswordGenerator {
  generate(spec: GenerateSpec): string[];
}

/** Options of {@link createPasswordGenerator}. */
export interface PasswordGeneratorOptions {
  readonly randomFill: RandomFill;
  /** Bytes drawn per refill; one refill serves many requests. Default 4096. */
  readonly batchBytes?: number;
}

/**
 * A generator that draws every character independently and uniformly.
 *
 * Uniformity: a random byte b is accepted only when b < 256 - (256 mod m), the
 * largest multiple of m below 256, and then maps to b mod m; rejected bytes are
 * discarded (rejection sampling), so there is no modulo bias.
 *
 * `noRepeats`: the first character is uniform over the N characters, each next
 * one uniform over the N-1 characters other than its predecessor (draw an index
 * in [0, N-2] and skip over the previous index). This is the distribution of
 * "retry until no adjacent repeat" conditioned on success, but it never fails,
 * so bits = log2(N) + (L-1) log2(N-1) holds for every password.
 *
 * No character type is forced: forcing "one of each" would make L log2(N) wrong.
 */
export function createPasswordGenerator(options: PasswordGeneratorOptions): PasswordGenerator {
  const bytes = createRandomBytes(options.randomFill, options.batchBytes);
  const byte = bytes.byte;
  let chars = new Uint16Array(64);
  // Character codes per alphabet: there are only a few dozen alphabets, and
  // rebuilding the table on every call cost more than drawing 16 characters.
  const tables = new Map<string, Uint16Array>();

  function table(alphabet: string): Uint16Array {
    let codes = tables.get(alphabet);
    if (codes === undefined) {
      codes = new Uint16Array(alphabet.length);
      for (let i = 0; i < alphabet.length; i++) codes[i] = alphabet.charCodeAt(i);
      if (tables.size >= 256) tables.clear();
      tables.set(alphabet, codes);
    }
    return codes;
  }

  // A uniform integer in [0, m) for 2 <= m <= 256, where limit = 256 - (256 mod m): the limits are
  // worked out once per call, not once per character (random-bytes.ts's below does the same per draw).
  function uniformBelow(m: number, limit: number): number {
    for (let tries = 0; tries < MAX_REJECTIONS; tries++) {
      const b = byte();
      if (b < limit) return b % m;
    }
    throw new RandomSourceError();
  }

  return {
    generate(spec: GenerateSpec): string[] {
      const { alphabet, length, count, noRepeats } = spec;
      const n = alphabet.length;
      if (n < 2 || n > 256) throw new RangeError('alphabet must hold 2 to 256 characters');
      const codes = table(alphabet);
      const limitN = 256 - (256 % n);
      const limitN1 = 256 - (256 % (n - 1));
      if (chars.length < length) chars = new Uint16Array(length);
      const out = chars.subarray(0, length);
      const passwords: string[] = new Array(count);
      try {
        for (let p = 0; p < count; p++) {
          let prev = uniformBelow(n, limitN);
          out[0] = codes[prev] as number;
          for (let i = 1; i < length; i++) {
            let idx: number;
            if (noRepeats) {
              idx = uniformBelow(n - 1, limitN1);
              if (idx >= prev) idx++;
            } else {
              idx = uniformBelow(n, limitN);
            }
            out[i] = codes[idx] as number;
            prev = idx;
          }
          passwords[p] = String.fromCharCode.apply(null, out as unknown as number[]);
        }
      } finally {
        // Consumed bytes are wiped so that no password material stays in the batch,
        // even when the random source throws in the middle of a call.
        bytes.wipe();
        out.fill(0);
      }
      return passwords;
    },
  };
}
