import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_ANALYSIS_MODEL, levelForCrackTime } from './analysis.js';
import { GUESS_RATES } from './guess-rates.js';
import { SCENARIOS, scenarioFigures } from './scenarios.js';

// The figures written out again, independently of guess-rates.ts: guesses per second of the whole attack.
const EXPECTED_RATES: Readonly<Record<string, number>> = {
  ntlm_10000_gpus: 202.0e9 * 10_000,
  ntlm_1_gpu: 202.0e9,
  argon2id_owasp_10000_gpus: 19.5e3 * 10_000,
  bcrypt_10_10000_gpus: 12.2e3 * 10_000,
  online_10_per_second: 10,
};

const YEAR = 365.25 * 24 * 3600;
// The level thresholds as the contract states them, in seconds.
const THRESHOLDS = [60, 24 * 3600, YEAR, 100 * YEAR];

const close = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} != ${expected}`);

describe('scenarios', () => {
  it('are the five of issue 43, each with the rate the issue measured or zxcvbn publishes', () => {
    assert.deepEqual(
      SCENARIOS.map((s) => s.name),
      Object.keys(EXPECTED_RATES),
    );
    for (const figures of scenarioFigures(0)) {
      assert.equal(figures.guesses_per_second, EXPECTED_RATES[figures.name], figures.name);
    }
  });

  it('divide the expected work by the rate: checked in linear space against every level boundary of the contract', () => {
    // The expected work at each contract boundary (10^12 guesses per second), and a spread of others.
    const works = [
      ...THRESHOLDS.map((t) => Math.log10(t) + DEFAULT_ANALYSIS_MODEL.guessesPerSecondLog10),
      0,
      1,
      7.24,
      15.29,
      23.1,
      40,
    ];
    for (const log10Guesses of works) {
      for (const figures of scenarioFigures(log10Guesses)) {
        const seconds = 10 ** log10Guesses / (EXPECTED_RATES[figures.name] as number);
        close(figures.crack_time_log10_seconds, Math.log10(seconds), `${figures.name} at 10^${log10Guesses}`);
      }
    }
  });

  it('put each scenario exactly on every level boundary when the work is that boundary times its rate', () => {
    for (const scenario of SCENARIOS) {
      const rate = EXPECTED_RATES[scenario.name] as number;
      for (const [index, threshold] of THRESHOLDS.entries()) {
        const log10Guesses = Math.log10(threshold * rate);
        const figures = scenarioFigures(log10Guesses).find((f) => f.name === scenario.name);
        assert.ok(figures);
        close(10 ** figures.crack_time_log10_seconds, threshold, `${scenario.name} at threshold ${index}`);
        // Just past and just before the boundary, the scenario's time falls on either side of it.
        const after = scenarioFigures(log10Guesses + 1e-9).find((f) => f.name === scenario.name);
        const before = scenarioFigures(log10Guesses - 1e-9).find((f) => f.name === scenario.name);
        assert.equal(levelForCrackTime(after?.crack_time_log10_seconds ?? Number.NaN), index + 1);
        assert.equal(levelForCrackTime(before?.crack_time_log10_seconds ?? Number.NaN), index);
      }
    }
  });

  it('never exceed the expected work: an online attack is the slowest, a rack of GPUs on NTLM the fastest', () => {
    const figures = scenarioFigures(20);
    const times = figures.map((f) => f.crack_time_log10_seconds);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
      'the fastest attack first',
    );
  });

  it('name the hash and hardware of their rate', () => {
    const byName = new Map(scenarioFigures(10).map((f) => [f.name, f]));
    assert.equal(byName.get('ntlm_10000_gpus')?.hardware, '10,000 × NVIDIA H100 80GB (SXM)');
    assert.equal(byName.get('ntlm_1_gpu')?.hardware, 'NVIDIA H100 80GB (SXM)');
    assert.equal(byName.get('bcrypt_10_10000_gpus')?.hash, 'bcrypt, cost 10');
  });
});

describe('guess rates', () => {
  it('every rate has its hardware, tool, version, ISO date, source and kind', () => {
    for (const [key, rate] of Object.entries(GUESS_RATES)) {
      assert.ok(rate.hash.length > 0 && rate.hardware.length > 0, key);
      assert.ok(rate.tool.length > 0 && rate.toolVersion.length > 0, key);
      assert.match(rate.date, /^\d{4}-\d{2}-\d{2}$/, key);
      assert.ok(rate.source.length > 20, key);
      assert.ok(rate.kind === 'measured' || rate.kind === 'published', key);
      assert.ok(Number.isFinite(rate.guessesPerSecond) && rate.guessesPerSecond > 0, key);
    }
  });

  it("hold the issue's H100 table: what 10^12 guesses per second needs matches its last column", () => {
    // "about N H100" of the issue: 10^12 divided by the rate, to the precision the issue gives.
    const needs: Readonly<Record<string, number>> = { md5: 9, ntlm: 5, sha1: 23, sha256: 63 };
    for (const [key, devices] of Object.entries(needs)) {
      const rate = GUESS_RATES[key as keyof typeof GUESS_RATES].guessesPerSecond;
      assert.equal(Math.round(1e12 / rate), devices, key);
    }
    assert.equal(Math.round(1e12 / GUESS_RATES.bcrypt_10.guessesPerSecond / 1e7), 8);
    assert.equal(Math.round(1e12 / GUESS_RATES.argon2id_owasp.guessesPerSecond / 1e7), 5);
  });
});
