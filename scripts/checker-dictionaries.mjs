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
 * line in rank order (words normalised as the checker compares them: NFKC, lower case). A line is left empty, so
 * that every other rank stays the pack's, where the word can never set a figure (see {@link shadowedBy}): seen
 * earlier in the same list, or held at a lower rank by another list that is always checked beside it.
 * In rank order the words compress well (gzip and brotli find the common endings), and loading needs no sorting or
 * hashing of JavaScript strings: the reader hashes the text into typed arrays (see compact-dictionary.ts).
 */

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHECKER_WORD_LISTS_ENTRY } from './web-entries.mjs';

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

/** The packs every language checks (src/checker/language-dictionaries.ts, `BASE`): their words shadow every pack's. */
export const BASE_PACKS = ['common', 'en'];

/**
 * Lists kept whole: zxcvbn-ts's word sequences (its `Options.wordSequenceNames`), which its sequence matcher reads
 * whole and in order.
 * @param {string} list the name as the checker uses it
 */
function keptWhole(list) {
  return zxcvbnOptionsOf().isWordSequence(list);
}

/**
 * The rank the checker gives every word of a list whose order is no frequency: the diceware list (EFF's large list,
 * alphabetical) ranks each word at its size (`UNIFORM_DICTIONARIES` in src/checker/checker.ts; were the two to
 * differ, src/checker/dictionary-shadow.test.ts would find figures that changed). Undefined for a list ranked by frequency.
 * @param {string} list @param {number} size
 */
export function uniformRank(list, size) {
  return list === 'diceware-common' ? size : undefined;
}

/** @type {{ isWordSequence(name: string): boolean } | undefined} */
let zxcvbnOptions;

/** zxcvbn-ts's options, which know its word sequences' names. */
function zxcvbnOptionsOf() {
  const options = zxcvbnOptions ?? new (require('@zxcvbn-ts/core').Options)();
  zxcvbnOptions = options;
  return options;
}

/**
 * A pack's lists as the checker names them, each word normalised and numbered by its rank.
 * @param {string} pack @param {string} packageName
 * @returns {{ name: string, words: string[] }[]}
 */
function packLists(pack, packageName) {
  const read = readLists.get(packageName);
  if (read !== undefined) return read;
  /** @type {Record<string, (string | number)[]>} */
  const dictionary = require(packageName).dictionary ?? {};
  const lists = Object.entries(dictionary).map(([list, entries]) => {
    const words = entries.map((entry) => normaliseWord(String(entry)));
    for (const word of words) {
      if (word.includes('\n') || word.includes('\u0001') || word.includes('\u0002'))
        throw new Error(`${packageName} ${list}: a word holds a control character`);
    }
    return { name: listName(list, pack), words };
  });
  readLists.set(packageName, lists);
  return lists;
}

/**
 * Each pack's lists, read and normalised once (the base packs' are read for the ranks beside every pack too).
 * @type {Map<string, { name: string, words: string[] }[]>}
 */
const readLists = new Map();

/**
 * The lowest rank the checker gives each word of `lists`, word sequences aside.
 * @param {{ name: string, words: string[] }[]} lists
 * @param {Map<string, number>} [into]
 */
function lowestRanks(lists, into = new Map()) {
  for (const { name, words } of lists) {
    if (zxcvbnOptionsOf().isWordSequence(name)) continue;
    const uniform = uniformRank(name, words.length);
    words.forEach((word, at) => {
      const rank = uniform ?? at + 1;
      if (!((into.get(word) ?? Number.POSITIVE_INFINITY) <= rank)) into.set(word, rank);
    });
  }
  return into;
}

/**
 * The fewest guesses zxcvbn-ts gives a match of several characters inside a password
 * (`MIN_SUBMATCH_GUESSES_MULTI_CHAR`): ranks up to it may tie.
 */
const GUESS_FLOOR = 50;

/**
 * Whether a word at `rank` can never set a figure nor the feedback: zxcvbn-ts prices a dictionary match by its rank
 * alone (times its capitals, l33t and reversal, the same for every list that holds the word), so where a list checked
 * beside it holds the same word at a lower rank, that match is always the cheaper one, and the dearer is never
 * chosen. Above {@link GUESS_FLOOR} the two never tie, so the feedback, which names the list, stays the same.
 * @param {number} rank @param {number | undefined} lowest
 */
function shadowedBy(rank, lowest) {
  return lowest !== undefined && lowest < rank && rank > GUESS_FLOOR;
}

/**
 * The two files of one pack, as text, with the lowest ranks of the lists always checked beside it (`beside`:
 * those of {@link BASE_PACKS}; its own are added).
 * @param {string} pack
 * @param {string} packageName
 * @param {ReadonlyMap<string, number> | null} [beside] null: leave no word out (as published; the bench compares)
 * @returns {{ first: string, rest: string, words: number, duplicates: number, shadowed: number }}
 */
export function packFiles(pack, packageName, beside = new Map()) {
  const loaded = require(packageName);
  const lists = packLists(pack, packageName);
  const lowest = beside === null ? new Map() : lowestRanks(lists, new Map(beside));
  const first = [DICTIONARY_HEADER];
  const rest = [DICTIONARY_HEADER];
  if (loaded.translations !== undefined) {
    const { warnings, suggestions } = loaded.translations;
    first.push(`\u0002${JSON.stringify({ warnings, suggestions })}`);
  }
  let words = 0;
  let duplicates = 0;
  let shadowed = 0;
  for (const { name, words: entries } of lists) {
    const seen = new Set();
    const whole = keptWhole(name);
    const uniform = uniformRank(name, entries.length);
    const lines = entries.map((word, at) => {
      if (seen.has(word)) {
        duplicates++;
        return '';
      }
      seen.add(word);
      if (!whole && shadowedBy(uniform ?? at + 1, lowest.get(word))) {
        shadowed++;
        return '';
      }
      words++;
      return word;
    });
    first.push(`\u0001${name} 1`, ...lines.slice(0, FIRST_PART_RANK));
    if (lines.length > FIRST_PART_RANK)
      rest.push(`\u0001${name} ${FIRST_PART_RANK + 1}`, ...lines.slice(FIRST_PART_RANK));
  }
  return { first: `${first.join('\n')}\n`, rest: `${rest.join('\n')}\n`, words, duplicates, shadowed };
}

/**
 * Every installed pack's two files: asset name (`checker-de-1.txt`) -> text.
 * @param {{ shadow?: boolean }} [options] `shadow: false` leaves no word out (the bench's "as published")
 */
export function checkerDictionaryFiles({ shadow = true } = {}) {
  const packs = languagePacks();
  const base = shadow ? new Map() : null;
  for (const { pack, name } of packs)
    if (base !== null && BASE_PACKS.includes(pack)) lowestRanks(packLists(pack, name), base);
  /** @type {Record<string, string>} */
  const files = {};
  for (const { pack, name } of packs) {
    const built = packFiles(pack, name, base);
    files[`checker-${pack}-1.txt`] = built.first;
    files[`checker-${pack}-2.txt`] = built.rest;
  }
  return files;
}

/**
 * A TypeScript module of src/ bundled by esbuild and imported, so that these scripts run the checker's own code
 * whether or not it is compiled.
 * @param {string} entry a path from the project's root
 * @returns {Promise<Record<string, unknown>>}
 */
export async function importSource(entry) {
  const { build } = await import('esbuild');
  const bundled = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  return await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * The built-in passphrase word lists' files (src/checker/passphrase-lists.ts), one a list: asset name -> text. The
 * lists are TypeScript modules: esbuild bundles their loader (src/checker/builtin-word-lists.ts) for this script.
 * @returns {Promise<Record<string, string>>}
 */
export async function checkerWordListFiles() {
  const { builtInWordListFiles } = await importSource(CHECKER_WORD_LISTS_ENTRY);
  // The stub entries of test/start.test.ts's small tree export nothing: no lists to write.
  return typeof builtInWordListFiles === 'function' ? await builtInWordListFiles() : {};
}

/** What a dictionary module holds around its text (src/cli/checker-file-reader.ts reads it back). */
export const MODULE_PREFIX = 'export default `';
export const MODULE_SUFFIX = '`;\n';

/**
 * One file as an ES module whose text is a template literal, escaped only where a template needs it (`\\`, a
 * backtick, `${`), so that Node can read the module's file as data, in about half the time of importing it. The
 * page's worker imports the same modules (scripts/build-web.mjs): raw line breaks weigh less than escaped ones.
 * @param {string} name @param {string} text
 */
export function dictionaryModule(name, text) {
  // A template turns a carriage return into a line feed, and a file cannot hold half a surrogate pair.
  if (/\r|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) {
    throw new Error(`${name}: a carriage return or a lone surrogate`);
  }
  return `${MODULE_PREFIX}${text.replace(/\\|`|\$\{/g, (escaped) => `\\${escaped}`)}${MODULE_SUFFIX}`;
}

/**
 * Writes every file as an ES module (`checker-de-1.js`, `checker-words-eff_large.js`; see {@link dictionaryModule}) into
 * `outdir`, beside the compiled checker (dist/src/checker/dictionary-data, dist-package/checker/dictionary-data):
 * the library imports the ones it needs, in Node and in a bundler alike, and the CLI reads them. Beside each, its
 * index (`checker-de-1.index`): the hash tables, built by the compiled checker's own `compactIndexOf`, that the CLI
 * reads instead of building them.
 * @param {string} outdir
 */
export async function writeDictionaryModules(outdir) {
  const { mkdir, rm, writeFile } = await import('node:fs/promises');
  // A tree without the compiled checker (test/start.test.ts's small one) gets the modules without indexes.
  const compiled = resolve(outdir, '..', 'compact-dictionary.js');
  /** @type {((text: string) => Uint8Array) | undefined} */
  const compactIndexOf = existsSync(compiled) ? (await import(pathToFileURL(compiled).href)).compactIndexOf : undefined;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const files = { ...checkerDictionaryFiles(), ...(await checkerWordListFiles()) };
  for (const [name, text] of Object.entries(files)) {
    const base = `${outdir}/${name.replace(/\.txt$/, '')}`;
    await writeFile(`${base}.js`, dictionaryModule(name, text));
    if (compactIndexOf !== undefined) await writeFile(`${base}.index`, compactIndexOf(text));
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = process.argv[2];
  if (outdir === undefined) throw new Error('usage: node scripts/checker-dictionaries.mjs OUTDIR');
  await writeDictionaryModules(outdir);
}
