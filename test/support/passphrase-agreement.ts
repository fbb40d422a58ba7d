/**
 * How far the checker agrees with the generator on the generator's own
 * passphrases: drawn with every built-in list, 3 to 10 words, a spread of
 * separators (none and space included), every `capitalize` mode, with and
 * without the digit, checked, and compared with the generator's exact analysis.
 * Used by the checker's tests and by `npm run bench`. The drawing function is
 * passed in (the library's `generatePassphrases`), so that this module loads
 * no engine of its own.
 */

import type { Checker } from '../../src/checker/checker.js';
import type { Capitalize } from '../../src/core/passphrase.js';
import { WORD_LIST_NAMES, type WordListName } from '../../src/wordlists/word-list-names.js';

/** One passphrase option set (every option but the count). */
export interface PassphraseOptionSet {
  readonly list: WordListName;
  readonly words: number;
  readonly separator: string;
  readonly capitalize: Capitalize;
  readonly digit: boolean;
}

/** Draws passphrases with their exact analysis, as `generatePassphrases` does; rejects a refused option set. */
export type DrawPassphrases = (options: PassphraseOptionSet & { readonly count: number }) => Promise<{
  readonly passphrases: readonly string[];
  readonly analysis: { readonly log10_guesses: number; readonly level: number };
}>;

/** Separators tried: none, space, the usual punctuation, and longer ones up to the generator's limit of 8. */
export const AGREEMENT_SEPARATORS = ['', ' ', '-', '.', '_', '/', '+', '~~', ' | ', '<-->'] as const;

/** Every option set: every list, 3 to 10 words, {@link AGREEMENT_SEPARATORS}, every mode, with and without the digit. */
export function passphraseOptionSets(lists: readonly WordListName[] = WORD_LIST_NAMES): PassphraseOptionSet[] {
  const sets: PassphraseOptionSet[] = [];
  for (const list of lists) {
    for (let words = 3; words <= 10; words++) {
      for (const separator of AGREEMENT_SEPARATORS) {
        for (const capitalize of ['none', 'first', 'random'] as const) {
          for (const digit of [false, true]) sets.push({ list, words, separator, capitalize, digit });
        }
      }
    }
  }
  return sets;
}

/** One passphrase's comparison, in log10 of guesses. */
export interface PassphraseComparison {
  readonly options: PassphraseOptionSet;
  readonly passphrase: string;
  readonly exactLog10: number;
  readonly checkerLog10: number;
  readonly sameLevel: boolean;
}

/** Draws `perSet` passphrases for each option set the generator accepts, and checks each. */
export async function comparePassphrases(
  checker: Checker,
  draw: DrawPassphrases,
  sets: readonly PassphraseOptionSet[],
  perSet: number,
): Promise<PassphraseComparison[]> {
  const comparisons: PassphraseComparison[] = [];
  for (const options of sets) {
    let drawn: Awaited<ReturnType<DrawPassphrases>>;
    try {
      drawn = await draw({ ...options, count: perSet });
    } catch {
      continue; // a shape the generator refuses (ambiguous_passphrase) draws nothing to compare
    }
    for (const passphrase of drawn.passphrases) {
      const result = checker.check(passphrase, 'en');
      comparisons.push({
        options,
        passphrase,
        exactLog10: drawn.analysis.log10_guesses,
        checkerLog10: result.log10_guesses,
        sameLevel: result.level === drawn.analysis.level,
      });
    }
  }
  return comparisons;
}

/** A short name for an option set: "eff_short, 4 words, sep '-', first, digit". */
export function optionSetName(options: PassphraseOptionSet): string {
  const digit = options.digit ? ', digit' : '';
  return `${options.list}, ${options.words} words, sep '${options.separator}', ${options.capitalize}${digit}`;
}

/** The median of checker minus exact (log10) per option set. */
export function passphraseMedians(
  comparisons: readonly PassphraseComparison[],
): { readonly options: PassphraseOptionSet; readonly median: number }[] {
  const cells = new Map<string, PassphraseComparison[]>();
  for (const c of comparisons) {
    const key = optionSetName(c.options);
    cells.set(key, [...(cells.get(key) ?? []), c]);
  }
  return [...cells.values()].map((cell) => {
    const differences = cell.map((c) => c.checkerLog10 - c.exactLog10).sort((a, b) => a - b);
    const middle = differences.length / 2;
    const median =
      differences.length % 2 === 1
        ? (differences[Math.floor(middle)] as number)
        : ((differences[middle - 1] as number) + (differences[middle] as number)) / 2;
    return { options: (cell[0] as PassphraseComparison).options, median };
  });
}
