/**
 * A user's word list at the documented maximum, 1,000,000 words: the time and the peak memory of
 * `generatePassphrases` with random capitals and the digit, each in a fresh process (its peak RSS
 * is the process's own), for three shapes: letter-only words, words holding a digit (which crashed
 * with "Map maximum size exceeded" before the injectivity check read codewords from their forms),
 * and the same words run together without a separator (the full search of the check).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { heading, ms, type SummaryRow, table } from './report.js';

const LIBRARY = fileURLToPath(new URL('../src/library.js', import.meta.url));

interface Shape {
  readonly label: string;
  readonly words: 'letters' | 'digits';
  readonly separator: string;
}

const SHAPES: readonly Shape[] = [
  { label: 'letters only, separator "-"', words: 'letters', separator: '-' },
  { label: 'words holding digits, separator "-"', words: 'digits', separator: '-' },
  { label: 'words holding digits, no separator', words: 'digits', separator: '' },
];

// Run in a child: builds the list, then times one call and reports the process's peak RSS.
const CHILD = `
const [library, kind, separator] = process.argv.slice(1);
const letters = (i) => { let s = ''; let x = i + 1; while (x > 0) { x--; s = String.fromCharCode(97 + (x % 26)) + s; x = Math.floor(x / 26); } return s; };
const wordList = Array.from({ length: 1_000_000 }, (_, i) => kind === 'letters' ? 'w' + letters(i) : 'w' + i.toString(36) + 'x' + (i % 7));
const { generatePassphrases } = await import(library);
const started = performance.now();
const { analysis } = await generatePassphrases({ wordList, words: 5, separator, capitalize: 'random', digit: true });
const elapsed = performance.now() - started;
console.log(JSON.stringify({ elapsed, maxRssKiB: process.resourceUsage().maxRSS, bits: analysis.bits }));
`;

interface Measured {
  readonly elapsed: number;
  readonly maxRssKiB: number;
  readonly bits: number;
}

function measure(shape: Shape): Measured | string {
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', CHILD, pathToFileURL(LIBRARY).href, shape.words, shape.separator],
    { encoding: 'utf8', timeout: 300_000, maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) return `failed: ${(child.stderr || String(child.signal)).split('\n')[0]}`;
  return JSON.parse(child.stdout) as Measured;
}

/** The section: prints its table and returns its summary rows. */
export function runWordListBench(): SummaryRow[] {
  heading('Word lists of 1,000,000 words: random capitals and the digit, one process each');
  const rows: string[][] = [['shape', 'time', 'peak RSS', 'bits']];
  const summary: SummaryRow[] = [];
  for (const shape of SHAPES) {
    const result = measure(shape);
    if (typeof result === 'string') {
      rows.push([shape.label, result, '', '']);
      summary.push({ what: `Word list 10^6: ${shape.label}`, measured: result, target: 'no crash', verdict: 'MISS' });
      continue;
    }
    const mib = result.maxRssKiB / 1024;
    rows.push([shape.label, ms(result.elapsed), `${mib.toFixed(0)} MiB`, result.bits.toFixed(1)]);
    summary.push({
      what: `Word list 10^6: ${shape.label}, time / peak RSS`,
      measured: `${ms(result.elapsed)} / ${mib.toFixed(0)} MiB`,
      target: '<= 1 GiB',
      verdict: mib <= 1024 ? 'PASS' : 'MISS',
    });
  }
  table(rows);
  return summary;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = runWordListBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
