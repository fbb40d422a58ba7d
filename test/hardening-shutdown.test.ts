import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { closedWithin, exitWithin, openSocket, parseResponses } from './support/raw-socket.js';
import { redisSuite, startRedisServer, type TestRedisServer } from './support/redis-server.js';
import { type SpawnedService, spawnService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

const HALF_HEADERS = 'POST /v1/generate HTTP/1.1\r\nHost: x\r\n';
const BODY = '{"length": 20, "count": 2}';
const HALF_BODY_REQUEST = `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 10)}`;

const portOf = (service: SpawnedService) => Number(new URL(service.url).port);

// One complete request on a keep-alive connection, leaving the connection idle.
async function idleKeepAlive(port: number): Promise<Socket> {
  const socket = await openSocket(port);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await waitFor('the keep-alive answer', () => parseResponses(received).length === 1);
  return socket;
}

/** The one log line of a stopped process (pino JSON). */
function stopLine(service: SpawnedService): {
  requestsDrained: number;
  connectionsDestroyed: number;
  exitCode: number;
} {
  const line = service
    .output()
    .split('\n')
    .find((text) => text.includes('"msg":"stopped'));
  assert.ok(line !== undefined, `a "stopped" line:\n${service.output()}`);
  const { requestsDrained, connectionsDestroyed, exitCode } = JSON.parse(line);
  return { requestsDrained, connectionsDestroyed, exitCode };
}

async function signalAndTime(service: SpawnedService, signal: NodeJS.Signals, limitMs: number) {
  const started = Date.now();
  service.child.kill(signal);
  const code = await exitWithin(service.child, limitMs);
  return { code, ms: Date.now() - started };
}

describe('bounded shutdown', () => {
  it('SIGTERM closes half-sent, silent and idle connections at the end of the linger and exits 0 (the half-headers reproducer)', async () => {
    const service = await spawnService({ LOG_LEVEL: 'info' });
    try {
      const port = portOf(service);
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
      const halfHeaders = await openSocket(port);
      halfHeaders.write(HALF_HEADERS);
      const silent = await openSocket(port);
      const idle = await idleKeepAlive(port);
      await waitFor('the service to run', () => /incoming|listening/.test(service.output()));
      const { code, ms } = await signalAndTime(service, 'SIGTERM', 5_000);
      assert.equal(code, 0, `exit code after ${ms} ms:\n${service.output()}`);
      // SHUTDOWN_TIMEOUT_SECONDS is 10 by default; nothing was in flight, so nothing waits for more
      // than the linger (1 s) given to idle connections.
      assert.ok(ms >= 900 && ms < 4_000, `exit took ${ms} ms, expected the linger of about 1 s`);
      for (const socket of [halfHeaders, silent, idle]) assert.ok(await closedWithin(socket, 1_000));
      // The three, and fetch's own keep-alive connection, idle since its answer.
      assert.deepEqual(stopLine(service), { requestsDrained: 0, connectionsDestroyed: 4, exitCode: 0 });
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('an in-flight request that never finishes cannot hold the process past SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const service = await spawnService({ LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    try {
      const socket = await openSocket(portOf(service));
      socket.write(HALF_BODY_REQUEST);
      await waitFor('the request to reach the server', () => /incoming request/.test(service.output()));
      const { code, ms } = await signalAndTime(service, 'SIGTERM', 6_000);
      assert.equal(code, 0, `exit code after ${ms} ms:\n${service.output()}`);
      assert.ok(ms >= 900 && ms < 3_000, `exit took ${ms} ms, expected about 1 s`);
      assert.ok(await closedWithin(socket, 1_000));
      assert.match(service.output(), /shutdown timeout/);
      const stopped = stopLine(service);
      assert.equal(stopped.connectionsDestroyed, 1, 'the request that never finished');
      assert.equal(stopped.requestsDrained, 0);
      assert.equal(stopped.exitCode, 0);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('a keep-alive request answered during the drain says Connection: close, then the server closes cleanly', async () => {
    const service = await spawnService({ LOG_LEVEL: 'debug' });
    try {
      const socket = await openSocket(portOf(service));
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
      });
      let reset = false;
      socket.on('error', () => {
        reset = true;
      });
      socket.write(HALF_BODY_REQUEST);
      await waitFor('the request to reach the server', () => /incoming request/.test(service.output()));
      service.child.kill('SIGTERM');
      await waitFor('the drain to start', () => /draining/.test(service.output()));
      socket.write(BODY.slice(10));
      await waitFor('the answer', () => parseResponses(received).length === 1);
      const [answer] = parseResponses(received);
      assert.equal(answer?.status, 200, received);
      assert.equal(answer?.headers.connection, 'close', 'the client must learn not to reuse the connection');
      assert.ok(await closedWithin(socket, 2_000), 'the server closes the connection after the answer');
      assert.equal(reset, false, 'a clean close, not a reset');
      assert.equal(await exitWithin(service.child, 3_000), 0);
      const stopped = stopLine(service);
      assert.equal(stopped.requestsDrained, 1, service.output());
      assert.equal(stopped.connectionsDestroyed, 0);
      assert.equal(stopped.exitCode, 0);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('a request half sent when the drain begins and completed within the linger is answered, with Connection: close', async () => {
    const service = await spawnService({ LOG_LEVEL: 'info' });
    try {
      const socket = await openSocket(portOf(service));
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
      });
      const request = `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`;
      socket.write(request.slice(0, 30));
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
      service.child.kill('SIGTERM');
      await waitFor('the drain to start', () => /draining/.test(service.output()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(request.slice(30));
      await waitFor('the answer', () => parseResponses(received).length === 1);
      const [answer] = parseResponses(received);
      assert.equal(answer?.status, 200, received);
      assert.equal(answer?.headers.connection, 'close');
      assert.ok(await closedWithin(socket, 2_000));
      assert.equal(await exitWithin(service.child, 3_000), 0);
      assert.equal(stopLine(service).requestsDrained, 1);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('SIGINT is the same: a half-sent request does not hold the exit', async () => {
    const service = await spawnService({ LOG_LEVEL: 'info' });
    try {
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
      const socket = await openSocket(portOf(service));
      socket.write(HALF_HEADERS);
      const { code, ms } = await signalAndTime(service, 'SIGINT', 5_000);
      assert.equal(code, 0, `after ${ms} ms:\n${service.output()}`);
      assert.ok(ms < 4_000, `exit took ${ms} ms, expected the linger of about 1 s, far below the 10 s bound`);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });
});

describe('bounded shutdown under WORKERS', redisSuite('bounded shutdown under WORKERS'), () => {
  let redis: TestRedisServer;
  before(async () => {
    redis = await startRedisServer();
  });
  after(() => redis?.stop());

  it('the primary forwards SIGTERM and exits 0 within SHUTDOWN_TIMEOUT_SECONDS, workers included', async () => {
    const service = await spawnService({
      LOG_LEVEL: 'debug',
      WORKERS: '2',
      REDIS_URL: redis.url,
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    try {
      await waitFor('both workers', () => (service.output().match(/Server listening at/g) ?? []).length === 2);
      const port = portOf(service);
      const sockets: Socket[] = [];
      // Round-robin spreads these over both workers: half-sent requests and in-flight bodies on each.
      for (let i = 0; i < 4; i++) {
        const socket = await openSocket(port);
        socket.write(i % 2 === 0 ? HALF_BODY_REQUEST : HALF_HEADERS);
        sockets.push(socket);
      }
      await waitFor('an in-flight request', () => /incoming request/.test(service.output()));
      const workerPids = new Set(
        Array.from(service.output().matchAll(/"pid":(\d+)/g), (m) => Number(m[1])).filter(
          (pid) => pid !== service.child.pid,
        ),
      );
      assert.equal(workerPids.size, 2, service.output());
      const { code, ms } = await signalAndTime(service, 'SIGTERM', 6_000);
      assert.equal(code, 0, `after ${ms} ms:\n${service.output()}`);
      assert.ok(ms < 3_000, `exit took ${ms} ms, expected about 1 s`);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      await waitFor('the workers to be gone', () => [...workerPids].every((pid) => !alive(pid)), 1_000);
      for (const socket of sockets) assert.ok(await closedWithin(socket, 1_000));
      // One stop line per worker, then the primary's.
      assert.equal((service.output().match(/"msg":"stopped after/g) ?? []).length, 2, service.output());
      assert.match(service.output(), /"exitCode":0,"msg":"stopped: workers gone/);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });
});
