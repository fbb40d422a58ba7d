/**
 * An independent reference for recipes: a validator written from the
 * definitions (window by window, not with the production code's run counters)
 * and a brute-force enumerator, for the counting and sampling tests.
 */
import type { Recipe } from '../../src/core/recipe.js';

const RANGES = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'];
// A window runs down through a range when it appears in that range written backwards.
const DOWN = RANGES.map((range) => [...range].reverse().join(''));

function isRun(window: string): boolean {
  return RANGES.some((range) => range.includes(window)) || DOWN.some((range) => range.includes(window));
}

/** True when the password meets the recipe, checked window by window from the definitions. */
export function meetsRecipe(recipe: Recipe, password: string): boolean {
  if (password.length !== recipe.length) return false;
  for (const ch of password) if (!recipe.pool.includes(ch)) return false;
  for (const set of recipe.required) {
    let seen = 0;
    for (const ch of password) if (set.chars.includes(ch)) seen++;
    if (seen < set.min) return false;
  }
  const r = recipe.maxRepeating;
  if (r !== undefined) {
    for (let i = 0; i + r < password.length; i++) {
      if (password.slice(i, i + r + 1) === (password[i] as string).repeat(r + 1)) return false;
    }
  }
  const s = recipe.maxSequential;
  if (s !== undefined) {
    for (let i = 0; i + s < password.length; i++) if (isRun(password.slice(i, i + s + 1))) return false;
  }
  return true;
}

export function allStrings(pool: string, length: number): string[] {
  let strings = [''];
  for (let i = 0; i < length; i++) strings = strings.flatMap((prefix) => [...pool].map((ch) => prefix + ch));
  return strings;
}

export function enumerate(recipe: Recipe): string[] {
  return allStrings(recipe.pool, recipe.length).filter((p) => meetsRecipe(recipe, p));
}

/**
 * The fewest characters that meet every required set's minimum, by brute force over the multisets
 * of the pool's characters, smallest first (run limits and the length aside).
 */
export function fewestCharacters(recipe: Recipe): number {
  const meets = (counts: readonly number[]) =>
    recipe.required.every((set) => {
      let seen = 0;
      for (const [i, ch] of [...recipe.pool].entries()) if (set.chars.includes(ch)) seen += counts[i] as number;
      return seen >= set.min;
    });
  // Every way to share `left` characters among the pool's characters from `from` on.
  const some = (counts: number[], from: number, left: number): boolean => {
    if (from === counts.length - 1) {
      counts[from] = left;
      return meets(counts);
    }
    for (let k = 0; k <= left; k++) {
      counts[from] = k;
      if (some(counts, from + 1, left - k)) return true;
    }
    return false;
  };
  // No set is met by fewer characters than its own minimum.
  for (let size = Math.max(0, ...recipe.required.map((set) => set.min)); ; size++) {
    if (some(new Array(recipe.pool.length).fill(0), 0, size)) return size;
  }
}
