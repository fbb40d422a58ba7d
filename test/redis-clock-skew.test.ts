import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import type { RunningService } from '../src/main.js';
import { rawRequest } from './support/raw-http.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { startTestService } from './support/service.js';

// Two instances share one Redis; one's clock runs 55 s ahead (its clock injected). The
// sliding window takes its time from Redis, so they share one exact window: the skewed
// instance's hits neither outlive the window for the honest one, nor shift its Retry-After.

const SKEW_MS = 55_000;
const LIMIT = 3;

async function generate(service: RunningService): Promise<{ status: number; retryAfter: number | undefined }> {
  const response = await rawRequest(`${service.url}/v1/generate`, { method: 'POST' });
  const retryAfter = response.headers['retry-after'];
  return { status: response.status, retryAfter: retryAfter === undefined ? undefined : Number(retryAfter) };
}

describe('the Redis window runs on Redis time, not on instance clocks', redisSuite('Redis clock skew'), () => {
  let redis: TestRedisServer;
  before(async () => {
    redis = await startRedisServer();
  });
  after(() => redis?.stop());

  async function pair(
    windowSeconds: number,
    prefix: string,
    skewMs = SKEW_MS,
  ): Promise<[RunningService, RunningService]> {
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
    };
    const honest = await startTestService(env);
    const ahead = await startTestService(env, { now: () => Date.now() + skewMs });
    for (const service of [honest, ahead]) {
      const deadline = Date.now() + 10_000;
      while ((await rawRequest(`${service.url}/readyz`)).status !== 200) {
        assert.ok(Date.now() < deadline, 'the instances never counted in Redis');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return [honest, ahead];
  }

  it('hits made on the skewed instance leave the window on time for the honest one', async () => {
    const [honest, ahead] = await pair(1, 'skew-a:');
    try {
      const firstHit = performance.now();
      for (let i = 0; i < LIMIT; i++) assert.equal((await generate(ahead)).status, 200);
      const lastHit = performance.now();
      const refused = await generate(honest);
      assert.equal(refused.status, 429, 'one window: the skewed instance used the budget');
      assert.equal(refused.retryAfter, 1);
      // The budget comes back one window (Redis time) after the skewed hits, not 55 s later:
      // poll the honest instance (a refused request is not counted) with a deadline.
      let answered = refused.status;
      while (answered === 429 && performance.now() - lastHit < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answered = (await generate(honest)).status;
      }
      const waited = performance.now() - lastHit;
      assert.equal(answered, 200, `still refused ${waited.toFixed(0)} ms after the skewed hits`);
      // Redis and this test read the same host clock: the first hit cannot leave before it is 1 s old.
      const sinceFirst = performance.now() - firstHit;
      assert.ok(sinceFirst >= 995, `allowed ${sinceFirst.toFixed(0)} ms after the first hit, inside its window`);
      // Once the last skewed hit has left too (a loaded machine spreads the three hits), the skewed instance has
      // budget again: only the honest hit is in the window.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastHit + 1_050 - performance.now())));
      assert.equal((await generate(ahead)).status, 200);
    } finally {
      await honest.close();
      await ahead.close();
    }
  });

  // The attack's own shape, scaled down: the client spends the budget on the honest instance,
  // waits (window - skew) and more, and spends it again on the one running ahead, whose clock
  // would already have pushed the honest hits out of the window.
  it('a client cannot spend the budget twice by moving to the instance that runs ahead', async () => {
    const [honest, ahead] = await pair(1, 'skew-c:', 900);
    try {
      for (let i = 0; i < LIMIT; i++) assert.equal((await generate(honest)).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await generate(ahead)).status);
      assert.deepEqual(statuses, [429, 429, 429]);
    } finally {
      await honest.close();
      await ahead.close();
    }
  });

  it('both instances refuse the same client alike, with the window as Retry-After', async () => {
    const [honest, ahead] = await pair(60, 'skew-b:');
    const direct = new Redis(redis.url);
    try {
      for (let i = 0; i < LIMIT; i++) assert.equal((await generate(honest)).status, 200);
      const fromAhead = await generate(ahead);
      const fromHonest = await generate(honest);
      assert.deepEqual([fromAhead.status, fromHonest.status], [429, 429]);
      for (const { retryAfter } of [fromAhead, fromHonest]) {
        assert.ok(retryAfter !== undefined && retryAfter >= 58 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      }
      // The scores are Redis's time, whichever instance counted the hit.
      await generate(ahead);
      const [keyName] = await direct.keys('skew-b:*');
      const scores = (await direct.zrange(keyName as string, 0, -1, 'WITHSCORES')).filter((_, i) => i % 2 === 1);
      const [seconds, micros] = await direct.time();
      const redisNow = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      for (const score of scores)
        assert.ok(Math.abs(Number(score) - redisNow) < 10_000, `score ${score} vs ${redisNow}`);
    } finally {
      direct.disconnect();
      await honest.close();
      await ahead.close();
    }
  });
});
