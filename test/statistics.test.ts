import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chiSquarePValue, chiSquareUniform } from './support/statistics.js';

// The statistical tests are only as good as this p-value: check it against published tables.
describe('chi-square p-value helper', () => {
  it('matches tabulated critical values', () => {
    const cases: [x: number, df: number, p: number][] = [
      [3.841, 1, 0.05],
      [6.635, 1, 0.01],
      [18.307, 10, 0.05],
      [124.342, 100, 0.05],
      [135.807, 100, 0.01],
      [2, 2, Math.exp(-1)],
    ];
    for (const [x, df, p] of cases) {
      assert.ok(Math.abs(chiSquarePValue(x, df) - p) < 1e-3 * Math.max(p, 0.01), `x=${x} df=${df}`);
    }
    assert.ok(chiSquarePValue(300, 88) < 1e-20);
    assert.equal(chiSquarePValue(0, 5), 1);
  });

  it('computes Pearson statistic against equal expectations', () => {
    assert.equal(chiSquareUniform([10, 10, 10]), 0);
    assert.equal(chiSquareUniform([5, 15]), 5);
  });
});
