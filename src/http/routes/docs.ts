import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from '../docs-page.js';

/** Options of {@link docsRoutes}. */
export interface DocsRoutesOptions {
  readonly openApiDocument: object;
}

/** GET /docs: the human-readable reference, with an anchor per error code. */
export async function docsRoutes(app: FastifyInstance, options: DocsRoutesOptions): Promise<void> {
  const page = renderDocsPage(options.openApiDocument);
  app.get('/docs', (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(page),
  );
}
