import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from './config.js';

/**
 * The process around the service: the environment, the cluster primary, the
 * signals and the drain. It builds nothing itself: main.ts, the composition
 * root, hands it the functions that build and start the parts.
 */

/** A started service as the process sees it: something to drain and close. */
export interface ProcessService {
  readonly app: FastifyInstance;
  /** Stops accepting, drains in-flight requests, releases the limiter. */
  close(): Promise<void>;
}

/** What main.ts gives the process: how to start a service, and what a cluster primary serves. */
export interface ProcessParts {
  /** Builds the service from the configuration and listens. */
  start(config: Config): Promise<ProcessService>;
  /** With WORKERS > 1, what the primary serves itself (the workers' merged metrics). */
  startPrimary(config: Config): Promise<void>;
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
export async function runProcess(parts: ProcessParts): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { openFileLimit: openFileLimit() });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    await parts.startPrimary(config);
    runPrimary(config);
    return;
  }
  // Handlers go in before listening: a signal that arrives right after the "listening" line
  // must drain and exit 0, not hit the default action and kill the process.
  let service: ProcessService | undefined;
  let stopSignal: string | undefined;
  const timeoutMs = drainTimeoutMs(config);
  const shutdown = (signal: string) => {
    if (stopSignal !== undefined) return;
    stopSignal = signal;
    if (service !== undefined) drain(service, signal, timeoutMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  service = await parts.start(config);
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
  const log = pino({ level: config.logLevel });
  const exit = (killed: number) => {
    const exitCode = failed ? 1 : 0;
    log.info(
      { workers: config.workers, killed, exitCode },
      `stopped: workers gone (${killed} killed), exit code ${exitCode}`,
    );
    process.exit(exitCode);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const left = workers();
      if (left.length > 0) process.stderr.write(`shutdown timeout: killing ${left.length} worker(s)\n`);
      for (const worker of left) worker.process.kill('SIGKILL');
      exit(left.length);
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
    if (stopping && workers().length === 0) exit(0);
  });
}

/**
 * Drains and exits 0: stop accepting, let in-flight requests finish (their
 * answers say Connection: close), give idle keep-alive connections the
 * linger to bring one more request (connections plugin). At `timeoutMs`
 * whatever is left is destroyed and the process exits anyway. The last line
 * logged says what the drain did and the exit code.
 */
function drain(service: ProcessService, signal: string, timeoutMs: number): void {
  const { log } = service.app;
  const started = Date.now();
  log.info({ signal, timeoutMs }, 'draining in-flight requests');
  const stop = (exitCode: number) => {
    const { requestsDrained, connectionsDestroyed } = service.app.connections.drainReport();
    const ms = Date.now() - started;
    log.info(
      { signal, requestsDrained, connectionsDestroyed, exitCode, ms },
      `stopped after ${ms} ms: ${requestsDrained} request(s) drained, ${connectionsDestroyed} connection(s) destroyed, exit code ${exitCode}`,
    );
    process.exit(exitCode);
  };
  setTimeout(() => {
    const destroyed = service.app.connections.destroyAll();
    log.warn({ connections: destroyed, timeoutMs }, 'shutdown timeout: remaining connections destroyed');
    stop(0);
  }, timeoutMs);
  service.close().then(
    () => stop(0),
    (error: unknown) => {
      log.error({ err: error }, 'error while closing');
      stop(1);
    },
  );
}

/**
 * Runs the service as this process: reads the environment, listens, drains on
 * SIGTERM/SIGINT; a failure to start is one line on stderr and exit code 1.
 */
export function runAsProcess(parts: ProcessParts): void {
  runProcess(parts).catch((error: unknown) => {
    process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
