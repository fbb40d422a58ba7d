import assert from 'node:assert/strict';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { rawRequest } from './support/raw-http.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

// A Redis far away or gone silent: a socket that accepts connections and never answers, from
// the start or after it had answered, must not make a request wait longer than
// REDIS_COMMAND_TIMEOUT_MS (plus the request's own handling).

/** Slack for the request's own work and the HTTP round trip, on a shared two-core machine. */
const SLACK_MS = 400;

/** A loopback TCP front to `target`: forwards both ways, or, once silenced, accepts and swallows everything. */
interface SilenceableFront {
  readonly url: string;
  silence(): void;
  close(): Promise<void>;
}

async function front(target: number | undefined): Promise<SilenceableFront> {
  let silent = target === undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (silent || target === undefined) return;
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    silence() {
      silent = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Milliseconds one POST /v1/generate takes, after checking it was answered 200. */
async function timedGenerate(service: RunningService): Promise<number> {
  const started = performance.now();
  const response = await rawRequest(`${service.url}/v1/generate`, { method: 'POST' });
  const elapsed = performance.now() - started;
  assert.equal(response.status, 200, response.text);
  return elapsed;
}

describe(
  'a silent Redis never holds a request longer than REDIS_COMMAND_TIMEOUT_MS',
  redisSuite('silent Redis'),
  () => {
    let redis: TestRedisServer;
    before(async () => {
      redis = await startRedisServer();
    });
    after(() => redis?.stop());

    it('a socket that accepts and never answers, from the start', async () => {
      const silent = await front(undefined);
      const service = await startTestService({ REDIS_URL: silent.url, REDIS_COMMAND_TIMEOUT_MS: '300' });
      try {
        for (let i = 0; i < 10; i++) {
          const elapsed = await timedGenerate(service);
          assert.ok(elapsed < 300 + SLACK_MS, `request ${i} took ${elapsed.toFixed(0)} ms`);
        }
        const ready = await rawRequest(`${service.url}/readyz`);
        assert.equal(ready.status, 503);
      } finally {
        await service.close();
        await silent.close();
      }
    });

    for (const timeoutMs of [250, 900]) {
      it(`a Redis that answered and goes silent (REDIS_COMMAND_TIMEOUT_MS=${timeoutMs})`, async () => {
        const proxy = await front(redis.port);
        const service = await startTestService({
          REDIS_URL: proxy.url,
          REDIS_COMMAND_TIMEOUT_MS: String(timeoutMs),
          REDIS_KEY_PREFIX: `silent-${timeoutMs}:`,
        });
        try {
          await waitFor('the service to count in Redis', async () =>
            (await rawRequest(`${service.url}/readyz`)).status === 200 ? true : undefined,
          );
          await timedGenerate(service);
          proxy.silence();
          const times: number[] = [];
          for (let i = 0; i < 10; i++) times.push(await timedGenerate(service));
          for (const elapsed of times) {
            assert.ok(elapsed < timeoutMs + SLACK_MS, `took ${elapsed.toFixed(0)} ms: ${times.map(Math.round)}`);
          }
          // The first request after the silence waited for the configured timeout, not the default.
          assert.ok((times[0] ?? 0) >= timeoutMs - 20, `the first took ${times[0]} ms`);
          assert.equal((await rawRequest(`${service.url}/readyz`)).status, 503);
        } finally {
          await service.close();
          await proxy.close();
        }
      });
    }
  },
);
