import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { OVERLOAD_HOLD_MS } from '../src/http/event-loop-monitor.js';
import { rawRequest } from './support/raw-http.js';
import { startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

const THRESHOLD_MS = 50;

// Blocks this process's event loop, in which the service runs, as a CPU-bound handler would.
function blockEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

describe('readiness under overload', () => {
  it('/readyz answers 503 with the reason while the event loop is blocked, /healthz stays 200, then 200 again', async () => {
    const service = await startTestService({ READY_MAX_EVENT_LOOP_DELAY_MS: String(THRESHOLD_MS) });
    try {
      await waitFor('/readyz to answer 200 at start', async () =>
        (await rawRequest(`${service.url}/readyz`)).status === 200 ? true : undefined,
      );

      blockEventLoop(6 * THRESHOLD_MS);
      const started = performance.now();
      const [ready, health] = await Promise.all([
        rawRequest(`${service.url}/readyz`),
        rawRequest(`${service.url}/healthz`),
      ]);
      assert.equal(ready.status, 503, ready.text);
      assert.equal(ready.body.status, 'not_ready');
      assert.equal(ready.body.ready, false);
      assert.equal(ready.body.store, 'memory');
      assert.match(ready.body.reason, /event loop is \d+ ms behind.*READY_MAX_EVENT_LOOP_DELAY_MS \(50 ms\)/);
      assert.equal(health.status, 200);
      assert.deepEqual(health.body, { status: 'ok' });

      const recovered = await waitFor('/readyz to answer 200 again', async () => {
        const answer = await rawRequest(`${service.url}/readyz`);
        return answer.status === 200 ? answer : undefined;
      });
      assert.deepEqual(recovered.body, { status: 'ready', ready: true, store: 'memory' });
      // It recovers once the hold has passed, not at once (no flapping) and not much later.
      assert.ok(performance.now() - started >= OVERLOAD_HOLD_MS - 50);
    } finally {
      await service.close();
    }
  });

  it('READY_MAX_EVENT_LOOP_DELAY_MS=0 turns the check off', async () => {
    // A stall well past the default threshold, which a service with the default reports: had 0 been
    // ignored (the default taken instead) or taken as a threshold of 0 ms, the service with 0 would too.
    const defaultMs = loadConfig({}).readyMaxEventLoopDelayMs;
    assert.ok(defaultMs > 0);
    const [off, withDefault] = await Promise.all([
      startTestService({ READY_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      startTestService({ READY_MAX_EVENT_LOOP_DELAY_MS: String(defaultMs) }),
    ]);
    try {
      await waitFor('/readyz of the service with the default to answer 200', async () =>
        (await rawRequest(`${withDefault.url}/readyz`)).status === 200 ? true : undefined,
      );
      blockEventLoop(3 * defaultMs);
      const [offReady, defaultReady] = await Promise.all([
        rawRequest(`${off.url}/readyz`),
        rawRequest(`${withDefault.url}/readyz`),
      ]);
      assert.equal(defaultReady.status, 503, 'the stall is long enough to trip the default threshold');
      assert.equal(offReady.status, 200, offReady.text);
    } finally {
      await Promise.all([off.close(), withDefault.close()]);
    }
  });
});
