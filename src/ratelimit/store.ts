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
 * Implementations: memory (default) and Redis (shared by several instances).
 */
export interface RateLimitStore {
  /**
   * Counts one hit for `key` if the window has room, and reports the state.
   * A store that needs no I/O (memory) answers synchronously, so the hot path
   * of the default configuration allocates no promise; callers handle both.
   */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
  /** Whether the configured store is usable right now (readiness), and why not. */
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
  /** False when the configured store cannot be used (e.g. Redis unreachable). */
  readonly ready: boolean;
  /** Which store answers hits right now. */
  readonly store: 'memory' | 'redis' | 'memory-fallback';
  /** Why it is not ready, in plain words. */
  readonly reason?: string;
}
