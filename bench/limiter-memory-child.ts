/**
 * Measures the in-memory limiter's heap. Run in its own process with
 * `node --expose-gc dist/bench/limiter-memory-child.js`; prints one JSON line
 * ({@link LimiterMemoryReport}) on stdout.
 */
import { createMemoryStore } from '../src/ratelimit/memory-store.js';

/** What the child reports. */
export interface LimiterMemoryReport {
  readonly full: {
    readonly clients: number;
    readonly hitsPerClient: number;
    readonly bytes: number;
    readonly bytesPerClient: number;
    readonly size: number;
    readonly refusedAfterFull: boolean;
    readonly seconds: number;
  };
  readonly bounded: {
    readonly maxClients: number;
    readonly arrivals: number;
    readonly hitsPerClient: number;
    readonly largestSize: number;
    readonly finalSize: number;
    readonly bytes: number;
    readonly seconds: number;
  };
  readonly largeLimit: {
    readonly limit: number;
    readonly clients: number;
    readonly bytesPerClient: number;
  };
}

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  process.stderr.write('run with node --expose-gc\n');
  process.exit(2);
}

// heapUsed plus the off-heap typed-array backing stores, after full collections.
function settledBytes(): number {
  for (let i = 0; i < 3; i++) gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const key = (i: number): string => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const WINDOW_MS = 60_000;
const t0 = 1_700_000_000_000;

// 1. 100,000 clients, each with a full window of 60 hits, nobody evicted.
function fullWindows(clients: number, limit: number) {
  const started = process.hrtime.bigint();
  let t = t0;
  const before = settledBytes();
  const store = createMemoryStore({ limit, windowMs: WINDOW_MS, maxClients: clients * 2, now: () => t });
  for (let c = 0; c < clients; c++) {
    const k = key(c);
    for (let h = 0; h < limit; h++) store.hit(k);
  }
  // All hits are inside one window (the clock advanced by less than a window).
  t += 1000;
  const after = settledBytes();
  const refusedAfterFull = !store.hit(key(0)).allowed && !store.hit(key(clients - 1)).allowed;
  const bytes = after - before;
  return {
    clients,
    hitsPerClient: limit,
    bytes,
    bytesPerClient: bytes / clients,
    size: store.size(),
    refusedAfterFull,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

// 2. maxClients = 100,000 and 200,000 distinct clients arriving.
function boundedArrivals(maxClients: number, arrivals: number, limit: number) {
  const started = process.hrtime.bigint();
  const t = t0;
  const before = settledBytes();
  const store = createMemoryStore({ limit, windowMs: WINDOW_MS, maxClients, now: () => t });
  let largestSize = 0;
  for (let c = 0; c < arrivals; c++) {
    const k = key(c);
    for (let h = 0; h < limit; h++) store.hit(k);
    if (store.size() > largestSize) largestSize = store.size();
  }
  const after = settledBytes();
  // store.size() after the measurement also keeps the store alive through it.
  return {
    maxClients,
    arrivals,
    hitsPerClient: limit,
    largestSize,
    finalSize: store.size(),
    bytes: after - before,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

// 3. Does a client reserve room for the whole limit? One hit each with a large limit.
function largeLimit(limit: number, clients: number) {
  const before = settledBytes();
  const store = createMemoryStore({ limit, windowMs: WINDOW_MS, maxClients: clients * 2, now: () => t0 });
  for (let c = 0; c < clients; c++) store.hit(key(c));
  const after = settledBytes();
  if (store.size() !== clients) throw new Error('unexpected size');
  return { limit, clients, bytesPerClient: (after - before) / clients };
}

const report: LimiterMemoryReport = {
  full: fullWindows(100_000, 60),
  bounded: boundedArrivals(100_000, 200_000, 60),
  largeLimit: largeLimit(100_000, 1000),
};
process.stdout.write(`${JSON.stringify(report)}\n`);
