import { Redis } from 'ioredis';
import {
  createRedisWindowStore,
  type REDIS_TIMEOUTS,
  type RedisCommonOptions,
  type RedisCommonSettings,
  type RedisWindowStore,
  reconnectDelay,
  redisConnectionOptions,
} from './redis-window.js';

/** The kind and name of the single-node Redis store. */
export const REDIS_STORE_NAME = 'redis';
const TITLE = 'Redis';

/** What REDIS_URL configures. */
export interface RedisStoreSettings extends RedisCommonSettings {
  /** `redis://` or `rediss://` URL; it may carry a password, so it is never logged. */
  readonly url: string;
}

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions extends RedisStoreSettings, RedisCommonOptions {}

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
    ...redisConnectionOptions(options),
    enableOfflineQueue: false,
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
