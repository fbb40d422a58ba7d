#!/usr/bin/env node
// Builds the browser pages' assets from the TypeScript sources with esbuild:
// the generator page script, the checker page script, the checker's Web
// Worker, the stylesheet, the service worker and its registration, and the
// web app's icons, into dist/src/web/assets with content-hashed names, each
// bundle also precompressed (gzip, brotli), plus manifest.json (name -> file, SRI
// sha384, sizes) that the server reads, and metafile.json (esbuild's record of
// every input, which a test checks for node: modules).
// Usage: node scripts/build-web.mjs [outdir]
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { APP_ICON_SIZES, appIconPng } from './app-icons.mjs';
import {
  checkerDictionaryFiles,
  checkerWordListFiles,
  dictionaryModule,
  importSource,
} from './checker-dictionaries.mjs';
import { MODULE_ENTRIES, WEB_ENTRIES, WORKER_MODULE_ENTRIES } from './web-entries.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUTDIR = resolve(ROOT, process.argv[2] ?? 'dist/src/web/assets');
// Brotli at quality 11 takes about 8 s for the checker's 2.4 MiB worker (quality 9: 0.4 s, but 5% larger). The
// compressed files are kept here under the output's content-hashed name, so that only changed bytes are compressed
// again: `npm test` and `npm pack` rebuild the same assets.
const CACHE = resolve(ROOT, 'node_modules/.cache/pwgen-build-web');

/** Asset name (as the server asks for it) -> source. @type {Readonly<Record<string, string>>} */
const ENTRIES = WEB_ENTRIES;

await rm(OUTDIR, { recursive: true, force: true });
await mkdir(OUTDIR, { recursive: true });

/** @param {string[]} names @param {import('esbuild').BuildOptions} options */
function buildEntries(names, options) {
  return build({
    absWorkingDir: ROOT,
    entryPoints: names.map((out) => ({ in: ENTRIES[out] ?? out, out })),
    outdir: OUTDIR,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    bundle: true,
    minify: true,
    platform: 'browser',
    // Browsers of the last few years; every API the pages use (Workers, crypto.getRandomValues, modules) is older.
    target: ['chrome109', 'firefox115', 'safari16'],
    charset: 'utf8',
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
    ...options,
  });
}

// The checker's dictionaries (scripts/checker-dictionaries.mjs), content-hashed like esbuild's outputs: the checker's
// worker fetches those of its page's language, and finds their names in PWGEN_CHECKER_DICTIONARIES.
/** @type {Record<string, string>} */
const dictionaryFiles = {};
/** @type {Record<string, string>} */
const dictionaryHrefs = {};
// ES modules whose default export is the text, which the module worker loads with import(): the pages' CSP allows
// scripts from the origin and no fetch (connect-src 'none'), and import(), unlike importScripts, does not block.
// Coded for the wire (src/checker/prefix-coding.ts): the worker decodes each. A small tree without it codes nothing.
// The first parts are not: coding saves under 1 % of their brotli bytes (a few hundred bytes; German's grow), and
// decoding them cost 10-20 ms before a page's first rating.
const { encodeSharedPrefixes = (/** @type {string} */ text) => text } =
  /** @type {{ encodeSharedPrefixes?: (text: string) => string }} */ (
    await importSource('src/checker/prefix-coding.ts').catch(() => ({}))
  );
for (const [name, text] of Object.entries({ ...checkerDictionaryFiles(), ...(await checkerWordListFiles()) })) {
  const wire = /^checker-[a-z-]+-1\.txt$/.test(name) ? text : encodeSharedPrefixes(text);
  const bytes = Buffer.from(dictionaryModule(name, wire), 'utf8');
  const file = name.replace(
    /\.txt$/,
    `.${createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()}.js`,
  );
  await writeFile(join(OUTDIR, file), bytes);
  dictionaryFiles[name] = file;
  dictionaryHrefs[name] = `/assets/${file}`;
}

const names = Object.keys(ENTRIES);
const modules = await buildEntries(
  names.filter((name) => MODULE_ENTRIES.includes(name)),
  { format: 'esm', splitting: true },
);
const define = { PWGEN_CHECKER_DICTIONARIES: JSON.stringify(dictionaryHrefs) };
const workerModules = await buildEntries(
  names.filter((name) => WORKER_MODULE_ENTRIES.includes(name)),
  { format: 'esm', define },
);
const classic = await buildEntries(
  names.filter((name) => !MODULE_ENTRIES.includes(name) && !WORKER_MODULE_ENTRIES.includes(name)),
  { format: 'iife', define },
);
const builds = [classic, modules, workerModules];
const result = {
  metafile: {
    inputs: Object.assign({}, ...builds.map((built) => built.metafile?.inputs ?? {})),
    outputs: Object.assign({}, ...builds.map((built) => built.metafile?.outputs ?? {})),
  },
};
if (builds.some((built) => built.metafile === undefined)) throw new Error('esbuild gave no metafile');

/**
 * The compressed form of `bytes`, from the cache when it holds one for the same content. The key is the
 * SHA-256 of the bytes, not only esbuild's short hash in the name.
 * @param {string} name
 * @param {Buffer} bytes
 * @param {() => Buffer} compress
 */
async function cached(name, bytes, compress) {
  const path = join(CACHE, `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-${name}`);
  try {
    return await readFile(path);
  } catch {
    const compressed = compress();
    await mkdir(CACHE, { recursive: true });
    // Written aside and renamed, so that a build running at the same time never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, compressed);
    await rename(partial, path);
    return compressed;
  }
}

const nodeInputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('node:'));
if (nodeInputs.length > 0) throw new Error(`a browser bundle pulls in Node modules: ${nodeInputs.join(', ')}`);

/** @type {Record<string, { file: string, integrity: string, bytes: number, gzipBytes?: number, brotliBytes?: number, chunk?: true, module?: true, wordList?: string }>} */
const manifest = {};

/**
 * Writes the compressed copies of an output file and adds it to the manifest.
 * @param {string} name the name the server asks for
 * @param {string} file
 * @param {Buffer} bytes
 */
async function addAsset(name, file, bytes) {
  const gzip = await cached(`${file}.gz`, bytes, () => gzipSync(bytes, { level: 9 }));
  const brotli = await cached(`${file}.br`, bytes, () =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(join(OUTDIR, `${file}.gz`), gzip);
  await writeFile(join(OUTDIR, `${file}.br`), brotli);
  manifest[name] = {
    file,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    bytes: bytes.length,
    gzipBytes: gzip.length,
    brotliBytes: brotli.length,
  };
}

for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
  const file = basename(outputPath);
  if (file.endsWith('.map')) continue;
  const entry = Object.entries(ENTRIES).find(([, input]) => input === output.entryPoint);
  // A chunk (loaded by a module's dynamic import) is served and kept offline under its own hashed name.
  const name = entry === undefined ? file : `${entry[0]}${file.endsWith('.css') ? '.css' : '.js'}`;
  await addAsset(name, file, await readFile(join(OUTDIR, file)));
  const added = manifest[name];
  if (added === undefined) continue;
  if (entry === undefined) added.chunk = true;
  else if (MODULE_ENTRIES.includes(entry[0])) added.module = true;
  // A word list's chunk says which list it holds, so that the service worker keeps only a language's own lists
  // on a first visit (the list's name as the options write it: src/wordlists/pt-br.ts holds pt_br).
  const list = Object.keys(output.inputs)
    .map((input) => /^src\/wordlists\/([a-z-]+)\.ts$/.exec(input)?.[1])
    .find((name) => name !== undefined && name !== 'word-lists' && name !== 'word-list-names');
  if (entry === undefined && list !== undefined) added.wordList = list.replace('-', '_');
}

// The dictionaries are served and kept offline as chunks are (no page names them).
for (const [name, file] of Object.entries(dictionaryFiles)) {
  await addAsset(name, file, await readFile(join(OUTDIR, file)));
  const added = manifest[name];
  if (added !== undefined) added.chunk = true;
}

// The web app's icons: the server puts them in the web app manifests as data: URLs, so no compressed copies.
// The name carries a content hash, 8 upper-case characters like esbuild's.
for (const size of APP_ICON_SIZES) {
  const bytes = appIconPng(size);
  const file = `icon-${size}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()}.png`;
  await writeFile(join(OUTDIR, file), bytes);
  manifest[`icon-${size}.png`] = {
    file,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    bytes: bytes.length,
  };
}

await writeFile(join(OUTDIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(join(OUTDIR, 'metafile.json'), JSON.stringify(result.metafile));
