/**
 * The checker against the generator on the product's own passwords beyond the 60 basic recipes (issue 40, item 2):
 * per family, the share of the same level and the largest excess over the exact figure, the naming allowance apart.
 * Run alone: `node dist/bench/checker-product.js [per family]`.
 */
import { fileURLToPath } from 'node:url';
import type { Checker } from '../src/checker/checker.js';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { levelForCrackTime } from '../src/core/analysis.js';
import { familySamples, PRODUCT_FAMILIES, type ProductSample, siteSamples } from '../test/support/product-samples.js';
import { heading, type SummaryRow, table } from './report.js';

/** One sample checked: its excess over the exact figure beyond the naming allowance, and whether the level agrees. */
export interface ProductComparison {
  readonly sample: ProductSample;
  readonly checkerLog10: number;
  /** Checker minus exact minus the naming allowance (log10): at most 1.0 is the target. */
  readonly excess: number;
  readonly sameLevel: boolean;
}

/** Checks every sample. */
export function compareProduct(checker: Checker, samples: readonly ProductSample[]): ProductComparison[] {
  return samples.map((sample) => {
    const result = checker.check(sample.password, 'en');
    return {
      sample,
      checkerLog10: result.log10_guesses,
      excess: result.log10_guesses - sample.exactLog10 - sample.namingLog10,
      sameLevel: result.level === levelForCrackTime(sample.exactLog10 - 12),
    };
  });
}

/** Per family: passwords, same level, largest excess (log10), and how many are above the 1.0 bound. */
export function productRows(comparisons: readonly ProductComparison[]): string[][] {
  const rows = [['family', 'passwords', 'same level', 'max excess (log10)', 'above 1.0']];
  for (const family of PRODUCT_FAMILIES) {
    const part = comparisons.filter((c) => c.sample.family === family);
    const same = part.filter((c) => c.sameLevel).length / part.length;
    const max = Math.max(...part.map((c) => c.excess));
    const above = part.filter((c) => c.excess > 1).length;
    rows.push([family, String(part.length), `${(same * 100).toFixed(1)}%`, max.toFixed(2), String(above)]);
  }
  return rows;
}

/** The section of `npm run bench`: `perFamily` passwords per family and every site at two lengths. */
export async function checkerProductSection(perFamily = 60): Promise<SummaryRow[]> {
  heading("Checker against the generator on the product's own passwords (issue 40, item 2)");
  const checker = await createLanguageChecker('en');
  const comparisons = compareProduct(checker, [...familySamples(perFamily, 40), ...siteSamples()]);
  const rows = productRows(comparisons);
  table(rows);
  const above = comparisons.filter((c) => c.excess > 1).length;
  const lowest = Math.min(...rows.slice(1).map((row) => Number.parseFloat(row[2] as string)));
  return [
    {
      what: `Checker above the product's figure + 1.0 + naming, ${comparisons.length} drawn passwords`,
      measured: String(above),
      target: '0',
      verdict: above === 0 ? 'PASS' : 'MISS',
    },
    {
      what: 'Checker level = generator level, lowest family',
      measured: `${lowest.toFixed(1)}%`,
      target: '>= 95%',
      verdict: lowest >= 95 ? 'PASS' : 'MISS',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await checkerProductSection(Number(process.argv[2] ?? 60));
}
