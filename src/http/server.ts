import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '../api/contract/schemas.js';
import type { ApiReference } from '../api/reference/openapi.js';
import type { Responder } from '../api/responder/responses.js';
import { DEFAULT_MAX_CONNECTIONS } from '../config.js';
import type { McpServer } from '../mcp/server.js';
import type { RateLimitStore } from '../ratelimit/store.js';
import type { OverloadCheck } from './event-loop-monitor.js';
import { decodeBody } from './json-body.js';
import { CLOSE_LINGER, type CloseLinger } from './lingering-close.js';
import { DebugAccessLog } from './plugins/access-log.js';
import { baseHeadersPlugin } from './plugins/base-headers.js';
import { connectionsPlugin } from './plugins/connections.js';
import { clientErrorAnswer, errorsPlugin, frameworkErrorAnswer } from './plugins/errors.js';
import { metricsPlugin, type RequestObserver } from './plugins/metrics.js';
import { protocolPlugin } from './plugins/protocol.js';
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
  /** The OpenAPI document and the error catalogue, served at /openapi.json and /docs. */
  readonly reference: ApiReference;
  readonly logger: FastifyBaseLogger;
  readonly trustProxy: readonly string[];
  readonly mcp: McpServer;
  /** Browser origins allowed on /mcp. */
  readonly mcpAllowedOrigins: readonly string[];
  /** The browser-only generator and checker pages and their built assets. */
  readonly pages: PagesRoutesOptions;
  readonly timeouts?: HttpTimeouts;
  /** When given, every answered request is reported to it (metrics on). */
  readonly requestObserver?: RequestObserver | undefined;
  /** When given, /readyz answers 503 while it reports an overload. */
  readonly overload?: OverloadCheck | undefined;
  /** Most open connections (MAX_CONNECTIONS); DEFAULT_MAX_CONNECTIONS unless given. */
  readonly maxConnections?: number;
  /** How long idle connections may still bring a request once closing begins; DRAIN_LINGER_MS unless given. */
  readonly drainLingerMs?: number;
  /** How long, and for how many bytes, a refused body is still read before its connection closes; CLOSE_LINGER unless given. */
  readonly closeLinger?: CloseLinger;
}

/** Builds the Fastify application: the plugins (connections, errors, headers, protocol checks, rate limiting), then one plugin per route group. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { responder, limiter, reference } = options;
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const closeLinger = options.closeLinger ?? CLOSE_LINGER;
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new DebugAccessLog(options.logger.level),
    // The rate limiter reads X-Forwarded-For itself (ratelimit/client-key.ts): Fastify's
    // request.ip would be the raw header entry, not a validated address.
    trustProxy: false,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    // Node enforces the header and request timeouts by a sweep every 30 s by default, so a
    // slow client could hold a connection for up to 30 s past them.
    // requireHostHeader: a request without Host is refused by the protocol plugin, in the
    // Error format, rather than by Node with an empty 400.
    http: { connectionsCheckingInterval: timeouts.checkingInterval, requireHostHeader: false },
    // While draining, requests that still arrive on open keep-alive connections are
    // served (each then closes its connection) rather than answered with Fastify's own
    // 503 body, which is not the API's Error body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorAnswer(responder, closeLinger, options.requestObserver),
    clientErrorHandler: clientErrorAnswer(responder, options.requestObserver),
  });
  app.server.headersTimeout = timeouts.headers;

  // Every body is read within the size limit and decoded as UTF-8, strictly (decodeBody); routes decide how to parse it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, decodeBody(body as Buffer)),
  );

  app.register(connectionsPlugin, {
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    observer: options.requestObserver,
    ...(options.drainLingerMs === undefined ? {} : { drainLingerMs: options.drainLingerMs }),
  });
  app.register(errorsPlugin, { responder, closeLinger });
  app.register(baseHeadersPlugin);
  app.register(protocolPlugin, { responder, observer: options.requestObserver });
  app.register(rateLimitPlugin, {
    store: limiter,
    windowSeconds: options.rateLimit.windowSeconds,
    trustProxy: options.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
  });
  if (options.requestObserver !== undefined) app.register(metricsPlugin, { observer: options.requestObserver });
  app.register(metaRoutes, { responder, limiter, openApiDocument: reference.document, overload: options.overload });
  app.register(docsRoutes, { reference });
  app.register(generateRoutes, { responder });
  app.register(checkRoutes);
  app.register(mcpRoutes, { mcp: options.mcp, responder, allowedOrigins: options.mcpAllowedOrigins });
  app.register(pagesRoutes, options.pages);
  return app;
}
