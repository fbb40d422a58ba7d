import type { FastifyInstance } from 'fastify';
import type { ApiReference } from '../../api/openapi.js';
import { loadDocsAssets } from '../docs-assets.js';
import { renderDocsPage } from '../docs-page.js';
import { routePattern } from '../plugins/metrics.js';

/** Options of {@link docsRoutes}. */
export interface DocsRoutesOptions {
  readonly reference: ApiReference;
}

/**
 * The page's Content-Security-Policy: scripts, styles and fonts from this
 * origin only, no inline script or style; requests ("try it out") to this
 * origin only (the page's script sends them here whatever the document's
 * server says). Images may be data: URIs (Swagger UI's icons).
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_CACHE = 'public, max-age=300';

/** GET /docs: the reference page, and the files it loads under /docs/. Not rate limited. */
export async function docsRoutes(app: FastifyInstance, { reference }: DocsRoutesOptions): Promise<void> {
  const page = renderDocsPage(reference);
  app.get('/docs', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('Cache-Control', PAGE_CACHE)
      .header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY)
      .header('Referrer-Policy', 'no-referrer')
      .send(page),
  );
  for (const asset of loadDocsAssets()) {
    app.get(`/docs/${asset.name}`, routePattern('/docs/*'), (_request, reply) =>
      reply.header('content-type', asset.contentType).header('Cache-Control', PAGE_CACHE).send(asset.body),
    );
  }
}
