/**
 * Bench section: `npm start` to the first answer on GET / (the build is current,
 * so nothing compiles), median of 5 runs, beside `node dist/src/main.js` alone,
 * which shows what npm itself adds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/redis-server.js';
import { groupCpuSeconds, MAIN_JS, SERVICE_VARIABLES } from './processes.js';
import { heading, median, type SummaryRow, table } from './report.js';

const RUNS = 5;
const TARGET_MS = 1000;
const DEADLINE_MS = 60_000;
const POLL_MS = 5;
/** The project root, above the build output (dist/bench). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** How to start the service. */
interface Launcher {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
}

const NPM_START: Launcher = { label: 'npm start', command: 'npm', args: ['start'] };
const NODE_MAIN: Launcher = { label: 'node dist/src/main.js (reference)', command: process.execPath, args: [MAIN_JS] };

/** Resolves true when GET / on the port answers with any HTTP status, false when nothing listens yet. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(true));
    });
    req.once('error', () => resolve(false));
    req.end();
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

/** One start: wall time to the first answer, and the CPU its processes had used by then. */
interface StartRun {
  readonly ms: number;
  /** User + system CPU of every process of the start (npm, sh, node), Linux; NaN elsewhere. */
  readonly cpuMs: number;
}

/** Spawns `launcher` and times it to the first answer on GET /. */
async function timeToFirstAnswer(launcher: Launcher): Promise<StartRun> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVICE_VARIABLES) delete env[name];
  // npm and the node it starts are the bench's own Node, whatever else is on PATH.
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  env.PORT = String(port);
  env.HOST = '127.0.0.1';
  await answers(port); // warm this process's HTTP client before the clock starts
  const started = performance.now();
  const child = spawn(launcher.command, launcher.args, { cwd: ROOT, env, stdio: 'ignore', detached: true });
  try {
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`${launcher.label} exited with ${child.exitCode} before answering`);
      if (performance.now() - started > DEADLINE_MS)
        throw new Error(`${launcher.label}: no answer in ${DEADLINE_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const ms = performance.now() - started;
    const cpuSeconds = groupCpuSeconds(child.pid as number);
    return { ms, cpuMs: cpuSeconds === undefined ? Number.NaN : cpuSeconds * 1000 };
  } finally {
    await stopGroup(child);
  }
}

/** Runs the start-up measurement, prints it, and returns its summary row. */
export async function startUpSection(): Promise<SummaryRow[]> {
  heading(`Start-up: spawn to the first answer on GET / (median of ${RUNS}, runs interleaved)`);
  const loadBefore = loadavg();
  const launchers = [NPM_START, NODE_MAIN];
  const times = new Map<Launcher, StartRun[]>(launchers.map((launcher) => [launcher, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const launcher of launchers) times.get(launcher)?.push(await timeToFirstAnswer(launcher));
  }
  const format = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
  table([
    ['command', 'median', 'runs', 'CPU median', 'CPU runs'],
    ...launchers.map((launcher) => {
      const ms = (times.get(launcher) ?? []).map((run) => run.ms);
      const cpuMs = (times.get(launcher) ?? []).map((run) => run.cpuMs);
      const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
      return [launcher.label, format(median(ms)), `${list(ms)} ms`, format(median(cpuMs)), `${list(cpuMs)} ms`];
    }),
  ]);
  console.log('  CPU: user + system time its processes had used at the first answer (10 ms ticks): on a busy');
  console.log('  machine the wall time also holds the waiting for a core, which CPU time leaves out');
  console.log(`  npm and the service run on ${process.execPath} (${process.version}); the build is current`);
  console.log(
    `  load average before: ${loadBefore.map((load) => load.toFixed(2)).join(', ')} (${cpus().length} cores)`,
  );
  const npmMedian = median((times.get(NPM_START) ?? []).map((run) => run.ms));
  return [
    {
      what: 'Start-up: npm start to first answer on GET / (median of 5)',
      measured: format(npmMedian),
      target: `<= ${TARGET_MS} ms`,
      verdict: Number.isFinite(npmMedian) ? (npmMedian <= TARGET_MS ? 'PASS' : 'MISS') : 'N/A',
    },
  ];
}
