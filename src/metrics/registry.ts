import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AccumulatedHistogram, type HistogramSeries } from './accumulated-histogram.js';

/** Seconds; requests take well under a millisecond when idle and tens of milliseconds under load. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a Redis reply comes in well under a millisecond on a LAN, and the store gives up after 250 ms. */
const REDIS_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** The store in use, as its `status()` reports it (a RateLimitStore fits). */
export interface StoreStatusSource {
  status(): { readonly store: string };
}

/**
 * The service's Prometheus metrics around one registry of their own (never
 * prom-client's global registry, so tests can build several). Callers report
 * facts through these methods; only this module knows prom-client. Label
 * values come from the code (route patterns, status classes, store and
 * command names), never from a request: no client address, no password, no
 * request content.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route pattern (or `unmatched`), status and duration. */
  requestCompleted(route: string, statusCode: number, seconds: number): void;
  /** One request refused with 429 by the rate limiter. */
  rateLimitRefused(route: string): void;
  /** One connection refused at once at the connection cap (`MAX_CONNECTIONS`). */
  connectionRefused(): void;
  /** `count` passwords were generated and sent (REST or MCP). */
  passwordsGenerated(count: number): void;
  /** A remote store (`redis`, ...) finished one command (`hit`, `probe`), successfully or not, after `seconds`. */
  commandCompleted(store: string, command: string, seconds: number, ok: boolean): void;
  /** The limiter entered (`true`) or left (`false`) its in-memory fallback. */
  fallbackChanged(active: boolean): void;
  /** Reports the store that `source.status()` names, read at every scrape. */
  watchStore(source: StoreStatusSource): void;
  /** The exposition text of every metric. */
  render(): Promise<string>;
  /** The Content-Type of {@link render}'s text. */
  readonly contentType: string;
}

/** Options of {@link createMetrics}. */
export interface MetricsOptions {
  /** prom-client's process and Node.js metrics (CPU, memory, event loop, GC, handles); on unless told. */
  readonly defaultMetrics?: boolean;
}

/** The status class label of an HTTP status: `2xx`, `4xx`, ... */
export function statusClass(statusCode: number): string {
  const digit = Math.trunc(statusCode / 100);
  return digit >= 1 && digit <= 5 ? `${digit}xx` : 'other';
}

/** Builds every metric of the service in a fresh registry. */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = httpMetrics(registers);
  const refusals = new Counter({
    name: 'pwgen_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the rate limiter, by route pattern.',
    labelNames: ['route'] as const,
    registers,
  });
  const connectionsRefused = new Counter({
    name: 'pwgen_http_connections_refused_total',
    help: 'Connections refused at once because MAX_CONNECTIONS connections were open.',
    registers,
  });
  const passwords = new Counter({
    name: 'pwgen_passwords_generated_total',
    help: 'Passwords generated and sent (REST and MCP); a count only.',
    registers,
  });
  const store = storeMetrics(registers);
  const redis = redisMetrics(registers);
  return {
    registry,
    requestCompleted: http.requestCompleted,
    rateLimitRefused: (route) => refusals.inc({ route }),
    connectionRefused: () => connectionsRefused.inc(),
    passwordsGenerated: (count) => passwords.inc(count),
    commandCompleted: redis.commandCompleted,
    fallbackChanged(active) {
      store.fallbackActive.set(active ? 1 : 0);
      if (active) store.fallbacks.inc();
    },
    watchStore: store.watch,
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

function storeMetrics(registers: Registry[]) {
  let watched: StoreStatusSource | undefined;
  new Gauge({
    name: 'pwgen_rate_limit_store_info',
    help: 'The rate-limit store answering hits, as /readyz names it: 1 for the active one. Summed over WORKERS.',
    labelNames: ['store'] as const,
    registers,
    collect() {
      this.reset();
      if (watched !== undefined) this.set({ store: watched.status().store }, 1);
    },
  });
  const fallbackActive = new Gauge({
    name: 'pwgen_rate_limit_fallback_active',
    help: '1 while the limiter counts in this process memory because Redis is unreachable, else 0. Summed over WORKERS.',
    registers,
  });
  const fallbacks = new Counter({
    name: 'pwgen_rate_limit_fallbacks_total',
    help: 'Times the limiter entered its in-memory fallback because Redis became unreachable.',
    registers,
  });
  const watch = (source: StoreStatusSource): void => {
    watched = source;
  };
  return { fallbackActive, fallbacks, watch };
}

// The request counter is read from the histogram's series at each scrape, so that a
// request costs one series lookup and a few additions (see AccumulatedHistogram).
function httpMetrics(registers: Registry[]) {
  const durations = new AccumulatedHistogram({
    name: 'pwgen_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern and status class.',
    labelNames: ['route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const all: { labels: { route: string; status_class: string }; series: HistogramSeries }[] = [];
  new Counter({
    name: 'pwgen_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class.',
    labelNames: ['route', 'status_class'] as const,
    registers,
    collect() {
      this.reset();
      for (const { labels, series } of all) if (series.count > 0) this.inc(labels, series.count);
    },
  });
  // route -> series by the status's first digit
  const byRoute = new Map<string, HistogramSeries[]>();
  return {
    requestCompleted(route: string, statusCode: number, seconds: number): void {
      let byClass = byRoute.get(route);
      if (byClass === undefined) {
        byClass = [];
        byRoute.set(route, byClass);
      }
      const digit = Math.trunc(statusCode / 100);
      let series = byClass[digit];
      if (series === undefined) {
        const labels = { route, status_class: statusClass(statusCode) };
        series = durations.series(labels);
        byClass[digit] = series;
        all.push({ labels, series });
      }
      series.observe(seconds);
    },
  };
}

function redisMetrics(registers: Registry[]) {
  const errors = new Counter({
    name: 'pwgen_redis_command_errors_total',
    help: 'Redis commands of the rate limiter that failed (error reply or timeout), by store and command.',
    labelNames: ['store', 'command'] as const,
    registers,
  });
  const durations = new AccumulatedHistogram({
    name: 'pwgen_redis_command_duration_seconds',
    help: 'Time of the rate limiter Redis commands, by store, command and outcome (ok or error).',
    labelNames: ['store', 'command', 'outcome'] as const,
    buckets: REDIS_BUCKETS,
    registers,
  });
  const byKey = new Map<string, HistogramSeries>();
  return {
    commandCompleted(store: string, command: string, seconds: number, ok: boolean): void {
      const outcome = ok ? 'ok' : 'error';
      const key = `${store} ${command} ${outcome}`;
      let series = byKey.get(key);
      if (series === undefined) {
        series = durations.series({ store, command, outcome });
        byKey.set(key, series);
      }
      series.observe(seconds);
      if (!ok) errors.inc({ store, command });
    },
  };
}
