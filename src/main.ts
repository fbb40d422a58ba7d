import cluster from 'node:cluster';
import { randomFillSync } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApiReference } from './api/reference/openapi.js';
import { createResponder, type GenerateObserver } from './api/responder/responses.js';
import type { Config } from './config.js';
import { createPasswordGenerator, type RandomFill } from './core/generator.js';
import { createEventLoopMonitor } from './http/event-loop-monitor.js';
import type { CloseLinger } from './http/lingering-close.js';
import { buildApp, type HttpTimeouts } from './http/server.js';
import { loadWebAssets } from './http/web-assets.js';
import { createLinks } from './i18n/links.js';
import { MCP_OPENAPI_PATH, MCP_OPENAPI_TAG } from './mcp/openapi-path.js';
import { createMcpServer } from './mcp/server.js';
import { createClusterMetricsSource, reportMetricsToPrimary } from './metrics/cluster.js';
import { METRICS_MAX_CONNECTIONS, type MetricsListener, startMetricsListener } from './metrics/listener.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { type ProcessParts, runAsProcess as runServiceAsProcess, runProcess as runServiceProcess } from './process.js';
import { createRateLimitStore, STORE_NAMES } from './ratelimit/registry.js';
import type { RateLimitStore } from './ratelimit/store.js';
import { startLine } from './start-line.js';

/** A running service. */
export interface RunningService {
  readonly app: FastifyInstance;
  /** The base URL it listens on, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics; undefined when METRICS_PORT is unset (or in a cluster worker, whose primary serves them). */
  readonly metricsUrl: string | undefined;
  /** Stops accepting, drains in-flight requests, releases the limiter. */
  close(): Promise<void>;
}

/**
 * Test seams: replace the clock, the limiter store, the random source (default `randomFillSync`), the HTTP
 * timeouts, the drain's linger for idle connections (default DRAIN_LINGER_MS, 1 s), or the bounds of the
 * lingering close after a refused body (default CLOSE_LINGER).
 */
export interface StartOverrides {
  readonly now?: () => number;
  readonly limiter?: RateLimitStore;
  readonly randomFill?: RandomFill;
  readonly timeouts?: HttpTimeouts;
  readonly drainLingerMs?: number;
  readonly closeLinger?: CloseLinger;
  /** The built pages' assets to serve (default: the build's own); the offline tests serve a second release. */
  readonly webAssetsDir?: string;
}

/**
 * The parts every transport shares, built from the configuration: the enforced
 * limits, the links and the responder. The bench's lean reference server uses
 * them too, so that it does exactly the service's work.
 */
export function createCoreParts(
  config: Config,
  now: () => number,
  randomFill: RandomFill = randomFillSync,
  observer?: GenerateObserver,
) {
  const rateLimit = { limit: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds };
  const links = createLinks({ siteUrl: config.siteUrl, docsUrl: config.docsUrl });
  const responder = createResponder({
    links,
    rateLimit,
    now,
    generator: createPasswordGenerator({ randomFill }),
    serviceName: SERVICE_NAME,
    observer,
  });
  return { rateLimit, links, responder };
}

const SERVICE_NAME = 'Password Generation Service';

/** The composition root: builds the real parts from the configuration and listens. */
export async function start(config: Config, overrides: StartOverrides = {}): Promise<RunningService> {
  const now = overrides.now ?? Date.now;
  const metrics = config.metricsPort === undefined ? undefined : createMetrics();
  const { rateLimit, links, responder } = createCoreParts(config, now, overrides.randomFill, metrics);
  const logger = pino({ level: config.logLevel });
  const limiter =
    overrides.limiter ??
    createRateLimitStore(config.rateLimitStore, {
      limit: config.rateLimitMax,
      windowMs: config.rateLimitWindowSeconds * 1000,
      maxClients: config.rateLimitMaxClients,
      now,
      logger,
      observer: metrics,
    });
  metrics?.watchStore(limiter);
  const monitor =
    config.readyMaxEventLoopDelayMs > 0
      ? createEventLoopMonitor({ thresholdMs: config.readyMaxEventLoopDelayMs })
      : undefined;
  const serverInfo = { name: 'pwgen', title: 'Password Generation Service', version: '1.0.0' };
  const mcp = createMcpServer({ responder, links, serverInfo });
  const app = buildApp({
    responder,
    limiter,
    rateLimit,
    logger,
    trustProxy: config.trustProxy,
    reference: buildApiReference({
      publicBaseUrl: config.publicBaseUrl,
      siteUrl: config.siteUrl,
      links,
      rateLimit,
      now,
      serviceName: SERVICE_NAME,
      storeNames: STORE_NAMES,
      extraPaths: MCP_OPENAPI_PATH,
      extraTags: [MCP_OPENAPI_TAG],
    }),
    mcp,
    mcpAllowedOrigins: config.mcpAllowedOrigins,
    requestObserver: metrics,
    overload: monitor,
    maxConnections: config.maxConnections,
    pages: { assets: loadWebAssets(overrides.webAssetsDir), docsUrl: config.docsUrl },
    ...(overrides.timeouts === undefined ? {} : { timeouts: overrides.timeouts }),
    ...(overrides.drainLingerMs === undefined ? {} : { drainLingerMs: overrides.drainLingerMs }),
    ...(overrides.closeLinger === undefined ? {} : { closeLinger: overrides.closeLinger }),
  });
  const release = async () => {
    monitor?.close();
    await limiter.close();
  };
  let metricsListener: MetricsListener | undefined;
  try {
    metricsListener = await serveMetrics(config, metrics, logger);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await metricsListener?.close();
    await app.close();
    await release();
    throw error;
  }
  return runningService(app, config, metricsListener, release);
}

function runningService(
  app: FastifyInstance,
  config: Config,
  metricsListener: MetricsListener | undefined,
  release: () => Promise<void>,
): RunningService {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    url: `http://${host}:${port}`,
    metricsUrl: metricsListener?.url,
    async close() {
      await app.close();
      await metricsListener?.close();
      await release();
    },
  };
}

interface MetricsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const shedWarning = (logger: MetricsLogger) => (closed: number) =>
  logger.warn(
    { closed, maxConnections: METRICS_MAX_CONNECTIONS },
    'metrics listener at its connection cap: connections closed',
  );

// Metrics get their own listener, never the public port. In a cluster worker the primary
// serves them for every worker (one scrape target per pod), so the worker only reports.
async function serveMetrics(
  config: Config,
  metrics: Metrics | undefined,
  logger: MetricsLogger,
): Promise<MetricsListener | undefined> {
  if (metrics === undefined || config.metricsPort === undefined) return undefined;
  if (cluster.isWorker) {
    reportMetricsToPrimary(metrics.registry);
    return undefined;
  }
  const listener = await startMetricsListener({
    host: config.metricsHost,
    port: config.metricsPort,
    render: metrics.render,
    contentType: metrics.contentType,
    onShed: shedWarning(logger),
  });
  logger.info({ url: listener.url }, `metrics listening at ${listener.url}`);
  return listener;
}

// With WORKERS > 1 the primary serves METRICS_PORT: each scrape asks every worker for its
// metrics over the cluster channel and answers their merge.
async function servePrimaryMetrics(config: Config): Promise<void> {
  if (config.metricsPort === undefined) return;
  const source = createClusterMetricsSource();
  const logger = pino({ level: config.logLevel });
  const listener = await startMetricsListener({
    host: config.metricsHost,
    port: config.metricsPort,
    render: source.render,
    contentType: source.contentType,
    onShed: shedWarning(logger),
  });
  logger.info({ url: listener.url }, `metrics listening at ${listener.url}`);
}

// The process (environment, cluster primary, signals, drain) lives in process.ts; these are
// the parts it starts.
const PROCESS_PARTS: ProcessParts = { start: (config) => start(config), startPrimary: servePrimaryMetrics };

/** Runs the service as a process (`npm start`, the CLI's `serve`): environment, workers, signals (process.ts). */
export function runProcess(): Promise<void> {
  return runServiceProcess(PROCESS_PARTS);
}

/**
 * Runs the service as this process: reads the environment, listens, drains on
 * SIGTERM/SIGINT. `npm start` (scripts/start.mjs) calls it after checking that
 * the build is current, with `announce` (one line for people on standard error);
 * `node dist/src/main.js` calls it directly.
 */
export function runAsProcess(options: { readonly announce?: boolean } = {}): void {
  if (options.announce !== true) {
    runServiceAsProcess(PROCESS_PARTS);
    return;
  }
  // `npm start` adds one line for people: where the pages and the reference are (start-line.ts).
  runServiceAsProcess({
    ...PROCESS_PARTS,
    start: async (config) => {
      const service = await start(config);
      process.stderr.write(`${startLine(service.url)}\n`);
      return service;
    },
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runAsProcess();
