import { createFallbackStore } from './fallback-store.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';
import type { RateLimitStore } from './store.js';

/** Where a store reports outages; pino's logger fits. */
export interface StoreLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Options of {@link createRateLimitStore}. */
export interface CreateStoreOptions {
  readonly limit: number;
  readonly windowMs: number;
  /** Bound of the in-memory store (also the fallback store when Redis is down). */
  readonly maxClients: number;
  /** When set, state lives in Redis and is shared by every instance. */
  readonly redisUrl?: string | undefined;
  readonly redisKeyPrefix: string;
  readonly now: () => number;
  readonly logger: StoreLogger;
}

/**
 * The configured store: in-memory by default; with `redisUrl`, Redis shared by
 * every instance, falling back to this process's memory while Redis is down.
 */
export function createRateLimitStore(options: CreateStoreOptions): RateLimitStore {
  const memory = createMemoryStore({
    limit: options.limit,
    windowMs: options.windowMs,
    maxClients: options.maxClients,
    now: options.now,
  });
  if (options.redisUrl === undefined) return memory;
  return createFallbackStore({
    primary: createRedisStore({
      url: options.redisUrl,
      keyPrefix: options.redisKeyPrefix,
      limit: options.limit,
      windowMs: options.windowMs,
      now: options.now,
    }),
    fallback: memory,
    logger: options.logger,
  });
}
