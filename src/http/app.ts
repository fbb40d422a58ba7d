import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Responder } from '../api/responses.js';
import { MAX_BODY_BYTES } from '../api/schemas.js';
import { type AppliedLanguage, languageInBody, negotiateLanguage } from '../i18n/languages.js';
import { clientKey } from '../ratelimit/client-key.js';
import type { RateLimitDecision, RateLimitStore } from '../ratelimit/store.js';
import { renderDocsPage } from './docs-page.js';
import { readJsonBody } from './json-body.js';

/** What the HTTP layer needs; main.ts builds the real parts, tests may pass others. */
export interface AppOptions {
  readonly responder: Responder;
  readonly limiter: RateLimitStore;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly openApiDocument: object;
  readonly logger: FastifyBaseLogger;
  readonly trustProxy: readonly string[];
  /** Extra routes (the MCP endpoint, health checks) registered with the same helpers. */
  readonly plugins?: readonly ((app: FastifyInstance, helpers: RouteHelpers) => void)[];
}

/** Shared pieces that routes outside this file use, so that no rule is written twice. */
export interface RouteHelpers {
  /** The onRequest hook that counts a hit; it answers 429 itself unless `deferRefusal`. */
  rateLimitHook(
    deferRefusal: boolean,
  ): (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  /** The applied language of a request, from query, body and Accept-Language. */
  language(request: FastifyRequest, body?: unknown): AppliedLanguage;
  /** The HTTP-level language sources of a request: query `lang` (first if repeated) and Accept-Language. */
  languageSources(request: FastifyRequest): { query: unknown; acceptLanguage: string | undefined };
  /** The decision of the rate limiter for this request, when it is limited. */
  decision(request: FastifyRequest): RateLimitDecision | undefined;
  /** Declares the methods of a path: any other method on it answers 405 with `Allow`. */
  methodNotAllowed(path: string, allowed: readonly string[]): void;
}

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug,
 * not info: at info they cost 15-25% of throughput (npm run bench), and access logs
 * usually belong to the proxy in front. Below debug they are not even built.
 * They hold method, URL, addresses and status: never a body, never a password.
 */
class DebugAccessLog extends LogController {
  constructor(level: string) {
    super({ disableRequestLogging: level !== 'debug' && level !== 'trace' });
  }
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;
const DRAINING_HEADERS = { ...BASE_HEADERS, Connection: 'close' } as const;
// The rate-limit decision rides on the request (declared below, decorated in buildApp):
// a WeakMap keyed by request cost measurably more per request (npm run bench).
declare module 'fastify' {
  interface FastifyRequest {
    rateLimitDecision: RateLimitDecision | null;
  }
}

/** Timeouts that keep slow clients from pinning connections (milliseconds). */
export const HTTP_TIMEOUTS = { headers: 10_000, request: 15_000, keepAlive: 5_000, checkingInterval: 1_000 } as const;

/** Builds the Fastify application: every REST route, error mapping and rate limiting. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { responder, limiter, rateLimit } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new DebugAccessLog(options.logger.level),
    trustProxy: options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: HTTP_TIMEOUTS.request,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAlive,
    // Node enforces the header and request timeouts by a sweep every 30 s by default, so a
    // slow client could hold a connection for up to 30 s past them; sweep every second.
    http: { connectionsCheckingInterval: HTTP_TIMEOUTS.checkingInterval },
    // While draining, requests that still arrive on open keep-alive connections are
    // served (each then closes its connection) rather than answered with Fastify's own
    // 503 body, which is not the API's Error body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A path that cannot be decoded (`/%%`) is refused before routing; without this
    // Fastify would answer with its own body instead of the API's Error body.
    frameworkErrors: (_error, request, reply) => {
      const { status, body } = responder.error(
        { code: 'bad_request' },
        negotiateLanguage({ acceptLanguage: request.headers['accept-language'] }),
      );
      return (reply as FastifyReply)
        .code(status)
        .headers(BASE_HEADERS)
        .header('content-type', 'application/json; charset=utf-8')
        .send(body);
    },
    clientErrorHandler: (error, socket) => {
      // Malformed HTTP or a header timeout: answer in the API's Error format, then close.
      if (!socket.writable) return;
      const timeout = (error as NodeJS.ErrnoException).code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const { status, body } = responder.error(
        { code: timeout ? 'request_timeout' : 'bad_request' },
        negotiateLanguage({}),
      );
      const json = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 ${status} ${timeout ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
      );
    },
  });
  app.server.headersTimeout = HTTP_TIMEOUTS.headers;
  app.decorateRequest('rateLimitDecision', null);

  // Every body is read as a string within the size limit; routes decide how to parse it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const policy = `${rateLimit.limit};w=${rateLimit.windowSeconds}`;

  function languageSources(request: FastifyRequest): { query: unknown; acceptLanguage: string | undefined } {
    const query = (request.query as Record<string, unknown> | undefined)?.lang;
    return { query: Array.isArray(query) ? query[0] : query, acceptLanguage: request.headers['accept-language'] };
  }

  function language(request: FastifyRequest, body?: unknown): AppliedLanguage {
    const { query, acceptLanguage } = languageSources(request);
    return negotiateLanguage({ query, body: languageInBody(body), acceptLanguage });
  }

  function sendError(
    reply: FastifyReply,
    problem: Parameters<Responder['error']>[0],
    lang: AppliedLanguage,
  ): FastifyReply {
    const { status, body } = responder.error(problem, lang);
    return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  const allowedMethods = new Map<string, string>();
  const helpers: RouteHelpers = {
    language,
    languageSources,
    decision: (request) => request.rateLimitDecision ?? undefined,
    rateLimitHook(deferRefusal) {
      // Callback style, not async: with the memory store the decision is synchronous and
      // the default hot path then allocates no promise (measured in npm run bench).
      return (request, reply, done) => {
        const apply = (decision: RateLimitDecision): void => {
          request.rateLimitDecision = decision;
          reply.headers({
            'RateLimit-Limit': decision.limit,
            'RateLimit-Remaining': decision.remaining,
            'RateLimit-Reset': decision.resetSeconds,
            'RateLimit-Policy': policy,
          });
          if (!decision.allowed) reply.header('Retry-After', decision.resetSeconds);
          if (decision.allowed || deferRefusal) {
            done();
            return;
          }
          // Answering from the hook ends the request here; done() must not be called.
          sendError(reply, { code: 'rate_limited', params: { retry_after: decision.resetSeconds } }, language(request));
        };
        const result = limiter.hit(clientKey(request.ip));
        if (result instanceof Promise) result.then(apply, done);
        else apply(result);
      };
    },
    methodNotAllowed(path, allowed) {
      allowedMethods.set(path, (allowed.includes('GET') ? [...allowed, 'HEAD'] : [...allowed]).join(', '));
    },
  };

  // Set when close() starts: responses finished while draining close their connection,
  // so an in-flight request on a keep-alive socket does not hold the exit for keepAliveTimeout.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    // Requests already in flight got their headers set before draining began; Node reads
    // keepAliveTimeout when a response finishes, so their sockets now close right after it.
    app.server.keepAliveTimeout = 1;
    done();
  });

  // Set up front (routes that may be cached override Cache-Control), which is cheaper
  // than an onSend hook on every response; error and 404 answers keep these headers.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(draining ? DRAINING_HEADERS : BASE_HEADERS);
    done();
  });

  // A known path with any other method, including uncommon ones (PROPFIND, TRACE), is a 405.
  app.setNotFoundHandler((request, reply) => {
    const allow = allowedMethods.get(request.url.split('?', 1)[0] ?? '');
    if (allow === undefined) return sendError(reply, { code: 'not_found' }, language(request));
    return sendError(
      reply.header('Allow', allow),
      { code: 'method_not_allowed', params: { allow } },
      language(request),
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const lang = language(request);
    if (status === 413) return sendError(reply, { code: 'payload_too_large' }, lang);
    if (request.routeOptions.url === '/v1/check') return sendError(reply, { code: 'not_implemented' }, lang);
    if (status === 415) return sendError(reply, { code: 'unsupported_media_type' }, lang);
    if (status >= 400 && status < 500) return sendError(reply, { code: 'bad_request' }, lang);
    // Unknown failure: log what went wrong (no bodies, no passwords) and keep serving.
    request.log.error(
      { err: { type: error.name, message: error.message, code: error.code, stack: error.stack } },
      'internal error',
    );
    return sendError(reply, { code: 'internal_error' }, lang);
  });

  app.get('/', (request, reply) =>
    reply.send(
      responder.index(language(request), {
        generate: 'POST /v1/generate',
        check: 'POST /v1/check',
        openapi: 'GET /openapi.json',
        mcp: 'POST /mcp',
        healthz: 'GET /healthz',
        readyz: 'GET /readyz',
      }),
    ),
  );
  helpers.methodNotAllowed('/', ['GET']);

  // Static documents: built once at start-up, cacheable (they hold no secret).
  const serveDocument = (path: string, contentType: string, text: string) => {
    app.get(path, (_request, reply) =>
      reply.header('content-type', contentType).header('Cache-Control', 'public, max-age=300').send(text),
    );
    helpers.methodNotAllowed(path, ['GET']);
  };
  serveDocument('/openapi.json', 'application/json; charset=utf-8', JSON.stringify(options.openApiDocument));
  serveDocument('/docs', 'text/html; charset=utf-8', renderDocsPage(options.openApiDocument));

  app.post(
    '/v1/generate',
    // No response schema: the 200 body is already JSON (see Responder.generate), and the
    // tests validate live answers against the published schema instead.
    { onRequest: helpers.rateLimitHook(false) },
    (request, reply) => {
      const read = readJsonBody(request.headers['content-type'], request.body as string | undefined);
      if (read.kind === 'problem') return sendError(reply, { code: read.code }, language(request));
      const body = read.kind === 'json' ? read.value : undefined;
      const outcome = responder.generate(body, language(request, body));
      if (!outcome.ok) return (reply as FastifyReply).code(outcome.status).send(outcome.body);
      return reply.header('content-type', 'application/json; charset=utf-8').send(outcome.json);
    },
  );
  helpers.methodNotAllowed('/v1/generate', ['POST']);

  // Deliberately unimplemented: the body is never parsed, only the size limit applies.
  app.post('/v1/check', (request, reply) => sendError(reply, { code: 'not_implemented' }, language(request)));
  helpers.methodNotAllowed('/v1/check', ['POST']);

  // Liveness and readiness: never rate limited.
  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));
  helpers.methodNotAllowed('/healthz', ['GET']);
  app.get('/readyz', (_request, reply) => {
    const status = limiter.status();
    return reply.code(status.ready ? 200 : 503).send({ status: status.ready ? 'ready' : 'not_ready', ...status });
  });
  helpers.methodNotAllowed('/readyz', ['GET']);

  for (const plugin of options.plugins ?? []) plugin(app, helpers);
  return app;
}
