import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress, clientKey, memoizeTrust, type TrustProxy } from '../../ratelimit/client-key.js';
import type { RateLimitDecision, RateLimitStore } from '../../ratelimit/store.js';

/**
 * Rate limiting of one route, set in its route config (as `@fastify/rate-limit`
 * does): `refusal: 'answer'` answers 429 from the hook; `'defer'` lets the
 * route answer a refusal itself (MCP answers it as a JSON-RPC error).
 */
export interface RouteRateLimit {
  readonly refusal: 'answer' | 'defer';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
  interface FastifyRequest {
    /** The limiter's decision for this request, on rate-limited routes. */
    rateLimitDecision: RateLimitDecision | null;
  }
}

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitPluginOptions {
  readonly store: RateLimitStore;
  readonly windowSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: the socket peer is the client. */
  readonly trustProxy: readonly string[];
  /** The body size limit: a body declared larger is refused (413) from its headers, and counts then. */
  readonly bodyLimit: number;
}

/**
 * True when the request brings a body that must arrive before it counts: a
 * Transfer-Encoding, or a Content-Length above zero and within the limit. A
 * request whose body never arrives whole (a bad chunk: 400; too slow: 408)
 * is refused by the protocol before the route, and has not used the service.
 */
export function countsAfterBody(headers: IncomingHttpHeaders, bodyLimit: number): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  if (length === undefined) return false;
  const bytes = Number(length);
  return bytes > 0 && bytes <= bodyLimit;
}

/** The rate-limit key of a request: its client address (see clientAddress), canonical and bounded. */
export function requestClientKey(request: FastifyRequest, trust: TrustProxy | undefined): string {
  const forwardedFor = request.headers['x-forwarded-for'];
  return clientKey(
    clientAddress(
      request.raw.socket?.remoteAddress,
      typeof forwardedFor === 'string' ? forwardedFor : undefined,
      trust,
    ),
  );
}

/** The RateLimit-* headers of a decision (and Retry-After when refused), with the policy `limit;w=window`. */
export function rateLimitHeaders(decision: RateLimitDecision, policy: string): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    'RateLimit-Limit': decision.limit,
    'RateLimit-Remaining': decision.remaining,
    'RateLimit-Reset': decision.resetSeconds,
    'RateLimit-Policy': policy,
  };
  if (!decision.allowed) headers['Retry-After'] = decision.resetSeconds;
  return headers;
}

/**
 * Counts a hit in the sliding-window store for every route whose config has
 * `rateLimit`: a request without a body (or with one declared over the limit,
 * a 413) when it arrives, a request with a body once the body is complete
 * (preValidation), so that a body refused by the protocol (a bad chunk, a
 * body timeout) counts nothing. The hooks are callback style, not async:
 * with the memory store the decision is synchronous, and the default hot path
 * then allocates no promise (measured in npm run bench).
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { store, windowSeconds, trustProxy, bodyLimit }) => {
    app.decorateRequest('rateLimitDecision', null);
    const trust = trustProxy.length > 0 ? memoizeTrust(proxyAddr.compile([...trustProxy])) : undefined;
    app.addHook('onRoute', (route) => {
      const config = route.config?.rateLimit;
      if (config === undefined) return;
      const hook = limitHook(store, config, windowSeconds, trust);
      const onArrival: onRequestHookHandler = (request, reply, done) => {
        if (countsAfterBody(request.headers, bodyLimit)) done();
        else hook.call(app, request, reply, done);
      };
      const onBody: preValidationHookHandler = (request, reply, done) => {
        if (countsAfterBody(request.headers, bodyLimit)) hook.call(app, request, reply, done);
        else done();
      };
      route.onRequest = [onArrival, ...[route.onRequest ?? []].flat()];
      route.preValidation = [onBody, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);

function limitHook(
  store: RateLimitStore,
  config: RouteRateLimit,
  windowSeconds: number,
  trust: TrustProxy | undefined,
): onRequestHookHandler {
  let policy: string | undefined;
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const apply = (decision: RateLimitDecision): void => {
      request.rateLimitDecision = decision;
      policy ??= `${decision.limit};w=${windowSeconds}`;
      reply.headers(rateLimitHeaders(decision, policy));
      if (decision.allowed || config.refusal === 'defer') {
        done();
        return;
      }
      // Answering from the hook ends the request here; done() must not be called.
      reply.sendProblem({ code: 'rate_limited', params: { retry_after: decision.resetSeconds } });
    };
    const result = store.hit(requestClientKey(request, trust));
    if (result instanceof Promise) result.then(apply, done);
    else apply(result);
  };
}
