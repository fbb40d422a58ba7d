/**
 * Redis attacks of the hardening round (issue 20 item 3, issue 19 item 9), measured:
 * two instances sharing one redis-server, one with its clock 55 s ahead, and a client
 * bursting through both; then a Redis that goes silent, and the longest a request waits.
 *
 * A section of `npm run bench`, or alone: `node dist/bench/redis-hardening.js`.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { RunningService } from '../src/main.js';
import { rawRequest } from '../test/support/raw-http.js';
import { startRedisServer, type TestRedisServer } from '../test/support/redis-server.js';
import { startTestService } from '../test/support/service.js';
import { heading, ms, printSummaryAndExit, type SummaryRow, table } from './report.js';

const SELF_JS = fileURLToPath(import.meta.url);
const SKEW_MS = 55_000;
const LIMIT = 60;

async function waitReady(service: RunningService): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await rawRequest(`${service.url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the service never counted in Redis');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The attack: 60 requests through the honest instance, a pause of a little more than the
 * window minus the skew (5.5 s), then 60 through the one running ahead, whose clock would
 * see the honest hits as out of the window; then how long the honest instance refuses.
 */
async function clockSkew(redis: TestRedisServer) {
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'bench-skew:', RATE_LIMIT_MAX: String(LIMIT) };
  const honest = await startTestService(env);
  const ahead = await startTestService(env, { now: () => Date.now() + SKEW_MS });
  try {
    await waitReady(honest);
    await waitReady(ahead);
    const started = performance.now();
    const first = await burst(honest);
    await new Promise((resolve) => setTimeout(resolve, LIMIT * 1000 - SKEW_MS + 500));
    const second = await burst(ahead);
    const probe = await rawRequest(`${honest.url}/v1/generate`, { method: 'POST' });
    const allowed = first + second;
    const retryAfter = probe.status === 429 ? Number(probe.headers['retry-after']) : 0;
    return { allowed, retryAfter, seconds: (performance.now() - started) / 1000 };
  } finally {
    await honest.close();
    await ahead.close();
  }
}

/** Sends LIMIT requests from one client through `service`; resolves with how many were answered 200. */
async function burst(service: RunningService): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < LIMIT; i++) {
    const response = await rawRequest(`${service.url}/v1/generate`, { method: 'POST' });
    if (response.status === 200) allowed++;
  }
  return allowed;
}

/** A loopback front to Redis that can be silenced: it keeps every socket open and answers nothing. */
async function silenceableFront(port: number) {
  let silent = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`,
    silence: () => {
      silent = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The longest of 50 requests once Redis stops answering, for one REDIS_COMMAND_TIMEOUT_MS. */
async function silentRedis(redis: TestRedisServer, timeoutMs: number) {
  const front = await silenceableFront(redis.port);
  const service = await startTestService({
    REDIS_URL: front.url,
    REDIS_KEY_PREFIX: 'bench-silent:',
    REDIS_COMMAND_TIMEOUT_MS: String(timeoutMs),
  });
  try {
    await waitReady(service);
    front.silence();
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await rawRequest(`${service.url}/v1/generate`, { method: 'POST' });
      times.push(performance.now() - started);
    }
    return { timeoutMs, first: times[0] ?? 0, max: Math.max(...times) };
  } finally {
    await service.close();
    await front.close();
  }
}

export async function redisHardeningSection(): Promise<SummaryRow[]> {
  heading('Hardening: Redis clocks and a silent Redis');
  const redis = await startRedisServer();
  try {
    const skew = await clockSkew(redis);
    table([
      ['two instances on one Redis, one 55 s ahead', 'allowed of 120', 'Retry-After', 'seconds'],
      [
        '60 via the honest one, 5.5 s, 60 via the other',
        String(skew.allowed),
        `${skew.retryAfter} s`,
        skew.seconds.toFixed(1),
      ],
    ]);
    const silent = [await silentRedis(redis, 250), await silentRedis(redis, 1000)];
    table([
      ['Redis goes silent (accepts, never answers)', 'first request', 'longest of 50'],
      ...silent.map((s) => [`REDIS_COMMAND_TIMEOUT_MS=${s.timeoutMs}`, ms(s.first), ms(s.max)]),
    ]);
    return [
      {
        what: 'Requests through two instances, one 55 s ahead',
        measured: `${skew.allowed} of 120, Retry-After ${skew.retryAfter} s`,
        target: `${LIMIT}, <= 60 s`,
        verdict: skew.allowed === LIMIT && skew.retryAfter <= 60 ? 'PASS' : 'MISS',
      },
      {
        what: 'Longest request wait on a silent Redis',
        measured: silent.map((s) => `${ms(s.max)} at ${s.timeoutMs} ms`).join(', '),
        target: '< timeout + 100 ms',
        verdict: silent.every((s) => s.max < s.timeoutMs + 100) ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    await redis.stop();
  }
}

if (process.argv[1] === SELF_JS) {
  printSummaryAndExit(redisHardeningSection());
}
