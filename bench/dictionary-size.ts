/**
 * What `/en/checker` downloads of the checker's dictionaries (the common passwords, English, its word lists), brotli
 * as served, built each way side by side in one run, with each way's build time; then every word of every list
 * of the two packs checked by a checker built from the packs as published and by the built one: the words whose
 * figure differs. Run alone: `node dist/bench/dictionary-size.js`.
 */
import { createRequire } from 'node:module';
import { brotliCompressSync, constants } from 'node:zlib';
import { createChecker, dictionariesOf } from '../src/checker/checker.js';
import { readWordLists } from '../src/checker/checker-from-files.js';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { CHECKER_LANGUAGES } from '../src/checker/language-dictionaries.js';
import { encodeSharedPrefixes } from '../src/checker/prefix-coding.js';
import { readCheckerFile } from '../src/cli/checker-file-reader.js';
import { publishedPackText } from '../test/support/published-packs.js';
import { heading, type SummaryRow, table } from './report.js';

const require = createRequire(import.meta.url);

/** The build script's functions (scripts/checker-dictionaries.mjs), imported as the build runs them. */
interface BuildScript {
  checkerDictionaryFiles(options?: { shadow?: boolean }): Record<string, string>;
  checkerWordListFiles(): Promise<Record<string, string>>;
  dictionaryModule(name: string, text: string): string;
}

const SCRIPT = new URL('../../scripts/checker-dictionaries.mjs', import.meta.url).href;
const PACKS = CHECKER_LANGUAGES.en.packs;
/** The goal of issue 41: at most 0.65 MB for the English checker's dictionaries. */
const GOAL_BYTES = 650_000;

const brotli = (text: string): number =>
  brotliCompressSync(Buffer.from(text, 'utf8'), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const asJsonModule = (text: string): string => `export default ${JSON.stringify(text)};\n`;

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

/** The English page's dictionary files of a build: its packs' two parts. */
function englishFiles(files: Record<string, string>): string[] {
  return PACKS.flatMap((pack) => [1, 2].map((part) => files[`checker-${pack}-${part}.txt`] ?? ''));
}

/** Every word list in one file, as before (each list's text after the first's header). */
function oneWordListFile(lists: Record<string, string>): string {
  return Object.values(lists)
    .map((text, at) => (at === 0 ? text : text.slice(text.indexOf('\n') + 1)))
    .join('');
}

/** zxcvbn-ts's own prefix coding (`@zxcvbn-ts/dictionary-compression`) of the same lists, one JSON module a file. */
function prefixCoded(files: readonly string[]): number {
  const compress: (words: string[]) => string | string[] =
    require('@zxcvbn-ts/dictionary-compression/compress').default;
  let bytes = 0;
  for (const text of files) {
    const lists = text.split('\n\u0001').slice(1);
    const coded = lists.map((list) => compress(list.split('\n').slice(1)));
    bytes += brotli(asJsonModule(JSON.stringify(coded)));
  }
  return bytes;
}

/** The rows of each way: bytes as served and build time. */
async function ways(script: BuildScript): Promise<{ rows: string[][]; built: number }> {
  const published = timed(() => script.checkerDictionaryFiles({ shadow: false }));
  const shadowed = timed(() => script.checkerDictionaryFiles());
  const lists = await script.checkerWordListFiles();
  const own = CHECKER_LANGUAGES.en.wordLists.map((list) => lists[`checker-words-${list}.txt`] ?? '');
  const module = (text: string) => script.dictionaryModule('bench', text);
  const sum = (texts: readonly string[], wrap: (text: string) => string) =>
    texts.reduce((total, text) => total + brotli(wrap(text)), 0);
  const allLists = oneWordListFile(lists);
  const before = sum(englishFiles(published.value), asJsonModule) + brotli(asJsonModule(allLists));
  const leftOut = sum(englishFiles(shadowed.value), asJsonModule) + brotli(asJsonModule(allLists));
  const templates = sum(englishFiles(shadowed.value), module) + brotli(module(allLists));
  const ownOnly = sum(englishFiles(shadowed.value), module) + sum(own, module);
  const coding = timed(() => [...englishFiles(shadowed.value), ...own].map(encodeSharedPrefixes));
  const built = sum(coding.value, module);
  const theirs = prefixCoded(englishFiles(shadowed.value)) + sum(own, module);
  const row = (way: string, bytes: number, ms: number) => [
    way,
    `${bytes.toLocaleString('en')} B`,
    `${ms.toFixed(0)} ms`,
  ];
  return {
    built,
    rows: [
      ['way (each adds to the one above)', 'brotli as served', 'build'],
      row('as published, every list in one file (before)', before, published.ms),
      row('words another list ranks lower left out', leftOut, shadowed.ms),
      row('modules as template literals, not JSON strings', templates, shadowed.ms),
      row("only the page's languages' word lists", ownOnly, shadowed.ms),
      row('each word by the start it shares with the word above (kept)', built, shadowed.ms + coding.ms),
      row("alternative to the above: zxcvbn-ts's prefix coding", theirs, shadowed.ms),
    ],
  };
}

/** Every word of every list of the two packs, alone: how many get another figure from the built checker. */
async function changedFigures(): Promise<{ words: number; changed: number; ms: number }> {
  const start = performance.now();
  const wordLists = await readWordLists(readCheckerFile);
  const published = createChecker({
    wordLists,
    dictionaries: dictionariesOf(PACKS.map((pack) => [pack, publishedPackText(pack).text] as const)),
  });
  const built = await createLanguageChecker('en', { wordLists });
  const words = new Set(PACKS.flatMap((pack) => [...publishedPackText(pack).words.values()].flat()));
  let changed = 0;
  for (const word of words) {
    if (published.check(word, 'en').log10_guesses !== built.check(word, 'en').log10_guesses) changed++;
  }
  return { words: words.size, changed, ms: performance.now() - start };
}

/** The section: prints its tables and returns its summary rows. */
export async function runDictionarySizeBench(): Promise<SummaryRow[]> {
  heading('Checker dictionaries of /en/checker: bytes as served, each way, and figures kept (issue 41)');
  const script = (await import(SCRIPT)) as BuildScript;
  const { rows, built } = await ways(script);
  table(rows);
  const sweep = await changedFigures();
  console.log(
    `  every word of every list of common and en, alone: ${sweep.changed} of ${sweep.words.toLocaleString('en')} ` +
      `get another figure (${(sweep.ms / 1000).toFixed(0)} s)`,
  );
  return [
    {
      what: 'Checker dictionaries of /en/checker, brotli (common, en, its word lists)',
      measured: `${built.toLocaleString('en')} B`,
      target: `<= ${GOAL_BYTES.toLocaleString('en')} B`,
      verdict: built <= GOAL_BYTES ? 'PASS' : 'MISS',
    },
    {
      what: 'Words of common and en whose figure the built dictionaries change',
      measured: `${sweep.changed} of ${sweep.words.toLocaleString('en')}`,
      target: '0',
      verdict: sweep.changed === 0 ? 'PASS' : 'MISS',
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const rows = await runDictionarySizeBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
