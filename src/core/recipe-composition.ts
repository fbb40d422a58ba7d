/**
 * Counting and drawing for recipes with minimums on disjoint sets and no run
 * limits (`--min-digits 16 --min-symbols 16 ...`), whose count-state table
 * would be too large. A password is then a composition (how many characters of
 * each set, and of the characters in no set) and an arrangement of it.
 *
 * Count: with A_i(n) = |set i|^n when n >= min_i (else 0), combining sets one
 * at a time, C_i(n) = sum over j of binom(n, j) C_{i-1}(n-j) A_i(j), and the
 * count is C_k(L) (the exponential generating functions' product).
 *
 * Draw: the number of characters of each set is drawn from its exact law
 * (set k takes j with probability binom(L, j) C_{k-1}(L-j) A_k(j) / C_k(L),
 * then set k-1 from what is left, ...); then one uniform arrangement of those
 * labels (a Fisher-Yates shuffle, equally likely for every distinct
 * arrangement); then every character uniformly within its set. A password
 * with composition (n_i) has probability [binom-product x prod |set i|^n_i /
 * count] x [1 / multinomial] x [prod 1/|set i|^n_i] = 1 / count: exactly
 * uniform. This is not fill-and-shuffle, which fixes the minimums first and so
 * over-weights passwords with more characters of the required sets.
 */
import type { Recipe } from './recipe.js';

/** The sets of a composition: the required sets, then the characters in none (minimum 0). */
export interface CompositionPlan {
  readonly length: number;
  readonly sets: readonly { readonly chars: string; readonly min: number }[];
  /** `combined[i][n]`: strings of length n over sets 0..i meeting their minimums. */
  readonly combined: readonly (readonly bigint[])[];
  readonly count: bigint;
}

const BINOMIAL: bigint[][] = [];

/** binom(n, k) as a big integer, for n up to the longest password. */
export function binomial(n: number, k: number): bigint {
  while (BINOMIAL.length <= n) {
    const m = BINOMIAL.length;
    const row = [1n];
    for (let j = 1; j < m; j++)
      row.push(((BINOMIAL[m - 1] as bigint[])[j - 1] as bigint) + ((BINOMIAL[m - 1] as bigint[])[j] as bigint));
    if (m > 0) row.push(1n);
    BINOMIAL.push(row);
  }
  return k < 0 || k > n ? 0n : ((BINOMIAL[n] as bigint[])[k] as bigint);
}

/**
 * True when a recipe is counted and drawn by compositions: no run limit that binds and required
 * sets that do not overlap. Cheap: it builds no plan.
 */
export function isComposable(recipe: Recipe): boolean {
  return composedCharacters(recipe) !== undefined;
}

// The characters of the required sets, or undefined when a run limit binds or two sets overlap.
function composedCharacters(recipe: Recipe): Set<string> | undefined {
  const { length } = recipe;
  const runs =
    (recipe.maxRepeating !== undefined && recipe.maxRepeating < length) ||
    (recipe.maxSequential !== undefined && recipe.maxSequential < length);
  if (runs) return undefined;
  const seen = new Set<string>();
  for (const set of recipe.required) {
    if (set.min === 0) continue;
    for (const ch of set.chars) {
      if (seen.has(ch)) return undefined;
      seen.add(ch);
    }
  }
  return seen;
}

/** The plan of a recipe, or undefined when it has run limits or overlapping required sets. */
export function compositionPlan(recipe: Recipe): CompositionPlan | undefined {
  const { length } = recipe;
  const seen = composedCharacters(recipe);
  if (seen === undefined) return undefined;
  const required = recipe.required.filter((set) => set.min > 0);
  const free = [...recipe.pool].filter((ch) => !seen.has(ch)).join('');
  const sets = [{ chars: free, min: 0 }, ...required.map((set) => ({ chars: set.chars, min: set.min }))];
  const combined: bigint[][] = [];
  for (const set of sets) {
    const own = Array.from({ length: length + 1 }, (_, n) =>
      n >= set.min ? BigInt(set.chars.length) ** BigInt(n) : 0n,
    );
    const before = combined.at(-1);
    if (before === undefined) {
      combined.push(own);
      continue;
    }
    const next = new Array<bigint>(length + 1).fill(0n);
    for (let n = 0; n <= length; n++) {
      let sum = 0n;
      for (let j = 0; j <= n; j++) {
        const a = own[j] as bigint;
        if (a !== 0n) sum += binomial(n, j) * (before[n - j] as bigint) * a;
      }
      next[n] = sum;
    }
    combined.push(next);
  }
  return { length, sets, combined, count: (combined.at(-1) as bigint[])[length] as bigint };
}

/** What a composition draw needs from the random source. */
export interface CompositionRandom {
  below(m: number): number;
  bigBelow(bound: bigint): bigint;
}

/** One password, exactly uniform (see the module comment). */
export function drawComposition(plan: CompositionPlan, random: CompositionRandom): string {
  const counts = new Array<number>(plan.sets.length).fill(0);
  let left = plan.length;
  for (let i = plan.sets.length - 1; i >= 1; i--) {
    let x = random.bigBelow((plan.combined[i] as bigint[])[left] as bigint);
    const size = BigInt((plan.sets[i] as { chars: string }).chars.length);
    const min = (plan.sets[i] as { min: number }).min;
    for (let j = min; j <= left; j++) {
      const w = binomial(left, j) * ((plan.combined[i - 1] as bigint[])[left - j] as bigint) * size ** BigInt(j);
      if (x < w) {
        counts[i] = j;
        break;
      }
      x -= w;
    }
    left -= counts[i] as number;
  }
  counts[0] = left;
  const labels: number[] = [];
  counts.forEach((n, i) => {
    for (let k = 0; k < n; k++) labels.push(i);
  });
  for (let i = labels.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [labels[i], labels[j]] = [labels[j] as number, labels[i] as number];
  }
  let password = '';
  for (const label of labels) {
    const chars = (plan.sets[label] as { chars: string }).chars;
    password += chars[random.below(chars.length)];
  }
  return password;
}
