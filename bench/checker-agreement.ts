/**
 * The checker against the generator on the generator's own passwords (issue 18):
 * one password per recipe (all 60) and length (8 to 48), drawn with the real
 * random source, checked, and compared with the exact analysis.
 * Run alone: `node dist/bench/checker-agreement.js`.
 */
import { randomFillSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Checker } from '../src/checker/checker.js';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { createPasswordGenerator } from '../src/core/generator.js';
import { generatePassphrases } from '../src/library.js';
import {
  comparePassphrases,
  optionSetName,
  type PassphraseComparison,
  passphraseMedians,
  passphraseOptionSets,
} from '../test/support/passphrase-agreement.js';
import {
  compareWithGenerator,
  levelAgreement,
  medianDifferences,
  recipeName,
} from '../test/support/password-agreement.js';
import { heading, type SummaryRow, table } from './report.js';

const LENGTHS = Array.from({ length: 41 }, (_, i) => i + 8);
const BANDS: readonly (readonly [number, number])[] = [
  [8, 12],
  [13, 16],
  [17, 24],
  [25, 48],
];

/** Prints the agreement per length band and the lowest medians, then the passphrases'; returns the summary rows. */
export async function checkerAgreementSection(): Promise<SummaryRow[]> {
  const checker = await createLanguageChecker('en');
  return [...passwordRows(checker), ...(await passphraseRows(checker))];
}

function passwordRows(checker: Checker): SummaryRow[] {
  heading('Checker against the generator on its own passwords');
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

// Level agreement and the largest excess per list and word-count band, one passphrase per option set.
function passphraseTable(comparisons: readonly PassphraseComparison[]): void {
  const rows = [['list', 'words', 'passphrases', 'same level', 'max above exact (log10)', 'lowest (log10)']];
  const lists = [...new Set(comparisons.map((c) => c.options.list))];
  for (const list of lists) {
    for (const [low, high] of [
      [3, 4],
      [5, 7],
      [8, 10],
    ] as const) {
      const band = comparisons.filter(
        (c) => c.options.list === list && c.options.words >= low && c.options.words <= high,
      );
      const differences = band.map((c) => c.checkerLog10 - c.exactLog10);
      const same = band.filter((c) => c.sameLevel).length / band.length;
      rows.push([
        list,
        `${low}-${high}`,
        String(band.length),
        `${(same * 100).toFixed(1)}%`,
        Math.max(...differences).toFixed(2),
        Math.min(...differences).toFixed(2),
      ]);
    }
  }
  table(rows);
}

async function passphraseRows(checker: Checker): Promise<SummaryRow[]> {
  heading('Checker against the generator on its own passphrases');
  // Every 7th option set, one passphrase each (7 is prime to every dimension's size, so all their values appear).
  const sets = passphraseOptionSets();
  const comparisons = await comparePassphrases(
    checker,
    generatePassphrases,
    sets.filter((_, index) => index % 7 === 0),
    1,
  );
  passphraseTable(comparisons);
  const same = comparisons.filter((c) => c.sameLevel).length / comparisons.length;
  const above = Math.max(...comparisons.map((c) => c.checkerLog10 - c.exactLog10));
  // Medians need several passphrases per option set: 15 for every 53rd set (every dimension's values appear). A
  // passphrase with random capitals that came out all small or all capital fits a smaller option set (k bits less,
  // 1 in 4 for three words), so a set's median over few draws can dip below the population's, which is 0.
  const cells = passphraseMedians(
    await comparePassphrases(
      checker,
      generatePassphrases,
      sets.filter((_, index) => index % 53 === 0),
      15,
    ),
  );
  const lowest = [...cells].sort((a, b) => a.median - b.median);
  const worst = Math.max(...cells.map((c) => Math.abs(c.median)));
  console.log('  lowest medians of checker minus exact (log10), 15 passphrases per option set:');
  table([['option set', 'median'], ...lowest.slice(0, 5).map((c) => [optionSetName(c.options), c.median.toFixed(2)])]);
  return [
    {
      what: `Checker level = generator level, ${comparisons.length} generated passphrases (every 7th option set: every list, 3-10 words, 10 separators, every mode, digit or not)`,
      measured: `${(same * 100).toFixed(1)}%`,
      target: '>= 95%',
      verdict: same >= 0.95 ? 'PASS' : 'MISS',
    },
    {
      what: 'Passphrases: checker above exact (log10), largest / largest |median| per option set',
      measured: `${above.toFixed(2)} / ${worst.toFixed(2)}`,
      target: '<= 1.0 / <= 0.5',
      verdict: above <= 1 && worst <= 0.5 ? 'PASS' : 'MISS',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...(await checkerAgreementSection()).map((s) => [s.what, s.measured, s.target, s.verdict]),
  ]);
}
