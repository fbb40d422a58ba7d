/**
 * The checker's dictionary format against zxcvbn-ts's own (`@zxcvbn-ts/dictionary-compression`, the prefix coding
 * its language packs ship): bytes raw, gzip and brotli, and the time from the bytes to lists a lookup can use, per
 * pack. Ours: the compact files (src/checker/compact-dictionary.ts), read into hash tables. Theirs: each list
 * prefix-coded as the packs ship it, decoded to an array of words, then zxcvbn-ts's ranked object (word -> rank, what
 * its matcher reads) built from it. Run alone: `node dist/bench/dictionary-format.js`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { emptyDictionaries, readCompactDictionary } from '../src/checker/compact-dictionary.js';
import { DICTIONARY_PARTS, dictionaryAssetName } from '../src/checker/language-dictionaries.js';
import { readCheckerFile } from '../src/cli/checker-file-reader.js';
import { heading, median, ms, type SummaryRow, table } from './report.js';

const require = createRequire(fileURLToPath(import.meta.url));
const PACKS = [
  ['common', '@zxcvbn-ts/language-common'],
  ['en', '@zxcvbn-ts/language-en'],
  ['de', '@zxcvbn-ts/language-de'],
  ['fr', '@zxcvbn-ts/language-fr'],
  ['ja', '@zxcvbn-ts/language-ja'],
] as const;
const ROUNDS = 5;

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

function sizes(text: string): Sizes {
  const bytes = Buffer.from(text, 'utf8');
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function timed(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The section: one row per pack; returns the summary row of the totals. */
export async function runDictionaryFormatBench(): Promise<SummaryRow[]> {
  heading('Checker dictionaries: our compact format against @zxcvbn-ts/dictionary-compression');
  // CommonJS builds of ES modules: the functions are their default exports.
  const compress: (words: string[]) => string | string[] =
    require('@zxcvbn-ts/dictionary-compression/compress').default;
  const decompress: (encoded: string) => string[] = require('@zxcvbn-ts/dictionary-compression/decompress').default;
  const rows: string[][] = [
    [
      'pack',
      'words',
      'ours raw / gzip / br',
      'prefix-coded raw / gzip / br',
      'ours: read to tables',
      'theirs: decode + ranked object',
    ],
  ];
  let oursGzip = 0;
  let theirsGzip = 0;
  for (const [pack, name] of PACKS) {
    const texts = await Promise.all(
      DICTIONARY_PARTS.map(async (part) => (await readCheckerFile(dictionaryAssetName(pack, part))).text),
    );
    const ours = sizes(texts.join(''));
    const lists: Record<string, (string | number)[]> = require(name).dictionary ?? {};
    const coded = Object.values(lists).map((words) => compress(words.map(String)));
    const encoded = coded.filter((list): list is string => typeof list === 'string');
    const theirs = sizes(JSON.stringify(coded));
    const words = Object.values(lists).reduce((sum, list) => sum + list.length, 0);
    const readOurs = timed(() => {
      const into = emptyDictionaries();
      for (const text of texts) readCompactDictionary(pack, text, into);
    });
    const readTheirs = timed(() => {
      for (const list of encoded) {
        const ranked: Record<string, number> = {};
        decompress(list).forEach((word, index) => {
          ranked[word] = index + 1;
        });
      }
    });
    oursGzip += ours.gzip;
    theirsGzip += theirs.gzip;
    rows.push([
      pack,
      String(words),
      `${kb(ours.raw)} / ${kb(ours.gzip)} / ${kb(ours.brotli)}`,
      `${kb(theirs.raw)} / ${kb(theirs.gzip)} / ${kb(theirs.brotli)}`,
      ms(readOurs),
      ms(readTheirs),
    ]);
  }
  table(rows);
  console.log(`  median of ${ROUNDS} in one process (warm after the first); ours are both parts, as check reads them`);
  return [
    {
      what: 'Checker dictionaries (common, en, de, fr, ja), gzip: ours / prefix-coded (dictionary-compression)',
      measured: `${kb(oursGzip)} / ${kb(theirsGzip)}`,
      target: 'reported',
      verdict: 'INFO',
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const rows = await runDictionaryFormatBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
