import cluster from 'node:cluster';
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApiReference } from './api/openapi.js';
import { createResponder, type GenerateObserver } from './api/responses.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createPasswordGenerator, type RandomFill } from './core/generator.js';
import { createEventLoopMonitor } from './http/event-loop-monitor.js';
import { buildApp, type HttpTimeouts } from './http/server.js';
import { loadWebAssets } from './http/web-assets.js';
import { createLinks } from './i18n/links.js';
import { MCP_OPENAPI_PATH, MCP_OPENAPI_TAG } from './mcp/openapi-path.js';
import { createMcpServer } from './mcp/server.js';
import { createClusterMetricsSource, reportMetricsToPrimary } from './metrics/cluster.js';
import { type MetricsListener, startMetricsListener } from './metrics/listener.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { createRateLimitStore } from './ratelimit/registry.js';
import type { RateLimitStore } from './ratelimit/store.js';

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

/** Test seams: replace the clock, the limiter store, the random source (default `randomFillSync`) or the HTTP timeouts. */
export interface StartOverrides {
  readonly now?: () => number;
  readonly limiter?: RateLimitStore;
  readonly randomFill?: RandomFill;
  readonly timeouts?: HttpTimeouts;
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

// Metrics get their own listener, never the public port. In a cluster worker the primary
// serves them for every worker (one scrape target per pod), so the worker only reports.
async function serveMetrics(
  config: Config,
  metrics: Metrics | undefined,
  logger: { info(details: object, message: string): void },
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
  });
  logger.info({ url: listener.url }, `metrics listening at ${listener.url}`);
  return listener;
}

// With WORKERS > 1 the primary serves METRICS_PORT: each scrape asks every worker for its
// metrics over the cluster channel and answers their merge.
async function servePrimaryMetrics(config: Config): Promise<void> {
  if (config.metricsPort === undefined) return;
  const source = createClusterMetricsSource();
  const listener = await startMetricsListener({
    host: config.metricsHost,
    port: config.metricsPort,
    render: source.render,
    contentType: source.contentType,
  });
  pino({ level: config.logLevel }).info({ url: listener.url }, `metrics listening at ${listener.url}`);
}

// The soft open-file limit (`ulimit -n`, after Node raised it to the hard limit at start-up),
// from which MAX_CONNECTIONS takes its default; undefined where /proc is not there.
function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] === undefined ? undefined : Number(line[1]);
  } catch {
    return undefined;
  }
}

/** Runs the service as a process (`npm start`, the CLI's `serve`): environment, workers, signals. */
export async function runProcess(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { openFileLimit: openFileLimit() });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    await servePrimaryMetrics(config);
    runPrimary(config);
    return;
  }
  // Handlers go in before listening: a signal that arrives right after the "listening" line
  // must drain and exit 0, not hit the default action and kill the process.
  let service: RunningService | undefined;
  let stopSignal: string | undefined;
  const timeoutMs = drainTimeoutMs(config);
  const shutdown = (signal: string) => {
    if (stopSignal !== undefined) return;
    stopSignal = signal;
    if (service !== undefined) drain(service, signal, timeoutMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  service = await start(config);
  if (stopSignal !== undefined) drain(service, stopSignal, timeoutMs);
}

// A worker's own deadline comes a little before the primary's, so that it normally exits by
// itself (and says why) before the primary kills what is left at the bound.
const WORKER_DEADLINE_MARGIN_MS = 250;

function drainTimeoutMs(config: Config): number {
  const bound = config.shutdownTimeoutSeconds * 1000;
  return cluster.isWorker ? Math.max(bound / 2, bound - WORKER_DEADLINE_MARGIN_MS) : bound;
}

// node:cluster primary: starts the workers, replaces one that crashes after serving, and on
// SIGTERM/SIGINT forwards the signal and exits when they have, or at the shutdown bound.
function runPrimary(config: Config): void {
  for (let i = 0; i < config.workers; i++) cluster.fork();
  let stopping = false;
  let failed = false;
  const listening = new Set<number>();
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const left = workers();
      if (left.length > 0) process.stderr.write(`shutdown timeout: killing ${left.length} worker(s)\n`);
      for (const worker of left) worker.process.kill('SIGKILL');
      process.exit(failed ? 1 : 0);
    }, config.shutdownTimeoutSeconds * 1000);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code) => {
    if (!stopping && listening.has(worker.id)) {
      // A crash after serving: replace the worker.
      process.stderr.write(`worker ${worker.process.pid} exited with ${code}; starting another\n`);
      cluster.fork();
    } else if (!stopping) {
      // A worker that never got to listen (port taken, bad environment) would fail again:
      // stop everything and exit non-zero instead of restarting it in a loop.
      process.stderr.write(`worker ${worker.process.pid} exited with ${code} before listening; stopping\n`);
      failed = true;
      stop();
    }
    if (stopping && workers().length === 0) process.exit(failed ? 1 : 0);
  });
}

/**
 * Drains and exits 0: stop accepting, close connections with nothing in
 * flight, let in-flight requests finish (their answers say Connection: close).
 * At `timeoutMs` whatever is left is destroyed and the process exits anyway.
 */
function drain(service: RunningService, signal: string, timeoutMs: number): void {
  service.app.log.info({ signal, timeoutMs }, 'draining in-flight requests');
  setTimeout(() => {
    const destroyed = service.app.connections.destroyAll();
    service.app.log.warn({ connections: destroyed, timeoutMs }, 'shutdown timeout: remaining connections destroyed');
    process.exit(0);
  }, timeoutMs);
  service.close().then(
    () => process.exit(0),
    (error: unknown) => {
      service.app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    },
  );
}

/**
 * Runs the service as this process: reads the environment, listens, drains on
 * SIGTERM/SIGINT. `npm start` (scripts/start.mjs) calls it after checking that
 * the build is current; `node dist/src/main.js` calls it directly.
 */
export function runAsProcess(): void {
  runProcess().catch((error: unknown) => {
    process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runAsProcess();
