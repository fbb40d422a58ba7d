import { Redis } from 'ioredis';
import { createRedisWindowStore, REDIS_TIMEOUTS, type RedisWindowStore, reconnectDelay } from './redis-window.js';
import type { RateLimitOptions, StoreObserver } from './store.js';

/** The kind and name of the single-node Redis store. */
export const REDIS_STORE_NAME = 'redis';
const TITLE = 'Redis';

/** What REDIS_URL configures. */
export interface RedisStoreSettings {
  /** `redis://` or `rediss://` URL; it may carry a password, so it is never logged. */
  readonly url: string;
  /** Namespace of every key, e.g. `pwgen:rl:`. */
  readonly keyPrefix: string;
  /** Longest wait for a reply (REDIS_COMMAND_TIMEOUT_MS); {@link REDIS_TIMEOUTS}.command when absent. */
  readonly commandTimeoutMs?: number | undefined;
}

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions extends RedisStoreSettings, RateLimitOptions {
  /**
   * Test seam: the clock of the window. Absent (as in the service), the window takes its
   * time from Redis (TIME inside the script), never from this instance's clock.
   */
  readonly windowClock?: (() => number) | undefined;
  readonly observer?: StoreObserver | undefined;
}

/** The Redis store: hits reject when Redis cannot answer in time; `client` is exposed for tests and diagnostics. */
export type RedisStore = RedisWindowStore<Redis>;

/**
 * A sliding-window store in one Redis server, shared by every instance that
 * uses the same Redis and prefix: one sorted set of hit times per client,
 * changed by one Lua script per hit (one round trip, atomic), expiring by
 * itself one window after the last hit.
 *
 * Every call is bounded: no offline queue (a call while disconnected fails at
 * once), a reply timeout (`commandTimeoutMs`, default {@link REDIS_TIMEOUTS}.command), no retries or resends
 * of unanswered calls. The connection is opened in the background and
 * re-opened with a back-off of at most {@link REDIS_TIMEOUTS}.maxReconnectDelay.
 * Failures surface as rejected hits; the fallback store turns them into an
 * in-memory fallback.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const client = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs ?? REDIS_TIMEOUTS.command,
    connectTimeout: REDIS_TIMEOUTS.connect,
    disconnectTimeout: REDIS_TIMEOUTS.disconnect,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A resent hit would be counted twice: once in memory (the fallback) and
    // again in Redis when the connection returns.
    autoResendUnfulfilledCommands: false,
    retryStrategy: reconnectDelay,
  });
  return createRedisWindowStore({
    ...options,
    name: REDIS_STORE_NAME,
    title: TITLE,
    client,
    probe: (script) => script.probe('probe'),
  });
}
