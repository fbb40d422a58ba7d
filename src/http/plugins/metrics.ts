import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `route` label of a route registered once per value (a page per language, an asset
     * per file): its pattern, such as `/:lang/generator` or `/assets/*`. Without it the label
     * is the path the route was registered under.
     */
    metricsRoute?: string;
  }
}

/** What the HTTP layer reports about each answered request; `Metrics` (src/metrics/registry.ts) fits. */
export interface RequestObserver {
  /** `route` is the route pattern, or `unmatched` when no route matched. */
  requestCompleted(route: string, statusCode: number, seconds: number): void;
  rateLimitRefused(route: string): void;
  /** A new connection was refused at once because the connection cap was reached. */
  connectionRefused(): void;
}

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  readonly observer: RequestObserver;
}

/** The `route` of a request that matched no route: an unknown path, or a known path with another method (405). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route options that give a route registered once per value its pattern as the `route` label. */
export function routePattern(pattern: string): { config: { metricsRoute: string } } {
  return { config: { metricsRoute: pattern } };
}

/**
 * Reports every answered request to the observer, once it is sent: its route
 * pattern (`/v1/generate`, `/:lang/generator`, `/assets/*`; never the URL, so that no path a client makes up
 * becomes a label), status, duration, and whether the limiter refused it
 * (read from the rate-limit plugin's decision, for routes that answer the 429
 * themselves too). Registered only when metrics are on.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { observer }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? UNMATCHED_ROUTE;
      observer.requestCompleted(route, reply.statusCode, reply.elapsedTime / 1000);
      const decision = request.rateLimitDecision;
      if (decision !== null && !decision.allowed) observer.rateLimitRefused(route);
      done();
    });
  },
  { name: 'metrics', dependencies: ['rate-limit'] },
);
