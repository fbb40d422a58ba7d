/**
 * The meter-accuracy benchmark's arithmetic (bench/weighted-spearman.ts) and its samples as read
 * (bench/meter-accuracy-samples.ts), held against the source repository's published figures: its README's
 * weighted Spearman correlations of zxcvbn 4.4.2's guess numbers, which R's wCorr computed. Matching all six to
 * three decimals validates the ranks, the ties, the weights and the joining of the files independently of any meter.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  dataLines,
  METER_ACCURACY_SAMPLES,
  type MeterAccuracySampleName,
  passwordOfCountLine,
  readMeterAccuracySample,
} from '../bench/meter-accuracy-samples.js';
import { weightedPearson, weightedRanks, weightedSpearman } from '../bench/weighted-spearman.js';

/** RUB-SysSec/Password-Strength-Meter-Accuracy, README.md, "Step 3": zxcvbn_guess_number per sample. */
const PUBLISHED_ZXCVBN_4_4_2: Record<MeterAccuracySampleName, string> = {
  'rockyou.online': '0.812',
  'linkedin.online': '0.802',
  '000webhost.online': '0.435',
  'rockyou.offline': '0.772',
  'linkedin.offline': '0.908',
  '000webhost.offline': '0.904',
};

const SIZES: Record<MeterAccuracySampleName, number> = {
  'rockyou.online': 899,
  'linkedin.online': 923,
  '000webhost.online': 877,
  'rockyou.offline': 9385,
  'linkedin.offline': 9701,
  '000webhost.offline': 9828,
};

describe('weighted Spearman as wCorr computes it', () => {
  it('gives tied values the average rank under equal weights', () => {
    assert.deepEqual(weightedRanks([3, 1, 2, 2], [1, 1, 1, 1]), [4, 1, 2.5, 2.5]);
  });

  it('ranks a tied group of total weight t above weight t1 at t1 + (t + 1) / 2 under unequal weights', () => {
    // 1 (weight 1): 0 + 2/2; the two 2s (weights 2 and 3): 1 + 6/2; 3 (weight 4): 6 + 5/2.
    assert.deepEqual(weightedRanks([1, 2, 2, 3], [1, 2, 3, 4]), [1, 4, 4, 8.5]);
    // 10 (weight 1): 0 + 2/2; the two 20s (weights 3 and 4): 1 + 8/2; 30 (weight 2): 8 + 3/2.
    assert.deepEqual(weightedRanks([10, 30, 20, 20], [1, 2, 3, 4]), [1, 9.5, 5, 5]);
  });

  it('correlates the weighted ranks with the same weights: a hand-computed case with ties', () => {
    // Ranks above, weighted means 5.5 both; covariance 4.5, variances 67.5 and 54.
    const expected = 4.5 / Math.sqrt(67.5 * 54);
    const rho = weightedSpearman([1, 2, 2, 3], [10, 30, 20, 20], [1, 2, 3, 4]);
    assert.ok(Math.abs(rho - expected) < 1e-12, `${rho} against ${expected}`);
    assert.equal(expected.toFixed(4), '0.0745');
    assert.ok(Math.abs(weightedPearson([1, 2, 3], [2, 4, 6], [5, 1, 2]) - 1) < 1e-12);
    assert.ok(Math.abs(weightedSpearman([1, 2, 3], [9, 4, 1], [1, 1, 7]) + 1) < 1e-12);
  });

  it('refuses vectors of different lengths', () => {
    assert.throws(() => weightedSpearman([1, 2], [1, 2, 3], [1, 1]), RangeError);
  });
});

describe('the meter-accuracy samples', () => {
  it('reads the files as the repository joins them: header skipped, the password after its count', () => {
    assert.deepEqual(dataLines('count\n-1.0\r\n2.0\n'), ['-1.0', '2.0']);
    assert.equal(passwordOfCountLine('     24 123456'), '123456');
    assert.equal(passwordOfCountLine('      1  leading space '), ' leading space ');
    assert.throws(() => passwordOfCountLine('nocount'), SyntaxError);
  });

  for (const name of METER_ACCURACY_SAMPLES) {
    it(`${name}: zxcvbn 4.4.2 scores the published ${PUBLISHED_ZXCVBN_4_4_2[name]}`, () => {
      const sample = readMeterAccuracySample(name);
      assert.equal(sample.passwords.length, SIZES[name]);
      const rho = weightedSpearman(sample.strengths, sample.zxcvbnGuesses, sample.weights);
      assert.equal(rho.toFixed(3), PUBLISHED_ZXCVBN_4_4_2[name], `${name}: ${rho}`);
    });
  }

  it('sees the weights: without them, zxcvbn 4.4.2 on rockyou.online is not the published figure', () => {
    const sample = readMeterAccuracySample('rockyou.online');
    const unweighted = weightedSpearman(
      sample.strengths,
      sample.zxcvbnGuesses,
      sample.weights.map(() => 1),
    );
    assert.notEqual(unweighted.toFixed(3), PUBLISHED_ZXCVBN_4_4_2['rockyou.online']);
  });

  it('keeps passwords exactly, with their trailing spaces', () => {
    const passwords = readMeterAccuracySample('000webhost.offline').passwords;
    assert.ok(passwords.includes('nuelda1710 '));
    assert.ok(passwords.includes('moni0325 '));
    assert.equal(readMeterAccuracySample('rockyou.online').passwords[0], '123456');
  });
});
