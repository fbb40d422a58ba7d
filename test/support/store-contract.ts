import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, it } from 'node:test';
import { createRateLimitStore, type StoreKind, type StoreSelection } from '../../src/ratelimit/registry.js';
import type { RateLimitStore } from '../../src/ratelimit/store.js';
import { waitFor } from './wait-for.js';

// The rate-limit contract: the same tests for every store, one factory per store.
// test/ratelimit-contract.test.ts runs it for every kind of the registry (the
// cluster in test/redis-cluster.test.ts, which shares its cluster).

interface FakeClock {
  now: () => number;
  set(ms: number): void;
}

// Starts far from zero, like Date.now(), so that scores and cutoffs are real-sized numbers.
const T0 = 1_750_000_000_000;

function fakeClock(): FakeClock {
  let t = T0;
  return {
    now: () => t,
    set: (ms) => {
      t = T0 + ms;
    },
  };
}

export interface StoreFactory {
  readonly name: string;
  readonly options: { skip?: string };
  setUp(): Promise<void>;
  create(limit: number, windowMs: number, now: () => number): Promise<RateLimitStore>;
  /** Fails when the store stopped using what it is meant to test (e.g. fell back to memory). */
  check(store: RateLimitStore): void;
  tearDown(): Promise<void>;
}

/** Where the stores of one kind keep their state: nothing, a redis-server, a cluster. */
export interface ContractBackend {
  /** `describe` options: a skip when the backend cannot run here. */
  readonly options: { skip?: string };
  setUp(): Promise<void>;
  /** The selection of a store with its own key prefix, so that stores do not share clients. */
  selection(keyPrefix: string): StoreSelection;
  tearDown(): Promise<void>;
}

const SILENT_LOGGER = { warn: () => {}, info: () => {} };

/** The stores of one kind, built as the service builds them (createRateLimitStore). */
export function configuredStoreFactory(kind: StoreKind, backend: ContractBackend): StoreFactory {
  return {
    name: `${kind} (createRateLimitStore, as configured)`,
    options: backend.options,
    setUp: () => backend.setUp(),
    async create(limit, windowMs, now) {
      const selection = backend.selection(`test:${randomUUID()}:`);
      // The fake clock drives the shared stores' window too (windowClock; the service leaves it to Redis's TIME).
      const context = { limit, windowMs, maxClients: 1_000, now, windowClock: now, logger: SILENT_LOGGER };
      const store = createRateLimitStore(selection, context);
      assert.equal(store.name, kind, 'a store reports its kind as its name');
      await waitFor(`the ${kind} store to be ready`, () => (store.status().ready ? true : undefined));
      assert.equal(store.status().store, kind);
      return store;
    },
    check(store) {
      // A shared store that fell back to memory would pass the contract without being tested.
      assert.deepEqual(store.status(), { ready: true, store: kind });
    },
    tearDown: () => backend.tearDown(),
  };
}

/** Declares the contract's tests for the stores that `factory` builds. */
export function describeStoreContract(factory: StoreFactory): void {
  describe(`rate-limit store contract: ${factory.name}`, factory.options, () => {
    const stores: RateLimitStore[] = [];
    const clock = fakeClock();

    async function newStore(limit: number, windowMs: number): Promise<RateLimitStore> {
      clock.set(0);
      const store = await factory.create(limit, windowMs, clock.now);
      stores.push(store);
      return store;
    }

    before(() => factory.setUp());
    afterEach(() => {
      for (const store of stores) factory.check(store);
    });
    after(async () => {
      for (const store of stores) await store.close();
      await factory.tearDown();
    });

    it('refuses the (limit+1)th hit inside the window', async () => {
      const store = await newStore(60, 60_000);
      for (let i = 0; i < 60; i++) {
        clock.set(i * 100);
        const decision = await store.hit('198.51.100.1');
        assert.equal(decision.allowed, true, `hit ${i + 1} must be allowed`);
        assert.equal(decision.remaining, 59 - i);
        assert.equal(decision.limit, 60);
      }
      clock.set(59_999);
      const refused = await store.hit('198.51.100.1');
      assert.deepEqual(refused, { allowed: false, limit: 60, remaining: 0, resetSeconds: 1 });
    });

    it('lets hits age out one by one (a sliding window, not a fixed one)', async () => {
      const store = await newStore(3, 1_000);
      const key = '198.51.100.2';
      for (const t of [0, 400, 800]) {
        clock.set(t);
        assert.equal((await store.hit(key)).allowed, true, `hit at ${t} ms`);
      }
      clock.set(999);
      assert.equal((await store.hit(key)).allowed, false, 'the hit at 0 ms is still inside the window at 999 ms');
      // At 1000 ms only the hit made at 0 ms has left: exactly one more is allowed
      // (a fixed window starting at 1000 ms would allow three).
      clock.set(1_000);
      assert.equal((await store.hit(key)).allowed, true, 'one slot frees at 1000 ms');
      assert.equal((await store.hit(key)).allowed, false, 'only one slot frees at 1000 ms');
      clock.set(1_399);
      assert.equal((await store.hit(key)).allowed, false, 'the hit at 400 ms leaves at 1400 ms, not before');
      clock.set(1_400);
      const atFourteen = await store.hit(key);
      assert.equal(atFourteen.allowed, true, 'the hit at 400 ms has left at 1400 ms');
      assert.equal(atFourteen.remaining, 0);
      clock.set(1_800);
      assert.equal((await store.hit(key)).allowed, true, 'the hit at 800 ms has left at 1800 ms');
      assert.equal((await store.hit(key)).allowed, false);
    });

    it('reports remaining hits and whole seconds until the oldest hit leaves', async () => {
      const store = await newStore(5, 10_000);
      const key = '198.51.100.3';
      clock.set(0);
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 4, resetSeconds: 10 });
      clock.set(2_500);
      // The oldest hit (0 ms) leaves at 10 000 ms: 7.5 s away, rounded up.
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 3, resetSeconds: 8 });
      clock.set(2_600);
      await store.hit(key);
      await store.hit(key);
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 0, resetSeconds: 8 });
      clock.set(3_000);
      assert.deepEqual(await store.hit(key), { allowed: false, limit: 5, remaining: 0, resetSeconds: 7 });
      clock.set(9_999);
      // 1 ms left still reads as one whole second, never 0, when refused.
      assert.deepEqual(await store.hit(key), { allowed: false, limit: 5, remaining: 0, resetSeconds: 1 });
      clock.set(10_000);
      // The 0 ms hit has left; the oldest now is the 2500 ms hit, 2.5 s away.
      assert.deepEqual(await store.hit(key), { allowed: true, limit: 5, remaining: 0, resetSeconds: 3 });
    });

    it('does not count a refused hit', async () => {
      const store = await newStore(2, 1_000);
      const key = '198.51.100.4';
      clock.set(0);
      await store.hit(key);
      clock.set(500);
      await store.hit(key);
      for (const t of [600, 700, 900]) {
        clock.set(t);
        assert.equal((await store.hit(key)).allowed, false, `hit at ${t} ms`);
      }
      // Had the refused hits at 600-900 ms been counted, the window would still be full.
      clock.set(1_000);
      const decision = await store.hit(key);
      assert.equal(decision.allowed, true);
      assert.equal(decision.remaining, 0);
      clock.set(1_500);
      assert.equal((await store.hit(key)).allowed, true);
    });

    it('keeps the budgets of different keys apart', async () => {
      const store = await newStore(3, 60_000);
      for (let i = 0; i < 3; i++) await store.hit('198.51.100.5');
      assert.equal((await store.hit('198.51.100.5')).allowed, false);
      assert.deepEqual(await store.hit('198.51.100.6'), { allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
      assert.deepEqual(await store.hit('2001:db8:0:1::/64'), {
        allowed: true,
        limit: 3,
        remaining: 2,
        resetSeconds: 60,
      });
      assert.equal((await store.hit('198.51.100.5')).allowed, false, 'other keys do not free a full one');
    });

    it('never lets more than the limit through when 200 hits arrive at once', async () => {
      const store = await newStore(60, 60_000);
      clock.set(0);
      const decisions = await Promise.all(Array.from({ length: 200 }, () => store.hit('198.51.100.7')));
      const allowed = decisions.filter((d) => d.allowed);
      assert.equal(allowed.length, 60);
      // Each allowed hit saw a distinct count: no two hits read the same state.
      assert.deepEqual(
        allowed.map((d) => d.remaining).sort((a, b) => a - b),
        Array.from({ length: 60 }, (_, i) => i),
      );
      assert.ok(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.resetSeconds === 60));
      assert.equal((await store.hit('198.51.100.7')).allowed, false);
    });
  });
}
