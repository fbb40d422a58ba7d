import { randomBytes } from 'node:crypto';
import { Redis, type Result } from 'ioredis';
import type { RemoteStore } from './fallback-store.js';
import type { RateLimitDecision, RateLimitOptions } from './store.js';

// The sliding window of memory-store.ts, run inside Redis so that checking and
// counting are one atomic step: no other hit on the key can interleave, so
// concurrent hits from many instances never let more than `limit` through.
// KEYS[1] = the client's sorted set; ARGV = now, cutoff (now - window), limit,
// window (ms), member. Scores are hit times in ms; a hit at or before the
// cutoff has left the window (the memory store's `<= t - windowMs`).
// Returns {allowed (0/1), counted hits, score of the oldest counted hit}.
const HIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[5])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {allowed, count, oldest[2]}
`;

const HIT_COMMAND = 'pwgenRateLimitHit';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    pwgenRateLimitHit(
      key: string,
      now: string,
      cutoff: string,
      limit: string,
      windowMs: string,
      member: string,
    ): Result<[allowed: number, count: number, oldestScore?: string], Context>;
  }
}

/** Client timeouts of the Redis store, in milliseconds. */
export const REDIS_TIMEOUTS = {
  /** Longest wait for any reply; past it the call fails and the caller falls back. */
  command: 250,
  /** Longest wait for a TCP (or TLS) connection to be set up. */
  connect: 1_000,
  /** Longest a readiness probe waits for a connection in progress. */
  probe: 2_000,
  /** Ceiling of the back-off between reconnection attempts. */
  maxReconnectDelay: 1_000,
} as const;

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions extends RateLimitOptions {
  /** `redis://` or `rediss://` URL; it may carry a password, so it is never logged. */
  readonly url: string;
  /** Namespace of every key, e.g. `pwgen:rl:`. */
  readonly keyPrefix: string;
  /** Milliseconds clock; injectable for tests. */
  readonly now?: () => number;
  /** Overrides {@link REDIS_TIMEOUTS}.command. */
  readonly commandTimeoutMs?: number;
}

/** The Redis store: hits reject when Redis cannot answer in time. */
export interface RedisStore extends RemoteStore {
  /** The ioredis connection (exposed for tests and diagnostics). */
  readonly client: Redis;
}

/**
 * The Redis key of a client: the prefix, then the client key in braces. Each
 * script call touches one key only, so Redis Cluster always accepts it; the
 * hash tag keeps any future per-client key (a daily quota) in the same slot.
 */
export function redisKey(prefix: string, clientKey: string): string {
  return `${prefix}{${clientKey}}`;
}

/**
 * A sliding-window store in Redis, shared by every instance that uses the same
 * Redis and prefix: one sorted set of hit times per client, changed by one Lua
 * script per hit (one round trip, atomic), expiring by itself one window after
 * the last hit.
 *
 * Every call is bounded: no offline queue (a call while disconnected fails at
 * once), a {@link REDIS_TIMEOUTS}.command reply timeout, no retries or resends
 * of unanswered calls. The connection is opened in the background and
 * re-opened with a back-off of at most {@link REDIS_TIMEOUTS}.maxReconnectDelay.
 * Failures surface as rejected hits; {@link createFallbackStore} turns them
 * into an in-memory fallback.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const { limit, windowMs, keyPrefix } = options;
  const now = options.now ?? Date.now;
  const client = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs ?? REDIS_TIMEOUTS.command,
    connectTimeout: REDIS_TIMEOUTS.connect,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A resent hit would be counted twice: once in memory (the fallback) and
    // again in Redis when the connection returns.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, REDIS_TIMEOUTS.maxReconnectDelay),
  });
  client.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });

  let lastConnectionError: string | undefined;
  // Without a listener ioredis prints every failed reconnection attempt.
  client.on('error', (error: Error) => {
    lastConnectionError = error.message;
  });
  client.on('ready', () => {
    lastConnectionError = undefined;
  });

  // Members must be unique per hit, or two hits in the same millisecond would
  // collapse into one; a per-store random tag keeps instances apart.
  const instanceTag = randomBytes(6).toString('base64url');
  let sequence = 0;

  function notConnected(): Error {
    return new Error(
      `not connected to Redis (${client.status}${lastConnectionError === undefined ? '' : `: ${lastConnectionError}`})`,
    );
  }

  // Resolves once the connection is ready; rejects on a connection error, on
  // the end of the client or after REDIS_TIMEOUTS.probe.
  function connected(): Promise<void> {
    if (client.status === 'ready') return Promise.resolve();
    if (client.status === 'end') return Promise.reject(notConnected());
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        client.off('error', onError);
        client.off('end', onEnd);
        if (error === undefined) resolve();
        else reject(error);
      };
      const onReady = () => settle();
      const onError = (error: Error) => settle(new Error(`cannot connect to Redis: ${error.message}`));
      const onEnd = () => settle(notConnected());
      const timer = setTimeout(
        () => settle(new Error(`no connection to Redis within ${REDIS_TIMEOUTS.probe} ms`)),
        REDIS_TIMEOUTS.probe,
      );
      client.once('ready', onReady);
      client.once('error', onError);
      client.once('end', onEnd);
    });
  }

  return {
    client,
    async hit(clientKey: string): Promise<RateLimitDecision> {
      if (client.status !== 'ready') throw notConnected();
      // The clock is the caller's, not Redis's TIME, so that tests can inject
      // one. Across hosts the window is therefore only as exact as their clock
      // agreement: an instance whose clock runs ahead by d ms makes its hits
      // count d ms longer for the others (keep hosts on NTP).
      const t = now();
      const member = `${t}:${instanceTag}:${(sequence++).toString(36)}`;
      const [allowed, count, oldestScore] = await client.pwgenRateLimitHit(
        redisKey(keyPrefix, clientKey),
        String(t),
        String(t - windowMs),
        String(limit),
        String(windowMs),
        member,
      );
      // Lua drops a trailing nil, so a window with no counted hit (limit 0) has no score.
      const oldest = oldestScore === undefined ? t : Number(oldestScore);
      const resetMs = oldest + windowMs - t;
      return {
        allowed: allowed === 1,
        limit,
        remaining: limit - count,
        resetSeconds: Math.max(allowed === 1 ? 0 : 1, Math.ceil(resetMs / 1000)),
      };
    },
    async probe(): Promise<void> {
      await connected();
      // The probe runs the hit script itself (on its own short-lived key), not PING: a Redis
      // that answers PING but refuses the script (out of memory with noeviction, an ACL,
      // a MOVED from a cluster) would otherwise flap between Redis and the fallback.
      const t = now();
      await client.pwgenRateLimitHit(
        redisKey(keyPrefix, 'probe'),
        String(t),
        String(t - 1_000),
        '1000000',
        '1000',
        `probe:${instanceTag}:${(sequence++).toString(36)}`,
      );
    },
    status() {
      return client.status === 'ready'
        ? { ready: true, store: 'redis' }
        : { ready: false, store: 'redis', reason: notConnected().message };
    },
    onConnectionLost(listener: (reason: string) => void): void {
      client.on('close', () => listener(notConnected().message));
    },
    async close(): Promise<void> {
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // Fall through: drop the connection without waiting.
        }
      }
      client.disconnect();
    },
  };
}
