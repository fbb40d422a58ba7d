import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyLanguage, LANGUAGES } from '../../i18n/languages.js';
import { pageCatalogueOf } from '../../i18n/pages/page-registry.js';
import { renderCheckerPage } from '../../web/checker-html.js';
import { renderGeneratorPage } from '../../web/generator-html.js';
import { type PageContext, type PageName, pagePath } from '../../web/html.js';
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
 * to `data:` (the empty favicon; the pages have no image) and Trusted Types
 * required for scripts, with one policy, the checker's, for its worker URL.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src data:',
  "worker-src 'self'",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types pwgen-worker',
].join('; ');

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

const PAGES: readonly PageName[] = ['generator', 'checker'];
const RENDER = { generator: renderGeneratorPage, checker: renderCheckerPage } as const;

/** The best encoding of an Accept-Encoding header among brotli, gzip and none. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name !== undefined && name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function sendAsset(reply: FastifyReply, file: WebAssetFile, acceptEncoding: string | undefined): FastifyReply {
  reply.headers(ASSET_HEADERS).header('Content-Type', file.contentType);
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'identity') return reply.send(file.identity);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? file.brotli : file.gzip);
}

/**
 * The browser-only pages: `GET /{lang}/generator` and `GET /{lang}/checker`
 * for the eighteen links languages (rendered once, at start-up), the
 * redirects `GET /generator` and `GET /checker` to the negotiated language,
 * and the built assets. None of them is rate limited. An unknown language
 * falls to the not-found handler (404 in the Error format).
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions): Promise<void> {
  const { assets, docsUrl } = options;
  for (const lang of LANGUAGES) {
    const context: PageContext = {
      ...applyLanguage(lang),
      catalogue: pageCatalogueOf(lang),
      docsUrl,
      assets: assets.pages,
    };
    for (const page of PAGES) {
      const html = RENDER[page](context);
      app.get(pagePath(page, lang), routePattern(`/:lang/${page}`), (_request, reply) =>
        reply.headers(HTML_HEADERS).send(html),
      );
    }
  }
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
