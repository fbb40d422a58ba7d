import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze, DEFAULT_ANALYSIS_MODEL, entropyBits, levelForCrackTime, SECONDS_PER_YEAR } from './analysis.js';

const close = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} != ${expected}`);

// The level computed independently, from the thresholds as the issue states them, in linear space.
function expectedLevel(crackSeconds: number): number {
  const year = 365.25 * 24 * 3600;
  if (crackSeconds < 60) return 0;
  if (crackSeconds < 24 * 3600) return 1;
  if (crackSeconds < year) return 2;
  if (crackSeconds < 100 * year) return 3;
  return 4;
}

describe('entropyBits', () => {
  it('is L*log2(N) without no_repeats', () => {
    assert.equal(entropyBits(16, 89, false), 16 * Math.log2(89));
    assert.equal(entropyBits(4, 8, false), 12);
  });

  it('is log2(N) + (L-1)*log2(N-1) with no_repeats', () => {
    assert.equal(entropyBits(16, 89, true), Math.log2(89) + 15 * Math.log2(88));
    assert.equal(entropyBits(64, 9, true), Math.log2(9) + 63 * 3);
  });
});

describe('analyze', () => {
  it('log10_guesses is log10(2^bits / 2) and crack time is that minus 12', () => {
    for (const [length, pool, noRepeats] of [
      [4, 8, false],
      [16, 89, false],
      [20, 62, true],
      [64, 83, true],
    ] as const) {
      const a = analyze(length, pool, noRepeats);
      assert.equal(a.length, length);
      assert.equal(a.pool, pool);
      close(a.log10Guesses, Math.log10(2 ** a.bits / 2), 'log10Guesses');
      close(a.crackTimeLog10Seconds, a.log10Guesses - 12, 'crackTimeLog10Seconds');
    }
  });

  it('stays finite at 64 characters of 89 (log space, no overflow)', () => {
    const a = analyze(64, 89, false);
    assert.ok(Number.isFinite(a.bits) && Number.isFinite(a.log10Guesses) && Number.isFinite(a.crackTimeLog10Seconds));
    close(a.log10Guesses, (64 * Math.log2(89) - 1) * Math.log10(2), 'log10Guesses');
    assert.equal(a.level, 4);
  });

  it('levels follow the published thresholds for every length and pool', () => {
    const seen = new Set<number>();
    for (const pool of [8, 10, 26, 52, 62, 83, 89]) {
      for (let length = 4; length <= 64; length++) {
        for (const noRepeats of [false, true]) {
          const a = analyze(length, pool, noRepeats);
          const expected = expectedLevel(10 ** a.crackTimeLog10Seconds);
          assert.equal(a.level, expected, `L=${length} N=${pool} noRepeats=${noRepeats}`);
          seen.add(a.level);
        }
      }
    }
    assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4]);
  });
});

describe('levelForCrackTime', () => {
  it('uses a minute, a day, a year of 365.25 days and a century as thresholds', () => {
    assert.deepEqual([...DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds], [60, 86_400, 31_557_600, 3_155_760_000]);
    assert.equal(SECONDS_PER_YEAR, 31_557_600);
  });

  it('is the lower level just below each threshold and the higher one at it', () => {
    const cases: [seconds: number, level: number][] = [
      [1e-9, 0],
      [59.9, 0],
      [60, 1],
      [86_399, 1],
      [86_400, 2],
      [31_557_599, 2],
      [31_557_600, 3],
      [3_155_759_999, 3],
      [3_155_760_000, 4],
      [1e100, 4],
    ];
    for (const [seconds, level] of cases) {
      assert.equal(levelForCrackTime(Math.log10(seconds)), level, `${seconds} s`);
    }
  });
});

describe('AnalysisModel', () => {
  it('a slower attacker moves the crack time and the level; the bits stay', () => {
    const slow = { guessesPerSecondLog10: 4, levelThresholdsSeconds: [1, 2, 3, 4] as const };
    const fast = analyze(8, 26, false);
    const a = analyze(8, 26, false, slow);
    assert.equal(a.bits, fast.bits);
    assert.equal(a.crackTimeLog10Seconds, a.log10Guesses - 4);
    assert.equal(fast.level, 0);
    assert.equal(a.level, 4);
  });

  it('levelForCrackTime takes the thresholds from the model', () => {
    const model = { guessesPerSecondLog10: 12, levelThresholdsSeconds: [10, 100, 1000, 10_000] as const };
    assert.deepEqual(
      [0.5, 1.5, 2.5, 3.5, 4.5].map((log10) => levelForCrackTime(log10, model)),
      [0, 1, 2, 3, 4],
    );
  });
});
