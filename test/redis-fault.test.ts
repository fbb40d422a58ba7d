import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import type { RunningService } from '../src/main.js';
import { redisKey } from '../src/ratelimit/redis-window.js';
import { createRateLimitStore } from '../src/ratelimit/registry.js';
import type { RateLimitStore, StoreObserver } from '../src/ratelimit/store.js';
import { freePort, redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { postJson, startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

// Redis faults: the service keeps answering from a per-process fallback,
// says so once per outage and on /readyz, and goes back to Redis.

interface LogLine {
  readonly level: 'warn' | 'info';
  readonly details: object;
  readonly message: string;
}

function recordingLogger() {
  const lines: LogLine[] = [];
  return {
    lines,
    warnings: () => lines.filter((l) => l.level === 'warn'),
    infos: () => lines.filter((l) => l.level === 'info'),
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
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

describe(
  'Redis killed under the running HTTP service',
  redisSuite('Redis killed under the running HTTP service'),
  () => {
    let redis: TestRedisServer;
    let service: RunningService;
    let direct: Redis;
    const prefix = `test:${randomUUID()}:`;
    // Requests come from 127.0.0.1; this is where their hits live in Redis.
    const key = redisKey(prefix, '127.0.0.1');
    let skewMs = 0;

    before(async () => {
      redis = await startRedisServer();
      // The memory clock is moved a window on below, to leave the window after the outage (see test/hardening-redis-outage.test.ts).
      service = await startTestService(
        { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '5' },
        { now: () => Date.now() + skewMs },
      );
      await waitFor('/readyz to answer 200', async () =>
        (await readyz(service.url)).status === 200 ? true : undefined,
      );
    });
    after(async () => {
      direct?.disconnect();
      await service?.close();
      await redis?.stop();
    });

    it('counts in Redis, answers from memory while Redis is dead, and counts in Redis again once it is back', async () => {
      const ready = await readyz(service.url);
      assert.deepEqual(ready, { status: 200, body: { status: 'ready', ready: true, store: 'redis' } });

      for (let i = 0; i < 2; i++) assert.equal((await postJson(`${service.url}/v1/generate`)).status, 200);
      direct = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
      await direct.connect();
      assert.equal(await direct.zcard(key), 2, 'hits are counted in Redis');
      direct.disconnect();

      await redis.kill();

      // Answered (not 5xx, not hanging), and the limit of 5 still holds, counted in this process's memory,
      // which counted the 2 hits made through Redis too.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await within(
          2_000,
          `request ${i + 1} during the outage`,
          postJson(`${service.url}/v1/generate`),
        );
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);

      const down = await readyz(service.url);
      assert.equal(down.status, 503);
      assert.equal(down.body.ready, false);
      assert.equal(down.body.store, 'memory-fallback');
      assert.match(down.body.reason, /Redis is unreachable/);
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200, 'liveness is not readiness');

      await redis.restart();
      await waitFor('/readyz to answer 200 after Redis restarts', async () =>
        (await readyz(service.url)).status === 200 ? true : undefined,
      );

      // A window later in this process's memory (the outage's hits have left it), so a 200 here can
      // only come from Redis, which restarted empty.
      skewMs = 61_000;
      const back = await postJson(`${service.url}/v1/generate`);
      assert.equal(back.status, 200);
      assert.equal(back.headers.get('ratelimit-remaining'), '4');
      direct = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
      await direct.connect();
      assert.equal(await direct.zcard(key), 1);

      // Hits made directly in Redis (by "another instance") use up the budget of this one.
      const now = Date.now();
      await direct.zadd(
        key,
        now,
        `other:${now}:1`,
        now,
        `other:${now}:2`,
        now,
        `other:${now}:3`,
        now,
        `other:${now}:4`,
      );
      const refused = await postJson(`${service.url}/v1/generate`);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error, 'rate_limited');
      assert.equal(await direct.zcard(key), 5, 'the refused hit is not counted');
    });
  },
);

describe('Redis outages seen by the store', redisSuite('Redis outages seen by the store'), () => {
  // Each test has its own server, so that one failing half-way cannot leave the next without Redis.
  const servers: TestRedisServer[] = [];
  const stores: RateLimitStore[] = [];

  async function newServer(port?: number): Promise<TestRedisServer> {
    const server = await startRedisServer(port);
    servers.push(server);
    return server;
  }

  function newStore(url: string, logger: ReturnType<typeof recordingLogger>, observer?: StoreObserver): RateLimitStore {
    const store = createRateLimitStore(
      { kind: 'redis', url, keyPrefix: `test:${randomUUID()}:` },
      { limit: 1_000, windowMs: 60_000, maxClients: 1_000, now: Date.now, logger, observer },
    );
    stores.push(store);
    return store;
  }
  const isReady = (store: RateLimitStore) => (store.status().ready ? true : undefined);
  const isDown = (store: RateLimitStore) => (store.status().ready ? undefined : true);

  after(async () => {
    for (const store of stores) await store.close();
    for (const server of servers) await server.stop();
  });

  it('logs one warning per outage, not one per hit, and one info when Redis is back', async () => {
    const redis = await newServer();
    const logger = recordingLogger();
    // The metrics seam sees the same events: one fallback per outage, and every command.
    const fallbackChanges: boolean[] = [];
    const commands = { ok: 0, failed: 0 };
    const store = newStore(redis.url, logger, {
      fallbackChanged: (active) => fallbackChanges.push(active),
      commandCompleted: (name, _command, seconds, ok) => {
        assert.equal(name, 'redis');
        assert.ok(seconds >= 0);
        commands[ok ? 'ok' : 'failed']++;
      },
    });
    await waitFor('the store to use Redis', () => isReady(store));
    assert.equal(logger.warnings().length, 0);

    for (let round = 1; round <= 2; round++) {
      await redis.kill();
      const decisions = await within(
        5_000,
        '100 hits during the outage',
        Promise.all(Array.from({ length: 100 }, () => store.hit('192.0.2.1'))),
      );
      assert.ok(decisions.every((d) => d.allowed));
      await waitFor('the store to report the outage', () => isDown(store));
      for (let i = 0; i < 50; i++) await store.hit('192.0.2.1');
      assert.equal(logger.warnings().length, round, `one warning for outage ${round}`);
      const status = store.status();
      assert.equal(status.store, 'memory-fallback');
      assert.match(status.reason ?? '', /Redis is unreachable/);

      await redis.restart();
      await waitFor('the store to use Redis again', () => isReady(store));
      assert.deepEqual(store.status(), { ready: true, store: 'redis' });
      assert.equal(logger.warnings().length, round, 'no further warning while recovering');
    }
    assert.equal(logger.infos().filter((l) => /Redis is back/.test(l.message)).length, 2);
    assert.deepEqual(fallbackChanges, [false, true, false, true, false]);
    // Failed commands are not required here: a killed server is often noticed (the connection
    // closes) before any hit is sent, and such hits go to the fallback without a command. A
    // frozen server makes commands time out for sure: test/metrics-stores.test.ts covers that.
    assert.ok(commands.ok > 0, JSON.stringify(commands));
  });

  it('answers from memory when Redis is unreachable at start, and moves to Redis when it appears', async () => {
    const port = await freePort();
    const logger = recordingLogger();
    const store = newStore(`redis://127.0.0.1:${port}`, logger);
    await waitFor('the store to report Redis unreachable', () => (logger.warnings().length > 0 ? true : undefined));
    for (let i = 0; i < 20; i++) {
      const decision = await within(1_000, 'a hit with Redis unreachable', Promise.resolve(store.hit('192.0.2.2')));
      assert.equal(decision.allowed, true);
    }
    assert.equal(store.status().ready, false);
    assert.equal(store.status().store, 'memory-fallback');
    assert.match(store.status().reason ?? '', /ECONNREFUSED|connect/);
    assert.equal(logger.warnings().length, 1);

    // A Redis server appears on that port: the store finds it by itself, and says so once.
    const late = await newServer(port);
    await waitFor('the store to use Redis once it appears', () => isReady(store));
    assert.deepEqual(store.status(), { ready: true, store: 'redis' });
    assert.equal(logger.warnings().length, 1);
    assert.equal(logger.infos().filter((l) => /Redis is back/.test(l.message)).length, 1);
    await store.hit('192.0.2.2');
    const direct = new Redis(late.url, { lazyConnect: true, enableOfflineQueue: false });
    await direct.connect();
    try {
      assert.equal((await direct.keys('*{192.0.2.2}')).length, 1, 'the hit is counted in Redis now');
    } finally {
      direct.disconnect();
    }
  });

  it('bounds every hit when Redis stops answering (frozen process), then recovers', async () => {
    const redis = await newServer();
    const logger = recordingLogger();
    const store = newStore(redis.url, logger);
    await waitFor('the store to use Redis', () => isReady(store));
    redis.pause();
    try {
      const started = Date.now();
      const decisions = await within(
        2_000,
        'hits on a frozen Redis',
        Promise.all(Array.from({ length: 20 }, () => store.hit('192.0.2.3'))),
      );
      assert.ok(decisions.every((d) => d.allowed));
      assert.ok(Date.now() - started < 1_500, `hits took ${Date.now() - started} ms`);
      assert.equal(store.status().ready, false);
      assert.equal(logger.warnings().length, 1);
      const details = logger.warnings()[0]?.details as { reason?: string } | undefined;
      assert.match(String(details?.reason), /timed out/i);
    } finally {
      redis.resume();
    }
    await waitFor('the store to use Redis again', () => isReady(store));
    assert.equal(logger.warnings().length, 1);
  });
});
