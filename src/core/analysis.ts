/** Seconds in a year of 365.25 days, used by the levels and the crack-time words. */
export const SECONDS_PER_YEAR = 365.25 * 86_400;

/**
 * The attack model and the level scale, passed to the analysis as one value
 * (as zxcvbn-ts takes its scoring options): how fast the attacker guesses, and
 * the crack times that separate the levels.
 */
export interface AnalysisModel {
  /** log10 of the attacker's guesses per second. */
  readonly guessesPerSecondLog10: number;
  /**
   * Level thresholds on the crack time T in seconds, ascending: level i is the
   * first i with T < thresholds[i]; level 4 when T is at least the last one.
   */
  readonly levelThresholdsSeconds: readonly [number, number, number, number];
}

/**
 * The service's model: offline attack on a fast hash at 10^12 guesses per second;
 * level 0: T < 1 minute; 1: T < 1 day; 2: T < 1 year; 3: T < 100 years; 4: otherwise.
 */
export const DEFAULT_ANALYSIS_MODEL: AnalysisModel = Object.freeze({
  guessesPerSecondLog10: 12,
  levelThresholdsSeconds: Object.freeze([60, 86_400, SECONDS_PER_YEAR, 100 * SECONDS_PER_YEAR] as const),
});

/** Strength level 0 (weakest) to 4. */
export type Level = 0 | 1 | 2 | 3 | 4;

/** The exact figures for one generation request. */
export interface Analysis {
  readonly length: number;
  readonly pool: number;
  /** Entropy in bits of the uniform process that produced the password. */
  readonly bits: number;
  /** log10 of the expected guessing work: half the keyspace, 2^bits / 2. */
  readonly log10Guesses: number;
  /** log10 of the crack time in seconds at 10^12 guesses per second. */
  readonly crackTimeLog10Seconds: number;
  readonly level: Level;
}

const LOG10_2 = Math.log10(2);

/**
 * Bits of entropy: L log2(N), or with no adjacent repeats log2(N) + (L-1) log2(N-1).
 * Computed in log space, so 64 characters never overflow.
 */
export function entropyBits(length: number, pool: number, noRepeats: boolean): number {
  if (noRepeats) return Math.log2(pool) + (length - 1) * Math.log2(pool - 1);
  return length * Math.log2(pool);
}

/** The level for a crack time given as log10 of seconds. */
export function levelForCrackTime(crackTimeLog10Seconds: number, model: AnalysisModel = DEFAULT_ANALYSIS_MODEL): Level {
  const thresholds = model.levelThresholdsSeconds;
  for (let i = 0; i < thresholds.length; i++) {
    if (crackTimeLog10Seconds < Math.log10(thresholds[i] as number)) return i as Level;
  }
  return 4;
}

/** The exact analysis of passwords drawn uniformly with these parameters. */
export function analyze(
  length: number,
  pool: number,
  noRepeats: boolean,
  model: AnalysisModel = DEFAULT_ANALYSIS_MODEL,
): Analysis {
  return analyzeBits(length, pool, entropyBits(length, pool, noRepeats), model);
}

/**
 * The analysis of a uniform draw from a set of 2^bits passwords: what a
 * recipe's exact count gives (bits = log2 of the count).
 */
export function analyzeBits(
  length: number,
  pool: number,
  bits: number,
  model: AnalysisModel = DEFAULT_ANALYSIS_MODEL,
): Analysis {
  const log10Guesses = (bits - 1) * LOG10_2;
  const crackTimeLog10Seconds = log10Guesses - model.guessesPerSecondLog10;
  return {
    length,
    pool,
    bits,
    log10Guesses,
    crackTimeLog10Seconds,
    level: levelForCrackTime(crackTimeLog10Seconds, model),
  };
}
