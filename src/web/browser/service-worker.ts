/**
 * The pages' service worker, served at `/sw.js` (scope `/`) with the release
 * it belongs to written in front of it by the server (`PWGEN_RELEASE`: a name
 * that changes whenever a page or an asset changes, and the hashed assets).
 *
 * - Install: one cache per release, filled with every hashed asset and, for
 *   each language whose page is open (the first visit) or was kept by the
 *   previous release, both pages and the manifest; then, best effort, the
 *   pages and manifests of every other language, so that any language's page
 *   opens offline. Then it takes over at once.
 * - Activate: every older release's cache is deleted.
 * - Fetch: hashed assets from the cache (they never change); pages and
 *   manifests from the network, each fresh copy kept, and from the cache
 *   when the network fails, answers with an error or is slow. The first page seen in a language not
 *   yet kept (its install copy failed) brings the other page and the manifest of that language.
 *   Anything else (the API, /docs) is left to the browser.
 */
import { LINK_LANGUAGES } from '../../i18n/language-codes.js';
import { CACHE_PREFIX, offlineLanguagePaths, offlinePath } from '../offline.js';

/** Written by the server in front of this script. */
declare const PWGEN_RELEASE: { readonly release: string; readonly assets: readonly string[] };

/** How long a page waits for the network before a kept copy is shown instead (ms). */
const NETWORK_WAIT_MS = 3000;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WindowClient {
  readonly url: string;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: {
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly WindowClient[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;
const CACHE = `${CACHE_PREFIX}${PWGEN_RELEASE.release}`;

/** The languages of the open pages and of the pages an older release kept. */
async function languagesToKeep(): Promise<Set<string>> {
  const languages = new Set<string>();
  const add = (url: string) => {
    const path = offlinePath(new URL(url).pathname);
    if (path !== undefined) languages.add(path.lang);
  };
  for (const client of await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' })) add(client.url);
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith(CACHE_PREFIX)) continue;
    for (const request of await (await caches.open(name)).keys()) add(request.url);
  }
  return languages;
}

async function install(): Promise<void> {
  const languages = await languagesToKeep();
  const cache = await caches.open(CACHE);
  // `no-cache`: a page is asked of the server again rather than taken from the HTTP cache of an older release.
  const pages = [...languages].flatMap((lang) => offlineLanguagePaths(lang));
  await cache.addAll([...PWGEN_RELEASE.assets, ...pages.map((path) => new Request(path, { cache: 'no-cache' }))]);
  // Then every other language, so that a link or a typed URL in another language works offline too (their
  // pages and manifests: about 0.8 MB for all 18). Best effort: a language that fails now is kept on its first visit.
  await Promise.all(
    LINK_LANGUAGES.filter((lang) => !languages.has(lang)).map((lang) => keepLanguage(lang).catch(() => undefined)),
  );
  await scope.skipWaiting();
}

async function activate(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  }
  await scope.clients.claim();
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE });
  return kept ?? fetch(request);
}

/** Keeps the other paths of a language the first time one of its pages is seen. */
async function keepLanguage(lang: string): Promise<void> {
  const cache = await caches.open(CACHE);
  for (const path of offlineLanguagePaths(lang)) {
    if ((await cache.match(path)) === undefined) await cache.add(new Request(path, { cache: 'no-cache' }));
  }
}

/** Keeps a fresh copy of a page or manifest and, for a page opened, the rest of its language. */
async function keepFresh(key: string, response: Response, lang: string | undefined): Promise<void> {
  await (await caches.open(CACHE)).put(key, response);
  if (lang !== undefined) await keepLanguage(lang);
}

/**
 * The network's answer (a fresh copy kept, without holding the answer back), or the kept copy when the network
 * fails, answers with an error (a server restarting, overloaded) or takes too long.
 */
async function fromNetworkFirst(event: FetchEvent, key: string, lang: string): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    if (response.ok) {
      const opened = request.mode === 'navigate' ? lang : undefined;
      event.waitUntil(keepFresh(key, response.clone(), opened).catch(() => undefined));
    }
    return response;
  });
  const kept = await caches.match(key, { cacheName: CACHE });
  if (kept === undefined) return network;
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
    event.respondWith(fromCacheFirst(request));
    return;
  }
  const path = offlinePath(url.pathname);
  if (path !== undefined) event.respondWith(fromNetworkFirst(event, url.pathname, path.lang));
});
