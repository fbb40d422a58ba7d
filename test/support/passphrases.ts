/**
 * The brute-force enumerator of passphrases that the exactness tests hold the
 * counting and the injectivity rule to: every string each choice of words,
 * capitals and digit writes, sharing nothing with the code under test but the
 * meaning of the options.
 */
import type { PassphraseShape } from '../../src/core/passphrase.js';

/** Every passphrase that each choice writes, one entry per choice (so duplicates show collisions). */
export function enumeratePassphrases(shape: PassphraseShape): string[] {
  const { list, words: k, separator, capitalize, digit } = shape;
  const out: string[] = [];
  const wordTuples: string[][] = [[]];
  for (let i = 0; i < k; i++) {
    const longer: string[][] = [];
    for (const tuple of wordTuples) for (const word of list) longer.push([...tuple, word]);
    wordTuples.splice(0, wordTuples.length, ...longer);
  }
  const masks = capitalize === 'random' ? 2 ** k : 1;
  for (const tuple of wordTuples) {
    for (let mask = 0; mask < masks; mask++) {
      const written = tuple.map((word, i) => {
        const upper = capitalize === 'first' || (capitalize === 'random' && ((mask >> i) & 1) === 1);
        return upper ? word.charAt(0).toUpperCase() + word.slice(1) : word;
      });
      if (!digit) {
        out.push(written.join(separator));
        continue;
      }
      for (let at = 0; at < k; at++) {
        for (let d = 0; d < 10; d++) out.push(written.map((w, i) => (i === at ? `${w}${d}` : w)).join(separator));
      }
    }
  }
  return out;
}
