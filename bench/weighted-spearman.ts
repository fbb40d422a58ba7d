/**
 * The weighted Spearman rank correlation exactly as the R package wCorr 1.9.7 computes it (`weightedCorr(x, y,
 * method = "spearman", weights = w)`, its default `fast = TRUE`: `wrankFast` and `cont` in src/contCorrHelpers.cpp),
 * which Golla and Dürmuth's meter-accuracy benchmark uses: each vector is replaced by its weighted ranks, then the
 * weighted Pearson correlation of the two rank vectors is taken with the same weights. Pure.
 */

/**
 * wCorr 1.9.7's weighted ranks: in ascending order of `values`, a group of tied values with total weight `t`, above
 * values of total weight `t1`, gets the rank `t1 + (t + 1) / 2` (with unit weights, the average rank). Older wCorr
 * releases ranked a group of `n` at `t1 + (n + 1) / (2n) * t`; only the rule here reproduces the benchmark's
 * published figures (test/meter-accuracy.test.ts).
 */
export function weightedRanks(values: readonly number[], weights: readonly number[]): number[] {
  const order = values.map((_, at) => at).sort((a, b) => (values[a] as number) - (values[b] as number));
  const ranks = new Array<number>(values.length).fill(Number.NaN);
  let below = 0;
  let start = 0;
  while (start < order.length) {
    const value = values[order[start] as number] as number;
    let end = start;
    let tied = 0;
    while (end < order.length && values[order[end] as number] === value) {
      tied += weights[order[end] as number] as number;
      end += 1;
    }
    const rank = below + (tied + 1) / 2;
    for (let at = start; at < end; at++) ranks[order[at] as number] = rank;
    below += tied;
    start = end;
  }
  return ranks;
}

/** The weighted mean of `values`. */
function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let total = 0;
  values.forEach((value, at) => {
    const weight = weights[at] as number;
    sum += weight * value;
    total += weight;
  });
  return sum / total;
}

/** wCorr's weighted Pearson correlation: weighted covariance over the product of the weighted deviations. */
export function weightedPearson(x: readonly number[], y: readonly number[], weights: readonly number[]): number {
  const meanX = weightedMean(x, weights);
  const meanY = weightedMean(y, weights);
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  x.forEach((xValue, at) => {
    const weight = weights[at] as number;
    const dx = xValue - meanX;
    const dy = (y[at] as number) - meanY;
    covariance += weight * dx * dy;
    varianceX += weight * dx * dx;
    varianceY += weight * dy * dy;
  });
  return covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * The weighted Spearman correlation of `x` and `y` under `weights` (all of one length), as wCorr computes it. The
 * weights are used as given: wCorr's ranks are not invariant to scaling them.
 */
export function weightedSpearman(x: readonly number[], y: readonly number[], weights: readonly number[]): number {
  if (x.length !== y.length || x.length !== weights.length) {
    throw new RangeError(`lengths differ: ${x.length} values, ${y.length} values, ${weights.length} weights`);
  }
  return weightedPearson(weightedRanks(x, weights), weightedRanks(y, weights), weights);
}
