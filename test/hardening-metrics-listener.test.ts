// Issue 38, item 7: with the open-file limit at 2,048, 2,100 idle connections to the metrics port made
// every public request fail, /readyz included. The metrics listener now has its own cap and idle timeout.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { METRICS_MAX_CONNECTIONS, type MetricsListener, startMetricsListener } from '../src/metrics/listener.js';
import { closedWithin, openSocket } from './support/raw-socket.js';
import { type SpawnedService, spawnService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

/** GET on a new connection; resolves with the status, or the error code when no answer came within 5 s. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

/** Opens `count` connections that send nothing; `open()` says how many the server has not closed yet. */
function idleConnections(port: number, count: number): { open(): number; destroy(): void } {
  const sockets: Socket[] = [];
  let closed = 0;
  for (let i = 0; i < count; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.once('close', () => closed++);
    sockets.push(socket);
  }
  return {
    open: () => count - closed,
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe('idle connections to the metrics port take nothing from the public port', () => {
  // The attack's shape at a smaller scale: more idle metrics connections than the process has descriptors.
  const DESCRIPTORS = 256;
  const IDLE = 400;
  let service: SpawnedService;
  let metricsPort: number;
  before(async () => {
    // The event-loop readiness check is off, as in startTestService: this machine is shared, and
    // a stall of another process's making must not turn /readyz to 503 in a test about descriptors.
    const env = { METRICS_PORT: '0', READY_MAX_EVENT_LOOP_DELAY_MS: '0' };
    service = await spawnService(env, 10_000, undefined, DESCRIPTORS);
    const url = await waitFor(
      'the metrics listener',
      () => /metrics listening at (http:\S+?)"/.exec(service.output())?.[1] ?? undefined,
    );
    metricsPort = Number(new URL(url).port);
  });
  after(() => service.stop());

  it(`${IDLE} idle metrics connections under ulimit -n ${DESCRIPTORS}: the public port and /readyz answer, the cap holds`, async () => {
    const idle = idleConnections(metricsPort, IDLE);
    try {
      // Every connection beyond the cap is closed (the oldest idle ones make room for the new) as it
      // arrives, well before the idle timeout (5 s) could close any.
      await waitFor(
        `at most ${METRICS_MAX_CONNECTIONS} metrics connections open`,
        () => idle.open() <= METRICS_MAX_CONNECTIONS,
        3_000,
      );
      const statuses = await Promise.all([
        ...Array.from({ length: 40 }, () => get(`${service.url}/healthz`)),
        ...Array.from({ length: 10 }, () => get(`${service.url}/readyz`)),
      ]);
      assert.deepEqual(
        statuses.filter((status) => status !== 200),
        [],
        'every public request and /readyz answered 200',
      );
      // A scraper still gets in: its new connection closes the oldest idle one.
      assert.equal(await get(`http://127.0.0.1:${metricsPort}/metrics`), 200);
      await waitFor('the warning', () => service.output().includes('metrics listener at its connection cap'));
    } finally {
      idle.destroy();
    }
  });
});

describe('the metrics listener bounds its connections', () => {
  const CAP = 4;
  const IDLE_MS = 300;
  let listener: MetricsListener;
  let port: number;
  /** While `hold`, each scrape waits in flight until released; renders answer at once otherwise. */
  const releases: (() => void)[] = [];
  let hold = false;
  before(async () => {
    listener = await startMetricsListener({
      host: '127.0.0.1',
      port: 0,
      contentType: 'text/plain; version=0.0.4',
      render: () => (hold ? new Promise((done) => releases.push(() => done('up 1\n'))) : Promise.resolve('up 1\n')),
      maxConnections: CAP,
      idleTimeoutMs: IDLE_MS,
    });
    port = Number(new URL(listener.url).port);
  });
  after(() => listener.close());

  it('a connection that sends nothing is closed after the idle timeout', async () => {
    const socket = await openSocket(port);
    const started = Date.now();
    assert.equal(await closedWithin(socket, 5_000), true);
    const took = Date.now() - started;
    assert.ok(took >= IDLE_MS - 50 && took < IDLE_MS + 1_500, `closed after ${took} ms`);
  });

  it('a connection kept alive after a scrape is closed after the idle timeout', async () => {
    const socket = await openSocket(port);
    socket.write('GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n');
    const started = Date.now();
    assert.equal(await closedWithin(socket, 5_000), true);
    assert.ok(Date.now() - started < IDLE_MS + 1_500);
  });

  it('past the cap, the oldest idle connection is closed for the new one', async () => {
    const sockets = await Promise.all(Array.from({ length: CAP }, () => openSocket(port)));
    const oldest = closedWithin(sockets[0] as Socket, IDLE_MS / 2);
    const newest = await openSocket(port);
    assert.equal(await oldest, true, 'the oldest idle connection was closed');
    assert.equal(await closedWithin(sockets[1] as Socket, 10), false, 'the others stay open');
    for (const socket of [...sockets, newest]) socket.destroy();
  });

  it('past the cap with every connection answering a scrape, the new connection is closed at once', async () => {
    hold = true;
    const sockets = await Promise.all(Array.from({ length: CAP }, () => openSocket(port)));
    for (const socket of sockets) socket.write('GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n');
    try {
      await waitFor('the scrapes to be in flight', () => releases.length === CAP);
      await new Promise((done) => setTimeout(done, 50));
      const extra = await openSocket(port);
      assert.equal(await closedWithin(extra, IDLE_MS / 2), true, 'the new connection was closed');
      for (const socket of sockets) assert.equal(socket.destroyed, false, 'no scrape in flight was cut');
    } finally {
      hold = false;
      for (const done of releases) done();
      for (const socket of sockets) socket.destroy();
    }
  });
});
