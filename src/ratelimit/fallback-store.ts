import type { StoreLogger } from './create-store.js';
import type { RateLimitDecision, RateLimitStore, StoreStatus } from './store.js';

/** A store on another machine (Redis), which can be unreachable. */
export interface RemoteStore extends RateLimitStore {
  /** Resolves when the store answers again (bounded in time), rejects with the reason otherwise. */
  probe(): Promise<void>;
  /** Calls `listener` whenever the connection drops, so an outage is seen without traffic. */
  onConnectionLost(listener: (reason: string) => void): void;
}

/** Options of {@link createFallbackStore}. */
export interface FallbackStoreOptions {
  /** The shared store (Redis); its hits reject when it cannot answer in time. */
  readonly primary: RemoteStore;
  /** This process's own store (memory), used while the primary is unreachable. */
  readonly fallback: RateLimitStore;
  readonly logger: StoreLogger;
  /** Pause between two probes of an unreachable primary (ms), 500 unless told. */
  readonly retryIntervalMs?: number;
}

/** Milliseconds between probes of an unreachable Redis. */
export const FALLBACK_RETRY_INTERVAL_MS = 500;

type Mode = 'connecting' | 'redis' | 'outage';

/**
 * Redis with an in-memory fallback, so that the service keeps answering when
 * Redis is unreachable at start or goes away later.
 *
 * While Redis works, every hit goes to it. The first failed hit (a reply
 * timeout, a refused connection) or a dropped connection starts an outage:
 * one warning is logged, `status()` turns not ready, and hits are counted by
 * this process alone in the fallback store, without trying Redis (so no
 * request waits on it). Meanwhile Redis is probed every `retryIntervalMs`;
 * the first successful probe ends the outage with one info line, and hits go
 * to Redis again. Until the first probe succeeds at start-up, hits also go
 * to the fallback.
 */
export function createFallbackStore(options: FallbackStoreOptions): RateLimitStore {
  const { primary, fallback, logger } = options;
  const retryIntervalMs = options.retryIntervalMs ?? FALLBACK_RETRY_INTERVAL_MS;
  let mode: Mode = 'connecting';
  let reason = 'connecting to Redis; this process limits requests in its own memory meanwhile';
  let outageStartedAt = 0;
  let fallbackHits = 0;
  let probing = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function enterOutage(detail: string): void {
    if (closed) return;
    reason = `Redis is unreachable (${detail}); this process limits requests in its own memory until Redis is back`;
    if (mode === 'outage') return;
    mode = 'outage';
    outageStartedAt = Date.now();
    fallbackHits = 0;
    logger.warn(
      { store: 'memory-fallback', reason: detail },
      'Redis is unreachable: rate limits are counted per process in memory until it is back',
    );
    scheduleProbe(retryIntervalMs);
  }

  function useRedis(): void {
    if (mode === 'outage') {
      logger.info(
        { store: 'redis', outageMs: Date.now() - outageStartedAt, fallbackHits },
        'Redis is back: rate limits are shared through Redis again',
      );
    } else if (mode === 'connecting') {
      logger.info({ store: 'redis' }, 'rate limits are shared through Redis');
    }
    mode = 'redis';
  }

  function scheduleProbe(delayMs: number): void {
    if (closed || probing || timer !== undefined) return;
    timer = setTimeout(runProbe, delayMs);
    // A pending probe must not keep a finished process alive.
    timer.unref();
  }

  async function runProbe(): Promise<void> {
    timer = undefined;
    probing = true;
    let failure: string | undefined;
    try {
      await primary.probe();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    probing = false;
    if (closed) return;
    if (failure === undefined) {
      useRedis();
      return;
    }
    enterOutage(failure);
    scheduleProbe(retryIntervalMs);
  }

  primary.onConnectionLost((detail) => {
    // While connecting or already in an outage, the probe loop is in charge.
    if (mode === 'redis') enterOutage(detail);
  });
  scheduleProbe(0);

  return {
    async hit(key: string): Promise<RateLimitDecision> {
      if (mode === 'redis') {
        try {
          return await primary.hit(key);
        } catch (error) {
          enterOutage(error instanceof Error ? error.message : String(error));
        }
      }
      fallbackHits++;
      return fallback.hit(key);
    },
    status(): StoreStatus {
      return mode === 'redis' ? { ready: true, store: 'redis' } : { ready: false, store: 'memory-fallback', reason };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await primary.close();
      await fallback.close();
    },
  };
}
