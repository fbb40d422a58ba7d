import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Cluster, Redis, RedisOptions, Result } from 'ioredis';
import type { RateLimitDecision, RateLimitOptions, RemoteCommand, RemoteStore, StoreObserver } from './store.js';

// The parts shared by the Redis and Redis Cluster stores: the sliding-window
// script, the key layout, the client timeouts, and waiting for a connection.

// The sliding window of memory-store.ts, run inside Redis so that checking and
// counting are one atomic step: no other hit on the key can interleave, so
// concurrent hits from many instances never let more than `limit` through.
// The time is Redis's own (TIME, in ms), never the calling instance's: every
// instance sharing the Redis (or the key's node, on a cluster) counts on one
// clock, so a host whose clock runs ahead or behind changes nothing. ARGV[1]
// replaces it only when a test gives a clock (empty otherwise).
// KEYS[1] = the client's sorted set; ARGV = test time or '', limit, window
// (ms), member. Scores are hit times in ms; a hit at or before now - window
// has left the window (the memory store's `<= t - windowMs`).
// Returns {allowed (0/1), counted hits, now (ms), score of the oldest counted hit}.
// It touches one key only, so a cluster runs it unchanged on the key's node.
// TIME before writes needs effects replication: the default from Redis 5 on.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
if now == nil then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local window = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now - window))
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], string.format('%d', now), ARGV[4])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {allowed, count, now, oldest[2]}
`;

const HIT_COMMAND = 'pwgenRateLimitHit';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    pwgenRateLimitHit(
      key: string,
      testNow: string,
      limit: string,
      windowMs: string,
      member: string,
    ): Result<[allowed: number, count: number, now: number, oldestScore?: string], Context>;
  }
}

/** Client timeouts of the Redis stores, in milliseconds. */
export const REDIS_TIMEOUTS = {
  /** Longest wait for any reply; past it the call fails and the caller falls back. */
  command: 250,
  /** Longest wait for a TCP (or TLS) connection to be set up. */
  connect: 1_000,
  /** Longest a readiness probe waits for a connection in progress. */
  probe: 2_000,
  /** Ceiling of the back-off between reconnection attempts. */
  maxReconnectDelay: 1_000,
  /** Longest wait, once closed, for a socket to finish closing before it is destroyed. */
  disconnect: 250,
} as const;

/** What every Redis store's configuration holds, whatever its topology. */
export interface RedisCommonSettings {
  /** Namespace of every key, e.g. `pwgen:rl:`; it must not contain braces (they would become the hash tag). */
  readonly keyPrefix: string;
  /** Longest wait for a reply (REDIS_COMMAND_TIMEOUT_MS); {@link REDIS_TIMEOUTS}.command when absent. */
  readonly commandTimeoutMs?: number | undefined;
}

/** The options every Redis store takes beside its settings: the limits, and the seams for tests and metrics. */
export interface RedisCommonOptions extends RedisCommonSettings, RateLimitOptions {
  /**
   * Test seam: the clock of the window. Absent (as in the service), the window takes its
   * time from Redis (TIME inside the script), never from this instance's clock.
   */
  readonly windowClock?: (() => number) | undefined;
  readonly observer?: StoreObserver | undefined;
}

/**
 * The options of every connection to a Redis node, a single server's or a cluster node's: the
 * timeouts, and no retries or resends of an unanswered call. A resent hit would be counted
 * twice: once in memory (the fallback) and again in Redis when the connection returns.
 */
export function redisConnectionOptions(settings: RedisCommonSettings): RedisOptions {
  return {
    commandTimeout: settings.commandTimeoutMs ?? REDIS_TIMEOUTS.command,
    connectTimeout: REDIS_TIMEOUTS.connect,
    disconnectTimeout: REDIS_TIMEOUTS.disconnect,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  };
}

/** The back-off between reconnection attempts: 100 ms, doubling, at most {@link REDIS_TIMEOUTS}.maxReconnectDelay. */
export function reconnectDelay(attempt: number): number {
  return Math.min(50 * 2 ** attempt, REDIS_TIMEOUTS.maxReconnectDelay);
}

/**
 * The Redis key of a client: the prefix, then the client key in braces. Each
 * script call touches one key only, and the braces are a hash tag: on a
 * cluster every key of one client (today one; a daily quota later) lives in
 * the same slot, and different clients spread over the nodes.
 */
export function redisKey(prefix: string, clientKey: string): string {
  return `${prefix}{${clientKey}}`;
}

/** Either kind of ioredis client: one node or a cluster. */
export type RedisClient = Redis | Cluster;

/** Options of {@link createHitScript}. */
export interface HitScriptOptions extends RateLimitOptions {
  /** The store's name, passed to the observer. */
  readonly store: string;
  readonly client: RedisClient;
  /** Namespace of every key, e.g. `pwgen:rl:`. */
  readonly keyPrefix: string;
  /** Test seam: the window's clock (ms). Absent, as in the service, the window runs on Redis's TIME. */
  readonly windowClock?: (() => number) | undefined;
  readonly observer?: StoreObserver | undefined;
}

/** The sliding-window script bound to one client. */
export interface HitScript {
  /** Counts one hit of `clientKey`; rejects when Redis fails or does not answer in time. */
  hit(clientKey: string): Promise<RateLimitDecision>;
  /** Runs the script on the short-lived key of `tag` (the key `{prefix}{tag}`); rejects like `hit`. */
  probe(tag: string): Promise<void>;
}

/** Defines the script on `client` (EVALSHA, with EVAL when the script is not cached) and binds it. */
export function createHitScript(options: HitScriptOptions): HitScript {
  const { store, client, keyPrefix, limit, windowMs, windowClock, observer } = options;
  client.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
  // Members must be unique per hit, or two hits in the same millisecond would
  // collapse into one; a per-store random tag keeps instances apart.
  const instanceTag = randomBytes(6).toString('base64url');
  let sequence = 0;

  function run(command: RemoteCommand, key: string, window: number, max: number, member: string) {
    const testNow = windowClock === undefined ? '' : String(windowClock());
    const call = client.pwgenRateLimitHit(key, testNow, String(max), String(window), member);
    if (observer === undefined) return call;
    const started = performance.now();
    return call.then(
      (reply) => {
        observer.commandCompleted(store, command, (performance.now() - started) / 1000, true);
        return reply;
      },
      (error: unknown) => {
        observer.commandCompleted(store, command, (performance.now() - started) / 1000, false);
        throw error;
      },
    );
  }

  return {
    async hit(clientKey) {
      const member = `${instanceTag}:${(sequence++).toString(36)}`;
      const [allowed, count, t, oldestScore] = await run(
        'hit',
        redisKey(keyPrefix, clientKey),
        windowMs,
        limit,
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
    async probe(tag) {
      // The probe runs the hit script itself (on its own short-lived key), not PING: a Redis
      // that answers PING but refuses the script (out of memory with noeviction, an ACL,
      // a cluster that is down) would otherwise flap between Redis and the fallback.
      await run('probe', redisKey(keyPrefix, tag), 1_000, 1_000_000, `probe:${instanceTag}:${sequence++}`);
    },
  };
}

/** Remembers the last connection error of a client, for messages (ioredis prints it otherwise). */
export function trackConnectionErrors(client: RedisClient): () => string | undefined {
  let lastConnectionError: string | undefined;
  // Without a listener ioredis prints every failed reconnection attempt.
  client.on('error', (error: Error) => {
    lastConnectionError = error.message;
  });
  client.on('ready', () => {
    lastConnectionError = undefined;
  });
  return () => lastConnectionError;
}

/**
 * Resolves once the client is ready; rejects on a connection error, on the
 * end of the client, or after {@link REDIS_TIMEOUTS}.probe. `title` names the
 * store in the messages, `notConnected` describes the state.
 */
export function connected(client: RedisClient, title: string, notConnected: () => Error): Promise<void> {
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
    const onError = (error: Error) => settle(new Error(`cannot connect to ${title}: ${error.message}`));
    const onEnd = () => settle(notConnected());
    const timer = setTimeout(
      () => settle(new Error(`no connection to ${title} within ${REDIS_TIMEOUTS.probe} ms`)),
      REDIS_TIMEOUTS.probe,
    );
    // A probe waiting for a connection must not keep a finished process alive.
    timer.unref();
    client.once('ready', onReady);
    client.once('error', onError);
    client.once('end', onEnd);
  });
}

/** Closes politely when connected (QUIT), at once otherwise. */
export async function closeClient(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: drop the connection without waiting.
    }
  }
  client.disconnect();
}

/** What {@link createRedisWindowStore} needs: a connected-or-connecting client and the store's names and limits. */
export interface RedisWindowStoreOptions<Client extends RedisClient> extends RateLimitOptions {
  /** The store's kind (`redis`, `redis-cluster`). */
  readonly name: string;
  /** The store in a sentence ("Redis", "Redis Cluster"). */
  readonly title: string;
  readonly client: Client;
  readonly keyPrefix: string;
  /** Test seam: the window's clock; absent, Redis's TIME (see {@link HitScriptOptions}). */
  readonly windowClock?: (() => number) | undefined;
  readonly observer?: StoreObserver | undefined;
  /** Checks that the store answers once connected: the script on `'probe'`, or one key per master. */
  readonly probe: (script: HitScript) => Promise<void>;
}

/** A sliding-window store over an ioredis client of either topology. */
export interface RedisWindowStore<Client extends RedisClient> extends RemoteStore {
  readonly client: Client;
}

/**
 * The store both topologies share: hits run the script when the client is
 * ready and reject at once otherwise; the probe waits for the connection
 * first; the status and the outage messages name the client's state and its
 * last connection error. `onConnectionLost` reports closed connections; a
 * topology with more to report adds its own listener.
 */
export function createRedisWindowStore<Client extends RedisClient>(
  options: RedisWindowStoreOptions<Client>,
): RedisWindowStore<Client> {
  const { name, title, client } = options;
  const lastConnectionError = trackConnectionErrors(client);
  const script = createHitScript({ ...options, store: name });
  function notConnected(): Error {
    const error = lastConnectionError();
    return new Error(`not connected to ${title} (${client.status}${error === undefined ? '' : `: ${error}`})`);
  }
  return {
    name,
    title,
    client,
    hit(clientKey) {
      if (client.status !== 'ready') return Promise.reject(notConnected());
      return script.hit(clientKey);
    },
    async probe() {
      await connected(client, title, notConnected);
      await options.probe(script);
    },
    status() {
      return client.status === 'ready'
        ? { ready: true, store: name }
        : { ready: false, store: name, reason: notConnected().message };
    },
    onConnectionLost(listener) {
      client.on('close', () => listener(notConnected().message));
    },
    close: () => closeClient(client),
  };
}
