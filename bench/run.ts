/**
 * `npm run bench`: measurements, not tests. Prints a readable report and exits 0.
 *
 * Environment knobs (all optional): BENCH_SECONDS (per measurement, default 5),
 * BENCH_ROUNDS (interleaved throughput rounds, default 3), BENCH_LOAD=autocannon
 * (force autocannon even when wrk is on PATH).
 */
import { execFile } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REDIS_SERVER_BIN } from '../test/support/redis-server.js';
import { runBreachBench } from './breach-bench.js';
import { buildCostSection } from './build-cost.js';
import { checkerAgreementSection } from './checker-agreement.js';
import { checkerProductSection } from './checker-product.js';
import { runCliBench } from './cli-bench.js';
import { clusterSection } from './cluster-bench.js';
import { runDictionaryFormatBench } from './dictionary-format.js';
import { runDictionarySizeBench } from './dictionary-size.js';
import { firstVisitSection } from './first-visit.js';
import { runGeneratorBench } from './generator-bench.js';
import { bodyFloodSection, hardeningSection } from './hardening.js';
import type { LimiterMemoryReport } from './limiter-memory-child.js';
import { createLoadGenerator, type LoadGenerator, type LoadResult, type LoadSpec } from './load.js';
import { meterAccuracySection } from './meter-accuracy.js';
import { metricsSection } from './metrics-bench.js';
import { runPagesBench } from './pages-bench.js';
import { runPassphraseBench } from './passphrase-bench.js';
import {
  type ChildServer,
  LEAN_SERVER_JS,
  type RedisServer,
  startBaseline,
  startRedis,
  startService,
} from './processes.js';
import { runRecipeBench } from './recipe-bench.js';
import { runRecipeSearchBench } from './recipe-search-bench.js';
import { redisHardeningSection } from './redis-hardening.js';
import { bytes, heading, int, median, ms, ratio, type SummaryRow, table, verdictAtLeast } from './report.js';
import { startUpSection } from './start-up.js';
import { runWordListBench } from './word-list-bench.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '5');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
/** A commit to measure this build against, side by side (build-cost.ts); no such section without it. */
const BENCH_BASE = process.env.BENCH_BASE;
const WARMUP_SECONDS = 3;
const CONNECTIONS = 50;
/** Distinct client addresses sent in X-Forwarded-For, rotating. */
const ADDRESSES = 10_000;
/** The raised limit (production default: 60 per 60 s). */
const RATE_LIMIT_MAX = 100_000;
const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Busy-wait of the calibration server: bare node:http plus this much CPU per request. */
const CALIBRATION_WORK_US = 5;

const LIMITER_CHILD_JS = fileURLToPath(new URL('./limiter-memory-child.js', import.meta.url));

/** A request the load generator repeats. */
interface BenchRequest {
  readonly label: string;
  readonly path: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const GENERATE_DEFAULT: BenchRequest = {
  label: 'POST /v1/generate {}',
  path: '/v1/generate',
  body: '{}',
  headers: JSON_HEADERS,
};
const GENERATE_20X64: BenchRequest = {
  label: 'POST /v1/generate 20x64',
  path: '/v1/generate',
  body: '{"length":64,"count":20}',
  headers: JSON_HEADERS,
};
const MCP_CALL: BenchRequest = {
  label: 'POST /mcp tools/call',
  path: '/mcp',
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'generate_password', arguments: {} },
  }),
  headers: { ...JSON_HEADERS, Accept: 'application/json, text/event-stream' },
};

/** A load result plus the server's CPU time per request. */
interface Measurement extends LoadResult {
  /** User + system CPU microseconds the server process(es) used per request; NaN when unknown. */
  readonly cpuUsPerRequest: number;
}

/** One row of a measurement table. */
interface Row {
  readonly target: string;
  readonly request: string;
  readonly connections: number;
  readonly runs: Measurement[];
}

const summary: SummaryRow[] = [];
const notes: string[] = [];
let load: LoadGenerator;

function spec(server: ChildServer, request: BenchRequest, connections: number, seconds: number): LoadSpec {
  return {
    baseUrl: server.url,
    path: request.path,
    method: 'POST',
    body: request.body,
    headers: request.headers,
    connections,
    durationSeconds: seconds,
    forwardedAddresses: ADDRESSES,
  };
}

async function measure(server: ChildServer, request: BenchRequest, connections: number): Promise<Measurement> {
  const before = server.cpuSeconds();
  const result = await load.run(spec(server, request, connections, SECONDS));
  const after = server.cpuSeconds();
  const cpuUsPerRequest =
    before !== undefined && after !== undefined && result.requests > 0
      ? ((after - before) * 1e6) / result.requests
      : Number.NaN;
  return { ...result, cpuUsPerRequest };
}

async function warm(server: ChildServer, request: BenchRequest, seconds = WARMUP_SECONDS): Promise<void> {
  await load.run(spec(server, request, CONNECTIONS, seconds));
}

const us = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)} µs` : 'n/a');

const rps = (row: Row): number => median(row.runs.map((r) => r.requestsPerSecond));

function printRows(rows: readonly Row[]): void {
  table([
    ['server', 'request', 'conns', 'req/s', 'p50', 'p99', 'CPU/req', 'non-2xx', 'errors', 'rounds (req/s)'],
    ...rows.map((row) => [
      row.target,
      row.request,
      String(row.connections),
      int(rps(row)),
      ms(median(row.runs.map((r) => r.p50Ms))),
      ms(median(row.runs.map((r) => r.p99Ms))),
      us(median(row.runs.map((r) => r.cpuUsPerRequest))),
      int(row.runs.reduce((sum, r) => sum + r.non2xx, 0)),
      int(row.runs.reduce((sum, r) => sum + r.errors, 0)),
      row.runs.length > 1 ? row.runs.map((r) => int(r.requestsPerSecond)).join(', ') : '',
    ]),
  ]);
  for (const row of rows) {
    const refused = row.runs.reduce((sum, r) => sum + r.non2xx, 0);
    if (refused > 0) {
      console.log(`  WARNING: ${row.target} ${row.request}: ${refused} non-2xx responses; its numbers are suspect`);
    }
  }
}

/** Runs the rows' throughput measurements in interleaved rounds (rotating order), mutating `runs`. */
async function rounds(rows: readonly { row: Row; server: ChildServer; request: BenchRequest }[]): Promise<void> {
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < rows.length; i++) {
      const item = rows[(i + r) % rows.length];
      if (item === undefined) continue;
      item.row.runs.push(await measure(item.server, item.request, item.row.connections));
    }
  }
}

function serviceEnv(logLevel: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    LOG_LEVEL: logLevel,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: String(RATE_LIMIT_WINDOW_SECONDS),
    TRUST_PROXY: 'loopback',
    ...extra,
  };
}

async function post(server: ChildServer, request: BenchRequest): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

async function readyStore(server: ChildServer): Promise<string> {
  try {
    const response = await fetch(`${server.url}/readyz`);
    const body = (await response.json()) as { store?: unknown; reason?: unknown };
    return `${String(body.store ?? '?')}${body.reason !== undefined ? ` (${String(body.reason)})` : ''}`;
  } catch (error) {
    return `unknown (${error instanceof Error ? error.message : String(error)})`;
  }
}

function printSetup(): void {
  console.log('Password service benchmark: MEASUREMENTS, not tests (nothing here fails a build)');
  console.log(`  date: ${new Date().toISOString()}`);
  console.log(
    `  node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${bytes(totalmem())}`,
  );
  console.log(`  load generator: ${load.description}`);
  console.log('  the load generator shares the cores with the servers under test');
  console.log(
    `  each measurement ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up; throughput comparisons run in ${ROUNDS} interleaved rounds, median shown`,
  );
  console.log(
    `  rate limit RAISED for the bench: RATE_LIMIT_MAX=${RATE_LIMIT_MAX} per ${RATE_LIMIT_WINDOW_SECONDS} s (production default 60); the limiter still runs on every request`,
  );
  console.log(
    `  every request carries X-Forwarded-For with one of ${int(ADDRESSES)} distinct client addresses (10.0.0.0/8, rotating), servers run with TRUST_PROXY=loopback,`,
  );
  console.log('  so hits spread over many limiter keys as with real traffic and no client gets near the limit');
  console.log('  (the bare node:http baseline receives exactly the same requests)');
}

// Section 2 and 3: one process, bare node:http vs the service at two log levels, and MCP.
async function httpSections(): Promise<void> {
  heading('2. HTTP on one process: POST /v1/generate vs a bare node:http server');
  const info = await startService(serviceEnv('info'));
  const warn = await startService(serviceEnv('warn'));
  const servers: ChildServer[] = [info, warn];
  try {
    const sample = await post(warn, GENERATE_DEFAULT);
    if (sample.status !== 200) throw new Error(`POST /v1/generate answered ${sample.status}: ${sample.text}`);
    const bare = await startBaseline('bare', sample.text);
    servers.push(bare);
    const fastify = await startBaseline('fastify', sample.text);
    servers.push(fastify);
    const lean = await startService(serviceEnv('warn'), LEAN_SERVER_JS);
    servers.push(lean);
    const calibration = await startBaseline('bare', sample.text, CALIBRATION_WORK_US);
    servers.push(calibration);
    console.log(
      `  bare node:http answers a fixed ${Buffer.byteLength(sample.text)}-byte JSON body: a real default response captured from the service in this run`,
    );
    console.log(
      '  "minimal Fastify" (informational, no target) answers the same body from one route with Fastify defaults: no logger, hooks or schemas',
    );
    console.log(
      '  "lean node:http" (informational) serves POST /v1/generate with the service\'s own limiter, client key, body rules and',
    );
    console.log(
      "  responder on bare node:http, no framework (bench/lean-server.ts): what the endpoint's work costs without Fastify",
    );
    console.log(
      `  "bare + ${CALIBRATION_WORK_US} µs" (calibration) is the bare server busy-waiting ${CALIBRATION_WORK_US} µs per request: how much work a ratio leaves room for`,
    );
    console.log(
      `  request: POST /v1/generate, Content-Type: application/json, body {} (all defaults: 1 password of 16)`,
    );
    console.log(
      '  LOG_LEVEL=info is the default (per-request access lines are written at debug, so none here); stdout of the servers goes to /dev/null',
    );

    const mcpProbe = await post(warn, MCP_CALL);
    let mcp: 'present' | string = 'present';
    if (mcpProbe.status === 404) {
      mcp = 'MCP: skipped, endpoint not present';
    } else if (mcpProbe.status !== 200 || !/"result"/.test(mcpProbe.text) || /"isError":\s*true/.test(mcpProbe.text)) {
      mcp = `MCP: skipped, tools/call answered HTTP ${mcpProbe.status}: ${mcpProbe.text.slice(0, 200)}`;
    }

    for (const server of servers) await warm(server, GENERATE_DEFAULT);
    if (mcp === 'present') {
      await warm(info, MCP_CALL);
      await warm(warn, MCP_CALL);
    }

    const row = (target: string, request: BenchRequest, connections: number): Row => ({
      target,
      request: request.label,
      connections,
      runs: [],
    });
    const bare50 = row('bare node:http', GENERATE_DEFAULT, CONNECTIONS);
    const fastify50 = row('minimal Fastify', GENERATE_DEFAULT, CONNECTIONS);
    const lean50 = row('lean node:http', GENERATE_DEFAULT, CONNECTIONS);
    const calibration50 = row(`bare + ${CALIBRATION_WORK_US} µs`, GENERATE_DEFAULT, CONNECTIONS);
    const info50 = row('service LOG_LEVEL=info', GENERATE_DEFAULT, CONNECTIONS);
    const warn50 = row('service LOG_LEVEL=warn', GENERATE_DEFAULT, CONNECTIONS);
    const infoMcp = row('service LOG_LEVEL=info', MCP_CALL, CONNECTIONS);
    const warnMcp = row('service LOG_LEVEL=warn', MCP_CALL, CONNECTIONS);
    await rounds([
      { row: bare50, server: bare, request: GENERATE_DEFAULT },
      { row: fastify50, server: fastify, request: GENERATE_DEFAULT },
      { row: lean50, server: lean, request: GENERATE_DEFAULT },
      { row: calibration50, server: calibration, request: GENERATE_DEFAULT },
      { row: info50, server: info, request: GENERATE_DEFAULT },
      { row: warn50, server: warn, request: GENERATE_DEFAULT },
      ...(mcp === 'present'
        ? [
            { row: infoMcp, server: info, request: MCP_CALL },
            { row: warnMcp, server: warn, request: MCP_CALL },
          ]
        : []),
    ]);

    const latencyRows: Row[] = [];
    for (const [target, server] of [
      ['bare node:http', bare],
      ['minimal Fastify', fastify],
      ['service LOG_LEVEL=info', info],
      ['service LOG_LEVEL=warn', warn],
    ] as const) {
      const r = row(target, GENERATE_DEFAULT, 1);
      r.runs.push(await measure(server, GENERATE_DEFAULT, 1));
      latencyRows.push(r);
    }
    const longRows: Row[] = [];
    for (const [target, server] of [
      ['service LOG_LEVEL=info', info],
      ['service LOG_LEVEL=warn', warn],
    ] as const) {
      await warm(server, GENERATE_20X64, 1);
      for (const connections of [CONNECTIONS, 1]) {
        const r = row(target, GENERATE_20X64, connections);
        r.runs.push(await measure(server, GENERATE_20X64, connections));
        longRows.push(r);
      }
    }

    console.log('');
    console.log(`  throughput at ${CONNECTIONS} connections (median of ${ROUNDS} interleaved rounds):`);
    printRows([bare50, calibration50, fastify50, lean50, info50, warn50]);
    console.log(
      '  CPU/req: user+system CPU time of the server process per request (from /proc), the load generator excluded',
    );
    console.log('');
    console.log('  latency at 1 connection (one request at a time):');
    printRows(latencyRows);
    console.log('');
    console.log('  the 20 x 64 request ({"length":64,"count":20}):');
    printRows(longRows);

    const infoRatio = rps(info50) / rps(bare50);
    const warnRatio = rps(warn50) / rps(bare50);
    console.log('');
    console.log(`  ratio service / bare node:http at ${CONNECTIONS} connections (target >= 0.80):`);
    console.log(`    LOG_LEVEL=info (default): ${ratio(infoRatio)}`);
    console.log(`    LOG_LEVEL=warn:           ${ratio(warnRatio)}`);
    console.log(`    (minimal Fastify / bare node:http, for reference: ${ratio(rps(fastify50) / rps(bare50))})`);
    console.log(`    (lean node:http / bare node:http, for reference: ${ratio(rps(lean50) / rps(bare50))})`);
    console.log(
      `    (bare + ${CALIBRATION_WORK_US} µs / bare node:http, calibration: ${ratio(rps(calibration50) / rps(bare50))})`,
    );
    summary.push(
      {
        what: 'HTTP: /v1/generate / bare node:http, LOG_LEVEL=info (default)',
        measured: ratio(infoRatio),
        target: '>= 0.80',
        verdict: verdictAtLeast(infoRatio, 0.8),
      },
      {
        what: 'HTTP: /v1/generate / bare node:http, LOG_LEVEL=warn',
        measured: ratio(warnRatio),
        target: '>= 0.80',
        verdict: verdictAtLeast(warnRatio, 0.8),
      },
      {
        what: 'HTTP: minimal Fastify / bare node:http (reference)',
        measured: ratio(rps(fastify50) / rps(bare50)),
        target: '-',
        verdict: 'INFO',
      },
      {
        what: 'HTTP: lean node:http, same work, no framework / bare (reference)',
        measured: ratio(rps(lean50) / rps(bare50)),
        target: '-',
        verdict: 'INFO',
      },
      {
        what: `HTTP: bare + ${CALIBRATION_WORK_US} µs busy-wait / bare (calibration)`,
        measured: ratio(rps(calibration50) / rps(bare50)),
        target: '-',
        verdict: 'INFO',
      },
    );

    heading('3. MCP: tools/call generate_password (defaults) vs POST /v1/generate, same processes');
    if (mcp !== 'present') {
      console.log(`  ${mcp}`);
      summary.push({
        what: 'MCP: tools/call / POST /v1/generate',
        measured: '-',
        target: '>= 0.70',
        verdict: 'SKIPPED',
      });
    } else {
      console.log(`  request: POST /mcp ${MCP_CALL.body}`);
      console.log(`  headers: Content-Type: application/json, Accept: application/json, text/event-stream`);
      console.log(`  (measured in the same interleaved rounds as section 2)`);
      printRows([info50, infoMcp, warn50, warnMcp]);
      const infoMcpRatio = rps(infoMcp) / rps(info50);
      const warnMcpRatio = rps(warnMcp) / rps(warn50);
      console.log(`  ratio tools/call / POST /v1/generate (target >= 0.70):`);
      console.log(`    LOG_LEVEL=info (default): ${ratio(infoMcpRatio)}`);
      console.log(`    LOG_LEVEL=warn:           ${ratio(warnMcpRatio)}`);
      summary.push(
        {
          what: 'MCP: tools/call / POST /v1/generate, LOG_LEVEL=info',
          measured: ratio(infoMcpRatio),
          target: '>= 0.70',
          verdict: verdictAtLeast(infoMcpRatio, 0.7),
        },
        {
          what: 'MCP: tools/call / POST /v1/generate, LOG_LEVEL=warn',
          measured: ratio(warnMcpRatio),
          target: '>= 0.70',
          verdict: verdictAtLeast(warnMcpRatio, 0.7),
        },
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// Section 4: Redis store vs in-memory store, and WORKERS=2 vs one process.
async function redisSection(): Promise<void> {
  heading('4. Redis: shared limiter store vs in-memory, WORKERS=2 vs one process');
  const redisPath = REDIS_SERVER_BIN;
  if (redisPath === undefined) {
    console.log('  skipped: redis-server not found on PATH');
    summary.push(
      { what: 'Redis store / in-memory store', measured: '-', target: '>= 0.75', verdict: 'SKIPPED' },
      { what: 'WORKERS=2 / WORKERS=1 (Redis)', measured: '-', target: '>= 1.40', verdict: 'SKIPPED' },
    );
    return;
  }
  let redis: RedisServer | undefined;
  const servers: ChildServer[] = [];
  try {
    redis = await startRedis();
    console.log(`  redis-server (${redisPath}) on ${redis.url}, --save "" --appendonly no`);
    console.log(`  all three servers LOG_LEVEL=warn, same X-Forwarded-For rotation over ${int(ADDRESSES)} clients;`);
    console.log('  Redis is emptied (FLUSHALL) before every measured run so that each starts from the same state');
    const memory = await startService(serviceEnv('warn'));
    servers.push(memory);
    const redisOne = await startService(serviceEnv('warn', { REDIS_URL: redis.url }));
    servers.push(redisOne);
    const redisTwo = await startService(serviceEnv('warn', { REDIS_URL: redis.url, WORKERS: '2' }));
    servers.push(redisTwo);

    const stores = [await readyStore(memory), await readyStore(redisOne), await readyStore(redisTwo)];
    console.log(
      `  limiter store reported by GET /readyz: in-memory process: ${stores[0]}; REDIS_URL process: ${stores[1]}; WORKERS=2: ${stores[2]}`,
    );
    await redis.command('FLUSHALL');
    await post(redisOne, GENERATE_DEFAULT);
    const keysAfterOne = Number((await redis.command('DBSIZE')).replace(/^:/, ''));
    const redisUsed = keysAfterOne > 0;
    if (!redisUsed) {
      const note =
        'REDIS_URL appears to be ignored by this build: a request to the REDIS_URL process left no key in Redis, so the "Redis" rows below measure the in-memory store';
      console.log(`  WARNING: ${note}`);
      notes.push(note);
    }

    for (const server of servers) {
      await redis.command('FLUSHALL');
      await warm(server, GENERATE_DEFAULT);
    }
    const memoryRow: Row = {
      target: 'in-memory store, 1 process',
      request: GENERATE_DEFAULT.label,
      connections: CONNECTIONS,
      runs: [],
    };
    const redisRow: Row = {
      target: 'Redis store, 1 process',
      request: GENERATE_DEFAULT.label,
      connections: CONNECTIONS,
      runs: [],
    };
    const workersRow: Row = {
      target: 'Redis store, WORKERS=2',
      request: GENERATE_DEFAULT.label,
      connections: CONNECTIONS,
      runs: [],
    };
    const targets = new Map<Row, ChildServer>([
      [memoryRow, memory],
      [redisRow, redisOne],
      [workersRow, redisTwo],
    ]);
    const order = [...targets.keys()];
    let keysAfterRun = 0;
    const redisCpu = new Map<Row, number[]>([
      [memoryRow, []],
      [redisRow, []],
      [workersRow, []],
    ]);
    for (let r = 0; r < ROUNDS; r++) {
      for (let i = 0; i < order.length; i++) {
        const row = order[(i + r) % order.length] as Row;
        await redis.command('FLUSHALL');
        const before = redis.cpuSeconds();
        const run = await measure(targets.get(row) as ChildServer, GENERATE_DEFAULT, CONNECTIONS);
        const after = redis.cpuSeconds();
        row.runs.push(run);
        if (before !== undefined && after !== undefined && run.requests > 0) {
          redisCpu.get(row)?.push(((after - before) * 1e6) / run.requests);
        }
        if (row === redisRow) keysAfterRun = Number((await redis.command('DBSIZE')).replace(/^:/, ''));
      }
    }
    printRows([memoryRow, redisRow, workersRow]);
    console.log('  CPU/req: the service process(es) only; redis-server CPU per request, measured separately:');
    console.log(
      `    in-memory: ${us(median(redisCpu.get(memoryRow) ?? []))}, Redis 1 process: ${us(median(redisCpu.get(redisRow) ?? []))}, Redis WORKERS=2: ${us(median(redisCpu.get(workersRow) ?? []))}`,
    );
    console.log(`  keys in Redis after a run of the one-process Redis server: ${int(keysAfterRun)}`);
    const redisRatio = rps(redisRow) / rps(memoryRow);
    const workersRatio = rps(workersRow) / rps(redisRow);
    console.log(
      `  ratio Redis store / in-memory store (target >= 0.75, i.e. Redis costs at most 25%): ${ratio(redisRatio)}`,
    );
    console.log(
      `  ratio WORKERS=2 / WORKERS=1, both with Redis (target >= 1.40):                ${ratio(workersRatio)}`,
    );
    const suffix = redisUsed ? '' : ' [REDIS_URL ignored: meaningless]';
    summary.push(
      {
        what: `Redis store / in-memory store${suffix}`,
        measured: ratio(redisRatio),
        target: '>= 0.75',
        verdict: verdictAtLeast(redisRatio, 0.75),
      },
      {
        what: `WORKERS=2 / WORKERS=1, Redis${suffix}`,
        measured: ratio(workersRatio),
        target: '>= 1.40',
        verdict: verdictAtLeast(workersRatio, 1.4),
      },
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
  }
}

function runLimiterChild(): Promise<LimiterMemoryReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', LIMITER_CHILD_JS],
      { timeout: 300_000, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error !== null) {
          reject(new Error(`limiter memory child failed: ${error.message}\n${stderr}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout) as LimiterMemoryReport);
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
  });
}

// Section 5: the in-memory limiter's heap.
async function limiterMemorySection(): Promise<void> {
  heading('5. In-memory limiter memory (separate process, node --expose-gc)');
  const report = await runLimiterChild();
  const { full, bounded, largeLimit } = report;
  console.log('  measured: process.memoryUsage() heapUsed + arrayBuffers, after forced GC, before vs after');
  table([
    ['scenario', 'clients tracked', 'total', 'per client'],
    [
      `${int(full.clients)} clients x ${full.hitsPerClient} hits (full 60 s window, limit 60)`,
      int(full.size),
      bytes(full.bytes),
      `${int(full.bytesPerClient)} B`,
    ],
    [
      `maxClients=${int(bounded.maxClients)}, ${int(bounded.arrivals)} clients x ${bounded.hitsPerClient} hits arrive`,
      `${int(bounded.finalSize)} (max ${int(bounded.largestSize)})`,
      bytes(bounded.bytes),
      `${int(bounded.bytes / Math.max(1, bounded.finalSize))} B`,
    ],
    [
      `limit ${int(largeLimit.limit)} (as in the HTTP runs), ${int(largeLimit.clients)} clients x 1 hit`,
      int(largeLimit.clients),
      bytes(largeLimit.bytesPerClient * largeLimit.clients),
      `${int(largeLimit.bytesPerClient)} B`,
    ],
  ]);
  console.log(
    `  full windows: the ${int(full.clients)}-client store refuses the 61st hit: ${full.refusedAfterFull ? 'yes' : 'NO'}`,
  );
  console.log(
    `  bound: with maxClients=${int(bounded.maxClients)} the store never tracked more than ${int(bounded.largestSize)} of ${int(bounded.arrivals)} arriving clients`,
  );
  const preallocated = largeLimit.bytesPerClient >= 4 * largeLimit.limit;
  console.log(
    preallocated
      ? `  WARNING: each client reserves room for the whole limit: limit ${int(largeLimit.limit)} costs ~${bytes(largeLimit.bytesPerClient)} per client after one hit`
      : `  a client's ring buffer grows on demand: with limit ${int(largeLimit.limit)} one hit costs ~${bytes(largeLimit.bytesPerClient)}, not 8 x limit bytes`,
  );
  const bounded_ok = bounded.largestSize <= bounded.maxClients && bounded.finalSize <= bounded.maxClients;
  summary.push(
    {
      what: 'Limiter memory, 100,000 full clients (limit 60)',
      measured: `${bytes(full.bytes)} (${int(full.bytesPerClient)} B/client)`,
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: `Limiter bound: ${int(bounded.arrivals)} clients, maxClients ${int(bounded.maxClients)}`,
      measured: `max ${int(bounded.largestSize)} tracked`,
      target: `<= ${int(bounded.maxClients)}`,
      verdict: bounded_ok ? 'PASS' : 'MISS',
    },
  );
}

async function main(): Promise<void> {
  load = createLoadGenerator();
  printSetup();
  const started = Date.now();

  const generator = runGeneratorBench();
  const vsRandomInt = generator.ours / generator.randomInt;
  const vsPackage = generator.ours / generator.generatePassword;
  summary.push(
    {
      what: 'Generator: ours / crypto.randomInt per char (chars/s)',
      measured: ratio(vsRandomInt),
      target: '> 1.00',
      verdict: vsRandomInt > 1 ? 'PASS' : 'MISS',
    },
    {
      what: 'Generator: ours / generate-password package (chars/s)',
      measured: ratio(vsPackage),
      target: '> 1.00',
      verdict: vsPackage > 1 ? 'PASS' : 'MISS',
    },
  );

  const sections: [string, () => Promise<void>][] = [
    [
      'start-up',
      async () => {
        summary.push(...(await startUpSection()));
      },
    ],
    ['HTTP and MCP', httpSections],
    [
      'metrics',
      () =>
        metricsSection({
          load,
          seconds: SECONDS,
          rounds: ROUNDS,
          connections: CONNECTIONS,
          addresses: ADDRESSES,
          serviceEnv,
          summary,
        }),
    ],
    ['Redis', redisSection],
    [
      'Redis Cluster',
      () =>
        clusterSection({
          load,
          seconds: SECONDS,
          rounds: ROUNDS,
          connections: CONNECTIONS,
          addresses: ADDRESSES,
          serviceEnv,
          summary,
        }),
    ],
    ['limiter memory', limiterMemorySection],
    ['command line', async () => void summary.push(...runCliBench())],
    ['passphrases', async () => void summary.push(...(await runPassphraseBench()))],
    ['word lists of 10^6', async () => void summary.push(...runWordListBench())],
    ['hardening', async () => void summary.push(...(await hardeningSection()))],
    ['hardening: body flood', async () => void summary.push(...(await bodyFloodSection()))],
    ['hardening: Redis', async () => void summary.push(...(await redisHardeningSection()))],
    ['browser pages', async () => void summary.push(...(await runPagesBench()))],
    ['browser pages: first visit', async () => void summary.push(...(await firstVisitSection()))],
    ['recipes', async () => void summary.push(...runRecipeBench())],
    ['recipes: seeded search', async () => void summary.push(...runRecipeSearchBench())],
    ['checker agreement', async () => void summary.push(...(await checkerAgreementSection()))],
    ['checker on the product', async () => void summary.push(...(await checkerProductSection()))],
    ['checker meter accuracy', async () => void summary.push(...(await meterAccuracySection()))],
    ['checker dictionary format', async () => void summary.push(...(await runDictionaryFormatBench()))],
    ['checker dictionary size', async () => void summary.push(...(await runDictionarySizeBench()))],
    ['breach filter', async () => void summary.push(...(await runBreachBench()))],
  ];
  // BENCH_BASE=<commit>: a change's cost against the commit before it, side by side (build-cost.ts).
  const base = BENCH_BASE;
  if (base !== undefined)
    sections.push(['build cost', async () => void summary.push(...(await buildCostSection(base)))]);
  for (const [name, section] of sections) {
    try {
      await section();
    } catch (error) {
      const message = `${name} section failed: ${error instanceof Error ? error.message : String(error)}`;
      console.log(`  ERROR: ${message}`);
      notes.push(message);
    }
  }
  load.close();

  heading('7. Summary: MEASUREMENTS against targets (not tests; nothing fails on a MISS)');
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...summary.map((s) => [s.what, s.measured, s.target, s.verdict]),
  ]);
  for (const note of notes) console.log(`  note: ${note}`);
  console.log(`  load generator: ${load.name}; total bench time ${Math.round((Date.now() - started) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
