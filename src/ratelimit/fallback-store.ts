import type {
  RateLimitDecision,
  RateLimitStore,
  RemoteStore,
  StoreLogger,
  StoreObserver,
  StoreStatus,
} from './store.js';

/** The clock and timers of a fallback store: the process's own unless a test passes fakes. */
export interface FallbackClock {
  /** Milliseconds, for the length of an outage. */
  now(): number;
  /** Runs `run` after `delayMs`; the pending call must not keep the process alive. */
  schedule(run: () => void, delayMs: number): () => void;
}

/** The process's clock and unref'd timers. */
export const SYSTEM_FALLBACK_CLOCK: FallbackClock = {
  now: () => Date.now(),
  schedule(run, delayMs) {
    const timer = setTimeout(run, delayMs);
    // A pending probe must not keep a finished process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A store that answers synchronously, as the memory store does: this process's own count. */
export interface OwnCountStore extends RateLimitStore {
  hit(key: string): RateLimitDecision;
}

/** Options of {@link createFallbackStore}. */
export interface FallbackStoreOptions {
  /** The shared store; its hits reject when it cannot answer in time. */
  readonly primary: RemoteStore;
  /**
   * This process's own store (memory, answering synchronously): it counts every hit this
   * process lets through, and answers alone while the primary is unreachable.
   */
  readonly fallback: OwnCountStore;
  /** The window (ms): after an outage, hits are checked against this process's own count too, for one window. */
  readonly windowMs: number;
  readonly logger: StoreLogger;
  readonly observer?: StoreObserver | undefined;
  /** Pause between two probes of an unreachable primary (ms), 500 unless told. */
  readonly retryIntervalMs?: number;
  /** The clock and timers; the process's own unless told. */
  readonly clock?: FallbackClock;
}

/** Milliseconds between probes of an unreachable primary. */
export const FALLBACK_RETRY_INTERVAL_MS = 500;

/** The name a fallback store reports while it answers: `memory-fallback` for the memory store. */
export function fallbackStoreName(fallback: string): string {
  return `${fallback}-fallback`;
}

type Mode = 'connecting' | 'primary' | 'outage';

/** Probes a primary until told to stop: at most one probe pending or running at a time. */
interface ProbeLoop {
  schedule(delayMs: number): void;
  stop(): void;
}

function createProbeLoop(
  primary: RemoteStore,
  clock: FallbackClock,
  settle: (failure: string | undefined) => void,
): ProbeLoop {
  let cancel: (() => void) | undefined;
  let probing = false;
  let stopped = false;

  async function run(): Promise<void> {
    cancel = undefined;
    probing = true;
    let failure: string | undefined;
    try {
      await primary.probe();
    } catch (error) {
      failure = messageOf(error);
    }
    probing = false;
    if (!stopped) settle(failure);
  }

  return {
    schedule(delayMs) {
      if (stopped || probing || cancel !== undefined) return;
      cancel = clock.schedule(() => void run(), delayMs);
    },
    stop() {
      stopped = true;
      cancel?.();
      cancel = undefined;
    },
  };
}

/**
 * A shared store with a per-process fallback, so that the service keeps
 * answering when the shared store is unreachable at start or goes away later.
 *
 * The fallback counts every hit this process lets through, the primary's
 * included, so an outage starts from what this process already let through
 * in the window rather than from zero. And it keeps counting across the
 * outage: the primary may come back without the hits of the outage (they were
 * counted here) or without any (a restarted Redis is empty), so for one
 * window after the fallback last answered, a hit must be allowed by this
 * process's count too, and is checked there first (a hit refused here never
 * reaches the primary, where it would count). What the limit guarantees, with
 * N processes sharing the primary: at most `limit` hits per client in any
 * window while the primary works; during an outage and in the window after it,
 * at most `limit` per process, so N x `limit` at worst (docs/operations.md).
 *
 * While the primary works, every hit goes to it. The first failed hit (a
 * reply timeout, a refused connection) or a dropped connection starts an
 * outage: one warning is logged, `status()` turns not ready, and hits are
 * counted by this process alone in the fallback store, without trying the
 * primary (so no request waits on it). Meanwhile the primary is probed every
 * `retryIntervalMs`; the first successful probe ends the outage with one info
 * line, and hits go to the primary again. Until the first probe succeeds at
 * start-up, hits also go to the fallback. Messages name the primary by its
 * title ("Redis", "Redis Cluster").
 */
export function createFallbackStore(options: FallbackStoreOptions): RateLimitStore {
  const { primary } = options;
  const clock = options.clock ?? SYSTEM_FALLBACK_CLOCK;
  const state: FallbackState = {
    options,
    title: primary.title,
    clock,
    retryIntervalMs: options.retryIntervalMs ?? FALLBACK_RETRY_INTERVAL_MS,
    fallbackName: fallbackStoreName(options.fallback.name),
    probes: createProbeLoop(primary, clock, (failure) => settleProbe(state, failure)),
    mode: 'connecting',
    reason: `connecting to ${primary.title}; this process limits requests in its own memory meanwhile`,
    outageStartedAt: 0,
    fallbackHits: 0,
    closed: false,
    ownCountUntil: -Infinity,
  };
  primary.onConnectionLost((detail) => {
    // While connecting or already in an outage, the probe loop is in charge.
    if (state.mode === 'primary') enterOutage(state, detail);
  });
  state.probes.schedule(0);
  return {
    name: primary.name,
    hit: (key) => hitStore(state, key),
    status: () => fallbackStatus(state),
    close: () => closeStores(state),
  };
}

/** What the fallback store's functions share: its options and parts, and where it stands. */
interface FallbackState {
  readonly options: FallbackStoreOptions;
  /** The primary in a sentence ("Redis", "Redis Cluster"). */
  readonly title: string;
  readonly clock: FallbackClock;
  readonly retryIntervalMs: number;
  readonly fallbackName: string;
  readonly probes: ProbeLoop;
  mode: Mode;
  /** Why the store is not ready, for `status()`. */
  reason: string;
  outageStartedAt: number;
  /** Hits the fallback answered in this outage, for the line that ends it. */
  fallbackHits: number;
  closed: boolean;
  /** Until when (clock.now()) hits are checked against this process's own count too: one window after the fallback last answered. */
  ownCountUntil: number;
}

/** A probe's outcome: the primary answers, or the outage goes on and the next probe is scheduled. */
function settleProbe(state: FallbackState, failure: string | undefined): void {
  if (failure === undefined) {
    usePrimary(state);
    return;
  }
  enterOutage(state, failure);
  state.probes.schedule(state.retryIntervalMs);
}

function enterOutage(state: FallbackState, detail: string): void {
  const { title, options } = state;
  if (state.closed) return;
  state.reason = `${title} is unreachable (${detail}); this process limits requests in its own memory until ${title} is back`;
  if (state.mode === 'outage') return;
  state.mode = 'outage';
  state.outageStartedAt = state.clock.now();
  state.fallbackHits = 0;
  options.logger.warn(
    { store: state.fallbackName, reason: detail },
    `${title} is unreachable: rate limits are counted per process in memory until it is back`,
  );
  options.observer?.fallbackChanged(true, detail);
  state.probes.schedule(state.retryIntervalMs);
}

function usePrimary(state: FallbackState): void {
  const { title, options } = state;
  const { primary, logger } = options;
  if (state.mode === 'outage') {
    logger.info(
      { store: primary.name, outageMs: state.clock.now() - state.outageStartedAt, fallbackHits: state.fallbackHits },
      `${title} is back: rate limits are shared through ${title} again`,
    );
  } else if (state.mode === 'connecting') {
    logger.info({ store: primary.name }, `rate limits are shared through ${title}`);
  }
  state.mode = 'primary';
  options.observer?.fallbackChanged(false);
}

/** Counts that the fallback answered: the window after which the primary alone decides again moves on. */
function countFallbackAnswer(state: FallbackState): void {
  state.fallbackHits++;
  state.ownCountUntil = state.clock.now() + state.options.windowMs;
}

function hitFallback(state: FallbackState, key: string): RateLimitDecision {
  countFallbackAnswer(state);
  return state.options.fallback.hit(key);
}

// The window after an outage: this process's count first (it counts the hit when it allows it), then the primary.
function hitBoth(state: FallbackState, key: string): RateLimitDecision | Promise<RateLimitDecision> {
  const { primary, fallback } = state.options;
  const own = fallback.hit(key);
  if (!own.allowed) return own;
  return primary.hit(key).then(
    (shared) => (shared.allowed ? { ...shared, remaining: Math.min(shared.remaining, own.remaining) } : shared),
    (error: unknown) => {
      // Counted here already: the outage's first hit is this one.
      enterOutage(state, messageOf(error));
      countFallbackAnswer(state);
      return own;
    },
  );
}

/** The store's `hit`: the fallback alone outside `primary` mode, both in the window after an outage, else the primary. */
function hitStore(state: FallbackState, key: string): RateLimitDecision | Promise<RateLimitDecision> {
  const { primary, fallback } = state.options;
  if (state.mode !== 'primary') return hitFallback(state, key);
  if (state.clock.now() < state.ownCountUntil) return hitBoth(state, key);
  return primary.hit(key).then(
    (shared) => {
      // Counted here too, so that an outage starts from what this process let through.
      if (shared.allowed) fallback.hit(key);
      return shared;
    },
    (error: unknown) => {
      enterOutage(state, messageOf(error));
      return hitFallback(state, key);
    },
  );
}

function fallbackStatus(state: FallbackState): StoreStatus {
  const { primary } = state.options;
  return state.mode === 'primary'
    ? { ready: true, store: primary.name }
    : { ready: false, store: state.fallbackName, reason: state.reason };
}

async function closeStores(state: FallbackState): Promise<void> {
  state.closed = true;
  state.probes.stop();
  await state.options.primary.close();
  await state.options.fallback.close();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
