import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Responder } from '../../api/responder/responses.js';
import type { RateLimitStore } from '../../ratelimit/store.js';
import { createStaticBody, sendStaticBody } from '../compression.js';
import type { OverloadCheck } from '../event-loop-monitor.js';
import { JSON_TYPE } from '../json-body.js';
import { requestLanguage } from '../language.js';

/** Options of {@link metaRoutes}. */
export interface MetaRoutesOptions {
  readonly responder: Responder;
  readonly limiter: RateLimitStore;
  readonly openApiDocument: object;
  /** When given, /readyz also answers 503 while it reports an overload. */
  readonly overload?: OverloadCheck | undefined;
}

/** The endpoints listed by the service index. */
export const ENDPOINTS = {
  generate: 'POST /v1/generate',
  check: 'POST /v1/check',
  openapi: 'GET /openapi.json',
  mcp: 'POST /mcp',
  healthz: 'GET /healthz',
  readyz: 'GET /readyz',
  // The browser-only pages: each redirects to the page in the negotiated language.
  generator: 'GET /generator',
  checker: 'GET /checker',
} as const;

/** The service index, the OpenAPI document, liveness and readiness; none of them is rate limited. */
export async function metaRoutes(app: FastifyInstance, options: MetaRoutesOptions): Promise<void> {
  const { responder, limiter } = options;
  app.get('/', (request, reply) => reply.send(responder.index(requestLanguage(request), ENDPOINTS)));

  // Built once at start-up, cacheable (it holds no secret), and compressed once per coding.
  const openApiJson = createStaticBody(JSON.stringify(options.openApiDocument));
  app.get('/openapi.json', (request, reply) =>
    sendStaticBody(
      reply.header('content-type', JSON_TYPE).header('Cache-Control', 'public, max-age=300'),
      request.headers['accept-encoding'],
      openApiJson,
    ),
  );

  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/readyz', (_request, reply) => answerReadiness(limiter, options.overload, reply));
}

/**
 * The handler of GET /readyz: not ready when the shared limit is not in force, or when the event
 * loop is so far behind that a load balancer should send traffic elsewhere; /healthz (liveness)
 * stays 200 either way.
 */
function answerReadiness(limiter: RateLimitStore, overloadCheck: OverloadCheck | undefined, reply: FastifyReply) {
  const status = limiter.status();
  const overload = overloadCheck?.overloaded();
  if (overload === undefined) {
    return reply.code(status.ready ? 200 : 503).send({ status: status.ready ? 'ready' : 'not_ready', ...status });
  }
  const reason = status.reason === undefined ? overload : `${overload}; ${status.reason}`;
  return reply.code(503).send({ status: 'not_ready', ...status, ready: false, reason });
}
