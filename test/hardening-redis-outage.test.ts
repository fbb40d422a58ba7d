// Issue 38, item 8: a Redis restart forgot the window (one client got 240 requests through in 40 s
// against a limit of 60), and a 10 s freeze let 156 through. Each process now counts every hit it
// lets through, keeps counting across an outage and checks its own count for one window after it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { Redis } from 'ioredis';
import type { RunningService } from '../src/main.js';
import { redisKey } from '../src/ratelimit/redis-window.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { postJson, startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

const LIMIT = 5;
const SUITE = 'the rate limit across a Redis outage, with one instance';

describe(SUITE, redisSuite(SUITE), () => {
  let redis: TestRedisServer;
  let service: RunningService;
  let prefix: string;

  /** The statuses of `count` generations, one after the other; each must be answered within 2 s. */
  async function generate(count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      statuses.push((await postJson(`${service.url}/v1/generate`)).status);
      assert.ok(Date.now() - started < 2_000, `request ${i + 1} took ${Date.now() - started} ms`);
    }
    return statuses;
  }
  const ready = async () => ((await fetch(`${service.url}/readyz`)).status === 200 ? true : undefined);
  const down = async () => ((await fetch(`${service.url}/readyz`)).status === 503 ? true : undefined);
  async function hitsInRedis(): Promise<number> {
    const direct = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
    try {
      await direct.connect();
      return await direct.zcard(redisKey(prefix, '127.0.0.1'));
    } finally {
      direct.disconnect();
    }
  }

  // A Redis server and a service of their own per test, both stopped however the test ends.
  async function withService(run: () => Promise<void>): Promise<void> {
    redis = await startRedisServer();
    try {
      prefix = `test:${randomUUID()}:`;
      service = await startTestService({
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_MAX: String(LIMIT),
      });
      try {
        await waitFor('the service to use Redis', ready);
        await run();
      } finally {
        await service.close();
      }
    } finally {
      await redis.stop();
    }
  }

  it('Redis killed and restarted empty: the window is neither reset by the outage nor by the restart', async () => {
    await withService(async () => {
      assert.deepEqual(await generate(3), [200, 200, 200]);
      assert.equal(await hitsInRedis(), 3);
      await redis.kill();
      // The outage starts from the 3 this process let through: 2 are left, not 5.
      assert.deepEqual(await generate(4), [200, 200, 429, 429]);
      await redis.restart();
      await waitFor('the service to use Redis again', ready);
      // Redis is empty, but this process's count holds the window: nothing more in it.
      assert.deepEqual(await generate(3), [429, 429, 429]);
      assert.equal(await hitsInRedis(), 0, 'a hit refused by this process is not counted in Redis');
    });
  });

  it('Redis frozen: the outage allows what was left of the window, and nothing more once it thaws', async () => {
    await withService(async () => {
      assert.deepEqual(await generate(3), [200, 200, 200]);
      redis.pause();
      try {
        // Each of these waits for the reply timeout at most once (the first starts the outage).
        assert.deepEqual(await generate(4), [200, 200, 429, 429]);
        await waitFor('/readyz to say not ready', down);
      } finally {
        redis.resume();
      }
      await waitFor('the service to use Redis again', ready);
      assert.deepEqual(await generate(3), [429, 429, 429]);
    });
  });
});
