import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';
import { createRedisStore, type RedisStore } from '../src/ratelimit/redis-store.js';
import { redisKey } from '../src/ratelimit/redis-window.js';
import { STORE_KINDS, type StoreKind } from '../src/ratelimit/registry.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import {
  type ContractBackend,
  configuredStoreFactory,
  describeStoreContract,
  type StoreFactory,
} from './support/store-contract.js';

// One contract (test/support/store-contract.ts), run against every store.

function redisBackend(): ContractBackend & { url(): string } {
  let server: TestRedisServer | undefined;
  const url = () => {
    assert.ok(server, 'redis-server is running');
    return server.url;
  };
  return {
    options: redisSuite('contract: redis'),
    setUp: async () => {
      server = await startRedisServer();
    },
    url,
    selection: (keyPrefix) => ({ kind: 'redis', url: url(), keyPrefix }),
    tearDown: async () => {
      await server?.stop();
    },
  };
}

// Every kind of the registry, built as the service builds it; a kind missing here fails the
// build. The cluster's run is in test/redis-cluster.test.ts, which shares its (slow to start) cluster.
const BACKENDS: Readonly<Record<StoreKind, ContractBackend | 'in redis-cluster.test.ts'>> = {
  memory: {
    options: {},
    setUp: async () => {},
    selection: () => ({ kind: 'memory' }),
    tearDown: async () => {},
  },
  redis: redisBackend(),
  'redis-cluster': 'in redis-cluster.test.ts',
};

function redisDirectFactory(): StoreFactory {
  const redis = redisBackend();
  return {
    name: 'redis store without the fallback',
    options: redis.options,
    setUp: () => redis.setUp(),
    async create(limit, windowMs, now) {
      const store = createRedisStore({
        url: redis.url(),
        keyPrefix: `test:${randomUUID()}:`,
        limit,
        windowMs,
        windowClock: now,
      });
      await store.probe();
      return store;
    },
    check: () => {},
    tearDown: () => redis.tearDown(),
  };
}

const memoryDirectFactory: StoreFactory = {
  name: 'memory store (synchronous hit)',
  options: {},
  setUp: async () => {},
  create: async (limit, windowMs, now) => createMemoryStore({ limit, windowMs, maxClients: 1_000, now }),
  check: () => {},
  tearDown: async () => {},
};

const FACTORIES: readonly StoreFactory[] = [
  memoryDirectFactory,
  redisDirectFactory(),
  ...STORE_KINDS.flatMap((kind) => {
    const backend = BACKENDS[kind];
    return typeof backend === 'string' ? [] : [configuredStoreFactory(kind, backend)];
  }),
];

describe('the contract covers the registry', () => {
  it('has a backend for every kind of store, and nothing else', () => {
    assert.deepEqual(Object.keys(BACKENDS).sort(), [...STORE_KINDS].sort());
  });

  it('the memory store answers synchronously (no promise on the default hot path)', () => {
    const store = createMemoryStore({ limit: 1, windowMs: 1_000, maxClients: 10 });
    const decision = store.hit('198.51.100.99');
    assert.ok(!(decision instanceof Promise));
    assert.equal(decision.allowed, true);
  });
});

for (const factory of FACTORIES) describeStoreContract(factory);

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
