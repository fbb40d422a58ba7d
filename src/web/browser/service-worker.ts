/**
 * The pages' service worker, served at `/sw.js` (scope `/`) with the release
 * it belongs to written in front of it by the server (`PWGEN_RELEASE`: a name
 * that changes whenever a page or an asset changes, the hashed assets, and
 * which page and language needs which of them).
 *
 * - Install: one cache per release, filled with what the open pages need (each
 *   page, its language's manifest, and its assets: for the generator its
 *   language's word lists, for the checker its language's dictionaries beside
 *   English and the common passwords), and what the previous release kept;
 *   nothing of another page or language. Then it takes over at once.
 * - Activate: every older release's cache is deleted.
 * - Fetch: hashed assets from the cache, and one not kept yet from the network,
 *   then kept (they never change); pages and manifests from the network, each
 *   fresh copy kept, and from the cache when the network fails, answers with an
 *   error or is slow. A page opened online brings what it needs offline.
 *   Anything else (the API, /docs) is left to the browser.
 *   Offline, a page never kept is answered with a page in the person's language
 *   that links to the kept ones (src/web/offline-page.ts).
 * - Message `keep-every-language` (sent when the app is installed): every
 *   page, manifest and asset of every language is kept, and stays kept in
 *   the next releases; the worker answers `kept-every-language`, or
 *   `keep-failed`.
 */
import { LINK_LANGUAGES } from '../../i18n/language-codes.js';
import type { Language } from '../../i18n/languages.js';
import {
  CACHE_PREFIX,
  everyOfflineAsset,
  KEEP_EVERY_LANGUAGE,
  manifestPath,
  type OfflineAssets,
  type OfflinePage,
  offlineAssetsFor,
  offlineLanguagePaths,
  offlinePath,
} from '../offline.js';
import { type KeptPage, offlinePageHtml, personLanguage } from '../offline-page.js';

/** Written by the server in front of this script. */
declare const PWGEN_RELEASE: {
  readonly release: string;
  readonly assets: readonly string[];
  readonly offline: OfflineAssets;
};

/** How long a page waits for the network before a kept copy is shown instead (ms). */
const NETWORK_WAIT_MS = 3000;

/** Kept in the cache once every language is: the next release keeps them all too. */
const EVERY_LANGUAGE_MARK = '/sw.js?kept=every-language';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageSource {
  postMessage(message: unknown): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: MessageSource | null;
}
interface WindowClient {
  readonly url: string;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly clients: {
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly WindowClient[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;
const CACHE = `${CACHE_PREFIX}${PWGEN_RELEASE.release}`;

/** What to keep at install: the open pages and those an older release kept, or every language. */
interface Keep {
  readonly pages: Set<string>;
  everyLanguage: boolean;
}

async function pagesToKeep(): Promise<Keep> {
  const keep: Keep = { pages: new Set(), everyLanguage: false };
  const add = (url: string) => {
    const path = offlinePath(new URL(url).pathname);
    if (path !== undefined && path.file !== 'manifest.webmanifest') keep.pages.add(`/${path.lang}/${path.file}`);
  };
  for (const client of await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' })) add(client.url);
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith(CACHE_PREFIX)) continue;
    for (const request of await (await caches.open(name)).keys()) {
      if (new URL(request.url).pathname + new URL(request.url).search === EVERY_LANGUAGE_MARK)
        keep.everyLanguage = true;
      add(request.url);
    }
  }
  return keep;
}

/** The paths one page needs offline: itself, its language's manifest and its assets. */
function pagePaths(lang: string, page: OfflinePage): readonly string[] {
  return [`/${lang}/${page}`, manifestPath(lang as Language), ...offlineAssetsFor(PWGEN_RELEASE.offline, lang, page)];
}

/** Keeps the paths not kept yet; a page is asked of the server again, not taken from the HTTP cache. */
async function keepPaths(paths: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const path of new Set(paths)) if ((await cache.match(path)) === undefined) missing.push(path);
  await cache.addAll(
    missing.map((path) => (path.startsWith('/assets/') ? path : new Request(path, { cache: 'no-cache' }))),
  );
}

/** Every page, manifest and asset of every language, and the mark that the next release keeps them too. */
async function keepEveryLanguage(): Promise<void> {
  await keepPaths([
    ...LINK_LANGUAGES.flatMap((lang) => offlineLanguagePaths(lang)),
    ...everyOfflineAsset(PWGEN_RELEASE.offline),
  ]);
  await (await caches.open(CACHE)).put(EVERY_LANGUAGE_MARK, new Response(''));
}

async function install(): Promise<void> {
  const keep = await pagesToKeep();
  if (keep.everyLanguage) await keepEveryLanguage();
  const paths = [...keep.pages].flatMap((path) => {
    const found = offlinePath(path);
    return found === undefined ? [] : pagePaths(found.lang, found.file as OfflinePage);
  });
  await keepPaths(paths);
  await scope.skipWaiting();
}

async function activate(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  }
  await scope.clients.claim();
}

/** A hashed asset from the cache; one not kept yet (another page or language opened online) is kept now. */
async function fromCacheFirst(event: FetchEvent): Promise<Response> {
  const kept = await caches.match(event.request, { cacheName: CACHE });
  if (kept !== undefined) return kept;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.put(event.request, copy))
        .catch(() => undefined),
    );
  }
  return response;
}

/** Keeps a fresh copy of a page or manifest and, for a page opened, what it needs offline. */
async function keepFresh(
  key: string,
  response: Response,
  opened: { lang: string; page: OfflinePage } | undefined,
): Promise<void> {
  await (await caches.open(CACHE)).put(key, response);
  if (opened !== undefined) await keepPaths(pagePaths(opened.lang, opened.page));
}

// The entities escapeHtml writes (src/core/html-escape.ts), back to their characters.
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The pages kept in this release's cache, each with its own title (up to the site's name) and language. */
async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(CACHE);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const found = offlinePath(path);
    if (found === undefined || found.file === 'manifest.webmanifest') continue;
    const html = (await (await cache.match(request))?.text()) ?? '';
    const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? path).split(' · ')[0] as string;
    pages.push({ path, lang: found.lang, title: title.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a person sees offline for a page never kept: a page in their language (the browser's, else the one asked
 * for) that links to the pages kept on the device. 503, and never kept itself.
 */
async function offlineAnswer(lang: string): Promise<Response> {
  const stylesheet = PWGEN_RELEASE.offline.shared.find((path) => path.endsWith('.css'));
  const html = offlinePageHtml(personLanguage(scope.navigator.languages, lang), await keptPages(), stylesheet);
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src data:",
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The network's answer (a fresh copy kept, without holding the answer back), or the kept copy when the network
 * fails, answers with an error (a server restarting, overloaded) or takes too long.
 */
async function fromNetworkFirst(event: FetchEvent, key: string, lang: string, file: string): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    if (response.ok) {
      const opened =
        request.mode === 'navigate' && file !== 'manifest.webmanifest'
          ? { lang, page: file as OfflinePage }
          : undefined;
      event.waitUntil(keepFresh(key, response.clone(), opened).catch(() => undefined));
    }
    return response;
  });
  const kept = await caches.match(key, { cacheName: CACHE });
  // A page never kept, and no network: the offline page.
  if (kept === undefined) return request.mode === 'navigate' ? network.catch(() => offlineAnswer(lang)) : network;
  event.waitUntil(network.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(kept), NETWORK_WAIT_MS);
  });
  try {
    return await Promise.race([
      network.then(
        (response) => (response.ok ? response : kept),
        () => kept,
      ),
      slow,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

scope.addEventListener('install', (event) => event.waitUntil(install()));
scope.addEventListener('activate', (event) => event.waitUntil(activate()));
scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (PWGEN_RELEASE.assets.includes(url.pathname)) {
    event.respondWith(fromCacheFirst(event));
    return;
  }
  const path = offlinePath(url.pathname);
  if (path !== undefined) event.respondWith(fromNetworkFirst(event, url.pathname, path.lang, path.file));
});
scope.addEventListener('message', (event) => {
  if (event.data !== KEEP_EVERY_LANGUAGE) return;
  event.waitUntil(
    keepEveryLanguage().then(
      () => event.source?.postMessage('kept-every-language'),
      () => event.source?.postMessage('keep-failed'),
    ),
  );
});
