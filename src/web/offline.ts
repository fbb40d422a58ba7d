/**
 * The names shared by the server and the browser code for the pages' offline
 * mode: where the service worker and the web app manifests live, and the one
 * Trusted Types policy that may name the worker's script.
 */
import { CHECKER_LANGUAGES } from '../checker/language-dictionaries.js';
import { LINK_LANGUAGES } from '../i18n/language-codes.js';
import type { Language } from '../i18n/languages.js';
import { type PackLanguage, packOf } from '../i18n/packs.js';

/** The service worker's script. At the root, so that its scope, `/`, covers every `/{lang}/` page. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The Trusted Types policy the registration creates (the pages' CSP admits it by name). */
export const SERVICE_WORKER_POLICY = 'pwgen-service-worker';

/** The message a page sends the service worker to keep every page and asset of every language offline. */
export const KEEP_EVERY_LANGUAGE = 'keep-every-language';

/**
 * While a page is still loading what it needs after its load event (the checker's dictionaries), its root element
 * carries this data attribute, and the page sends {@link PAGE_SETTLED} on `document` once it is done: the service
 * worker is registered only then, so that keeping the page offline never shares the connection with its start
 * (its fetches then come from the browser's cache).
 */
export const PAGE_BUSY_ATTRIBUTE = 'data-pwgen-busy';

/** The event a busy page sends on `document` when it has loaded all it needs. */
export const PAGE_SETTLED = 'pwgen:settled';

/** The prefix of the service worker's cache names; each release has its own cache, `pwgen-{release}`. */
export const CACHE_PREFIX = 'pwgen-';

/** The web app manifest of a links language (each language's app starts on its own generator). */
export function manifestPath(lang: Language): string {
  return `/${lang}/manifest.webmanifest`;
}

const PAGE_LANGUAGES: ReadonlySet<string> = new Set(LINK_LANGUAGES);

/**
 * The `/{lang}/…` path the service worker keeps: a page or the manifest of a page language (any
 * code the registry lists, `pt-br` as well as `de`), with its language, or undefined for any other path.
 */
export function offlinePath(pathname: string): { readonly lang: string; readonly file: string } | undefined {
  const match = /^\/([^/]+)\/(generator|checker|manifest\.webmanifest)$/.exec(pathname);
  if (match === null || !PAGE_LANGUAGES.has(match[1] as string)) return undefined;
  return { lang: match[1] as string, file: match[2] as string };
}

/** Every path the service worker keeps for one language: both pages and the manifest. */
export function offlineLanguagePaths(lang: string): readonly string[] {
  return [`/${lang}/generator`, `/${lang}/checker`, `/${lang}/manifest.webmanifest`];
}

/** A page the service worker keeps. */
export type OfflinePage = 'generator' | 'checker';

/**
 * The hashed assets by what needs them, as the server hands them to the service worker
 * (`PWGEN_RELEASE.offline`, every entry a path under /assets/): what a page in one language
 * needs is {@link offlineAssetsFor}, so that a first visit keeps that and nothing of another
 * page or language.
 */
export interface OfflineAssets {
  /** Both pages: the stylesheet and the service worker's registration. */
  readonly shared: readonly string[];
  /** The generator: its script, its worker, the sites' database. */
  readonly generator: readonly string[];
  /** The checker: its script, its worker, the common passwords and English. */
  readonly checker: readonly string[];
  /** The checker's dictionaries of each zxcvbn-ts pack besides English and the common passwords. */
  readonly packs: Readonly<Record<string, readonly string[]>>;
  /** The checker's file of each built-in passphrase word list, by the list's name. */
  readonly checkerWordLists: Readonly<Record<string, readonly string[]>>;
  /** The generator's passphrase word lists, each a chunk of its own. */
  readonly wordLists: Readonly<Record<string, readonly string[]>>;
}

/** The assets one page in one language needs to work offline: its own, its language's dictionaries or word lists. */
export function offlineAssetsFor(assets: OfflineAssets, lang: string, page: OfflinePage): readonly string[] {
  if (!PAGE_LANGUAGES.has(lang)) return [];
  const pack = packOf(lang as PackLanguage);
  const own =
    page === 'generator'
      ? pack.wordLists.flatMap((list) => assets.wordLists[list] ?? [])
      : [
          ...pack.checker.packs.flatMap((name) => assets.packs[name] ?? []),
          ...CHECKER_LANGUAGES[lang as Language].wordLists.flatMap((list) => assets.checkerWordLists[list] ?? []),
        ];
  return [...assets.shared, ...assets[page], ...own];
}

/** Every asset of every page and language: what "keep every language" and an installed app keep. */
export function everyOfflineAsset(assets: OfflineAssets): readonly string[] {
  return [
    ...assets.shared,
    ...assets.generator,
    ...assets.checker,
    ...Object.values(assets.packs).flat(),
    ...Object.values(assets.checkerWordLists).flat(),
    ...Object.values(assets.wordLists).flat(),
  ];
}
