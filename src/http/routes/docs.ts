import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderDocsPage } from '../../api/reference/docs-page.js';
import type { ApiReference } from '../../api/reference/openapi.js';
import { createStaticBody, negotiateEncoding, sendStaticBody } from '../compression.js';
import { type DocsAsset, loadDocsAssets } from '../docs-assets.js';
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

/**
 * The longest If-None-Match header read: a browser sends one tag (under 100 characters). A longer
 * header is answered in full, as if it matched nothing, so that its cost stays bounded.
 */
export const IF_NONE_MATCH_MAX_CHARS = 1024;

/** Whether an If-None-Match header lists `etag` (weak comparison, as for GET), or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined || header.length > IF_NONE_MATCH_MAX_CHARS) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

// One of the reference's files: in the best encoding the client accepts (brotli, gzip,
// identity), with an ETag per encoding, so that a browser revalidates it with a 304 after
// PAGE_CACHE instead of fetching 1.7 MB of Swagger UI again.
async function sendDocsAsset(asset: DocsAsset, request: FastifyRequest, reply: FastifyReply) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = encoding === 'identity' ? asset.etag : `${asset.etag.slice(0, -1)}-${encoding}"`;
  reply
    .header('content-type', asset.contentType)
    .header('Cache-Control', PAGE_CACHE)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding === 'identity') return reply.send(asset.body);
  return reply.header('Content-Encoding', encoding).send(await asset.compressed(encoding));
}

/** GET /docs: the reference page (compressed for clients that accept it), and the files it loads under /docs/. Not rate limited. */
export async function docsRoutes(app: FastifyInstance, { reference }: DocsRoutesOptions): Promise<void> {
  const page = createStaticBody(renderDocsPage(reference));
  app.get('/docs', (request, reply) =>
    sendStaticBody(
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('Cache-Control', PAGE_CACHE)
        .header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY)
        .header('Referrer-Policy', 'no-referrer'),
      request.headers['accept-encoding'],
      page,
    ),
  );
  for (const asset of loadDocsAssets()) {
    // HEAD is its own route here, not Fastify's: Fastify's HEAD route gives an answer without a body
    // `Content-Length: 0`, which a 304 must not carry (RFC 9110 §8.6); Node drops a HEAD's body itself.
    app.route({
      method: ['GET', 'HEAD'],
      url: `/docs/${asset.name}`,
      exposeHeadRoute: false,
      ...routePattern('/docs/*'),
      handler: (request, reply) => sendDocsAsset(asset, request, reply),
    });
  }
}
