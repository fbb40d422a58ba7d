/**
 * The checker against the generator on the generator's own passwords (issue 18):
 * one password per recipe (all 60) and length (8 to 48), drawn with the real
 * random source, checked, and compared with the exact analysis.
 * Run alone: `node dist/bench/checker-agreement.js`.
 */
import { randomFillSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { compareWithGenerator, levelAgreement, medianDifferences, recipeName } from '../src/checker/agreement.js';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { createPasswordGenerator } from '../src/core/generator.js';
import { heading, type SummaryRow, table } from './report.js';

const LENGTHS = Array.from({ length: 41 }, (_, i) => i + 8);
const BANDS: readonly (readonly [number, number])[] = [
  [8, 12],
  [13, 16],
  [17, 24],
  [25, 48],
];

/** Prints the agreement per length band and the lowest medians; returns the summary rows. */
export async function checkerAgreementSection(): Promise<SummaryRow[]> {
  heading('Checker against the generator on its own passwords');
  const checker = await createLanguageChecker('en');
  const generator = createPasswordGenerator({ randomFill: (bytes) => void randomFillSync(bytes) });
  const comparisons = compareWithGenerator(checker, generator, LENGTHS, 1);
  const rows = [['lengths', 'passwords', 'same level', 'max above exact (bits)']];
  for (const [low, high] of BANDS) {
    const band = comparisons.filter((c) => c.length >= low && c.length <= high);
    const above = Math.max(...band.map((c) => c.checkerLog2 - c.generatorLog2));
    rows.push([`${low}-${high}`, String(band.length), `${(levelAgreement(band) * 100).toFixed(1)}%`, above.toFixed(2)]);
  }
  const agreement = levelAgreement(comparisons);
  rows.push(['all', String(comparisons.length), `${(agreement * 100).toFixed(1)}%`, '']);
  table(rows);
  // Medians need several passwords per cell: 5 per recipe for the short lengths, where levels change.
  const cells = medianDifferences(compareWithGenerator(checker, generator, [8, 10, 12, 16, 24, 48], 5));
  const lowest = [...cells].sort((a, b) => a.medianBits - b.medianBits).slice(0, 5);
  console.log('  lowest medians of checker minus exact (bits), 5 passwords per recipe and length:');
  table([
    ['recipe', 'length', 'median'],
    ...lowest.map((c) => [recipeName(c.recipe), String(c.length), c.medianBits.toFixed(2)]),
  ]);
  const highest = Math.max(...cells.map((c) => c.medianBits));
  return [
    {
      what: `Checker level = generator level, ${comparisons.length} generated passwords (60 recipes, 8-48)`,
      measured: `${(agreement * 100).toFixed(1)}%`,
      target: '>= 95%',
      verdict: agreement >= 0.95 ? 'PASS' : 'MISS',
    },
    {
      what: 'Checker median minus exact bits per recipe and length: lowest / highest',
      measured: `${(lowest[0]?.medianBits ?? 0).toFixed(2)} / ${highest.toFixed(2)}`,
      target: '> -5 / <= 0',
      verdict: (lowest[0]?.medianBits ?? 0) > -5 && highest <= 1e-9 ? 'PASS' : 'MISS',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...(await checkerAgreementSection()).map((s) => [s.what, s.measured, s.target, s.verdict]),
  ]);
}
