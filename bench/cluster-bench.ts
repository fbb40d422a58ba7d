/**
 * `npm run bench`, Redis Cluster section: the sliding-window check through a
 * three-master cluster against one redis-server, in the same run.
 *
 * Two levels, each in interleaved rounds (median shown):
 * - the store alone: this process calls `hit()` of the Redis store and of the
 *   Redis Cluster store (no fallback in between) with a fixed number of calls
 *   in flight, over rotating client keys;
 * - the service: POST /v1/generate on a service with REDIS_URL against one
 *   with REDIS_CLUSTER_NODES, through the bench's load generator.
 */
import { performance } from 'node:perf_hooks';
import { createRedisClusterStore } from '../src/ratelimit/redis-cluster-store.js';
import { createRedisStore } from '../src/ratelimit/redis-store.js';
import type { RemoteStore } from '../src/ratelimit/store.js';
import { REDIS_CLUSTER_SKIP_REASON, startRedisCluster, type TestRedisCluster } from '../test/support/redis-cluster.js';
import { startRedisServer, type TestRedisServer } from '../test/support/redis-server.js';
import { forwardedAddress, type LoadGenerator, type LoadResult } from './load.js';
import { type ChildServer, redisCommand, startService } from './processes.js';
import { heading, int, median, ms, ratio, type SummaryRow, table } from './report.js';

/** What the section borrows from bench/run.ts. */
export interface ClusterBenchContext {
  readonly load: LoadGenerator;
  /** Seconds per measurement. */
  readonly seconds: number;
  /** Interleaved rounds per comparison. */
  readonly rounds: number;
  /** Calls in flight (store) and connections (HTTP). */
  readonly connections: number;
  /** Distinct client addresses, rotating. */
  readonly addresses: number;
  /** The service's bench environment (raised limit, trusted proxy) at `logLevel`, plus `extra`. */
  serviceEnv(logLevel: string, extra: Record<string, string>): Record<string, string>;
  /** Where the section adds its lines of the final summary. */
  readonly summary: SummaryRow[];
}

const WARMUP_SECONDS = 2;
const KEY_PREFIX = 'bench:rl:';

/** One store-level run. */
interface HitRun {
  readonly hitsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

// `concurrency` loops, each calling hit() again as soon as the previous call answers.
async function hitLoad(store: RemoteStore, seconds: number, concurrency: number, addresses: number): Promise<HitRun> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (first: number) => {
    for (let i = first; performance.now() < deadline; i += concurrency) {
      const t = performance.now();
      try {
        await store.hit(forwardedAddress(i % addresses));
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, first) => loop(first)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { hitsPerSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

async function flush(single: TestRedisServer, cluster: TestRedisCluster): Promise<void> {
  await Promise.all([single, ...cluster.masters].map((server) => redisCommand(server.port, ['FLUSHALL'])));
}

// Runs `measure` for each target in `rounds` interleaved rounds (rotating order), flushing Redis before each.
async function interleave<T>(
  targets: readonly string[],
  rounds: number,
  before: () => Promise<void>,
  measure: (target: string) => Promise<T>,
): Promise<Map<string, T[]>> {
  const runs = new Map<string, T[]>(targets.map((t) => [t, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + r) % targets.length] as string;
      await before();
      runs.get(target)?.push(await measure(target));
    }
  }
  return runs;
}

async function storeLevel(
  context: ClusterBenchContext,
  single: TestRedisServer,
  cluster: TestRedisCluster,
): Promise<number> {
  const limits = { limit: 1_000_000, windowMs: 60_000, keyPrefix: KEY_PREFIX };
  const stores = new Map<string, RemoteStore>([
    ['one redis-server', createRedisStore({ ...limits, url: single.url })],
    ['Redis Cluster, 3 masters', createRedisClusterStore({ ...limits, nodes: cluster.nodes })],
  ]);
  try {
    for (const store of stores.values()) {
      await store.probe();
      await hitLoad(store, WARMUP_SECONDS, context.connections, context.addresses);
    }
    const runs = await interleave(
      [...stores.keys()],
      context.rounds,
      () => flush(single, cluster),
      (target) => hitLoad(stores.get(target) as RemoteStore, context.seconds, context.connections, context.addresses),
    );
    console.log(
      `  the store alone: hit() from this process, ${context.connections} calls in flight, ${int(context.addresses)} client keys`,
    );
    table([
      ['store', 'hits/s', 'p50', 'p99', 'errors', 'rounds (hits/s)'],
      ...[...runs].map(([target, list]) => [
        target,
        int(median(list.map((r) => r.hitsPerSecond))),
        ms(median(list.map((r) => r.p50Ms))),
        ms(median(list.map((r) => r.p99Ms))),
        int(list.reduce((sum, r) => sum + r.errors, 0)),
        list.map((r) => int(r.hitsPerSecond)).join(', '),
      ]),
    ]);
    const [singleRuns, clusterRuns] = [...runs.values()];
    return (
      median((clusterRuns ?? []).map((r) => r.hitsPerSecond)) / median((singleRuns ?? []).map((r) => r.hitsPerSecond))
    );
  } finally {
    for (const store of stores.values()) await store.close();
  }
}

async function serviceLevel(
  context: ClusterBenchContext,
  single: TestRedisServer,
  cluster: TestRedisCluster,
): Promise<number> {
  const services = new Map<string, ChildServer>();
  try {
    services.set('REDIS_URL', await startService(context.serviceEnv('warn', { REDIS_URL: single.url })));
    services.set(
      'REDIS_CLUSTER_NODES',
      await startService(context.serviceEnv('warn', { REDIS_CLUSTER_NODES: cluster.seeds })),
    );
    const spec = (server: ChildServer, seconds: number) => ({
      baseUrl: server.url,
      path: '/v1/generate',
      method: 'POST' as const,
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      connections: context.connections,
      durationSeconds: seconds,
      forwardedAddresses: context.addresses,
    });
    for (const [name, server] of services) {
      const ready = await fetch(`${server.url}/readyz`);
      if (ready.status !== 200) throw new Error(`the ${name} service is not ready: ${await ready.text()}`);
      await context.load.run(spec(server, WARMUP_SECONDS));
    }
    const runs = await interleave(
      [...services.keys()],
      context.rounds,
      () => flush(single, cluster),
      (target) => context.load.run(spec(services.get(target) as ChildServer, context.seconds)),
    );
    console.log(
      `  the service: POST /v1/generate {}, LOG_LEVEL=warn, ${context.connections} connections, ${context.load.name}`,
    );
    table([
      ['service', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'rounds (req/s)'],
      ...[...runs].map(([target, list]: [string, LoadResult[]]) => [
        target,
        int(median(list.map((r) => r.requestsPerSecond))),
        ms(median(list.map((r) => r.p50Ms))),
        ms(median(list.map((r) => r.p99Ms))),
        int(list.reduce((sum, r) => sum + r.non2xx, 0)),
        int(list.reduce((sum, r) => sum + r.errors, 0)),
        list.map((r) => int(r.requestsPerSecond)).join(', '),
      ]),
    ]);
    const [singleRuns, clusterRuns] = [...runs.values()];
    return (
      median((clusterRuns ?? []).map((r) => r.requestsPerSecond)) /
      median((singleRuns ?? []).map((r) => r.requestsPerSecond))
    );
  } finally {
    await Promise.all([...services.values()].map((s) => s.stop()));
  }
}

/** The section: prints its tables and adds two summary lines (the ratios cluster / single node). */
export async function clusterSection(context: ClusterBenchContext): Promise<void> {
  heading('4b. Redis Cluster: the sliding-window check through a 3-master cluster vs one redis-server');
  const what = ['Redis Cluster / one Redis, store hit() (hits/s)', 'Redis Cluster / one Redis, POST /v1/generate'];
  if (REDIS_CLUSTER_SKIP_REASON !== undefined) {
    console.log(`  skipped: ${REDIS_CLUSTER_SKIP_REASON}`);
    for (const line of what) context.summary.push({ what: line, measured: '-', target: '-', verdict: 'SKIPPED' });
    return;
  }
  let single: TestRedisServer | undefined;
  let cluster: TestRedisCluster | undefined;
  try {
    single = await startRedisServer();
    cluster = await startRedisCluster();
    console.log(
      `  one redis-server on ${single.url}; a cluster of 3 masters (no replicas) on ports ${cluster.masters.map((m) => m.port).join(', ')};`,
    );
    console.log(
      '  all on this machine, --save "" --appendonly no; every database is emptied before every measured run',
    );
    const storeRatio = await storeLevel(context, single, cluster);
    const serviceRatio = await serviceLevel(context, single, cluster);
    console.log(
      `  ratio cluster / one node: store hit() ${ratio(storeRatio)}, POST /v1/generate ${ratio(serviceRatio)}`,
    );
    context.summary.push(
      { what: what[0] as string, measured: ratio(storeRatio), target: '-', verdict: 'INFO' },
      { what: what[1] as string, measured: ratio(serviceRatio), target: '-', verdict: 'INFO' },
    );
  } finally {
    await cluster?.stop();
    await single?.stop();
  }
}
