import { performance } from 'node:perf_hooks';

/** Tells readiness whether this process is too busy to take more traffic. */
export interface OverloadCheck {
  /** Why the process is overloaded right now, in plain words; undefined when it is not. */
  overloaded(): string | undefined;
}

/** Calls `callback` every `ms` until the returned function is called. */
export type Repeat = (callback: () => void, ms: number) => () => void;

// An unref'd interval: the sampler never keeps a finished process alive.
const repeatUnref: Repeat = (callback, ms) => {
  const timer = setInterval(callback, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Options of {@link createEventLoopMonitor}. */
export interface EventLoopMonitorOptions {
  /** Delay (ms) above which the process counts as overloaded. */
  readonly thresholdMs: number;
  /** Sampling period (ms); by default a quarter of the threshold, between 10 and 100. */
  readonly intervalMs?: number;
  /** How long (ms) a late tick keeps the process overloaded; {@link OVERLOAD_HOLD_MS} unless told. */
  readonly holdMs?: number;
  /** Monotonic milliseconds clock; `performance.now` unless told. */
  readonly now?: () => number;
  /** The repeating timer; injectable so that a test can drive the sampler by hand. */
  readonly repeat?: Repeat;
}

/** An event-loop delay sampler. */
export interface EventLoopMonitor extends OverloadCheck {
  /** Stops sampling. */
  close(): void;
}

/** How long (ms) a delay above the threshold keeps the process reported as overloaded. */
export const OVERLOAD_HOLD_MS = 1_000;

/** The default sampling period for a threshold: a quarter of it, between 10 and 100 ms. */
export function samplingIntervalMs(thresholdMs: number): number {
  return Math.min(100, Math.max(10, Math.floor(thresholdMs / 4)));
}

/**
 * Measures event-loop delay by timer drift: a repeating timer notes how late
 * it fires. A saturated loop runs every timer late, by about as long as one
 * turn of the loop takes. The process counts as overloaded while the next
 * tick is overdue by more than the threshold (a loop still busy with a
 * backlog) and for {@link OVERLOAD_HOLD_MS} after a tick came that late, so
 * that readiness does not flap between two samples.
 *
 * Cheap: one timer callback every 10-100 ms (npm run bench measures it),
 * unref'd so that it never keeps the process alive.
 */
export function createEventLoopMonitor(options: EventLoopMonitorOptions): EventLoopMonitor {
  const { thresholdMs } = options;
  const intervalMs = options.intervalMs ?? samplingIntervalMs(thresholdMs);
  const holdMs = options.holdMs ?? OVERLOAD_HOLD_MS;
  const now = options.now ?? (() => performance.now());
  let expected = now() + intervalMs;
  let lateDelay = 0;
  let lateAt = Number.NEGATIVE_INFINITY;
  const stop = (options.repeat ?? repeatUnref)(() => {
    const t = now();
    const delay = t - expected;
    expected = t + intervalMs;
    if (delay > thresholdMs) {
      lateDelay = delay;
      lateAt = t;
    }
  }, intervalMs);
  const reason = (delay: number) =>
    `the event loop is ${Math.round(delay)} ms behind, more than READY_MAX_EVENT_LOOP_DELAY_MS (${thresholdMs} ms): this process is overloaded`;
  return {
    overloaded() {
      const t = now();
      if (t - expected > thresholdMs) return reason(t - expected);
      return t - lateAt <= holdMs ? reason(lateDelay) : undefined;
    },
    close: stop,
  };
}
