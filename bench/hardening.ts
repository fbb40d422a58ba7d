/**
 * Hardening measurements: the shutdown time under the half-sent-request
 * reproducer, the cost of the client key, the limiter's memory with maximal
 * keys, RSS under a flood of 100,000 clients with 12 KB X-Forwarded-For
 * values, probe success under a flood of idle connections, requests lost in
 * a rolling restart under load, probe success under slow request bodies at
 * the cap, readiness and latency under a pipelining client, and the budget
 * left after protocol refusals.
 *
 * `--attacks`: only the attacks of issues 19 and 20 (restart, slow bodies,
 * pipelining, refusals).
 *
 * A section of `npm run bench`, or alone: `node dist/bench/hardening.js`
 * (`--key-cost`: only the client-key timings). With `--key-memory` it is the
 * child that measures the limiter's heap (run with --expose-gc).
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { clientAddress, clientKey, memoizeTrust } from '../src/ratelimit/client-key.js';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';
import { type BodyFloodReport, runBodyFlood } from '../test/support/body-flood.js';
import { GENERATE_REQUEST, keepAliveLoad } from '../test/support/keep-alive-load.js';
import { runPipeliningFlood } from '../test/support/pipelining-flood.js';
import { exchange } from '../test/support/raw-socket.js';
import { MAIN_JS, spawnService } from '../test/support/service.js';
import { slowBodyFlood } from '../test/support/slow-body-flood.js';
import { bytes, heading, int, median, ms, printSummaryAndExit, type SummaryRow, table } from './report.js';

const SELF_JS = fileURLToPath(import.meta.url);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface Service {
  readonly child: ChildProcess;
  readonly port: number;
  rssBytes(): number;
  stop(): Promise<void>;
}

/** Starts the service (optionally under `ulimit -n`) and waits for its listening line; stops it with SIGKILL. */
async function startService(env: Record<string, string>, descriptors?: number): Promise<Service> {
  const service = await spawnService(env, 20_000, MAIN_JS, descriptors);
  const { child } = service;
  return {
    child,
    port: service.port,
    rssBytes: () => rssOf(child.pid ?? 0),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}

function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

function openSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress === undefined ? {} : { localAddress }) });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

function exitTime(
  child: ChildProcess,
  signal: NodeJS.Signals,
  limitMs: number,
): Promise<{ ms: number; code: number | null }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ms: Number.POSITIVE_INFINITY, code: null }), limitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, code });
    });
    child.kill(signal);
  });
}

// 1. The reproducer of the issue: a client that sent half its headers, then SIGTERM.
async function shutdownTimes(): Promise<{ halfHeaders: number; neverFinishing: number; codes: string }> {
  const first = await startService({});
  await (await fetch(`http://127.0.0.1:${first.port}/healthz`)).arrayBuffer();
  const half = await openSocket(first.port);
  half.on('error', () => {});
  half.write('POST /v1/generate HTTP/1.1\r\nHost: x\r\n');
  await sleep(200);
  const a = await exitTime(first.child, 'SIGTERM', 30_000);
  const second = await startService({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
  const slow = await openSocket(second.port);
  slow.on('error', () => {});
  slow.write('POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"len');
  await sleep(200);
  const b = await exitTime(second.child, 'SIGTERM', 30_000);
  return { halfHeaders: a.ms, neverFinishing: b.ms, codes: `${a.code}, ${b.code}` };
}

// Nanoseconds per call of `run` over a 100 ms slice.
function nanosPerCall(run: (i: number) => number): number {
  let sink = 0;
  let calls = 0;
  const started = process.hrtime.bigint();
  while (process.hrtime.bigint() - started < 100_000_000n) {
    for (let i = 0; i < 50; i++) sink += run(calls++);
  }
  return Number(process.hrtime.bigint() - started) / calls + (sink < 0 ? 1 : 0);
}

// Medians of interleaved slices of two functions (this machine is shared: a single slice can be far off).
function compare(a: (i: number) => number, b: (i: number) => number): [number, number] {
  nanosPerCall(a);
  nanosPerCall(b);
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < 7; round++) {
    times[0].push(nanosPerCall(a));
    times[1].push(nanosPerCall(b));
  }
  return [median(times[0]), median(times[1])];
}

// 2. Per-request cost of the client key: the walk of this service against proxy-addr's (what Fastify did).
function clientKeyCost(): { label: string; ours: number; proxyAddr: number }[] {
  const trust = proxyAddr.compile(['loopback']);
  const remembered = memoizeTrust(trust);
  // Header values as Node hands them over: flat strings, not ropes built by concatenation.
  const flat = (text: string) => Buffer.from(text).toString('latin1');
  const cases: { label: string; value: (i: number) => string | undefined }[] = [
    { label: 'no X-Forwarded-For', value: () => undefined },
    { label: 'one hop (10,000 addresses)', value: (i) => `10.0.${(i >> 8) % 40}.${i & 255}` },
    { label: '12 KB of garbage left of the client', value: () => garbageLeft },
    { label: '12 KB value that is no address', value: () => noAddress },
  ];
  const garbageLeft = flat(`${'g, '.repeat(4000)}203.0.113.9`);
  const noAddress = flat('x'.repeat(12_000));
  return cases.map(({ label, value }) => {
    const request = (i: number) => {
      const forwarded = value(i);
      const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
      return { headers, socket: { remoteAddress: '127.0.0.1' } } as never;
    };
    const [ours, theirs] = compare(
      (i) => clientKey(clientAddress('127.0.0.1', value(i), remembered)).length,
      (i) => clientKey(proxyAddr(request(i), trust)).length,
    );
    return { label, ours, proxyAddr: theirs };
  });
}

/** What the key-memory child reports. */
interface KeyMemoryReport {
  readonly clients: number;
  readonly hitsPerClient: number;
  readonly keyLength: number;
  readonly bytesPerClient: number;
  readonly totalBytes: number;
}

// 3 (child, --expose-gc): 100,000 clients with the longest keys, each with a full window of 60 hits.
function keyMemoryChild(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with --expose-gc');
  const settled = () => {
    for (let i = 0; i < 3; i++) gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const clients = 100_000;
  const limit = 60;
  const hex = (n: number) => (0xf000 + (n & 0xfff)).toString(16);
  const key = (i: number) => clientKey(`ffff:${hex(i >> 12)}:${hex(i)}:ffff:1:2:3:4`);
  const before = settled();
  const store = createMemoryStore({ limit, windowMs: 60_000, maxClients: clients, now: () => 1_700_000_000_000 });
  for (let c = 0; c < clients; c++) for (let h = 0; h < limit; h++) store.hit(key(c));
  const totalBytes = settled() - before;
  if (store.size() !== clients) throw new Error(`expected ${clients} clients, got ${store.size()}`);
  const report: KeyMemoryReport = {
    clients,
    hitsPerClient: limit,
    keyLength: key(clients - 1).length,
    bytesPerClient: totalBytes / clients,
    totalBytes,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function runKeyMemoryChild(): Promise<KeyMemoryReport> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--expose-gc', SELF_JS, '--key-memory'], { timeout: 300_000 }, (error, stdout) => {
      if (error !== null) reject(error);
      else resolve(JSON.parse(stdout) as KeyMemoryReport);
    });
  });
}

// Sends `total` POSTs, `width` at a time over keep-alive connections, each with its own X-Forwarded-For.
async function flood(port: number, total: number, forwardedFor: (i: number) => string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  let next = 0;
  let answered = 0;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/v1/generate',
          agent,
          headers: { 'x-forwarded-for': forwardedFor(i) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== undefined && res.statusCode < 500) answered++;
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.end();
    });
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < total) await one(next++);
    }),
  );
  agent.destroy();
  return answered;
}

// 4. RSS of the service before and after 100,000 clients with 12 KB X-Forwarded-For values.
async function longKeyFlood(): Promise<
  { label: string; before: number; after: number; answered: number; seconds: number }[]
> {
  const padding = 'garbage-entry-that-is-not-an-address, '.repeat(320);
  const variants = [
    { label: '12 KB values that are not addresses (one key: the proxy)', value: (i: number) => `${padding}${i}` },
    {
      label: '12 KB values ending in 100,000 distinct IPv6 /64s',
      // The longest keys: four full groups of the /64.
      value: (i: number) =>
        `${padding}ffff:${(0xf000 + (i >> 12)).toString(16)}:${(0xf000 + (i & 0xfff)).toString(16)}:ffff::1`,
    },
  ];
  const rows = [];
  for (const { label, value } of variants) {
    const service = await startService({ TRUST_PROXY: 'loopback' });
    try {
      await flood(service.port, 2_000, (i) => `198.51.100.${i & 255}`);
      const before = service.rssBytes();
      const started = Date.now();
      const answered = await flood(service.port, 100_000, value);
      rows.push({ label, before, after: service.rssBytes(), answered, seconds: (Date.now() - started) / 1000 });
    } finally {
      await service.stop();
    }
  }
  return rows;
}

// Keeps `size` idle keep-alive connections open from `localAddress`: each sends one request and stays;
// whatever the server closes is reopened.
function idleKeepAliveFlood(port: number, size: number, localAddress: string) {
  const open = new Set<Socket>();
  let stopped = false;
  const add = () => {
    if (stopped) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.add(socket);
    socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      open.delete(socket);
      setTimeout(add, 100);
    });
  };
  for (let i = 0; i < size; i++) add();
  return {
    open: () => open.size,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

async function probe(
  port: number,
  localAddress: string,
  path = '/healthz',
  raw = `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
): Promise<{ ok: boolean; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let data = '';
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('connect', () => socket.write(raw));
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ok: data.startsWith('HTTP/1.1 200'), ms: Date.now() - started });
    });
  });
}

// 5. ulimit -n 1024, 1,500 idle keep-alive connections from one address, 56 probes (the reproducer).
async function connectionFlood(): Promise<{ label: string; ok: number; total: number; p50: number; max: number }[]> {
  const service = await startService({}, 1024);
  const flooding = idleKeepAliveFlood(service.port, 1_500, '127.0.0.2');
  const rows = [];
  try {
    await sleep(3_000);
    for (const [label, from] of [
      ['probes from another address', '127.0.0.1'],
      ['probes from the flooding address', '127.0.0.2'],
    ] as const) {
      const results = [];
      for (let i = 0; i < 56; i++) results.push(await probe(service.port, from));
      const times = results.map((r) => r.ms);
      rows.push({
        label,
        ok: results.filter((r) => r.ok).length,
        total: results.length,
        p50: median(times),
        max: Math.max(...times),
      });
    }
  } finally {
    flooding.stop();
    await service.stop();
  }
  return rows;
}

// 6. Issue 19's reproducer at 50 connections: keep-alive clients sending POST back to back, then SIGTERM.
async function rollingRestart(runs: number, connections: number): Promise<{ lost: number; answered: number }[]> {
  const rows = [];
  for (let run = 0; run < runs; run++) {
    const service = await startService({ RATE_LIMIT_MAX: '100000' });
    const load = keepAliveLoad(service.port, connections, GENERATE_REQUEST);
    try {
      const deadline = Date.now() + 10_000;
      // Every client connected and served (keep-alive), then the load under way.
      while ((load.served() < connections || load.answered() < 20 * connections) && Date.now() < deadline) {
        await sleep(10);
      }
      service.child.kill('SIGTERM');
      const results = await load.finished;
      rows.push({
        lost: results.reduce((sum, r) => sum + r.lost, 0),
        answered: results.reduce((sum, r) => sum + r.answered, 0),
      });
    } finally {
      load.stop();
      await service.stop();
    }
  }
  return rows;
}

// Keeps `size` connections from `localAddress`, each sending the headers of a POST with Content-Length: 8000
// and then one byte of body a second; whatever the server closes is reopened.
type ProbeSummary = { ok: number; total: number; p50: number; p99: number; max: number };

function summarize(results: readonly { ok: boolean; ms: number }[]): ProbeSummary {
  const times = results.map((r) => r.ms);
  return {
    ok: results.filter((r) => r.ok).length,
    total: results.length,
    p50: median(times),
    p99: percentile(times, 0.99),
    max: Math.max(...times),
  };
}

async function probes(port: number, count: number, localAddress: string): Promise<ProbeSummary> {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await probe(port, localAddress));
  return summarize(results);
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

// 7. Issue 20.1: MAX_CONNECTIONS=100, 130 slow-body connections from 127.0.0.2; probes from 127.0.0.1.
async function slowBodies(): Promise<ProbeSummary> {
  const service = await startService({ MAX_CONNECTIONS: '100' });
  const flooding = slowBodyFlood(service.port, 130, '127.0.0.2');
  try {
    await sleep(2_000);
    return await probes(service.port, 40, '127.0.0.1');
  } finally {
    flooding.stop();
    await service.stop();
  }
}

/** CPU time (user + system) of a process so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const GENERATE_PROBE = GENERATE_REQUEST.replace('Host: x\r\n', 'Host: x\r\nConnection: close\r\n');

interface BodyFloodRow {
  readonly label: string;
  readonly serviceCpu: number;
  readonly attacker: BodyFloodReport | undefined;
  readonly generate: ProbeSummary;
}

// Issue 38.8: 100 connections from 127.0.0.2 each sending an unwanted body (a refused POST of
// 100 MiB declared, or a GET with a body) as fast as they can, for 6 s, in a process of their
// own; meanwhile POST /v1/generate from 127.0.0.1, one after the other. Beside it, the same
// probes with no flood, in the same run.
async function bodyFloodRow(flooding: boolean): Promise<BodyFloodRow> {
  const service = await startService({ RATE_LIMIT_MAX: '100000' });
  try {
    const pid = service.child.pid ?? 0;
    for (let i = 0; i < 50; i++) await probe(service.port, '127.0.0.1', '/v1/generate', GENERATE_PROBE);
    const attack = flooding ? runBodyFlood(service.port, 100, 6_000) : undefined;
    await sleep(500);
    const cpuBefore = cpuMsOf(pid);
    const started = Date.now();
    const results = [];
    while (Date.now() - started < 5_000)
      results.push(await probe(service.port, '127.0.0.1', '/v1/generate', GENERATE_PROBE));
    const serviceCpu = (cpuMsOf(pid) - cpuBefore) / (Date.now() - started);
    return {
      label: flooding ? 'under the flood' : 'no flood',
      serviceCpu,
      attacker: await attack,
      generate: summarize(results),
    };
  } finally {
    await service.stop();
  }
}

/** The body flood and its baseline, side by side. */
export async function bodyFloodSection(): Promise<SummaryRow[]> {
  heading('Hardening: a flood of unwanted bodies (100 connections), POST /v1/generate beside it');
  const rows = [await bodyFloodRow(false), await bodyFloodRow(true)];
  table([
    ['', 'service CPU', 'attacker CPU', 'attacker wrote', 'connections', 'generate answered', 'p50', 'p99'],
    ...rows.map((r) => [
      r.label,
      `${(r.serviceCpu * 100).toFixed(0)} %`,
      r.attacker === undefined ? '' : `${((r.attacker.cpuMs / 6_000) * 100).toFixed(0)} %`,
      r.attacker === undefined ? '' : bytes(r.attacker.written),
      r.attacker === undefined ? '' : int(r.attacker.opened),
      `${r.generate.ok}/${r.generate.total}`,
      ms(r.generate.p50),
      ms(r.generate.p99),
    ]),
  ]);
  const flooded = rows[1];
  return flooded === undefined
    ? []
    : [
        {
          what: 'POST /v1/generate p50 under a body flood (100 connections)',
          measured: `${ms(flooded.generate.p50)} (${ms(rows[0]?.generate.p50 ?? 0)} without)`,
          target: 'under the 1.9 s of issue 38, all answered',
          verdict: flooded.generate.p50 < 1_900 && flooded.generate.ok === flooded.generate.total ? 'PASS' : 'MISS',
        },
      ];
}

// 8. Issue 20.2: after 200 requests of warm-up, 4 connections from 127.0.0.2 each pipelining 200,000
// GET /healthz (again and again) while reading the answers; for 5 s, /readyz (event-loop check at its default 500 ms) and GET /healthz from 127.0.0.1,
// one after the other.
async function pipelining(): Promise<{ ready: ProbeSummary; others: ProbeSummary; attackerAnswers: number }> {
  const service = await startService({ READY_MAX_EVENT_LOOP_DELAY_MS: '500' });
  // A process that has served some traffic (its code compiled), as one in rotation is.
  for (let i = 0; i < 200; i++) await (await fetch(`http://127.0.0.1:${service.port}/healthz`)).arrayBuffer();
  // The attacker runs in a process of its own, so that the probes' latency is the service's alone.
  const attacker = runPipeliningFlood(service.port, 5_500);
  try {
    await sleep(300);
    const ready = [];
    const others = [];
    for (const until = Date.now() + 5_000; Date.now() < until; ) {
      ready.push(await probe(service.port, '127.0.0.1', '/readyz'));
      others.push(await probe(service.port, '127.0.0.1'));
      await sleep(20);
    }
    return { ready: summarize(ready), others: summarize(others), attackerAnswers: await attacker };
  } finally {
    await service.stop();
  }
}

// 9. Issue 20.4: RATE_LIMIT_MAX=5; 20 POST /v1/generate with the bad chunked body zz\r\n (400), then one valid POST.
async function refusalsBudget(): Promise<{ refusals: number; remaining: string }> {
  const service = await startService({ RATE_LIMIT_MAX: '5' });
  try {
    let refusals = 0;
    const bad = 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n';
    for (let i = 0; i < 20; i++) if ((await exchange(service.port, bad)).responses[0]?.status === 400) refusals++;
    const { responses } = await exchange(
      service.port,
      `${GENERATE_REQUEST.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
    );
    return { refusals, remaining: `${responses[0]?.status} ${responses[0]?.headers['ratelimit-remaining']}/5` };
  } finally {
    await service.stop();
  }
}

/** The attacks of issues 19 and 20: their tables and summary lines. */
export async function attacksSection(): Promise<SummaryRow[]> {
  const restart = await rollingRestart(3, 50);
  table([
    ['SIGTERM under load, 50 keep-alive clients (POST back to back)', 'answered', 'lost'],
    ...restart.map((r, i) => [`run ${i + 1}`, int(r.answered), String(r.lost)]),
  ]);
  const slow = await slowBodies();
  const pipe = await pipelining();
  table([
    ['attack', 'probes answered', 'p50', 'p99', 'max'],
    [
      'MAX_CONNECTIONS=100, 130 slow bodies from 127.0.0.2',
      `${slow.ok}/${slow.total}`,
      ms(slow.p50),
      ms(slow.p99),
      ms(slow.max),
    ],
    [
      `4 x 200,000 pipelined GET /healthz (attacker got ${int(pipe.attackerAnswers)} answers)`,
      `${pipe.others.ok}/${pipe.others.total}`,
      ms(pipe.others.p50),
      ms(pipe.others.p99),
      ms(pipe.others.max),
    ],
  ]);
  const budget = await refusalsBudget();
  table([
    ['RATE_LIMIT_MAX=5: protocol refusals, then one valid POST', 'refused (400)', 'then: status, remaining'],
    ['bad chunked body zz\\r\\n, 20 times', String(budget.refusals), budget.remaining],
  ]);
  const lost = restart.map((r) => r.lost);
  return [
    {
      what: 'Requests lost per rolling restart (50 keep-alive clients)',
      measured: lost.join(', '),
      target: '0',
      verdict: lost.every((n) => n === 0) ? 'PASS' : 'MISS',
    },
    {
      what: 'Probes answered under slow bodies at the cap',
      measured: `${slow.ok}/${slow.total}`,
      target: 'all',
      verdict: slow.ok === slow.total ? 'PASS' : 'MISS',
    },
    {
      what: '/readyz 200 under a pipelining client',
      measured: `${pipe.ready.ok}/${pipe.ready.total}`,
      target: 'all',
      verdict: pipe.ready.ok === pipe.ready.total ? 'PASS' : 'MISS',
    },
    {
      what: 'Other clients p99 under a pipelining client',
      measured: ms(pipe.others.p99),
      target: '< 100 ms',
      verdict: pipe.others.ok === pipe.others.total && pipe.others.p99 < 100 ? 'PASS' : 'MISS',
    },
    {
      what: 'Budget left after 20 protocol refusals',
      measured: budget.remaining,
      target: '200 4/5',
      verdict: budget.remaining === '200 4/5' ? 'PASS' : 'MISS',
    },
  ];
}

/** Runs every measurement, prints them, and returns the summary lines. */
export async function hardeningSection(): Promise<SummaryRow[]> {
  heading('Hardening: shutdown, client keys, connections, attacks');
  const shutdown = await shutdownTimes();
  table([
    ['SIGTERM with', 'exit after', 'exit codes'],
    ['a half-sent request (the reproducer; bound 10 s)', ms(shutdown.halfHeaders), shutdown.codes],
    ['a request that never finishes (SHUTDOWN_TIMEOUT_SECONDS=2)', ms(shutdown.neverFinishing), ''],
  ]);
  const cost = clientKeyCost();
  table([
    ['client key, per request', 'this service', 'proxy-addr + clientKey'],
    ...cost.map((c) => [c.label, `${c.ours.toFixed(0)} ns`, `${c.proxyAddr.toFixed(0)} ns`]),
  ]);
  const memory = await runKeyMemoryChild();
  table([
    ['limiter, longest keys', 'clients', 'key chars', 'per client', 'total'],
    [
      'full windows of 60 hits',
      int(memory.clients),
      String(memory.keyLength),
      bytes(memory.bytesPerClient),
      bytes(memory.totalBytes),
    ],
  ]);
  const longKeys = await longKeyFlood();
  table([
    ['100,000 clients, X-Forwarded-For of 12 KB', 'RSS before', 'RSS after', 'answered', 'seconds'],
    ...longKeys.map((r) => [r.label, bytes(r.before), bytes(r.after), int(r.answered), r.seconds.toFixed(1)]),
  ]);
  const connections = await connectionFlood();
  table([
    ['ulimit -n 1024, 1,500 idle keep-alive connections from 127.0.0.2', 'answered', 'p50', 'max'],
    ...connections.map((r) => [r.label, `${r.ok}/${r.total}`, ms(r.p50), ms(r.max)]),
  ]);
  const attacks = await attacksSection();
  const worstRss = Math.max(...longKeys.map((r) => r.after));
  return [
    ...attacks,
    {
      what: 'Shutdown with a half-sent request',
      measured: ms(shutdown.halfHeaders),
      target: '< 10 s',
      verdict: shutdown.halfHeaders < 10_000 ? 'PASS' : 'MISS',
    },
    {
      what: 'RSS after 100,000 clients with 12 KB keys',
      measured: bytes(worstRss),
      target: 'bounded',
      verdict: 'INFO',
    },
    {
      what: 'Probes answered under an idle-connection flood',
      measured: connections.map((r) => `${r.ok}/${r.total}`).join(', '),
      target: 'all',
      verdict: connections.every((r) => r.ok === r.total) ? 'PASS' : 'MISS',
    },
  ];
}

if (process.argv[1] === SELF_JS) {
  if (process.argv[2] === '--key-memory') keyMemoryChild();
  else if (process.argv[2] === '--attacks') {
    printSummaryAndExit(attacksSection());
  } else if (process.argv[2] === '--body-flood') {
    printSummaryAndExit(bodyFloodSection());
  } else if (process.argv[2] === '--key-cost') {
    for (const c of clientKeyCost())
      console.log(`${c.label}: ${c.ours.toFixed(0)} ns, proxy-addr ${c.proxyAddr.toFixed(0)} ns`);
  } else {
    printSummaryAndExit(hardeningSection());
  }
}
