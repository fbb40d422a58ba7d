/**
 * Whether a recipe's minimums fit in its length, decided without counting: the fewest characters
 * that meet every required set's minimum, found by a bounded branch-and-bound search over the
 * sets' characters. A character may repeat and counts toward every set that holds it, so with
 * minimums of 1 this is a minimum hitting set; larger minimums are met one character at a time.
 * Overlapping sets were counted in full before they could be refused (up to 117 ms for 20 sets at
 * length 9, whose minimums need 10 characters); the search decides them in well under a
 * millisecond, and when its bound is hit it says so, and the caller counts instead of guessing.
 */

/** A set of characters of which at least `min` must appear (defined here, where recipe.ts takes it from). */
export interface RequiredSet {
  /** Distinct characters, all in the pool. */
  readonly chars: string;
  readonly min: number;
}

/** The outcome of {@link minimumsFit}. */
export type MinimumsFit =
  /** Some string of at most the length meets every minimum (run limits aside). */
  | { readonly fits: true }
  /**
   * None does: every string that meets the minimums has at least `needed` characters, which is
   * more than the length. Exact, unless the search's bound was hit while looking past the length.
   */
  | { readonly fits: false; readonly needed: number }
  /** The search's bound was hit before either could be shown. */
  | { readonly fits: undefined };

/**
 * The most work the search may do, in units of one character of a set or of the union visited:
 * each node costs the sum of the sets' sizes and the union's size. About 10 ns a unit here, so
 * about 5 ms; the recipes of bench/recipe-search-bench.ts (seeds 1 to 10) take at most 6,300.
 */
export const MAX_COVER_WORK = 500_000;

/** The search's state: the sets as character indices, what each still needs, what may not be added. */
interface Cover {
  readonly setChars: readonly (readonly number[])[];
  readonly charSets: readonly (readonly number[])[];
  /** Smallest sets first: the order of the disjoint family in {@link lowerBound}. */
  readonly order: readonly number[];
  /** What each set still needs; 0 or less when met. */
  readonly residual: Int32Array;
  /** Characters a branch has ruled out: no more of them may be added below it. */
  readonly frozen: Uint8Array;
  readonly mark: Uint8Array;
  /** The work of one node: the sets' sizes and the union's. */
  readonly nodeWork: number;
  /** What the search may still do. */
  work: number;
}

/**
 * Whether every minimum of `sets` (each with characters, as {@link obviousUnsatisfiable} checks
 * first) can be met by a string of `length` characters, and if not, how many it takes.
 */
export function minimumsFit(sets: readonly RequiredSet[], length: number, maxWork = MAX_COVER_WORK): MinimumsFit {
  const total = sets.reduce((sum, set) => sum + set.min, 0);
  // Each set met by its own characters: never more than the sum of the minimums.
  if (total <= length) return { fits: true };
  const cover = buildCover(sets, maxWork);
  const within = fitsWithin(cover, length);
  if (within !== false) return { fits: within };
  for (let needed = Math.max(length + 1, lowerBound(cover)); needed < total; needed++) {
    // Not within needed - 1 (shown before): within needed, or past the bound, at least needed.
    if (fitsWithin(cover, needed) !== false) return { fits: false, needed };
  }
  return { fits: false, needed: total };
}

function buildCover(sets: readonly RequiredSet[], maxWork: number): Cover {
  const index = new Map<string, number>();
  const setChars = sets.map((set) => [...new Set(set.chars)].map((ch) => index.get(ch) ?? addChar(index, ch)));
  const charSets: number[][] = Array.from({ length: index.size }, () => []);
  setChars.forEach((chars, s) => {
    for (const c of chars) (charSets[c] as number[]).push(s);
  });
  const order = setChars.map((_, s) => s).sort((a, b) => setSize(setChars, a) - setSize(setChars, b));
  return {
    setChars,
    charSets,
    order,
    residual: Int32Array.from(sets, (set) => set.min),
    frozen: new Uint8Array(index.size),
    mark: new Uint8Array(index.size),
    nodeWork: setChars.reduce((sum, chars) => sum + chars.length, index.size),
    work: maxWork,
  };
}

function addChar(index: Map<string, number>, ch: string): number {
  index.set(ch, index.size);
  return index.size - 1;
}

const setSize = (setChars: readonly (readonly number[])[], s: number) => (setChars[s] as readonly number[]).length;

/**
 * True when at most `budget` more characters meet every set's residual; undefined when the work
 * bound is hit first. Branches on the set with the fewest characters left to add: the i-th branch
 * adds one of its i-th character and rules out the ones before it, so every multiset is reached
 * once and none is missed (a solution adds more of some character of the set; take the first).
 */
function fitsWithin(cover: Cover, budget: number): boolean | undefined {
  cover.work -= cover.nodeWork;
  if (cover.work < 0) return undefined;
  const bound = lowerBound(cover);
  if (bound === 0) return true;
  if (bound > budget) return false;
  let outcome: boolean | undefined = false;
  const ruledOut: number[] = [];
  for (const c of branchChars(cover)) {
    add(cover, c, -1);
    const found = fitsWithin(cover, budget - 1);
    add(cover, c, 1);
    if (found !== false) {
      outcome = found;
      break;
    }
    cover.frozen[c] = 1;
    ruledOut.push(c);
  }
  for (const c of ruledOut) cover.frozen[c] = 0;
  return outcome;
}

function add(cover: Cover, c: number, step: number): void {
  for (const s of cover.charSets[c] as readonly number[]) (cover.residual[s] as number) += step;
}

/** Live sets: those that still need characters. The number of them that hold `c`. */
function degree(cover: Cover, c: number): number {
  let live = 0;
  for (const s of cover.charSets[c] as readonly number[]) if ((cover.residual[s] as number) > 0) live++;
  return live;
}

/** The characters to branch on: those of the live set with the fewest left, most useful first. */
function branchChars(cover: Cover): number[] {
  let best: number[] = [];
  let bestNeed = 0;
  for (const s of cover.order) {
    const need = cover.residual[s] as number;
    if (need <= 0) continue;
    const free = (cover.setChars[s] as readonly number[]).filter((c) => cover.frozen[c] === 0);
    if (best.length === 0 || free.length < best.length || (free.length === best.length && need > bestNeed)) {
      best = free;
      bestNeed = need;
    }
  }
  const degrees = new Map(best.map((c) => [c, degree(cover, c)]));
  return best.sort((a, b) => (degrees.get(b) as number) - (degrees.get(a) as number));
}

/**
 * A lower bound on the characters still needed, the larger of two: the residuals of a family of
 * live sets that share no character that may still be added (greedy, smallest sets first; no
 * character counts toward two of them), and all residuals over the most that one character
 * meets. Infinite when a live set has no character left to add.
 */
function lowerBound(cover: Cover): number {
  cover.mark.fill(0);
  let disjoint = 0;
  let total = 0;
  for (const s of cover.order) {
    const need = cover.residual[s] as number;
    if (need <= 0) continue;
    total += need;
    const free = (cover.setChars[s] as readonly number[]).filter((c) => cover.frozen[c] === 0);
    if (free.length === 0) return Number.POSITIVE_INFINITY;
    if (free.some((c) => cover.mark[c] === 1)) continue;
    for (const c of free) cover.mark[c] = 1;
    disjoint += need;
  }
  if (total === 0) return 0;
  let widest = 1;
  for (let c = 0; c < cover.frozen.length; c++) if (cover.frozen[c] === 0) widest = Math.max(widest, degree(cover, c));
  return Math.max(disjoint, Math.ceil(total / widest));
}
