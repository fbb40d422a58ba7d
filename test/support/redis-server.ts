import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** Where `redis-server` was found on PATH, or undefined. */
export const REDIS_SERVER_BIN: string | undefined = findOnPath('redis-server');

/** True when CI is set: a missing redis-server (or redis-cli) then fails instead of skipping. */
export const IN_CI = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

/**
 * Why the Redis tests cannot run here, or undefined when they can. In CI a
 * missing redis-server is never a reason to skip: the tests run and fail.
 */
export const REDIS_SKIP_REASON: string | undefined =
  REDIS_SERVER_BIN === undefined && !IN_CI
    ? 'redis-server is not installed (not found on PATH); install it (Debian: apt-get install redis-server) to run the Redis tests'
    : undefined;

/**
 * `describe` options for a suite that needs Redis: skipped with the reason
 * when redis-server is missing outside CI, and said so on stderr, because a
 * skip buried in a long report is easy to miss.
 */
export function redisSuite(suiteName: string): { skip?: string } {
  if (REDIS_SKIP_REASON === undefined) return {};
  process.stderr.write(`SKIPPED Redis tests "${suiteName}": ${REDIS_SKIP_REASON}\n`);
  return { skip: REDIS_SKIP_REASON };
}

/** A private `redis-server` on a loopback port, without persistence. */
export interface TestRedisServer {
  readonly port: number;
  /** redis://127.0.0.1:port */
  readonly url: string;
  /** Process id of the running server (changes on restart). */
  pid(): number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) the server: connections stay open, replies stop. */
  pause(): void;
  resume(): void;
  /** Starts a new, empty server on the same port and waits until it answers PING. */
  restart(): Promise<void>;
  /** Stops the server (SIGTERM, then SIGKILL if it lingers). */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;
const running = new Set<ChildProcess>();

// A test that fails half-way must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts redis-server on `port` (a free loopback port unless told) and waits
 * until it answers PING. `extraArgs` are added to the command line (and kept
 * on restart), e.g. the cluster options.
 */
export async function startRedisServer(port?: number, extraArgs: readonly string[] = []): Promise<TestRedisServer> {
  if (REDIS_SERVER_BIN === undefined) {
    throw new Error(
      IN_CI
        ? 'redis-server is not installed, and CI is set: the Redis tests must run in CI (install redis-server)'
        : 'redis-server is not installed',
    );
  }
  const binary = REDIS_SERVER_BIN;
  let lastError: unknown;
  // The free port can be taken between the check and redis-server's bind; try another.
  for (let attempt = 0; attempt < (port === undefined ? 3 : 1); attempt++) {
    const chosen = port ?? (await freePort());
    try {
      let child = await launch(binary, chosen, extraArgs);
      const server: TestRedisServer = {
        port: chosen,
        url: `redis://127.0.0.1:${chosen}`,
        pid: () => child.pid ?? -1,
        kill: () => terminate(child, 'SIGKILL'),
        pause: () => {
          child.kill('SIGSTOP');
        },
        resume: () => {
          child.kill('SIGCONT');
        },
        async restart() {
          await terminate(child, 'SIGKILL');
          child = await launch(binary, chosen, extraArgs);
        },
        stop: () => terminate(child, 'SIGTERM'),
      };
      return server;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function launch(binary: string, port: number, extraArgs: readonly string[]): Promise<ChildProcess> {
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
      ...extraArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.once('exit', () => running.delete(child));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server on port ${port} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (await answersPing(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not answer PING within ${START_TIMEOUT_MS} ms:\n${output}`);
}

function terminate(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const escalate = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(escalate);
      resolve();
    });
    // A paused server ignores SIGTERM until it runs again.
    child.kill('SIGCONT');
    child.kill(signal);
  });
}

// True when something on the port answers PING with +PONG within 500 ms.
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** A loopback port that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The executable `name` on PATH, if any. */
export function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}
