import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEventLoopMonitor, OVERLOAD_HOLD_MS, samplingIntervalMs } from './event-loop-monitor.js';

// A hand-driven sampler: the test moves the clock and fires the tick itself.
function drivenMonitor(thresholdMs: number) {
  const clock = { ms: 1_000 };
  let tick: (() => void) | undefined;
  let stopped = false;
  const monitor = createEventLoopMonitor({
    thresholdMs,
    intervalMs: 10,
    now: () => clock.ms,
    repeat: (callback) => {
      tick = callback;
      return () => {
        stopped = true;
      };
    },
  });
  const fire = (atMs: number) => {
    clock.ms = atMs;
    tick?.();
  };
  return { monitor, clock, fire, stopped: () => stopped };
}

describe('event-loop monitor', () => {
  it('samples a quarter of the threshold, between 10 and 100 ms', () => {
    assert.equal(samplingIntervalMs(20), 10);
    assert.equal(samplingIntervalMs(200), 50);
    assert.equal(samplingIntervalMs(500), 100);
    assert.equal(samplingIntervalMs(60_000), 100);
  });

  it('is not overloaded while ticks come on time', () => {
    const { monitor, fire } = drivenMonitor(50);
    for (let t = 1_010; t <= 2_000; t += 10) fire(t + 3);
    assert.equal(monitor.overloaded(), undefined);
  });

  it('is overloaded while the next tick is overdue by more than the threshold (a backlog)', () => {
    const { monitor, clock } = drivenMonitor(50);
    clock.ms = 1_010 + 50;
    assert.equal(monitor.overloaded(), undefined);
    clock.ms = 1_010 + 51;
    assert.match(monitor.overloaded() ?? '', /event loop is 51 ms behind.*READY_MAX_EVENT_LOOP_DELAY_MS \(50 ms\)/);
  });

  it('stays overloaded for the hold after a late tick, then recovers', () => {
    const { monitor, fire } = drivenMonitor(50);
    fire(1_010 + 300);
    assert.match(monitor.overloaded() ?? '', /300 ms behind/);
    let t = 1_310;
    while (t < 1_310 + OVERLOAD_HOLD_MS - 10) {
      t += 10;
      fire(t);
      assert.match(monitor.overloaded() ?? '', /300 ms behind/, `at ${t}`);
    }
    fire(1_310 + OVERLOAD_HOLD_MS + 1);
    assert.equal(monitor.overloaded(), undefined);
  });

  it('close stops the timer', () => {
    const { monitor, stopped } = drivenMonitor(50);
    monitor.close();
    assert.equal(stopped(), true);
  });
});
