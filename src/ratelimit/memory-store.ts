import type { RateLimitDecision, RateLimitOptions, RateLimitStore } from './store.js';

/** The kind and name of the in-memory store. */
export const MEMORY_STORE_NAME = 'memory';

/** Options of the in-memory store. */
export interface MemoryStoreOptions extends RateLimitOptions {
  /** Most clients tracked at once; the least recently seen is evicted beyond it. */
  readonly maxClients: number;
  /** Milliseconds clock; injectable for tests. */
  readonly now?: () => number;
}

// One client's counted hits: a ring buffer of millisecond timestamps, oldest at `head`.
interface Window {
  stamps: Float64Array;
  head: number;
  size: number;
}

// Buffers start small and double up to `limit`, so a client that sends one
// request does not reserve room for a full window (with a large limit, say
// 100,000 for a benchmark, a full buffer per client would be 800 KB).
const INITIAL_CAPACITY = 8;

function grow(w: Window, limit: number): void {
  const capacity = Math.min(limit, w.stamps.length * 2);
  const stamps = new Float64Array(capacity);
  for (let i = 0; i < w.size; i++) stamps[i] = w.stamps[(w.head + i) % w.stamps.length] as number;
  w.stamps = stamps;
  w.head = 0;
}

/** The in-memory store: its hit answers synchronously. */
export interface MemoryStore extends RateLimitStore {
  hit(key: string): RateLimitDecision;
  /** Clients currently tracked. */
  size(): number;
}

/**
 * Sliding window over exact timestamps: a ring buffer of at most `limit`
 * stamps per client (grown on demand), so a hit costs O(expired stamps) and
 * memory per client is bounded by 8 * limit bytes plus a Map entry.
 *
 * Memory is bounded in total: the Map is kept in least-recently-seen order
 * (delete and re-insert on each hit), entries whose newest stamp has left the
 * window are dropped from the front, and beyond `maxClients` the least
 * recently seen client is evicted.
 */
export function createMemoryStore(options: MemoryStoreOptions): MemoryStore {
  const { limit, windowMs, maxClients } = options;
  const now = options.now ?? Date.now;
  const clients = new Map<string, Window>();

  function sweep(t: number): void {
    // The Map is in last-hit order, so the idle entries are at the front.
    for (const [key, w] of clients) {
      const newest = w.stamps[(w.head + w.size - 1) % w.stamps.length] as number;
      if (w.size > 0 && newest > t - windowMs) break;
      clients.delete(key);
    }
  }

  function hit(key: string): RateLimitDecision {
    const t = now();
    let w = clients.get(key);
    if (w === undefined) {
      sweep(t);
      if (clients.size >= maxClients) {
        const oldest = clients.keys().next();
        if (!oldest.done) clients.delete(oldest.value);
      }
      w = { stamps: new Float64Array(Math.min(limit, INITIAL_CAPACITY)), head: 0, size: 0 };
    } else {
      clients.delete(key);
    }
    clients.set(key, w);
    while (w.size > 0 && (w.stamps[w.head] as number) <= t - windowMs) {
      w.head = (w.head + 1) % w.stamps.length;
      w.size--;
    }
    const allowed = w.size < limit;
    if (allowed) {
      if (w.size === w.stamps.length) grow(w, limit);
      w.stamps[(w.head + w.size) % w.stamps.length] = t;
      w.size++;
    }
    const oldest = w.stamps[w.head] as number;
    const resetMs = oldest + windowMs - t;
    return {
      allowed,
      limit,
      remaining: limit - w.size,
      resetSeconds: Math.max(allowed ? 0 : 1, Math.ceil(resetMs / 1000)),
    };
  }

  return {
    name: MEMORY_STORE_NAME,
    hit,
    status: () => ({ ready: true, store: MEMORY_STORE_NAME }),
    size: () => clients.size,
    close: () => {
      clients.clear();
      return Promise.resolve();
    },
  };
}
