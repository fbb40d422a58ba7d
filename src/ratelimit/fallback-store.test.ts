import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate as flush } from 'node:timers/promises';
import { createFallbackStore, type FallbackClock } from './fallback-store.js';
import type { RateLimitDecision, RateLimitStore, RemoteStore } from './store.js';

/** A clock whose time moves only when told, running the scheduled calls that fall due. */
function fakeClock(): FallbackClock & { advance(ms: number): Promise<void>; pending(): number } {
  let now = 0;
  let queue: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    schedule(run, delayMs) {
      const entry = { at: now + delayMs, run };
      queue.push(entry);
      return () => {
        queue = queue.filter((e) => e !== entry);
      };
    },
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = queue.filter((e) => e.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        queue = queue.filter((e) => e !== due);
        now = due.at;
        due.run();
        await flush();
      }
      now = until;
    },
    pending: () => queue.length,
  };
}

const DECISION: RateLimitDecision = { allowed: true, limit: 60, remaining: 59, resetSeconds: 60 };

/** A primary whose probes and hits succeed or fail as the test says, counting both. */
function fakePrimary() {
  const state = { up: true, probes: 0, hits: 0, closed: false };
  const primary: RemoteStore = {
    name: 'redis',
    title: 'Redis',
    async hit() {
      state.hits++;
      if (!state.up) throw new Error('timed out');
      return DECISION;
    },
    async probe() {
      state.probes++;
      if (!state.up) throw new Error('connection refused');
    },
    onConnectionLost() {},
    status: () => ({ ready: true, store: 'redis' }),
    async close() {
      state.closed = true;
    },
  };
  return { primary, state };
}

function countingFallback(): RateLimitStore & { hits: number } {
  const store = {
    name: 'memory',
    hits: 0,
    hit() {
      store.hits++;
      return DECISION;
    },
    status: () => ({ ready: true, store: 'memory' }),
    async close() {},
  };
  return store;
}

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown> }[] = [];
  return {
    lines,
    warn: (details: object) => lines.push({ level: 'warn', details: details as Record<string, unknown> }),
    info: (details: object) => lines.push({ level: 'info', details: details as Record<string, unknown> }),
  };
}

describe('createFallbackStore with an injected clock', () => {
  it('counts in memory until the first probe succeeds, then uses the primary', async () => {
    const clock = fakeClock();
    const { primary, state } = fakePrimary();
    const fallback = countingFallback();
    const store = createFallbackStore({ primary, fallback, logger: recordingLogger(), clock });
    assert.equal(store.status().ready, false);
    await store.hit('a');
    assert.deepEqual([fallback.hits, state.hits], [1, 0]);
    await clock.advance(0);
    assert.equal(state.probes, 1);
    assert.deepEqual(store.status(), { ready: true, store: 'redis' });
    await store.hit('a');
    assert.deepEqual([fallback.hits, state.hits], [1, 1]);
    await store.close();
  });

  it('probes every retryIntervalMs during an outage and logs its exact length when the primary is back', async () => {
    const clock = fakeClock();
    const { primary, state } = fakePrimary();
    const fallback = countingFallback();
    const logger = recordingLogger();
    const store = createFallbackStore({ primary, fallback, logger, clock, retryIntervalMs: 500 });
    await clock.advance(0);
    await clock.advance(1_000);
    state.up = false;
    await store.hit('a'); // fails on the primary: the outage starts at t = 1000
    assert.equal(store.status().store, 'memory-fallback');
    await store.hit('a');
    assert.deepEqual([fallback.hits, state.hits], [2, 1], 'in an outage hits skip the primary');
    await clock.advance(499);
    assert.equal(state.probes, 1, 'no probe before the interval');
    await clock.advance(1);
    await clock.advance(500);
    assert.equal(state.probes, 3, 'one probe per interval while the primary is down');
    state.up = true;
    await clock.advance(500);
    assert.equal(store.status().ready, true);
    const back = logger.lines.at(-1);
    assert.equal(back?.level, 'info');
    assert.equal(back?.details.outageMs, 1_500);
    assert.equal(back?.details.fallbackHits, 2);
    assert.equal(logger.lines.filter((line) => line.level === 'warn').length, 1, 'one warning per outage');
    await store.close();
  });

  it('schedules nothing once closed', async () => {
    const clock = fakeClock();
    const { primary, state } = fakePrimary();
    state.up = false;
    const store = createFallbackStore({ primary, fallback: countingFallback(), logger: recordingLogger(), clock });
    await clock.advance(0);
    assert.equal(clock.pending(), 1, 'a failed probe schedules the next');
    await store.close();
    assert.equal(clock.pending(), 0);
    assert.equal(state.closed, true);
  });
});
