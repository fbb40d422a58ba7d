import proxyAddr from '@fastify/proxy-addr';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
 * `rateLimit`, before the body is read. The hook is callback style, not async:
 * with the memory store the decision is synchronous, and the default hot path
 * then allocates no promise (measured in npm run bench).
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { store, windowSeconds, trustProxy }) => {
    app.decorateRequest('rateLimitDecision', null);
    const trust = trustProxy.length > 0 ? memoizeTrust(proxyAddr.compile([...trustProxy])) : undefined;
    app.addHook('onRoute', (route) => {
      const config = route.config?.rateLimit;
      if (config === undefined) return;
      const hook = limitHook(store, config, windowSeconds, trust);
      route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
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
