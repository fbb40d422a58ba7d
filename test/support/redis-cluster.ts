import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import {
  findOnPath,
  freePort,
  IN_CI,
  REDIS_SERVER_BIN,
  startRedisServer,
  type TestRedisServer,
} from './redis-server.js';
import { waitFor } from './wait-for.js';

/** Where `redis-cli` was found on PATH (it joins the nodes into a cluster), or undefined. */
export const REDIS_CLI_BIN: string | undefined = findOnPath('redis-cli');

/**
 * Why the Redis Cluster tests cannot run here, or undefined when they can.
 * As with the single-node tests, CI never skips: a missing binary fails there.
 */
export const REDIS_CLUSTER_SKIP_REASON: string | undefined = IN_CI
  ? undefined
  : REDIS_SERVER_BIN === undefined
    ? 'redis-server is not installed (not found on PATH); install it (Debian: apt-get install redis-server) to run the Redis Cluster tests'
    : REDIS_CLI_BIN === undefined
      ? 'redis-cli is not installed (not found on PATH); it comes with redis-server (Debian: apt-get install redis-tools)'
      : undefined;

/** `describe` options for a suite that needs a Redis Cluster: skipped, and said so on stderr, when it cannot run. */
export function redisClusterSuite(suiteName: string): { skip?: string } {
  if (REDIS_CLUSTER_SKIP_REASON === undefined) return {};
  process.stderr.write(`SKIPPED Redis Cluster tests "${suiteName}": ${REDIS_CLUSTER_SKIP_REASON}\n`);
  return { skip: REDIS_CLUSTER_SKIP_REASON };
}

/** A private Redis Cluster of masters only, on loopback, without persistence. */
export interface TestRedisCluster {
  /** The masters; `kill()` one to lose it, `restart()` brings it back with its cluster configuration. */
  readonly masters: readonly TestRedisServer[];
  /** The value of REDIS_CLUSTER_NODES: every master as 127.0.0.1:port. */
  readonly seeds: string;
  /** The seeds as { host, port }. */
  readonly nodes: readonly { readonly host: string; readonly port: number }[];
  /** Runs one command on one master (a new connection each time) and returns the reply. */
  command(port: number, ...args: string[]): Promise<unknown>;
  /** Waits (polling, with a deadline) until every master reports cluster_state:ok. */
  waitUntilOk(timeoutMs?: number): Promise<void>;
  /** Stops every master and removes the temporary directory. */
  stop(): Promise<void>;
}

const running = new Set<string>();

// A test that fails half-way must not leave configuration directories behind
// (redis-server.ts kills the processes).
process.once('exit', () => {
  for (const dir of running) rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts `masters` redis-server processes in cluster mode, on free loopback
 * ports, each with its cluster configuration file in a temporary directory,
 * joins them with `redis-cli --cluster create` (no replicas) and waits until
 * the cluster is ok.
 */
export async function startRedisCluster(masters = 3): Promise<TestRedisCluster> {
  if (REDIS_SERVER_BIN === undefined || REDIS_CLI_BIN === undefined) {
    throw new Error(
      `${REDIS_SERVER_BIN === undefined ? 'redis-server' : 'redis-cli'} is not installed${IN_CI ? ', and CI is set: the Redis Cluster tests must run in CI' : ''}`,
    );
  }
  const cli = REDIS_CLI_BIN;
  const dir = mkdtempSync(join(tmpdir(), 'pwgen-redis-cluster-'));
  running.add(dir);
  const started: TestRedisServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
    running.delete(dir);
  };
  try {
    for (let i = 0; i < masters; i++) started.push(await startClusterNode(dir));
    await run(cli, [
      '--cluster',
      'create',
      ...started.map((server) => `127.0.0.1:${server.port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    const cluster: TestRedisCluster = {
      masters: started,
      seeds: started.map((server) => `127.0.0.1:${server.port}`).join(','),
      nodes: started.map((server) => ({ host: '127.0.0.1', port: server.port })),
      command: nodeCommand,
      async waitUntilOk(timeoutMs = 10_000) {
        await waitFor(
          'every master to report cluster_state:ok',
          async () => {
            const answers = await Promise.all(started.map((server) => nodeCommand(server.port, 'CLUSTER', 'INFO')));
            return answers.every((info) => /cluster_state:ok/.test(String(info))) ? true : undefined;
          },
          timeoutMs,
        );
      },
      stop,
    };
    await cluster.waitUntilOk();
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

// One cluster node: a data port and a cluster bus port, both free (the default bus port,
// port + 10000, may be taken or out of range); its cluster configuration file survives a restart.
async function startClusterNode(dir: string): Promise<TestRedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const busPort = await freePort();
    if (busPort === port) continue;
    try {
      return await startRedisServer(port, [
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        '--cluster-port',
        String(busPort),
        '--dir',
        dir,
      ]);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function nodeCommand(port: number, ...args: string[]): Promise<unknown> {
  const client = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const [command = '', ...rest] = args;
    return await client.call(command, ...rest);
  } finally {
    client.disconnect();
  }
}

function run(binary: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: 20_000 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout);
      else reject(new Error(`${binary} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
    });
  });
}
