import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createRateLimitStore } from '../src/ratelimit/create-store.js';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';
import { createRedisStore, type RedisStore, redisKey } from '../src/ratelimit/redis-store.js';
import type { RateLimitStore } from '../src/ratelimit/store.js';
import { redisSuite, startRedisServer, type TestRedisServer, waitFor } from './support/redis-server.js';

// One contract, run against every store: the same test code, one factory per store.

interface FakeClock {
  now: () => number;
  set(ms: number): void;
}

// Starts far from zero, like Date.now(), so that scores and cutoffs are real-sized numbers.
const T0 = 1_750_000_000_000;

function fakeClock(): FakeClock {
  let t = T0;
  return {
    now: () => t,
    set: (ms) => {
      t = T0 + ms;
    },
  };
}

interface StoreFactory {
  readonly name: string;
  readonly options: { skip?: string };
  setUp(): Promise<void>;
  create(limit: number, windowMs: number, now: () => number): Promise<RateLimitStore>;
  tearDown(): Promise<void>;
}

const SILENT_LOGGER = { warn: () => {}, info: () => {} };

const memoryFactory: StoreFactory = {
  name: 'memory store',
  options: {},
  setUp: async () => {},
  create: async (limit, windowMs, now) => createMemoryStore({ limit, windowMs, maxClients: 1_000, now }),
  tearDown: async () => {},
};

function redisFactory(name: string, kind: 'direct' | 'configured'): StoreFactory {
  let server: TestRedisServer | undefined;
  return {
    name,
    options: redisSuite(`contract: ${name}`),
    async setUp() {
      server = await startRedisServer();
    },
    async create(limit, windowMs, now) {
      assert.ok(server);
      // A fresh prefix per store keeps the tests' clients apart in the one server.
      const keyPrefix = `test:${randomUUID()}:`;
      if (kind === 'direct') {
        const store = createRedisStore({ url: server.url, keyPrefix, limit, windowMs, now });
        await store.probe();
        return store;
      }
      const store = createRateLimitStore({
        limit,
        windowMs,
        maxClients: 1_000,
        redisUrl: server.url,
        redisKeyPrefix: keyPrefix,
        now,
        logger: SILENT_LOGGER,
      });
      await waitFor('the configured store to use Redis', () => (store.status().ready ? true : undefined));
      assert.equal(store.status().store, 'redis');
      return store;
    },
    async tearDown() {
      await server?.stop();
    },
  };
}

const FACTORIES: readonly StoreFactory[] = [
  memoryFactory,
  redisFactory('redis store', 'direct'),
  redisFactory('redis store behind the fallback (createRateLimitStore with REDIS_URL)', 'configured'),
];

for (const factory of FACTORIES) {
  describe(`rate-limit store contract: ${factory.name}`, factory.options, () => {
    const stores: RateLimitStore[] = [];
    const clock = fakeClock();

    async function newStore(limit: number, windowMs: number): Promise<RateLimitStore> {
      clock.set(0);
      const store = await factory.create(limit, windowMs, clock.now);
      stores.push(store);
      return store;
    }

    before(() => factory.setUp());
    after(async () => {
      for (const store of stores) await store.close();
      await factory.tearDown();
    });

    it('refuses the (limit+1)th hit inside the window', async () => {
      const store = await newStore(60, 60_000);
      for (let i = 0; i < 60; i++) {
        clock.set(i * 100);
        const decision = await store.hit('198.51.100.1');
        assert.equal(decision.allowed, true, `hit ${i + 1} must be allowed`);
        assert.equal(decision.remaining, 59 - i);
        assert.equal(decision.limit, 60);
      }
      clock.set(59_999);
      const refused = await store.hit('198.51.100.1');
      assert.deepEqual(refused, { allowed: false, limit: 60, remaining: 0, resetSeconds: 1 });
    });

    it('lets hits age out one by one (a sliding window, not a fixed one)', async () => {
      const store = await newStore(3, 1_000);
      const key = '198.51.100.2';
      for (const t of [0, 400, 800]) {
        clock.set(t);
        assert.equal((await store.hit(key)).allowed, true, `hit at ${t} ms`);
      }
      clock.set(999);
      assert.equal((await store.hit(key)).allowed, false, 'the hit at 0 ms is still inside the window at 999 ms');
      // At 1000 ms only the hit made at 0 ms has left: exactly one more is allowed
      // (a fixed window starting at 1000 ms would allow three).
      clock.set(1_000);
      assert.equal((await store.hit(key)).allowed, true, 'one slot frees at 1000 ms');
      assert.equal((await store.hit(key)).allowed, false, 'only one slot frees at 1000 ms');
      clock.set(1_399);
      assert.equal((await store.hit(key)).allowed, false, 'the hit at 400 ms leaves at 1400 ms, not before');
      clock.set(1_400);
      const atFourteen = await store.hit(key);
      assert.equal(atFourteen.allowed, true, 'the hit at 400 ms has left at 1400 ms');
      assert.equal(atFourteen.remaining, 0);
      clock.set(1_800);
      assert.equal((await store.hit(key)).allowed, true, 'the hit at 800 ms has left at 1800 ms');
      assert.equal((await store.hit(key)).allowed, false);
    });

    it('reports remaining hits and whole seconds until the oldest hit leaves', async () => {
      const store = await newStore(5, 10_000);
      const key = '198.51.100.3';
      clock.set(0);
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 4, resetSeconds: 10 });
      clock.set(2_500);
      // The oldest hit (0 ms) leaves at 10 000 ms: 7.5 s away, rounded up.
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 3, resetSeconds: 8 });
      clock.set(2_600);
      await store.hit(key);
      await store.hit(key);
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 0, resetSeconds: 8 });
      clock.set(3_000);
      assert.deepEqual(await store.hit(key), { allowed: false, limit: 5, remaining: 0, resetSeconds: 7 });
      clock.set(9_999);
      // 1 ms left still reads as one whole second, never 0, when refused.
      assert.deepEqual(await store.hit(key), { allowed: false, limit: 5, remaining: 0, resetSeconds: 1 });
      clock.set(10_000);
      // The 0 ms hit has left; the oldest now is the 2500 ms hit, 2.5 s away.
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 0, resetSeconds: 3 });
    });

    it('does not count a refused hit', async () => {
      const store = await newStore(2, 1_000);
      const key = '198.51.100.4';
      clock.set(0);
      await store.hit(key);
      clock.set(500);
      await store.hit(key);
      for (const t of [600, 700, 900]) {
        clock.set(t);
        assert.equal((await store.hit(key)).allowed, false, `hit at ${t} ms`);
      }
      // Had the refused hits at 600-900 ms been counted, the window would still be full.
      clock.set(1_000);
      const decision = await store.hit(key);
      assert.equal(decision.allowed, true);
      assert.equal(decision.remaining, 0);
      clock.set(1_500);
      assert.equal((await store.hit(key)).allowed, true);
    });

    it('keeps the budgets of different keys apart', async () => {
      const store = await newStore(3, 60_000);
      for (let i = 0; i < 3; i++) await store.hit('198.51.100.5');
      assert.equal((await store.hit('198.51.100.5')).allowed, false);
      assert.deepEqual(await store.hit('198.51.100.6'), { allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
      assert.deepEqual(await store.hit('2001:db8:0:1::/64'), {
        allowed: true,
        limit: 3,
        remaining: 2,
        resetSeconds: 60,
      });
      assert.equal((await store.hit('198.51.100.5')).allowed, false, 'other keys do not free a full one');
    });

    it('never lets more than the limit through when 200 hits arrive at once', async () => {
      const store = await newStore(60, 60_000);
      clock.set(0);
      const decisions = await Promise.all(Array.from({ length: 200 }, () => store.hit('198.51.100.7')));
      const allowed = decisions.filter((d) => d.allowed);
      assert.equal(allowed.length, 60);
      // Each allowed hit saw a distinct count: no two hits read the same state.
      assert.deepEqual(
        allowed.map((d) => d.remaining).sort((a, b) => a - b),
        Array.from({ length: 60 }, (_, i) => i),
      );
      assert.ok(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.resetSeconds === 60));
      assert.equal((await store.hit('198.51.100.7')).allowed, false);
    });
  });
}

describe('redis store: keys and round trips', redisSuite('redis store: keys and round trips'), () => {
  let server: TestRedisServer;
  let store: RedisStore;
  const keyPrefix = `test:${randomUUID()}:`;

  before(async () => {
    server = await startRedisServer();
    store = createRedisStore({ url: server.url, keyPrefix, limit: 10, windowMs: 30_000 });
    await store.probe();
  });
  after(async () => {
    await store?.close();
    await server?.stop();
  });

  it('keeps one prefixed, hash-tagged sorted set per client that expires one window after the last hit', async () => {
    await store.hit('203.0.113.9');
    await store.hit('203.0.113.9');
    const key = redisKey(keyPrefix, '203.0.113.9');
    assert.equal(key, `${keyPrefix}{203.0.113.9}`);
    assert.equal(await store.client.type(key), 'zset');
    assert.equal(await store.client.zcard(key), 2);
    const ttl = await store.client.pttl(key);
    assert.ok(ttl > 0 && ttl <= 30_000, `PTTL ${ttl} must be within the window`);
    // Besides the readiness probe's own short-lived key, one key per client.
    const keys = await store.client.keys(`${keyPrefix}*`);
    assert.deepEqual(
      keys.filter((k) => k !== redisKey(keyPrefix, 'probe')),
      [key],
    );
  });

  it('sends exactly one command (the script) per hit', async () => {
    const sent: string[] = [];
    const original = store.client.sendCommand.bind(store.client);
    store.client.sendCommand = ((command: { name: string }, ...rest: unknown[]) => {
      sent.push(command.name);
      return (original as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof store.client.sendCommand;
    try {
      for (let i = 0; i < 5; i++) await store.hit('203.0.113.10');
    } finally {
      store.client.sendCommand = original;
    }
    assert.equal(sent.length, 5);
    assert.ok(
      sent.every((name) => name === 'evalsha' || name === 'eval'),
      `only EVAL/EVALSHA, got ${sent.join(', ')}`,
    );
  });
});
