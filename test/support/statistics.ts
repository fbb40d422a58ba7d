/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Upper-tail p-value of a chi-square statistic with `df` degrees of freedom: Q(df/2, x/2). */
export function chiSquarePValue(statistic: number, df: number): number {
  return regularizedGammaQ(df / 2, statistic / 2);
}

// Lanczos approximation (g = 7, n = 9), accurate to about 15 digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

// Q(a, x) = 1 - P(a, x): series below a + 1, continued fraction above (Numerical Recipes 6.2).
function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(lead);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lead) * h;
}

/** Significance level below which a uniformity test fails: generous, so a correct generator never flakes. */
export const UNIFORMITY_ALPHA = 1e-6;

/** Counts of each alphabet character in the given strings; throws on a character outside the alphabet. */
export function countCharacters(alphabet: string, strings: readonly string[]): number[] {
  const index = new Map([...alphabet].map((ch, i) => [ch, i]));
  const counts = new Array<number>(alphabet.length).fill(0);
  for (const s of strings) {
    for (const ch of s) {
      const i = index.get(ch);
      if (i === undefined) throw new Error(`character ${JSON.stringify(ch)} is not in the alphabet`);
      counts[i] = (counts[i] as number) + 1;
    }
  }
  return counts;
}
