import { isSequentialStep, type Recipe } from './recipe.js';

/**
 * A fast test of whether character codes meet a recipe (pool, minimums and run
 * limits), for rejection sampling. The tests check the sampler's output with a
 * validator of their own, not with this one.
 */
export function createRecipeCheck(recipe: Recipe): (codes: ArrayLike<number>) => boolean {
  const allowed = new Uint8Array(128);
  for (let i = 0; i < recipe.pool.length; i++) allowed[recipe.pool.charCodeAt(i) & 127] = 1;
  const sets = recipe.required.filter((set) => set.min > 0);
  // The sets each character counts for, as a list: a bit mask would wrap past 31 sets.
  const membership: number[][] = Array.from({ length: 128 }, () => []);
  sets.forEach((set, s) => {
    for (let i = 0; i < set.chars.length; i++) (membership[set.chars.charCodeAt(i) & 127] as number[]).push(s);
  });
  const mins = sets.map((set) => set.min);
  const seen = new Int32Array(sets.length);
  const maxRepeating = recipe.maxRepeating ?? Number.POSITIVE_INFINITY;
  const maxSequential = recipe.maxSequential ?? Number.POSITIVE_INFINITY;
  const runs = recipe.maxRepeating !== undefined || recipe.maxSequential !== undefined;
  // follows[c]: c + 1 is the next character of a-z, A-Z or 0-9.
  const follows = new Uint8Array(128);
  for (let code = 0; code < 127; code++) follows[code] = isSequentialStep(code, code + 1) ? 1 : 0;
  const runsHold = (codes: ArrayLike<number>): boolean => {
    let repeat = 1;
    let up = 1;
    let down = 1;
    for (let i = 1; i < codes.length; i++) {
      const previous = codes[i - 1] as number;
      const code = codes[i] as number;
      repeat = code === previous ? repeat + 1 : 1;
      up = code === previous + 1 && follows[previous] === 1 ? up + 1 : 1;
      down = previous === code + 1 && follows[code] === 1 ? down + 1 : 1;
      if (repeat > maxRepeating || up > maxSequential || down > maxSequential) return false;
    }
    return true;
  };
  return (codes) => {
    seen.fill(0);
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i] as number;
      if (code > 127 || allowed[code] === 0) return false;
      for (const s of membership[code] as number[]) seen[s] = (seen[s] as number) + 1;
    }
    for (let s = 0; s < mins.length; s++) if ((seen[s] as number) < (mins[s] as number)) return false;
    return !runs || runsHold(codes);
  };
}
