/**
 * "Did you mean ...?" for an unknown request parameter: the accepted name a
 * client probably meant, or nothing when no name is close enough.
 */

/** Largest edit distance at which a name still counts as a typo of another. */
export const MAX_SUGGESTION_DISTANCE = 2;

// Shortest abbreviation taken as one ("len" for length; "no" is too short to mean anything).
const MIN_PREFIX = 3;

// Case and separators are not what a client got wrong: "Length", "no-repeats" and "noRepeats" all mean the same.
const normalise = (name: string): string => name.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The optimal string alignment distance (Damerau-Levenshtein where a
 * transposition of two neighbours counts as one edit, and no substring is
 * edited twice): "lenght" is 1 from "length".
 */
export function editDistance(a: string, b: string): number {
  // Rows i-2, i-1 and i of the (a.length+1) x (b.length+1) table.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] as number) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The accepted name an unknown one probably meant: the same name in another
 * case or separator style; else a name of which one is an abbreviation of the
 * other (at least three characters: "len", "lowercase"); else the nearest name
 * within {@link MAX_SUGGESTION_DISTANCE} edits, when that is fewer edits than
 * the unknown name has characters. Ties go to the earlier accepted name.
 */
export function suggestName(unknown: string, accepted: readonly string[]): string | undefined {
  const name = normalise(unknown);
  if (name.length === 0) return undefined;
  const candidates = accepted.map((original) => ({ original, normalised: normalise(original) }));
  const same = candidates.find((c) => c.normalised === name);
  if (same !== undefined) return same.original;
  const abbreviation = candidates.find(({ normalised }) => {
    const [shorter, longer] = normalised.length <= name.length ? [normalised, name] : [name, normalised];
    return shorter.length >= MIN_PREFIX && longer.startsWith(shorter);
  });
  if (abbreviation !== undefined) return abbreviation.original;
  let best: { original: string; distance: number } | undefined;
  for (const { original, normalised } of candidates) {
    const distance = editDistance(name, normalised);
    if (
      distance <= MAX_SUGGESTION_DISTANCE &&
      distance < name.length &&
      (best === undefined || distance < best.distance)
    ) {
      best = { original, distance };
    }
  }
  return best?.original;
}
