import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate as flush } from 'node:timers/promises';
import { createFallbackStore, type FallbackClock, type OwnCountStore } from './fallback-store.js';
import { createMemoryStore } from './memory-store.js';
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

const WINDOW_MS = 60_000;
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

function countingFallback(): OwnCountStore & { hits: number } {
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
    const store = createFallbackStore({ primary, fallback, logger: recordingLogger(), clock, windowMs: WINDOW_MS });
    assert.equal(store.status().ready, false);
    await store.hit('a');
    assert.deepEqual([fallback.hits, state.hits], [1, 0]);
    await clock.advance(0);
    assert.equal(state.probes, 1);
    assert.deepEqual(store.status(), { ready: true, store: 'redis' });
    await store.hit('a');
    assert.deepEqual([fallback.hits, state.hits], [2, 1], 'the primary answers; this process counts too');
    await store.close();
  });

  it('probes every retryIntervalMs during an outage and logs its exact length when the primary is back', async () => {
    const clock = fakeClock();
    const { primary, state } = fakePrimary();
    const fallback = countingFallback();
    const logger = recordingLogger();
    const store = createFallbackStore({ primary, fallback, logger, clock, retryIntervalMs: 500, windowMs: WINDOW_MS });
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
    const store = createFallbackStore({
      primary,
      fallback: countingFallback(),
      logger: recordingLogger(),
      clock,
      windowMs: WINDOW_MS,
    });
    await clock.advance(0);
    assert.equal(clock.pending(), 1, 'a failed probe schedules the next');
    await store.close();
    assert.equal(clock.pending(), 0);
    assert.equal(state.closed, true);
  });
});

// Issue 38: a Redis restart forgot the window (240 requests in 40 s against a limit of 60), and a
// 10 s freeze let 156 through, because the fallback started each outage from zero and its count
// was forgotten when Redis came back.
describe('createFallbackStore: the limit across an outage', () => {
  const LIMIT = 5;
  function setUp() {
    const clock = fakeClock();
    const { primary, state } = fakePrimary();
    const fallback = createMemoryStore({ limit: LIMIT, windowMs: WINDOW_MS, maxClients: 100, now: clock.now });
    const store = createFallbackStore({ primary, fallback, logger: recordingLogger(), clock, windowMs: WINDOW_MS });
    return { clock, state, store };
  }
  const allowedOf = async (store: RateLimitStore, hits: number) => {
    let allowed = 0;
    for (let i = 0; i < hits; i++) if ((await store.hit('a')).allowed) allowed++;
    return allowed;
  };

  it('an outage starts from what this process let through in the window, not from zero', async () => {
    const { clock, state, store } = setUp();
    await clock.advance(0);
    assert.equal(await allowedOf(store, 3), 3, 'the primary answers');
    state.up = false;
    assert.equal(await allowedOf(store, 10), LIMIT - 3, 'the outage allows what is left of the window');
    await clock.advance(WINDOW_MS);
    assert.equal(await allowedOf(store, 10), LIMIT, 'a window later, a full window');
    await store.close();
  });

  it('for one window after an outage, a hit needs room in this process too, and one refused here is not sent', async () => {
    const { clock, state, store } = setUp();
    await clock.advance(0);
    state.up = false;
    assert.equal(await allowedOf(store, LIMIT), LIMIT, 'the outage: counted here');
    state.up = true;
    await clock.advance(1_000); // a probe succeeds: the primary, empty as a restarted Redis, is back
    assert.equal(store.status().ready, true);
    const hitsBefore = state.hits;
    const refused = await store.hit('a');
    assert.equal(refused.allowed, false, 'the window is full in this process, whatever the primary says');
    assert.ok(refused.resetSeconds >= 1);
    assert.equal(state.hits, hitsBefore, 'a hit refused here never reaches the primary');
    await clock.advance(WINDOW_MS - 1_000);
    assert.equal(await allowedOf(store, 1), 1, 'the outage hits have left the window');
    assert.equal(state.hits, hitsBefore + 1);
    await store.close();
  });
});
