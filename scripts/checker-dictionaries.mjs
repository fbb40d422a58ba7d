// @ts-check
/**
 * The checker's dictionaries in their compact form, built from the zxcvbn-ts language packs (npm, MIT) at build
 * time (src/checker/compact-dictionary.ts reads them). Every `@zxcvbn-ts/language-*` package in package.json's
 * dependencies becomes two files:
 *
 *   checker-{pack}-1.txt  the first FIRST_PART_RANK words of each of the pack's lists, and its feedback
 *                         translations: what the checker page loads before its first rating;
 *   checker-{pack}-2.txt  the rest of each list, ranks continuing: loaded after the first rating.
 *
 * Both are UTF-8 text: a header line, then per list a line `\u0001{list name} {first rank}` followed by one word a
 * line in rank order (words normalised as the checker compares them: NFKC, lower case). A word seen earlier in the
 * same list keeps its earlier (lower) rank: its later line is left empty, so that every other rank stays the pack's.
 * In rank order the words compress well (gzip and brotli find the common endings), and loading needs no sorting or
 * hashing of JavaScript strings: the reader hashes the text into typed arrays (see compact-dictionary.ts).
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(`${ROOT}/`);

/** Words of each list that the checker page loads before its first rating (the rest follows). */
export const FIRST_PART_RANK = 3000;

/** The format's first line; the reader refuses anything else. */
export const DICTIONARY_HEADER = 'pwgen-checker-dictionary 1';

/** @param {string} word */
export function normaliseWord(word) {
  return word.normalize('NFKC').toLowerCase();
}

/** The installed language packs: pack code -> npm package name, from package.json's dependencies. */
export function languagePacks() {
  const manifest = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8'));
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@zxcvbn-ts/language-'))
    .map((name) => ({ pack: name.slice('@zxcvbn-ts/language-'.length), name }));
}

/**
 * The list name the checker uses: zxcvbn-ts 4 packs end theirs with `-{pack}`, the 3.x packs (de, it, ja, nl-be,
 * pl, ar) do not, and their names collide (`commonWords` in five packs). The feedback reads the names
 * (`passwords`, `wikipedia`, `names`), and the word sequences their start (`months-`): both are kept.
 * @param {string} list @param {string} pack
 */
function listName(list, pack) {
  return list.endsWith(`-${pack}`) ? list : `${list}-${pack}`;
}

/**
 * The two files of one pack, as text.
 * @param {string} pack
 * @param {string} packageName
 * @returns {{ first: string, rest: string, words: number, duplicates: number }}
 */
export function packFiles(pack, packageName) {
  const loaded = require(packageName);
  /** @type {Record<string, (string | number)[]>} */
  const dictionary = loaded.dictionary ?? {};
  const first = [DICTIONARY_HEADER];
  const rest = [DICTIONARY_HEADER];
  if (loaded.translations !== undefined) {
    const { warnings, suggestions } = loaded.translations;
    first.push(`\u0002${JSON.stringify({ warnings, suggestions })}`);
  }
  let words = 0;
  let duplicates = 0;
  for (const [list, entries] of Object.entries(dictionary)) {
    const seen = new Set();
    const lines = entries.map((entry) => {
      const word = normaliseWord(String(entry));
      if (word.includes('\n') || word.includes('\u0001') || word.includes('\u0002'))
        throw new Error(`${packageName} ${list}: a word holds a control character`);
      if (seen.has(word)) {
        duplicates++;
        return '';
      }
      seen.add(word);
      words++;
      return word;
    });
    const name = listName(list, pack);
    first.push(`\u0001${name} 1`, ...lines.slice(0, FIRST_PART_RANK));
    if (lines.length > FIRST_PART_RANK)
      rest.push(`\u0001${name} ${FIRST_PART_RANK + 1}`, ...lines.slice(FIRST_PART_RANK));
  }
  return { first: `${first.join('\n')}\n`, rest: `${rest.join('\n')}\n`, words, duplicates };
}

/** Every installed pack's two files: asset name (`checker-de-1.txt`) -> text. */
export function checkerDictionaryFiles() {
  /** @type {Record<string, string>} */
  const files = {};
  for (const { pack, name } of languagePacks()) {
    const built = packFiles(pack, name);
    files[`checker-${pack}-1.txt`] = built.first;
    files[`checker-${pack}-2.txt`] = built.rest;
  }
  return files;
}

/**
 * Writes every file as an ES module (`checker-de-1.js`: `export const TEXT = "…"`) into `outdir`, beside the
 * compiled checker (dist/src/checker/dictionary-data, dist-package/checker/dictionary-data): the library and the
 * CLI import the ones they need, in Node and in a bundler alike.
 * @param {string} outdir
 */
export async function writeDictionaryModules(outdir) {
  const { mkdir, rm, writeFile } = await import('node:fs/promises');
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  for (const [name, text] of Object.entries(checkerDictionaryFiles())) {
    await writeFile(`${outdir}/${name.replace(/\.txt$/, '.js')}`, `export const TEXT = ${JSON.stringify(text)};\n`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = process.argv[2];
  if (outdir === undefined) throw new Error('usage: node scripts/checker-dictionaries.mjs OUTDIR');
  await writeDictionaryModules(outdir);
}
