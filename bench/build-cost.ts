/**
 * What a change costs, side by side in one run: the base commit is built in a worktree of its own,
 * then it and this build are measured in the same interleaved rounds for
 *
 * - `POST /v1/generate` throughput (compare-builds.ts: 50 connections, the ratio round by round);
 * - the CLI's time to first password: `generate` through the packed CLI (`npm run build:package`),
 *   process start to exit, as cli-bench.ts measures it;
 * - the wall time of `npm run test:quick` without its build (`node scripts/test-quick.mjs`).
 *
 * Run alone, after `npm run build && npm run build:package`:
 *
 *   node dist/bench/build-cost.js 81f1b93
 *
 * BENCH_ROUNDS (default 10) and BENCH_SECONDS (default 5) as in compare-builds.ts;
 * BENCH_QUICK_ROUNDS (default 2) runs of test:quick per build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Contender, interleaved } from './cli-bench.js';
import { compareThroughput, throughputSetting } from './compare-builds.js';
import { createLoadGenerator } from './load.js';
import { heading, int, median, ms, printSummaryAndExit, ratio, type SummaryRow, table } from './report.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATE_RUNS = 20;
const QUICK_ROUNDS = Number(process.env.BENCH_QUICK_ROUNDS ?? '2');

/** A tree with its build: the base commit's worktree, or this one. */
interface Tree {
  readonly name: string;
  readonly dir: string;
}

// The commit checked out beside this tree, sharing its node_modules, built as `npm ci` would build it.
function buildBase(commit: string): Tree {
  const dir = join(mkdtempSync(join(tmpdir(), 'build-cost-')), 'base');
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  for (const script of ['build', 'build:package']) {
    execFileSync('npm', ['run', script, '--silent'], { cwd: dir, stdio: 'ignore' });
  }
  return { name: `base (${commit})`, dir };
}

function removeBase(base: Tree): void {
  spawnSync('git', ['worktree', 'remove', '--force', base.dir], { cwd: ROOT, stdio: 'ignore' });
  rmSync(join(base.dir, '..'), { recursive: true, force: true });
}

const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(1)} s`;

// Wall time of one run of the quick tests in a tree, in milliseconds; throws when a test fails.
function quickTestsMs(tree: Tree): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['scripts/test-quick.mjs'], { cwd: tree.dir, stdio: 'ignore' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${tree.name}: test:quick exited ${result.status}`);
  return elapsed;
}

/** Each round runs the quick tests of every tree once, the order turned by one each round. */
function quickTestRounds(trees: readonly Tree[]): number[][] {
  const times = trees.map((): number[] => []);
  for (let round = 0; round < QUICK_ROUNDS; round++) {
    for (let i = 0; i < trees.length; i++) {
      const index = (i + round) % trees.length;
      const elapsed = quickTestsMs(trees[index] as Tree);
      times[index]?.push(elapsed);
      process.stderr.write(
        `test:quick ${round + 1}/${QUICK_ROUNDS} ${(trees[index] as Tree).name}: ${seconds(elapsed)}\n`,
      );
    }
  }
  return times;
}

function generateContender(tree: Tree): Contender {
  return { label: tree.name, file: process.execPath, args: [join(tree.dir, 'dist-package/cli/bin.js'), 'generate'] };
}

/** The three measurements of the base and this build, as rows of the summary. */
export async function buildCostSection(commit: string): Promise<SummaryRow[]> {
  heading(`The cost of a change: ${commit} and this build, side by side in one run`);
  const base = buildBase(commit);
  const now: Tree = { name: 'this build', dir: ROOT };
  try {
    const load = createLoadGenerator();
    let throughput: Awaited<ReturnType<typeof compareThroughput>>;
    try {
      console.log(`  ${throughputSetting(load)}`);
      const entry = (tree: Tree) => ({ name: tree.name, entry: join(tree.dir, 'dist/src/main.js') });
      throughput = await compareThroughput([entry(base), entry(now)], load);
    } finally {
      load.close();
    }
    const contenders = [generateContender(base), generateContender(now)];
    const cli = interleaved(contenders, GENERATE_RUNS);
    const cliMs = contenders.map((c) => median(cli.get(c) ?? []));
    const quick = quickTestRounds([base, now]).map(median);
    const [before, after] = throughput;
    const rows = [
      ['measurement', base.name, now.name, 'this / base'],
      [
        'POST /v1/generate, req/s (median of rounds)',
        int(before?.requestsPerSecond ?? Number.NaN),
        int(after?.requestsPerSecond ?? Number.NaN),
        `${ratio(after?.ratioMedian ?? Number.NaN)} (${ratio(after?.ratioMin ?? Number.NaN)}-${ratio(after?.ratioMax ?? Number.NaN)})`,
      ],
      [
        `CLI generate, start to exit (median of ${GENERATE_RUNS})`,
        ms(cliMs[0] ?? 0),
        ms(cliMs[1] ?? 0),
        ratio((cliMs[1] ?? 0) / (cliMs[0] ?? 1)),
      ],
      [
        `test:quick, wall (median of ${QUICK_ROUNDS})`,
        seconds(quick[0] ?? 0),
        seconds(quick[1] ?? 0),
        ratio((quick[1] ?? 0) / (quick[0] ?? 1)),
      ],
    ];
    table(rows);
    return [
      {
        what: `Generate throughput, this / ${commit}`,
        measured: ratio(after?.ratioMedian ?? Number.NaN),
        target: 'within noise',
        verdict: 'INFO',
      },
      {
        what: `CLI generate, this / ${commit}`,
        measured: ratio((cliMs[1] ?? 0) / (cliMs[0] ?? 1)),
        target: 'within noise',
        verdict: 'INFO',
      },
      {
        what: 'test:quick wall time, this build',
        measured: seconds(quick[1] ?? 0),
        target: '< 30 s',
        verdict: (quick[1] ?? Infinity) < 30_000 ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    removeBase(base);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const commit = process.argv[2] ?? process.env.BENCH_BASE;
  if (commit === undefined) throw new Error('give the base commit: node dist/bench/build-cost.js <commit>');
  printSummaryAndExit(buildCostSection(commit));
}
