import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort, startRedisServer } from '../test/support/redis-server.js';

/** The compiled service entry, next to this file's build output (dist/ or dist-bench/). */
export const MAIN_JS = fileURLToPath(new URL('../src/main.js', import.meta.url));
/** The compiled bare node:http server. */
export const BARE_SERVER_JS = fileURLToPath(new URL('./bare-server.js', import.meta.url));
/** The compiled lean node:http reference (the service's parts, no framework). */
export const LEAN_SERVER_JS = fileURLToPath(new URL('./lean-server.js', import.meta.url));
/** The compiled minimal Fastify server. */
export const FASTIFY_MINIMAL_JS = fileURLToPath(new URL('./fastify-minimal-server.js', import.meta.url));

/** Variables of the service that must not leak in from the shell running the bench. */
export const SERVICE_VARIABLES = [
  'PORT',
  'HOST',
  'PUBLIC_BASE_URL',
  'SITE_URL',
  'DOCS_URL',
  'LOG_LEVEL',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_MAX_CLIENTS',
  'TRUST_PROXY',
  'MCP_ALLOWED_ORIGINS',
  'REDIS_URL',
  'REDIS_CLUSTER_NODES',
  'REDIS_KEY_PREFIX',
  'WORKERS',
  'METRICS_PORT',
  'METRICS_HOST',
  'READY_MAX_EVENT_LOOP_DELAY_MS',
];

const live = new Set<ChildProcess>();

// Kill whatever is still running if the bench dies or is interrupted.
function killAllSync(): void {
  for (const child of live) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
}
process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllSync();
    process.exit(130);
  });
}

let clockTicks: number | undefined;

/**
 * CPU seconds (user + system) used so far by every live process of a process
 * group (the bench starts each server as a group leader, so this includes
 * cluster workers). Linux only: undefined elsewhere.
 */
export function groupCpuSeconds(pgid: number): number | undefined {
  if (process.platform !== 'linux') return undefined;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields !== undefined && Number(fields[2]) === pgid) ticks += cpuTicks(fields);
  }
  return ticks / clockTicksPerSecond();
}

/** CPU seconds (user + system) used so far by one process (Linux), else undefined. */
export function processCpuSeconds(pid: number): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const fields = statFields(pid);
  return fields === undefined ? undefined : cpuTicks(fields) / clockTicksPerSecond();
}

function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

// The fields of /proc/PID/stat after "pid (comm) ": state, ppid, pgrp, ..., utime (14th field), stime (15th).
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function cpuTicks(fields: readonly string[]): number {
  return Number(fields[11]) + Number(fields[12]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process started by the bench. */
export interface ChildServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** The last few kilobytes the process wrote to stderr. */
  stderr(): string;
  /** CPU seconds used so far by the process and its children (Linux), else undefined. */
  cpuSeconds(): number | undefined;
  /** SIGTERM, then SIGKILL of its process group after a grace period. */
  stop(): Promise<void>;
}

function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; stderr: () => string } {
  // stdout goes to /dev/null: LOG_LEVEL=info writes two lines per request and nobody reads them.
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  });
  return { child, stderr: () => tail };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // Cluster workers share the process group; make sure none is left behind.
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHttp(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before serving:\n${stderr()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${stderr()}`);
}

/**
 * Starts `node dist/src/main.js` (or another entry that reads the service's
 * variables, such as the lean reference) on a free port with the given
 * environment and waits until it serves.
 */
export async function startService(
  env: Readonly<Record<string, string>>,
  entry: string = MAIN_JS,
): Promise<ChildServer> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVICE_VARIABLES) delete base[name];
  const { child, stderr } = launch(process.execPath, [entry], {
    ...base,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/healthz`, child, stderr, 20_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  // With WORKERS > 1 the first worker answers before the others are up: give them a moment.
  if (Number(env.WORKERS ?? '1') > 1) await sleep(1500);
  return server(url, port, child, stderr);
}

function server(url: string, port: number, child: ChildProcess, stderr: () => string): ChildServer {
  const pid = child.pid as number;
  return { url, port, pid, stderr, cpuSeconds: () => groupCpuSeconds(pid), stop: () => stopChild(child) };
}

/**
 * Starts a baseline server (bare node:http or minimal Fastify) answering `body` to every
 * request; `workUs` makes the bare server busy-wait that long per request first.
 */
export async function startBaseline(kind: 'bare' | 'fastify', body: string, workUs = 0): Promise<ChildServer> {
  const port = await freePort();
  const { child, stderr } = launch(process.execPath, [kind === 'bare' ? BARE_SERVER_JS : FASTIFY_MINIMAL_JS], {
    ...process.env,
    BARE_PORT: String(port),
    BARE_BODY: body,
    BARE_WORK_US: String(workUs),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, child, stderr, 10_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return server(url, port, child, stderr);
}

/** A redis-server started for the bench. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** CPU seconds used so far by redis-server (Linux), else undefined. */
  cpuSeconds(): number | undefined;
  /** Sends one command and returns the first line of the reply (simple strings and integers). */
  command(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** Sends one RESP command to a Redis server and resolves with the first reply line. */
export function redisCommand(port: number, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let reply = '';
    socket.setTimeout(3000, () => socket.destroy(new Error('redis command timed out')));
    socket.once('error', reject);
    socket.connect(port, '127.0.0.1', () => {
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      const end = reply.indexOf('\r\n');
      if (end >= 0) {
        socket.end();
        resolve(reply.slice(0, end));
      }
    });
  });
}

/** Starts redis-server on a free loopback port without persistence (the tests' own helper). */
export async function startRedis(): Promise<RedisServer> {
  const server = await startRedisServer();
  return {
    url: server.url,
    port: server.port,
    // The tests' helper does not make redis-server a process-group leader: read its own /proc entry.
    cpuSeconds: () => processCpuSeconds(server.pid()),
    command: (...args) => redisCommand(server.port, args),
    stop: () => server.stop(),
  };
}
