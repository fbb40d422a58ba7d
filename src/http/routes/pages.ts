import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SITE_DOMAINS } from '../../engine/site-rules.js';
import { applyLanguage, LANGUAGES } from '../../i18n/languages.js';
import { pageWords } from '../../i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../../i18n/pages/page-registry.js';
import { renderCheckerPage } from '../../web/checker-html.js';
import { renderGeneratorPage } from '../../web/generator-html.js';
import { type PageContext, type PageName, pagePath } from '../../web/html.js';
import { manifestPath, SERVICE_WORKER_PATH, SERVICE_WORKER_POLICY } from '../../web/offline.js';
import { createStaticBody, negotiateEncoding, sendStaticBody } from '../compression.js';
import { requestLanguage } from '../language.js';
import { routePattern } from '../plugins/metrics.js';
import { ASSET_PREFIX, type WebAssetFile, type WebAssets } from '../web-assets.js';

/** Options of {@link pagesRoutes}. */
export interface PagesRoutesOptions {
  readonly assets: WebAssets;
  /** The reference the pages link to. */
  readonly docsUrl: string;
}

/**
 * The pages' Content-Security-Policy: the issue's policy, with images limited
 * to `data:` (the empty favicon; the pages have no image), the web app
 * manifest from the origin, and Trusted Types required for scripts, with two
 * policies: the checker's for its worker URL, and the registration's for the
 * service worker's.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src data:',
  "worker-src 'self'",
  "manifest-src 'self'",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  `trusted-types pwgen-worker ${SERVICE_WORKER_POLICY}`,
].join('; ');

/**
 * The service worker's own policy (a worker takes its script's): it fetches
 * its origin's pages and assets to keep them (`connect-src 'self'`), and
 * nothing else, from nowhere else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

/** Headers of every page, asset and page redirect (nosniff comes from the base headers). */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': PAGE_CSP,
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

const HTML_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
} as const;

const ASSET_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
} as const;

/** Not cached for long: the browser asks again on each visit whether a new release has come. */
const SERVICE_WORKER_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'Content-Security-Policy': SERVICE_WORKER_CSP,
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'no-cache',
} as const;

const MANIFEST_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'Content-Type': 'application/manifest+json; charset=utf-8',
  'Cache-Control': 'no-cache',
} as const;

const PAGES: readonly PageName[] = ['generator', 'checker'];
const RENDER = { generator: renderGeneratorPage, checker: renderCheckerPage } as const;

function sendAsset(reply: FastifyReply, file: WebAssetFile, acceptEncoding: string | undefined): FastifyReply {
  reply.headers(ASSET_HEADERS).header('Content-Type', file.contentType);
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity') return reply.send(file.identity);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? file.brotli : file.gzip);
}

/** A language's web app manifest: its name, start page and the icons. */
export function webAppManifest(context: PageContext, icons: ReadonlyMap<number, string>): string {
  return JSON.stringify({
    name: pageWords(context.catalogue, 'page_site_name'),
    short_name: pageWords(context.catalogue, 'generator_title'),
    lang: context.links,
    start_url: pagePath('generator', context.links),
    scope: `/${context.links}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b57b0',
    icons: [...icons].map(([size, src]) => ({ src, sizes: `${size}x${size}`, type: 'image/png' })),
  });
}

/**
 * The service worker's script: its release (a hash of every page, manifest
 * and asset name, so that any change makes a new release that the browser
 * installs) and the hashed assets to keep, in front of the built worker.
 */
export function serviceWorkerScript(assets: WebAssets, served: readonly string[]): string {
  const hash = createHash('sha256');
  for (const text of served) hash.update(text).update('\0');
  const files = [...assets.files.keys()].sort().map((name) => `${ASSET_PREFIX}${name}`);
  hash.update(files.join('\0')).update(assets.serviceWorker);
  const release = { release: hash.digest('hex').slice(0, 16), assets: files, offline: assets.offline };
  return `const PWGEN_RELEASE = ${JSON.stringify(release)};\n${assets.serviceWorker.toString('utf8')}`;
}

/**
 * The browser-only pages: `GET /{lang}/generator` and `GET /{lang}/checker`
 * for the eighteen links languages (rendered once, at start-up), each
 * language's web app manifest, the redirects `GET /generator` and
 * `GET /checker` to the negotiated language, the built assets and the
 * service worker. None of them is rate limited. An unknown language falls
 * to the not-found handler (404 in the Error format). Pages, manifests and
 * the service worker are compressed once each for clients that accept it;
 * the assets were compressed by the build.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions): Promise<void> {
  const { assets, docsUrl } = options;
  const served: string[] = [];
  // Every asset as the service worker keeps them (brotli as served): what keeping every language downloads, about.
  let offlineBytes = 0;
  for (const file of assets.files.values()) offlineBytes += file.brotli.length;
  for (const lang of LANGUAGES) {
    const context: PageContext = {
      ...applyLanguage(lang),
      catalogue: pageCatalogueOf(lang),
      docsUrl,
      assets: assets.pages,
      siteCount: SITE_DOMAINS.length,
      offlineMegabytes: offlineBytes / 1e6,
    };
    for (const page of PAGES) {
      const html = RENDER[page](context);
      served.push(html);
      const body = createStaticBody(html);
      app.get(pagePath(page, lang), routePattern(`/:lang/${page}`), (request, reply) =>
        sendStaticBody(reply.headers(HTML_HEADERS), request.headers['accept-encoding'], body),
      );
    }
    const manifest = webAppManifest(context, assets.icons);
    served.push(manifest);
    const body = createStaticBody(manifest);
    app.get(manifestPath(lang), routePattern('/:lang/manifest.webmanifest'), (request, reply) =>
      sendStaticBody(reply.headers(MANIFEST_HEADERS), request.headers['accept-encoding'], body),
    );
  }
  const serviceWorker = createStaticBody(serviceWorkerScript(assets, served));
  app.get(SERVICE_WORKER_PATH, (request, reply) =>
    sendStaticBody(reply.headers(SERVICE_WORKER_HEADERS), request.headers['accept-encoding'], serviceWorker),
  );
  for (const page of PAGES) {
    app.get(`/${page}`, (request, reply) =>
      reply
        .code(302)
        .headers(PAGE_SECURITY_HEADERS)
        .header('Location', pagePath(page, requestLanguage(request).links))
        .header('Vary', 'Accept-Language')
        .send(),
    );
  }
  for (const [name, file] of assets.files) {
    app.get(`${ASSET_PREFIX}${name}`, routePattern(`${ASSET_PREFIX}*`), (request, reply) =>
      sendAsset(reply, file, request.headers['accept-encoding']),
    );
  }
}
