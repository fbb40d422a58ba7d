import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { type Exposition, parseExposition, series, total } from './support/exposition.js';
import { rawRequest } from './support/raw-http.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { postJson, type SpawnedService, spawnService, startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

// The store's metrics with a real redis-server (commands, errors, the fallback), and
// WORKERS=2, whose primary serves the merged metrics of both workers on one port.

async function scrape(url: string): Promise<Exposition> {
  const response = await rawRequest(url);
  assert.equal(response.status, 200, response.text.slice(0, 200));
  return parseExposition(response.text);
}

const storeInfo = (exposition: Exposition) =>
  Object.fromEntries(series(exposition, 'pwgen_rate_limit_store_info').map((s) => [s.labels.store, s.value]));

describe('metrics of the Redis store', redisSuite('metrics of the Redis store'), () => {
  let redis: TestRedisServer;
  let service: RunningService;
  let metricsUrl: string;

  before(async () => {
    redis = await startRedisServer();
    service = await startTestService({
      METRICS_PORT: '0',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      RATE_LIMIT_MAX: '1000',
    });
    metricsUrl = service.metricsUrl ?? '';
    await waitFor('/readyz to answer 200', async () =>
      (await rawRequest(`${service.url}/readyz`)).status === 200 ? true : undefined,
    );
  });
  after(async () => {
    await service?.close();
    await redis?.stop();
  });

  it('times every Redis command, counts failures and the fallback, and sees Redis come back', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await postJson(`${service.url}/v1/generate`)).status, 200);
    const up = await scrape(metricsUrl);
    assert.deepEqual(storeInfo(up), { redis: 1 });
    const okHits = { store: 'redis', command: 'hit', outcome: 'ok' };
    assert.ok(total(up, 'pwgen_redis_command_duration_seconds_count', okHits) >= 5);
    assert.ok(total(up, 'pwgen_redis_command_duration_seconds_sum', okHits) > 0);
    assert.equal(total(up, 'pwgen_redis_command_errors_total'), 0);
    assert.equal(total(up, 'pwgen_rate_limit_fallback_active'), 0);
    assert.equal(total(up, 'pwgen_rate_limit_fallbacks_total'), 0);

    // Frozen, not killed: the connection stays open, so commands are sent and time out
    // (a dead connection fails hits before any command is sent, and is seen by the fallback alone).
    redis.pause();
    const down = await waitFor('the fallback to show in the metrics', async () => {
      await postJson(`${service.url}/v1/generate`);
      const exposition = await scrape(metricsUrl);
      return total(exposition, 'pwgen_rate_limit_fallback_active') === 1 ? exposition : undefined;
    });
    assert.deepEqual(storeInfo(down), { 'memory-fallback': 1 });
    assert.equal(total(down, 'pwgen_rate_limit_fallbacks_total'), 1);
    assert.ok(total(down, 'pwgen_redis_command_errors_total', { store: 'redis' }) >= 1);
    assert.ok(total(down, 'pwgen_redis_command_duration_seconds_count', { store: 'redis', outcome: 'error' }) >= 1);
    for (const sample of series(down, 'pwgen_redis_command_errors_total')) {
      assert.deepEqual(Object.keys(sample.labels).sort(), ['command', 'store']);
      assert.match(sample.labels.command ?? '', /^(hit|probe)$/);
    }

    redis.resume();
    const back = await waitFor('Redis to be back in the metrics', async () => {
      const exposition = await scrape(metricsUrl);
      return total(exposition, 'pwgen_rate_limit_fallback_active') === 0 ? exposition : undefined;
    });
    assert.deepEqual(storeInfo(back), { redis: 1 });
    assert.equal(total(back, 'pwgen_rate_limit_fallbacks_total'), 1, 'one outage, counted once');
  });
});

describe('metrics with WORKERS=2', redisSuite('metrics with WORKERS=2'), () => {
  let redis: TestRedisServer;
  let service: SpawnedService;
  let metricsUrl: string;

  before(async () => {
    redis = await startRedisServer();
    service = await spawnService({
      WORKERS: '2',
      METRICS_PORT: '0',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      RATE_LIMIT_MAX: '1000',
    });
    metricsUrl = await waitFor('the primary to log its metrics address and both workers to listen', () => {
      const output = service.output();
      const address = /metrics listening at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(output)?.[1];
      return address !== undefined && output.match(/Server listening at/g)?.length === 2 ? address : undefined;
    });
  });
  after(async () => {
    await service?.stop();
    await redis?.stop();
  });

  it('serves the sum of both workers on the primary metrics port', async () => {
    // Both workers on Redis first, so that the store gauge sums to 2.
    await waitFor('both workers to use Redis', async () =>
      storeInfo(await scrape(metricsUrl)).redis === 2 ? true : undefined,
    );
    const requests = 30;
    for (let i = 0; i < requests; i++) {
      // A new connection each time: the primary hands connections to the workers in turn.
      const response = await rawRequest(`${service.url}/v1/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: '{"count":2}',
      });
      assert.equal(response.status, 200);
    }
    const merged = await scrape(metricsUrl);
    assert.equal(total(merged, 'pwgen_passwords_generated_total'), 2 * requests);
    assert.equal(total(merged, 'pwgen_http_requests_total', { route: '/v1/generate', status_class: '2xx' }), requests);
    assert.equal(
      total(merged, 'pwgen_http_request_duration_seconds_count', { route: '/v1/generate', status_class: '2xx' }),
      requests,
    );
    assert.deepEqual(storeInfo(merged), { redis: 2 });
    assert.ok(total(merged, 'process_cpu_user_seconds_total') > 0);
    // One series per label set: the workers' samples are merged, not listed side by side.
    const keys = merged.samples.map((s) => `${s.name}${JSON.stringify(s.labels)}`);
    assert.equal(new Set(keys).size, keys.length);
    // Neither worker opened a port of its own for metrics: only the primary's is logged.
    assert.equal(service.output().match(/metrics listening at/g)?.length, 1);
  });
});
