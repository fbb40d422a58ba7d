import type { FastifyInstance } from 'fastify';
import type { ApiReference } from '../../api/openapi.js';
import { loadDocsAssets } from '../docs-assets.js';
import { renderDocsPage } from '../docs-page.js';

/** Options of {@link docsRoutes}. */
export interface DocsRoutesOptions {
  readonly reference: ApiReference;
}

/**
 * The page's Content-Security-Policy: scripts, styles and fonts from this
 * origin only, no inline script or style; requests ("try it out") to this
 * origin and to the document's servers (PUBLIC_BASE_URL, in case the page is
 * reached under another name). Images may be data: URIs (Swagger UI's icons).
 */
export function docsContentSecurityPolicy(serverUrls: readonly string[]): string {
  const origins = [...new Set(serverUrls.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PAGE_CACHE = 'public, max-age=300';

/** GET /docs: the reference page, and the files it loads under /docs/. Not rate limited. */
export async function docsRoutes(app: FastifyInstance, { reference }: DocsRoutesOptions): Promise<void> {
  const page = renderDocsPage(reference);
  const csp = docsContentSecurityPolicy(reference.document.servers.map((server) => server.url));
  app.get('/docs', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('Cache-Control', PAGE_CACHE)
      .header('Content-Security-Policy', csp)
      .header('Referrer-Policy', 'no-referrer')
      .send(page),
  );
  for (const asset of loadDocsAssets()) {
    app.get(`/docs/${asset.name}`, (_request, reply) =>
      reply.header('content-type', asset.contentType).header('Cache-Control', PAGE_CACHE).send(asset.body),
    );
  }
}
