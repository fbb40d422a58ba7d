/**
 * The meter-accuracy benchmark's arithmetic (bench/weighted-spearman.ts): wCorr's weighted ranks and weighted
 * Pearson correlation, on hand-computed cases with ties.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { weightedPearson, weightedRanks, weightedSpearman } from '../bench/weighted-spearman.js';

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
