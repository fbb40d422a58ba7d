import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { createFallbackStore } from '../src/ratelimit/fallback-store.js';
import { keySlot } from '../src/ratelimit/key-slot.js';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';
import { createRedisClusterStore } from '../src/ratelimit/redis-cluster-store.js';
import { redisKey } from '../src/ratelimit/redis-window.js';
import { createRateLimitStore } from '../src/ratelimit/registry.js';
import type { RateLimitStore, RemoteCommand } from '../src/ratelimit/store.js';
import { redisClusterSuite, startRedisCluster, type TestRedisCluster } from './support/redis-cluster.js';
import { freePort } from './support/redis-server.js';
import { postJson, startTestService } from './support/service.js';
import { configuredStoreFactory, describeStoreContract } from './support/store-contract.js';
import { waitFor } from './support/wait-for.js';

// A real three-master Redis Cluster: the store contract, then two service
// instances on it (one shared limit, keys spread over the masters), and the
// fallback rules of the single-node store when a master is lost and comes back.
// One cluster for the whole file: creating one takes about two seconds.

const LIMIT = 10;
const SUITE = redisClusterSuite('Redis Cluster');
let cluster: TestRedisCluster | undefined;

before(async () => {
  if (SUITE.skip === undefined) cluster = await startRedisCluster();
});
after(async () => {
  await cluster?.stop();
});

function runningCluster(): TestRedisCluster {
  assert.ok(cluster, 'the cluster is running');
  return cluster;
}

describeStoreContract(
  configuredStoreFactory('redis-cluster', {
    options: SUITE,
    setUp: async () => {},
    selection: (keyPrefix) => ({ kind: 'redis-cluster', nodes: runningCluster().nodes, keyPrefix }),
    tearDown: async () => {},
  }),
);

function recordingLogger() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  return {
    lines,
    warnings: () => lines.filter((l) => l.level === 'warn'),
    infos: () => lines.filter((l) => l.level === 'info'),
    warn: (_details: object, message: string) => lines.push({ level: 'warn', message }),
    info: (_details: object, message: string) => lines.push({ level: 'info', message }),
  };
}

function recordingObserver() {
  const commands: { store: string; command: RemoteCommand; seconds: number; ok: boolean }[] = [];
  const fallback: { active: boolean; reason?: string | undefined }[] = [];
  return {
    commands,
    fallback,
    commandCompleted: (store: string, command: RemoteCommand, seconds: number, ok: boolean) =>
      commands.push({ store, command, seconds, ok }),
    fallbackChanged: (active: boolean, reason?: string) => fallback.push({ active, reason }),
  };
}

// Resolves with the value, or fails if it takes longer than `ms`: a request must never hang on Redis.
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function readyz(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
}

const generate = (service: RunningService, client: string) =>
  postJson(`${service.url}/v1/generate`, undefined, { 'x-forwarded-for': client });

describe('two service instances on a three-master Redis Cluster', SUITE, () => {
  const prefix = `test:${randomUUID()}:`;
  const logger = recordingLogger();
  const observer = recordingObserver();
  let cluster: TestRedisCluster;
  let first: RunningService;
  let second: RunningService;
  let observed: RateLimitStore;

  async function bothReady(what: string): Promise<void> {
    await waitFor(what, async () => {
      const answers = await Promise.all([readyz(first.url), readyz(second.url)]);
      return answers.every((a) => a.status === 200) ? true : undefined;
    });
  }

  // The master (by port) that owns each slot, as the cluster says.
  async function slotOwners(): Promise<(slot: number) => number> {
    const ranges = (await cluster.command(cluster.masters[0]?.port ?? 0, 'CLUSTER', 'SLOTS')) as [
      number,
      number,
      [string, number, ...unknown[]],
    ][];
    return (slot) => {
      const range = ranges.find(([start, end]) => slot >= start && slot <= end);
      assert.ok(range, `slot ${slot} has a master`);
      return range[2][1];
    };
  }

  // Sends `LIMIT` requests from `client`, alternating between the instances, then one more to each.
  async function assertSharedLimit(client: string): Promise<void> {
    for (let i = 0; i < LIMIT; i++) {
      const response = await generate(i % 2 === 0 ? first : second, client);
      assert.equal(response.status, 200, `request ${i + 1} of ${client}`);
      assert.equal(response.headers.get('ratelimit-remaining'), String(LIMIT - 1 - i), 'one budget for both');
    }
    for (const service of [first, second]) {
      const refused = await generate(service, client);
      assert.equal(refused.status, 429, `${service.url} refuses request ${LIMIT + 1} of ${client}`);
    }
  }

  before(async () => {
    cluster = runningCluster();
    const env = {
      REDIS_CLUSTER_NODES: cluster.seeds,
      REDIS_KEY_PREFIX: prefix,
      // Believe X-Forwarded-For from loopback so that the tests can act as many clients.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: String(LIMIT),
    };
    first = await startTestService(env);
    // The second instance's store is built by hand to watch it: a recording logger and
    // observer, and probes every 100 ms instead of 500 ms.
    const context = { limit: LIMIT, windowMs: 60_000, maxClients: 1_000 };
    observed = createFallbackStore({
      primary: createRedisClusterStore({ ...context, nodes: cluster.nodes, keyPrefix: prefix, observer }),
      fallback: createMemoryStore(context),
      windowMs: context.windowMs,
      logger,
      observer,
      retryIntervalMs: 100,
    });
    second = await startTestService(env, { limiter: observed });
    await bothReady('both instances to use the cluster');
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares one limit between the two instances', async () => {
    assert.deepEqual((await readyz(first.url)).body, { status: 'ready', ready: true, store: 'redis-cluster' });
    await assertSharedLimit('198.51.100.10');
    const hits = observer.commands.filter((c) => c.command === 'hit');
    assert.ok(hits.length >= LIMIT / 2, 'the observer sees every command');
    assert.ok(hits.every((c) => c.store === 'redis-cluster' && c.ok && c.seconds >= 0 && c.seconds < 1));
  });

  it('spreads the keys of many clients over every master, each on the master of its slot', async () => {
    const clients = Array.from({ length: 60 }, (_, i) => `10.1.0.${i}`);
    const statuses = await Promise.all(clients.map((client, i) => generate(i % 2 === 0 ? first : second, client)));
    assert.deepEqual(
      statuses.map((r) => r.status),
      clients.map(() => 200),
    );
    const perMaster = new Map<number, string[]>();
    for (const master of cluster.masters) {
      const keys = (await cluster.command(master.port, 'KEYS', `${prefix}{10.1.0.*}`)) as string[];
      perMaster.set(master.port, keys);
      for (const key of keys) {
        // Our slot function agrees with the server's.
        assert.equal(await cluster.command(master.port, 'CLUSTER', 'KEYSLOT', key), keySlot(key));
      }
    }
    const counts = [...perMaster.values()].map((keys) => keys.length);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      clients.length,
      'one key per client',
    );
    // 60 random slots leave a master empty with probability about 3 * (2/3)^60, i.e. 1e-10.
    assert.ok(
      counts.every((n) => n > 0),
      `keys per master: ${counts.join(', ')}`,
    );
  });

  it('keeps answering when a master is lost (per-process fallback, /readyz 503) and recovers when it returns', async () => {
    const owner = await slotOwners();
    const victim = cluster.masters[1];
    assert.ok(victim);
    const addresses = Array.from({ length: 200 }, (_, i) => `10.2.0.${i}`);
    const onVictim = addresses.find((a) => owner(keySlot(redisKey(prefix, a))) === victim.port);
    const elsewhere = addresses.find((a) => owner(keySlot(redisKey(prefix, a))) !== victim.port);
    assert.ok(onVictim !== undefined && elsewhere !== undefined);
    const warningsBefore = logger.warnings().length;

    await victim.kill();

    for (const service of [first, second]) {
      for (const client of [onVictim, elsewhere]) {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 2; i++) {
          const response = await within(2_000, `a request during the outage`, generate(service, client));
          statuses.push(response.status);
        }
        assert.ok(
          statuses.every((s) => s === 200 || s === 429),
          `never 5xx: ${statuses.join(' ')}`,
        );
        // The limit still holds, counted in this process's memory.
        assert.ok(statuses.filter((s) => s === 200).length <= LIMIT, statuses.join(' '));
        assert.equal(statuses.at(-1), 429);
      }
      const down = await readyz(service.url);
      assert.equal(down.status, 503);
      assert.equal(down.body.store, 'memory-fallback');
      assert.match(down.body.reason, /^Redis Cluster is unreachable \(.+\); this process limits requests/);
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200, 'liveness is not readiness');
    }

    // Probes reach the live masters but not the lost one: the store stays in fallback (no
    // flapping back to the cluster between probes), with one warning for the outage.
    const failedProbes = () => observer.commands.filter((c) => c.command === 'probe' && !c.ok).length;
    const failedBefore = failedProbes();
    await waitFor('three more failed probes', () => (failedProbes() >= failedBefore + 3 ? true : undefined));
    assert.equal(observed.status().ready, false);
    assert.equal(logger.warnings().length, warningsBefore + 1, 'one warning per outage');
    assert.match(logger.warnings().at(-1)?.message ?? '', /^Redis Cluster is unreachable/);
    assert.deepEqual(observer.fallback.at(-1)?.active, true);

    await victim.restart();
    await cluster.waitUntilOk();
    await bothReady('both instances to use the cluster again');
    assert.match(logger.infos().at(-1)?.message ?? '', /^Redis Cluster is back/);
    assert.deepEqual(observer.fallback.at(-1), { active: false, reason: undefined });
    assert.equal(logger.warnings().length, warningsBefore + 1, 'no further warning while recovering');

    // The restarted master came back empty, but each instance still counts, for one window, what it
    // let through during the outage (issue 38): the clients it holds do not start afresh.
    for (const service of [first, second]) {
      assert.equal((await generate(service, onVictim)).status, 429, `${service.url} still counts ${onVictim}`);
    }
    // A client the outage did not see, on the restarted master and elsewhere, shares one limit again.
    const freshOnVictim = addresses.find((a) => a !== onVictim && owner(keySlot(redisKey(prefix, a))) === victim.port);
    assert.ok(freshOnVictim !== undefined);
    await assertSharedLimit(freshOnVictim);
    await assertSharedLimit('198.51.100.11');
  });
});

describe('Redis Cluster unreachable at start', () => {
  it('answers from memory within bounds, not ready, naming Redis Cluster', async () => {
    const logger = recordingLogger();
    const store = createRateLimitStore(
      { kind: 'redis-cluster', nodes: [{ host: '127.0.0.1', port: await freePort() }], keyPrefix: 'test:' },
      { limit: 3, windowMs: 60_000, maxClients: 100, now: Date.now, logger },
    );
    try {
      await waitFor('the outage warning', () => (logger.warnings().length > 0 ? true : undefined));
      const decisions = await within(
        1_000,
        'hits with the cluster unreachable',
        Promise.all(Array.from({ length: 4 }, () => store.hit('192.0.2.9'))),
      );
      assert.deepEqual(
        decisions.map((d) => d.allowed),
        [true, true, true, false],
      );
      const status = store.status();
      assert.equal(status.ready, false);
      assert.equal(status.store, 'memory-fallback');
      assert.match(status.reason ?? '', /^Redis Cluster is unreachable/);
      assert.equal(logger.warnings().length, 1);
    } finally {
      await store.close();
    }
  });
});
