import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetRef, PageAssets } from '../web/html.js';
import type { OfflineAssets } from '../web/offline.js';

/** One built asset as the manifest of scripts/build-web.mjs describes it. */
interface ManifestEntry {
  readonly file: string;
  readonly integrity: string;
  /** A chunk that a module script loads with a dynamic import (a word list, the sites' database). */
  readonly chunk?: true;
  /** An ES module: its page loads it with `type="module"`. */
  readonly module?: true;
  /** The passphrase word list a chunk holds (`pt_br`). */
  readonly wordList?: string;
}

/** A built file, held in memory with its precompressed forms. */
export interface WebAssetFile {
  readonly contentType: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
}

/** The built browser assets: what the pages reference and the files to serve under {@link ASSET_PREFIX}. */
export interface WebAssets {
  readonly pages: PageAssets;
  /** File name (content-hashed) to its bytes. */
  readonly files: ReadonlyMap<string, WebAssetFile>;
  /**
   * The web app's icons by size in pixels, as `data:` URLs: the pages' CSP admits images only as `data:`, and
   * Chromium fetches a manifest's icons under the page's `img-src`.
   */
  readonly icons: ReadonlyMap<number, string>;
  /** The service worker's bundle, which the server serves at /sw.js after its release (not under the prefix). */
  readonly serviceWorker: Buffer;
  /** The assets by the page and language that need them, for the service worker. */
  readonly offline: OfflineAssets;
}

/** The URL path under which the assets are served. */
export const ASSET_PREFIX = '/assets/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  // The checker's dictionaries (scripts/checker-dictionaries.mjs).
  txt: 'text/plain; charset=utf-8',
};

/**
 * The folder the build writes to, beside the compiled page modules: dist/src/web/assets,
 * and dist-package/web/assets in the npm package, so that the package's `serve` has them too.
 */
export const DEFAULT_WEB_ASSETS_DIR = new URL('../web/assets/', import.meta.url);

// The assets read, by folder, with the manifest's modification time: a process that starts the service
// more than once (the tests start hundreds) reads the 16 MB of a build once, and a new build is read again.
const LOADED = new Map<string, { readonly stamp: number; readonly assets: WebAssets }>();

/**
 * Reads the manifest and every asset it names (done once at start-up, and kept for the next start of the same
 * build). A missing build is an error that says how to make one.
 */
export function loadWebAssets(dir: string | URL = DEFAULT_WEB_ASSETS_DIR): WebAssets {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  let stamp = -1;
  try {
    stamp = statSync(join(root, 'manifest.json')).mtimeMs;
  } catch {
    // No manifest: readWebAssets says how to build one.
  }
  const kept = LOADED.get(root);
  if (kept !== undefined && kept.stamp === stamp) return kept.assets;
  const assets = readWebAssets(root);
  LOADED.set(root, { stamp, assets });
  return assets;
}

function readWebAssets(root: string): WebAssets {
  let manifest: Readonly<Record<string, ManifestEntry>>;
  try {
    manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`the browser pages are not built (${String(error)}); run npm run build`);
  }
  const files = new Map<string, WebAssetFile>();
  const entryOf = (name: string): ManifestEntry => {
    const entry = manifest[name];
    if (entry === undefined) throw new Error(`the browser build has no ${name}; run npm run build`);
    return entry;
  };
  const ref = (name: string): AssetRef => {
    const entry = entryOf(name);
    const extension = entry.file.slice(entry.file.lastIndexOf('.') + 1);
    files.set(entry.file, {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      identity: readFileSync(join(root, entry.file)),
      gzip: readFileSync(join(root, `${entry.file}.gz`)),
      brotli: readFileSync(join(root, `${entry.file}.br`)),
    });
    const href = `${ASSET_PREFIX}${entry.file}`;
    return entry.module ? { href, integrity: entry.integrity, module: true } : { href, integrity: entry.integrity };
  };
  // The chunks are served and kept offline like every asset, though no page names them.
  for (const [name, entry] of Object.entries(manifest)) if (entry.chunk) ref(name);
  return {
    pages: {
      stylesheet: ref('pages.css'),
      generatorScript: ref('generator-page.js'),
      checkerScript: ref('checker-page.js'),
      checkerWorker: ref('checker-worker.js'),
      checkerFirstParts: Object.fromEntries(
        Object.keys(manifest).flatMap((name) => {
          const pack = /^checker-([a-z-]+)-1\.txt$/.exec(name)?.[1];
          return pack === undefined ? [] : [[pack, ref(name)]];
        }),
      ),
      generatorWorker: ref('generator-worker.js'),
      registration: ref('register-service-worker.js'),
    },
    // Every icon the build drew (scripts/app-icons.mjs has the sizes), as `icon-{size}.png`.
    icons: new Map(
      Object.keys(manifest).flatMap((name) => {
        const size = /^icon-(\d+)\.png$/.exec(name)?.[1];
        if (size === undefined) return [];
        const png = readFileSync(join(root, entryOf(name).file));
        return [[Number(size), `data:image/png;base64,${png.toString('base64')}`] as const];
      }),
    ),
    serviceWorker: readFileSync(join(root, entryOf('service-worker.js').file)),
    files,
    offline: offlineAssetsOf(manifest),
  };
}

// The checker's dictionaries by name (scripts/checker-dictionaries.mjs): `checker-{pack}-{part}.txt`, and
// `checker-words-{list}.txt`, each built-in word list.
const DICTIONARY = /^checker-([a-z-]+)-\d+\.txt$/;
const CHECKER_WORD_LIST = /^checker-words-([a-z_]+)\.txt$/;

/** The manifest's assets grouped by the page and language that need them (see {@link OfflineAssets}). */
export function offlineAssetsOf(manifest: Readonly<Record<string, ManifestEntry>>): OfflineAssets {
  const path = (name: string) => `${ASSET_PREFIX}${(manifest[name] as ManifestEntry).file}`;
  const packs: Record<string, string[]> = {};
  const checkerWordLists: Record<string, string[]> = {};
  const wordLists: Record<string, string[]> = {};
  const generator = [path('generator-page.js'), path('generator-worker.js')];
  const checker = [path('checker-page.js'), path('checker-worker.js')];
  for (const [name, entry] of Object.entries(manifest)) {
    const pack = DICTIONARY.exec(name)?.[1];
    const checkerList = CHECKER_WORD_LIST.exec(name)?.[1];
    if (checkerList !== undefined) checkerWordLists[checkerList] = [path(name)];
    else if (pack === 'common' || pack === 'en') checker.push(path(name));
    else if (pack !== undefined) packs[pack] = [...(packs[pack] ?? []), path(name)];
    else if (entry.wordList !== undefined)
      wordLists[entry.wordList] = [...(wordLists[entry.wordList] ?? []), path(name)];
    else if (entry.chunk) generator.push(path(name));
  }
  return {
    shared: [path('pages.css'), path('register-service-worker.js')],
    generator,
    checker,
    packs,
    checkerWordLists,
    wordLists,
  };
}
