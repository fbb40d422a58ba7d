import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Responder } from '../api/responses.js';
import { MAX_BODY_BYTES } from '../api/schemas.js';
import type { McpServer } from '../mcp/server.js';
import type { RateLimitStore } from '../ratelimit/store.js';
import { DebugAccessLog } from './plugins/access-log.js';
import { baseHeadersPlugin } from './plugins/base-headers.js';
import { clientErrorAnswer, errorsPlugin, frameworkErrorAnswer } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { checkRoutes } from './routes/check.js';
import { docsRoutes } from './routes/docs.js';
import { generateRoutes } from './routes/generate.js';
import { mcpRoutes } from './routes/mcp.js';
import { metaRoutes } from './routes/meta.js';
import { type PagesRoutesOptions, pagesRoutes } from './routes/pages.js';

/** Timeouts that keep slow clients from pinning connections (milliseconds). */
export interface HttpTimeouts {
  /** Longest wait for a request's headers. */
  readonly headers: number;
  /** Longest wait for a whole request. */
  readonly request: number;
  /** Idle time before a keep-alive connection is closed. */
  readonly keepAlive: number;
  /** How often Node checks the header and request timeouts. */
  readonly checkingInterval: number;
}

/** The service's timeouts; tests pass shorter ones. */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headers: 10_000,
  request: 15_000,
  keepAlive: 5_000,
  checkingInterval: 1_000,
};

/** What the HTTP layer needs; main.ts builds the real parts, tests may pass others. */
export interface AppOptions {
  readonly responder: Responder;
  readonly limiter: RateLimitStore;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly openApiDocument: object;
  readonly logger: FastifyBaseLogger;
  readonly trustProxy: readonly string[];
  readonly mcp: McpServer;
  /** Browser origins allowed on /mcp. */
  readonly mcpAllowedOrigins: readonly string[];
  /** The browser-only generator and checker pages and their built assets. */
  readonly pages: PagesRoutesOptions;
  readonly timeouts?: HttpTimeouts;
}

/** Builds the Fastify application: the plugins (errors, headers, rate limiting), then one plugin per route group. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { responder, limiter, openApiDocument } = options;
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new DebugAccessLog(options.logger.level),
    trustProxy: options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    // Node enforces the header and request timeouts by a sweep every 30 s by default, so a
    // slow client could hold a connection for up to 30 s past them.
    http: { connectionsCheckingInterval: timeouts.checkingInterval },
    // While draining, requests that still arrive on open keep-alive connections are
    // served (each then closes its connection) rather than answered with Fastify's own
    // 503 body, which is not the API's Error body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorAnswer(responder),
    clientErrorHandler: clientErrorAnswer(responder),
  });
  app.server.headersTimeout = timeouts.headers;

  // Every body is read as a string within the size limit; routes decide how to parse it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.register(errorsPlugin, { responder });
  app.register(baseHeadersPlugin);
  app.register(rateLimitPlugin, { store: limiter, windowSeconds: options.rateLimit.windowSeconds });
  app.register(metaRoutes, { responder, limiter, openApiDocument });
  app.register(docsRoutes, { openApiDocument });
  app.register(generateRoutes, { responder });
  app.register(checkRoutes);
  app.register(mcpRoutes, { mcp: options.mcp, responder, allowedOrigins: options.mcpAllowedOrigins });
  app.register(pagesRoutes, options.pages);
  return app;
}
