/**
 * Throughput of two or more builds of the service side by side, in
 * interleaved rounds: `POST /v1/generate` at 50 connections, with the bench's
 * raised limit and rotating client addresses. For a change that must not cost
 * throughput, build the commit before it in a worktree and compare:
 *
 *   git worktree add ../before <commit> && (cd ../before && npm ci)
 *   node dist/bench/compare-builds.js before=../before/dist/src/main.js now=dist/src/main.js
 *
 * The first build is the reference; each other build gets the median of its
 * per-round ratios to it (rounds of one server vary by up to ±40% on a busy
 * machine; a ratio within one round cancels most of that). BENCH_ROUNDS
 * (default 10) and BENCH_SECONDS (default 5) as in `npm run bench`. build-cost.ts uses it beside
 * its other measurements of a change.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLoadGenerator, type LoadGenerator, type LoadSpec } from './load.js';
import { type ChildServer, startService } from './processes.js';
import { int, median, ratio, table } from './report.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '10');
const SECONDS = Number(process.env.BENCH_SECONDS ?? '5');
const SERVICE_ENV = { RATE_LIMIT_MAX: '100000', TRUST_PROXY: 'loopback' } as const;

/** A build of the service: its name in the report, and its `main.js`. */
export interface Build {
  readonly name: string;
  readonly entry: string;
}

/** A build's throughput over the rounds, and its ratio to the first build's round by round. */
export interface ThroughputRow {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly cpuMicrosecondsPerRequest: number;
  readonly ratioMedian: number;
  readonly ratioMin: number;
  readonly ratioMax: number;
}

interface Round {
  readonly requestsPerSecond: number;
  readonly cpuMicrosecondsPerRequest: number;
}

function parseBuilds(args: readonly string[]): Build[] {
  const builds = args.map((arg) => {
    const separator = arg.indexOf('=');
    if (separator < 1) throw new Error(`expected name=path/to/main.js, got ${arg}`);
    return { name: arg.slice(0, separator), entry: resolve(arg.slice(separator + 1)) };
  });
  if (builds.length < 2) throw new Error('give at least two builds: name=path/to/main.js ...');
  return builds;
}

function loadSpec(server: ChildServer, durationSeconds: number): LoadSpec {
  return {
    baseUrl: server.url,
    path: '/v1/generate',
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
    connections: 50,
    durationSeconds,
    forwardedAddresses: 10_000,
  };
}

async function measureOnce(build: Build, load: LoadGenerator): Promise<Round> {
  const server = await startService(SERVICE_ENV, build.entry);
  try {
    await load.run(loadSpec(server, 1));
    const cpuBefore = server.cpuSeconds() ?? Number.NaN;
    const result = await load.run(loadSpec(server, SECONDS));
    const cpu = (server.cpuSeconds() ?? Number.NaN) - cpuBefore;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${build.name}: ${result.non2xx} non-2xx answers`);
    return { requestsPerSecond: result.requestsPerSecond, cpuMicrosecondsPerRequest: (cpu * 1e6) / result.requests };
  } finally {
    await server.stop();
  }
}

/** Each round runs every build once, the order rotated by one each round. */
async function measureRounds(builds: readonly Build[], load: LoadGenerator): Promise<Map<string, Round[]>> {
  const rounds = new Map(builds.map((build) => [build.name, [] as Round[]]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = builds.map((_, i) => builds[(i + round) % builds.length] as Build);
    for (const build of order) {
      const measured = await measureOnce(build, load);
      rounds.get(build.name)?.push(measured);
      process.stderr.write(`round ${round + 1}/${ROUNDS} ${build.name}: ${int(measured.requestsPerSecond)} req/s\n`);
    }
  }
  return rounds;
}

/** Throughput of every build, in interleaved rounds; the first build is the reference. */
export async function compareThroughput(builds: readonly Build[], load: LoadGenerator): Promise<ThroughputRow[]> {
  const rounds = await measureRounds(builds, load);
  const reference = rounds.get((builds[0] as Build).name) ?? [];
  return builds.map((build) => {
    const own = rounds.get(build.name) ?? [];
    const ratios = own.map((r, i) => r.requestsPerSecond / (reference[i] as Round).requestsPerSecond);
    return {
      name: build.name,
      requestsPerSecond: median(own.map((r) => r.requestsPerSecond)),
      cpuMicrosecondsPerRequest: median(own.map((r) => r.cpuMicrosecondsPerRequest)),
      ratioMedian: median(ratios),
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
    };
  });
}

/** The load's description line for a report. */
export function throughputSetting(load: LoadGenerator): string {
  return `${load.description}; ${ROUNDS} rounds of ${SECONDS} s; POST /v1/generate, 50 connections`;
}

function report(rows: readonly ThroughputRow[]): void {
  table([
    ['build', 'req/s, median', 'CPU per request', 'vs first, median of rounds', 'range over rounds'],
    ...rows.map((row) => [
      row.name,
      int(row.requestsPerSecond),
      `${int(row.cpuMicrosecondsPerRequest)} µs`,
      ratio(row.ratioMedian),
      `${ratio(row.ratioMin)}-${ratio(row.ratioMax)}`,
    ]),
  ]);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const builds = parseBuilds(process.argv.slice(2));
  const load = createLoadGenerator();
  try {
    console.log(throughputSetting(load));
    report(await compareThroughput(builds, load));
  } finally {
    load.close();
  }
}
