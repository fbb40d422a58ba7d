import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { GENERATE_REQUEST, keepAliveLoad } from './support/keep-alive-load.js';
import { exitWithin } from './support/raw-socket.js';
import { spawnService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

describe('graceful shutdown', () => {
  it('SIGTERM lets an in-flight request complete, then the process exits 0', async () => {
    const service = await spawnService({ LOG_LEVEL: 'debug' });
    const target = new URL(service.url);
    const body = '{"length": 20, "count": 2}';
    let exitCode: number | null | undefined;
    const exited = new Promise<void>((resolve) => {
      service.child.once('exit', (code) => {
        exitCode = code;
        resolve();
      });
    });
    try {
      // Send the headers and half the body: the request is in flight until the rest arrives.
      const response = new Promise<{ status: number; text: string; connection: string | undefined }>(
        (resolve, reject) => {
          const req = request(
            {
              host: target.hostname,
              port: target.port,
              method: 'POST',
              path: '/v1/generate',
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                text += chunk;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }));
            },
          );
          req.on('error', reject);
          req.write(body.slice(0, 10));
          const sendRest = async () => {
            await waitFor('the request to reach the server', () => /incoming request/.test(service.output()));
            service.child.kill('SIGTERM');
            await waitFor('the service to start draining', () => /draining/.test(service.output()));
            assert.equal(exitCode, undefined, 'the process waits for the in-flight request');
            req.end(body.slice(10));
          };
          sendRest().catch(reject);
        },
      );
      const { status, text } = await response;
      const answeredAt = Date.now();
      assert.equal(status, 200, text);
      const parsed = JSON.parse(text);
      assert.equal(parsed.passwords.length, 2);
      assert.equal(parsed.passwords[0].length, 20);
      await exited;
      assert.equal(exitCode, 0, service.output());
      // The in-flight request's keep-alive socket must not hold the exit for keepAliveTimeout (5 s).
      assert.ok(Date.now() - answeredAt < 2_500, `exit took ${Date.now() - answeredAt} ms after the answer`);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('SIGINT also exits 0', async () => {
    const service = await spawnService({ LOG_LEVEL: 'info' });
    // "Server listening" is logged before process.ts installs its signal handlers; one answered
    // request shows start() has returned and the handlers are in place.
    assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
    const code = await new Promise<number | null>((resolve) => {
      service.child.once('exit', resolve);
      service.child.kill('SIGINT');
    });
    assert.equal(code, 0, service.output());
  });
});

// The reproducer of issue 19: keep-alive clients sending POST /v1/generate back to back, then SIGTERM.
describe('a rolling restart under load', () => {
  const RUNS = 3;
  const CONNECTIONS = 24;
  for (let run = 1; run <= RUNS; run++) {
    it(`run ${run} of ${RUNS}: ${CONNECTIONS} keep-alive clients lose no request they sent completely`, async () => {
      const service = await spawnService({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000' });
      const load = keepAliveLoad(service.port, CONNECTIONS, GENERATE_REQUEST);
      try {
        // Every client is connected and served (keep-alive), and the load is under way.
        await waitFor(
          'the load to be under way',
          () => load.served() === CONNECTIONS && load.answered() >= 10 * CONNECTIONS,
        );
        const exit = exitWithin(service.child, 5_000);
        service.child.kill('SIGTERM');
        const results = await load.finished;
        assert.equal(await exit, 0, service.output().slice(-2000));
        const lost = results.reduce((sum, r) => sum + r.lost, 0);
        const summary = JSON.stringify(results.map((r) => [r.sent, r.answered, r.toldToClose, r.reset]));
        assert.equal(lost, 0, `requests lost: ${lost}; [sent, answered, told to close, reset] per client: ${summary}`);
        // Every client was told, by its last answer, not to reuse the connection.
        assert.ok(
          results.every((r) => r.toldToClose && !r.reset),
          `every last answer says Connection: close: ${summary}`,
        );
      } finally {
        load.stop();
        if (service.child.exitCode === null) service.child.kill('SIGKILL');
      }
    });
  }
});
