/**
 * `npm run bench`, metrics section: POST /v1/generate throughput of the service
 * with metrics on (METRICS_PORT set, scraped every second) against metrics off,
 * in the same run, interleaved rounds, median; and the CPU cost of the
 * event-loop sampler behind /readyz.
 */
import { performance } from 'node:perf_hooks';
import { createEventLoopMonitor, samplingIntervalMs } from '../src/http/event-loop-monitor.js';
import { createMetrics } from '../src/metrics/registry.js';
import { freePort } from '../test/support/redis-server.js';
import type { LoadGenerator, LoadResult } from './load.js';
import { type ChildServer, startService } from './processes.js';
import { heading, int, median, ms, ratio, type SummaryRow, table, verdictAtLeast } from './report.js';

/** What the section borrows from bench/run.ts. */
export interface MetricsBenchContext {
  readonly load: LoadGenerator;
  /** Seconds per measurement. */
  readonly seconds: number;
  /** Interleaved rounds (at least 7 are run here: the target is a 5% difference). */
  readonly rounds: number;
  readonly connections: number;
  /** Distinct client addresses, rotating. */
  readonly addresses: number;
  /** The service's bench environment (raised limit, trusted proxy) at `logLevel`, plus `extra`. */
  serviceEnv(logLevel: string, extra: Record<string, string>): Record<string, string>;
  /** Where the section adds its lines of the final summary. */
  readonly summary: SummaryRow[];
}

const GENERATE = { path: '/v1/generate', body: '{}', headers: { 'Content-Type': 'application/json' } } as const;
const SCRAPE_EVERY_MS = 1_000;
const TARGET = 0.95;

interface Run extends LoadResult {
  readonly cpuUsPerRequest: number;
}

async function measure(context: MetricsBenchContext, server: ChildServer, seconds: number): Promise<Run> {
  const before = server.cpuSeconds();
  const result = await context.load.run({
    baseUrl: server.url,
    method: 'POST',
    ...GENERATE,
    connections: context.connections,
    durationSeconds: seconds,
    forwardedAddresses: context.addresses,
  });
  const after = server.cpuSeconds();
  const cpu =
    before !== undefined && after !== undefined && result.requests > 0
      ? ((after - before) * 1e6) / result.requests
      : Number.NaN;
  return { ...result, cpuUsPerRequest: cpu };
}

// A scraper as Prometheus would be, only more eager: GET /metrics every second while the load runs.
function scrapeWhile(url: string): { stop(): Promise<{ scrapes: number; bytes: number }> } {
  let scrapes = 0;
  let bytes = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = fetch(url)
      .then((response) => response.text())
      .then((text) => {
        scrapes++;
        bytes = text.length;
      });
  }, SCRAPE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return { scrapes, bytes };
    },
  };
}

/** CPU microseconds per tick of the event-loop sampler, measured with a 1 ms period for `seconds`. */
async function samplerCostUs(seconds: number): Promise<number> {
  let ticks = 0;
  const before = process.cpuUsage();
  const idleStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const idle = process.cpuUsage(before);
  const idleUsPerMs = (idle.user + idle.system) / (performance.now() - idleStart);

  const start = performance.now();
  const during = process.cpuUsage();
  const monitor = createEventLoopMonitor({
    thresholdMs: 1_000,
    intervalMs: 1,
    repeat: (callback, everyMs) => {
      const timer = setInterval(() => {
        ticks++;
        callback();
      }, everyMs);
      return () => clearInterval(timer);
    },
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  monitor.close();
  const used = process.cpuUsage(during);
  const elapsedMs = performance.now() - start;
  return (used.user + used.system - idleUsPerMs * elapsedMs) / Math.max(1, ticks);
}

/** Nanoseconds of the metric calls one generate request makes, in a hot loop (median of 5 batches). */
function hotPathNs(): number {
  const metrics = createMetrics({ defaultMetrics: false });
  const calls = 1_000_000;
  const batches: number[] = [];
  for (let batch = 0; batch < 6; batch++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) {
      metrics.requestCompleted('/v1/generate', 200, 0.0004 + (i & 7) * 0.001);
      metrics.passwordsGenerated(1);
    }
    if (batch > 0) batches.push(Number(process.hrtime.bigint() - started) / calls);
  }
  return median(batches);
}

function rowsTable(rows: readonly [string, Run[]][]): void {
  table([
    ['service', 'req/s (median)', 'p50', 'p99', 'CPU/req', 'non-2xx', 'rounds (req/s)'],
    ...rows.map(([name, runs]) => [
      name,
      int(median(runs.map((r) => r.requestsPerSecond))),
      ms(median(runs.map((r) => r.p50Ms))),
      ms(median(runs.map((r) => r.p99Ms))),
      `${median(runs.map((r) => r.cpuUsPerRequest)).toFixed(1)} µs`,
      int(runs.reduce((sum, r) => sum + r.non2xx, 0)),
      runs.map((r) => int(r.requestsPerSecond)).join(', '),
    ]),
  ]);
}

/** Section: metrics on vs off, and the event-loop sampler's cost. */
export async function metricsSection(context: MetricsBenchContext): Promise<void> {
  heading('Metrics: POST /v1/generate with METRICS_PORT set vs unset, same run');
  const rounds = Math.max(7, context.rounds);
  const metricsPort = await freePort();
  const off = await startService(context.serviceEnv('info', {}));
  const on = await startService(context.serviceEnv('info', { METRICS_PORT: String(metricsPort) }));
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const runs = new Map<ChildServer, Run[]>([
    [off, []],
    [on, []],
  ]);
  let scrapeStats = { scrapes: 0, bytes: 0 };
  try {
    console.log('  both LOG_LEVEL=info (the default), READY_MAX_EVENT_LOOP_DELAY_MS default (sampler on in both)');
    console.log(
      `  the metrics-on service is scraped every ${SCRAPE_EVERY_MS / 1000} s during its runs (Prometheus: 15-60 s)`,
    );
    console.log(
      `  ${rounds} rounds of ${context.seconds} s, ${context.connections} connections; each round runs both, in alternating order`,
    );
    for (const server of [off, on]) await measure(context, server, 2);
    for (let r = 0; r < rounds; r++) {
      for (const server of r % 2 === 0 ? [off, on] : [on, off]) {
        const scraper = server === on ? scrapeWhile(metricsUrl) : undefined;
        runs.get(server)?.push(await measure(context, server, context.seconds));
        if (scraper !== undefined) scrapeStats = await scraper.stop();
      }
    }
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
  const offRuns = runs.get(off) ?? [];
  const onRuns = runs.get(on) ?? [];
  rowsTable([
    ['metrics off', offRuns],
    ['metrics on', onRuns],
  ]);
  // Each round measures both back to back, so the ratio within a round cancels the slow swings
  // of this shared machine's load; the median of those ratios is the headline figure.
  const paired = (pick: (run: Run) => number) => median(onRuns.map((run, i) => pick(run) / pick(offRuns[i] as Run)));
  const throughput = paired((r) => r.requestsPerSecond);
  const cpu = paired((r) => r.cpuUsPerRequest);
  const ofMedians = median(onRuns.map((r) => r.requestsPerSecond)) / median(offRuns.map((r) => r.requestsPerSecond));
  console.log(`  last scrape: ${int(scrapeStats.bytes)} bytes (${scrapeStats.scrapes} scrapes in the last run)`);
  console.log(
    `  ratio metrics on / off, throughput, median of the ${rounds} per-round ratios (target >= ${TARGET}): ${ratio(throughput)}`,
  );
  console.log(`    (ratio of the two medians: ${ratio(ofMedians)})`);
  console.log(`  ratio metrics on / off, CPU per request, median of per-round ratios (lower is better): ${ratio(cpu)}`);

  const hotNs = hotPathNs();
  const offCpuUs = median(offRuns.map((r) => r.cpuUsPerRequest));
  console.log(
    `  the metric calls of one request, hot loop: ${hotNs.toFixed(0)} ns (${((hotNs / 1000 / offCpuUs) * 100).toFixed(2)}% of the ${offCpuUs.toFixed(0)} µs CPU a request costs with metrics off)`,
  );
  const tickUs = await samplerCostUs(2);
  const defaultTicksPerSecond = 1000 / samplingIntervalMs(500);
  const share = (tickUs * defaultTicksPerSecond) / 1e6;
  console.log(
    `  event-loop sampler: ${tickUs.toFixed(2)} µs CPU per tick; at the default ${defaultTicksPerSecond} ticks/s that is ${(share * 100).toFixed(4)}% of one core`,
  );
  context.summary.push(
    {
      what: 'Metrics: /v1/generate throughput, metrics on / off',
      measured: ratio(throughput),
      target: `>= ${TARGET.toFixed(2)}`,
      verdict: verdictAtLeast(throughput, TARGET),
    },
    { what: 'Metrics: CPU per request, on / off', measured: ratio(cpu), target: '-', verdict: 'INFO' },
    {
      what: 'Metrics: metric calls per request, hot loop',
      measured: `${hotNs.toFixed(0)} ns`,
      target: '-',
      verdict: 'INFO',
    },
    {
      what: 'Readiness: event-loop sampler, CPU share at default',
      measured: `${(share * 100).toFixed(4)}%`,
      target: '-',
      verdict: 'INFO',
    },
  );
}
