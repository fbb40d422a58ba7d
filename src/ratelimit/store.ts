// The rate-limit contract: every type a store, a store factory or a caller
// needs. This module imports nothing, so every store can depend on it without
// a circle.

/** The answer of a rate-limit store to one hit. */
export interface RateLimitDecision {
  /** True when the hit was within the limit and was counted. */
  readonly allowed: boolean;
  /** The configured maximum per window. */
  readonly limit: number;
  /** Hits still allowed in the current window after this one. */
  readonly remaining: number;
  /**
   * Whole seconds (rounded up, at least 1 when refused) until the oldest counted
   * hit leaves the window, i.e. until one more hit would be allowed when full.
   */
  readonly resetSeconds: number;
}

/**
 * A sliding-window rate-limit store: at most `limit` counted hits per key in
 * any window of `windowMs` milliseconds. A refused hit is not counted.
 * The stores are listed, by kind, in registry.ts.
 */
export interface RateLimitStore {
  /** The store's kind (`memory`, `redis`, ...): a stable name for logs and metrics. */
  readonly name: string;
  /**
   * Counts one hit for `key` if the window has room, and reports the state.
   * A store that needs no I/O (memory) answers synchronously, so the hot path
   * of the default configuration allocates no promise; a remote store answers
   * with a promise. Callers handle both.
   */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
  /** Whether the store is usable right now (readiness), which store answers, and why not. */
  status(): StoreStatus;
  /** Releases timers and connections. */
  close(): Promise<void>;
}

/** Limits shared by every store. */
export interface RateLimitOptions {
  readonly limit: number;
  readonly windowMs: number;
}

/** Readiness of a store, reported by GET /readyz. */
export interface StoreStatus {
  /** False when the configured store cannot be used (e.g. its server is unreachable). */
  readonly ready: boolean;
  /** Which store answers hits right now: a kind, or a fallback (STORE_NAMES in registry.ts). */
  readonly store: string;
  /** Why it is not ready, in plain words. */
  readonly reason?: string;
}

/** A store on another machine (Redis, Redis Cluster), which can be unreachable. */
export interface RemoteStore extends RateLimitStore {
  /** What people call the store in a sentence ("Redis", "Redis Cluster"); used in messages. */
  readonly title: string;
  /** Hits reject when the store cannot answer in time; they never hang. */
  hit(key: string): Promise<RateLimitDecision>;
  /** Resolves when the store answers again (bounded in time), rejects with the reason otherwise. */
  probe(): Promise<void>;
  /** Calls `listener` whenever a connection drops, so that an outage is seen without traffic. */
  onConnectionLost(listener: (reason: string) => void): void;
}

/** Where a store reports outages; pino's logger fits. */
export interface StoreLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** What a remote store was asked to do: count a client's hit, or check that it answers. */
export type RemoteCommand = 'hit' | 'probe';

/**
 * Events for metrics (the stores know nothing of Prometheus). Every method is
 * called synchronously and must not throw.
 */
export interface StoreObserver {
  /**
   * A remote store finished one command: its latency in seconds and whether it
   * succeeded (a timeout, a refused connection or an error reply is a failure).
   */
  commandCompleted(store: string, command: RemoteCommand, seconds: number, ok: boolean): void;
  /**
   * The fallback store started (`active` true, with the reason) or stopped
   * answering in place of the shared store. It starts on each outage (one
   * call per outage, as with the warning in the log) and stops each time the
   * shared store answers again, including the first time after start-up. The
   * store answering right now is `status().store`.
   */
  fallbackChanged(active: boolean, reason?: string): void;
}

/** What every store factory gets, whatever the kind of store. */
export interface StoreContext extends RateLimitOptions {
  /** Bound of the in-memory store (also the fallback of a remote store). */
  readonly maxClients: number;
  /** Milliseconds clock of this instance (the in-memory store's and the fallback's); injectable for tests. */
  readonly now: () => number;
  /**
   * Test seam: the clock of a shared store's window. Absent, as in the service, a shared store
   * takes its time from the store itself (Redis TIME), so that instances whose clocks disagree
   * still share one exact window.
   */
  readonly windowClock?: (() => number) | undefined;
  readonly logger: StoreLogger;
  readonly observer?: StoreObserver | undefined;
}

/** Builds a store of one kind from that kind's own settings (a URL, seed nodes, ...). */
export type StoreFactory<Settings> = (settings: Settings, context: StoreContext) => RateLimitStore;
