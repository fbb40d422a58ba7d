import cluster from 'node:cluster';
import { randomFillSync } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildOpenApiDocument } from './api/openapi.js';
import { createResponder } from './api/responses.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createPasswordGenerator } from './core/generator.js';
import { buildApp } from './http/app.js';
import { createMcpRoute } from './http/mcp-route.js';
import { createLinks } from './i18n/links.js';
import { MCP_OPENAPI_PATH } from './mcp/openapi-path.js';
import { createMcpServer } from './mcp/server.js';
import { createRateLimitStore } from './ratelimit/create-store.js';
import type { RateLimitStore } from './ratelimit/store.js';

/** A running service. */
export interface RunningService {
  readonly app: FastifyInstance;
  /** The base URL it listens on, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /** Stops accepting, drains in-flight requests, releases the limiter. */
  close(): Promise<void>;
}

/** Test seams: replace the clock or the limiter store. */
export interface StartOverrides {
  readonly now?: () => number;
  readonly limiter?: RateLimitStore;
}

/**
 * The parts every transport shares, built from the configuration: the enforced
 * limits, the links and the responder. The bench's lean reference server uses
 * them too, so that it does exactly the service's work.
 */
export function createCoreParts(config: Config, now: () => number) {
  const rateLimit = { limit: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds };
  const links = createLinks({ siteUrl: config.siteUrl, docsUrl: config.docsUrl });
  const responder = createResponder({
    links,
    rateLimit,
    now,
    generator: createPasswordGenerator({ randomFill: randomFillSync }),
    serviceName: 'Password Generation Service',
  });
  return { rateLimit, links, responder };
}

/** The composition root: builds the real parts from the configuration and listens. */
export async function start(config: Config, overrides: StartOverrides = {}): Promise<RunningService> {
  const now = overrides.now ?? Date.now;
  const { rateLimit, links, responder } = createCoreParts(config, now);
  const logger = pino({ level: config.logLevel });
  const limiter =
    overrides.limiter ??
    createRateLimitStore({
      limit: config.rateLimitMax,
      windowMs: config.rateLimitWindowSeconds * 1000,
      maxClients: config.rateLimitMaxClients,
      redisUrl: config.redisUrl,
      redisKeyPrefix: config.redisKeyPrefix,
      now,
      logger,
    });
  const serverInfo = { name: 'pwgen', title: 'Password Generation Service', version: '1.0.0' };
  const mcp = createMcpServer({ responder, links, serverInfo });
  const app = buildApp({
    responder,
    limiter,
    rateLimit,
    logger,
    trustProxy: config.trustProxy,
    openApiDocument: buildOpenApiDocument({
      publicBaseUrl: config.publicBaseUrl,
      docsUrl: config.docsUrl,
      rateLimit,
      extraPaths: MCP_OPENAPI_PATH,
    }),
    plugins: [createMcpRoute({ mcp, responder, allowedOrigins: config.mcpAllowedOrigins })],
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    url: `http://${host}:${port}`,
    async close() {
      await app.close();
      await limiter.close();
    },
  };
}

async function runProcess(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    for (let i = 0; i < config.workers; i++) cluster.fork();
    let stopping = false;
    let failed = false;
    const listening = new Set<number>();
    const stop = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
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
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    });
    return;
  }
  // Handlers go in before listening: a signal that arrives right after the "listening" line
  // must drain and exit 0, not hit the default action and kill the process.
  let service: RunningService | undefined;
  let stopSignal: string | undefined;
  const shutdown = (signal: string) => {
    if (stopSignal !== undefined) return;
    stopSignal = signal;
    if (service !== undefined) drain(service, signal);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  service = await start(config);
  if (stopSignal !== undefined) drain(service, stopSignal);
}

function drain(service: RunningService, signal: string): void {
  service.app.log.info({ signal }, 'draining in-flight requests');
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
