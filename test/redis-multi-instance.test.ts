import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { postJson, type SpawnedService, spawnService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

// Several instances, one budget: separate processes share the limit through one Redis.

async function waitReady(service: SpawnedService): Promise<void> {
  await waitFor(`${service.url}/readyz to answer 200`, async () =>
    (await fetch(`${service.url}/readyz`)).status === 200 ? true : undefined,
  );
}

const MCP_CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'generate_password', arguments: { length: 12 } },
};

describe(
  'two server processes share one limit through Redis',
  redisSuite('two server processes share one limit'),
  () => {
    let redis: TestRedisServer;
    let first: SpawnedService;
    let second: SpawnedService;

    before(async () => {
      redis = await startRedisServer();
      const env = {
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
        // Believe X-Forwarded-For from loopback so one test can act as another client.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '60',
        RATE_LIMIT_WINDOW_SECONDS: '60',
      };
      [first, second] = await Promise.all([spawnService(env), spawnService(env)]);
      assert.notEqual(first.url, second.url);
      // Hits made before Redis is connected would be counted in memory only.
      await Promise.all([waitReady(first), waitReady(second)]);
    });
    after(async () => {
      await first?.stop();
      await second?.stop();
      await redis?.stop();
    });

    it('serves 60 requests spread over both and refuses the next one on either', async () => {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => postJson(`${(i % 2 === 0 ? first : second).url}/v1/generate`)),
      );
      assert.deepEqual(
        responses.map((r) => r.status),
        Array(60).fill(200),
      );
      for (const service of [first, second]) {
        const refused = await postJson(`${service.url}/v1/generate`);
        assert.equal(refused.status, 429, `${service.url} must refuse the 61st request`);
        assert.equal(refused.body.error, 'rate_limited');
        assert.equal(refused.body.limit, 60);
        assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      }
    });

    it('counts POST /mcp against the same budget', async () => {
      const client = { 'x-forwarded-for': '203.0.113.77' };
      const headers = {
        ...client,
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      };
      const mcp = await postJson(`${second.url}/mcp`, MCP_CALL, headers);
      assert.equal(mcp.status, 200, `POST /mcp answered ${mcp.status}: ${mcp.text}`);
      assert.equal(mcp.headers.get('ratelimit-remaining'), '59');
      // 1 MCP call (on the second instance) + 59 generate calls (on the first) = the whole budget.
      for (let i = 0; i < 59; i++) {
        assert.equal((await postJson(`${first.url}/v1/generate`, undefined, client)).status, 200, `request ${i + 2}`);
      }
      assert.equal((await postJson(`${first.url}/v1/generate`, undefined, client)).status, 429);
      const refusedMcp = await postJson(`${first.url}/mcp`, MCP_CALL, headers);
      assert.equal(refusedMcp.status, 429, 'MCP is refused on the other instance too');
    });
  },
);

describe('WORKERS=2 with REDIS_URL', redisSuite('WORKERS=2 with REDIS_URL'), () => {
  let redis: TestRedisServer;
  let service: SpawnedService;

  before(async () => {
    redis = await startRedisServer();
    service = await spawnService({
      WORKERS: '2',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      RATE_LIMIT_MAX: '60',
    });
    const listening = await waitFor('both workers to listen', () => {
      const urls = [...service.output().matchAll(/Server listening at (\S+)"/g)].map((m) => m[1]);
      return urls.length >= 2 ? urls : undefined;
    });
    assert.deepEqual(listening, [service.url, service.url], 'the workers share one port');
    // Readiness is per worker; ask until several answers in a row say ready.
    await waitFor('the workers to use Redis', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${service.url}/readyz`)));
      return answers.every((a) => a.status === 200) ? true : undefined;
    });
  });
  after(async () => {
    await service?.stop();
    await redis?.stop();
  });

  it('enforces one limit across the worker processes', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => postJson(`${service.url}/v1/generate`)));
    assert.deepEqual(
      responses.map((r) => r.status),
      Array(60).fill(200),
    );
    const refused = await Promise.all(Array.from({ length: 4 }, () => postJson(`${service.url}/v1/generate`)));
    assert.deepEqual(
      refused.map((r) => r.status),
      [429, 429, 429, 429],
    );
  });
});

describe('WORKERS without REDIS_URL', () => {
  it('refuses to start with a message naming REDIS_URL', async () => {
    await assert.rejects(spawnService({ WORKERS: '2', REDIS_URL: '' }), (error: Error) => {
      assert.match(error.message, /exited with [1-9]\d* before listening/);
      assert.match(error.message, /REDIS_URL/);
      assert.match(error.message, /WORKERS/);
      return true;
    });
  });
});
