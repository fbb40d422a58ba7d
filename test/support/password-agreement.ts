/**
 * How far the checker agrees with the generator on the generator's own
 * passwords: drawn with every recipe (the four character-type toggles in all
 * 15 combinations, with and without `exclude_ambiguous` and `no_repeats`) at
 * lengths 8 to 48, checked, and compared with the exact analysis. Used by the
 * checker's tests and by `npm run bench`.
 */

import type { Checker } from '../../src/checker/checker.js';
import { buildAlphabet } from '../../src/core/alphabet.js';
import { analyze } from '../../src/core/analysis.js';
import { type GenerationOptions, generate } from '../../src/core/generation.js';
import type { PasswordGenerator } from '../../src/core/generator.js';
import { DEFAULT_OPTIONS } from '../../src/options/options.js';

/** One generator recipe (every option but the length and count). */
export type Recipe = Omit<GenerationOptions, 'length' | 'count'>;

// Any option not varied here keeps its default.
const { length: _length, count: _count, ...DEFAULT_RECIPE } = DEFAULT_OPTIONS;

/** All 60 recipes the generator accepts. */
export const RECIPES: readonly Recipe[] = Array.from({ length: 60 }, (_, index) => {
  const types = (index % 15) + 1;
  const variant = Math.floor(index / 15);
  return {
    ...DEFAULT_RECIPE,
    lower: (types & 1) !== 0,
    upper: (types & 2) !== 0,
    digits: (types & 4) !== 0,
    symbols: (types & 8) !== 0,
    excludeAmbiguous: (variant & 1) !== 0,
    noRepeats: (variant & 2) !== 0,
  };
});

/** A short name for a recipe: "lower+digits, no ambiguous, no repeats". */
export function recipeName(recipe: Recipe): string {
  const types = (['lower', 'upper', 'digits', 'symbols'] as const).filter((type) => recipe[type]).join('+');
  return `${types}${recipe.excludeAmbiguous ? ', no ambiguous' : ''}${recipe.noRepeats ? ', no repeats' : ''}`;
}

/** One password's comparison. */
export interface Comparison {
  readonly recipe: Recipe;
  readonly length: number;
  /** log2 of the generator's expected guesses (bits - 1). */
  readonly generatorLog2: number;
  readonly checkerLog2: number;
  readonly sameLevel: boolean;
}

/** Draws `perCell` passwords for each recipe and length and compares each. */
export function compareWithGenerator(
  checker: Checker,
  generator: PasswordGenerator,
  lengths: readonly number[],
  perCell: number,
  recipes: readonly Recipe[] = RECIPES,
): Comparison[] {
  const comparisons: Comparison[] = [];
  for (const recipe of recipes) {
    if (buildAlphabet(recipe).length < 2) continue;
    for (const length of lengths) {
      const { passwords } = generate(generator, { ...recipe, length, count: perCell });
      const exact = analyze(length, buildAlphabet(recipe).length, recipe.noRepeats);
      for (const password of passwords) {
        const result = checker.check(password, 'en');
        comparisons.push({
          recipe,
          length,
          generatorLog2: exact.log10Guesses / Math.log10(2),
          checkerLog2: result.log10_guesses / Math.log10(2),
          sameLevel: result.level === exact.level,
        });
      }
    }
  }
  return comparisons;
}

/** The share of comparisons with the same level, 0 to 1. */
export function levelAgreement(comparisons: readonly Comparison[]): number {
  return comparisons.filter((c) => c.sameLevel).length / comparisons.length;
}

/** The median of checker minus generator, in bits, per recipe and length. */
export function medianDifferences(
  comparisons: readonly Comparison[],
): { readonly recipe: Recipe; readonly length: number; readonly medianBits: number }[] {
  const cells = new Map<string, Comparison[]>();
  for (const c of comparisons) {
    const key = `${recipeName(c.recipe)}|${c.length}`;
    cells.set(key, [...(cells.get(key) ?? []), c]);
  }
  return [...cells.values()].map((cell) => {
    const differences = cell.map((c) => c.checkerLog2 - c.generatorLog2).sort((a, b) => a - b);
    const middle = differences.length / 2;
    const median =
      differences.length % 2 === 1
        ? (differences[Math.floor(middle)] as number)
        : ((differences[middle - 1] as number) + (differences[middle] as number)) / 2;
    const first = cell[0] as Comparison;
    return { recipe: first.recipe, length: first.length, medianBits: median };
  });
}
