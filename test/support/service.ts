import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.js';
import { type RunningService, type StartOverrides, start } from '../../src/main.js';

/** The compiled entry point, wherever the build put it. */
export const MAIN_JS = fileURLToPath(new URL('../../src/main.js', import.meta.url));

/** Starts the real service in this process on a free port, silent by default. */
export function startTestService(
  env: Readonly<Record<string, string>> = {},
  overrides: StartOverrides = {},
): Promise<RunningService> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://pw.example',
    ...env,
  });
  return start(config, overrides);
}

/** A service started as a separate `node` process, with everything it wrote. */
export interface SpawnedService {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Spawns `node dist/src/main.js` (or another entry script) with PORT=0 and the given
 * environment, and resolves once it logs its listening address (so LOG_LEVEL must be
 * info or lower).
 */
export function spawnService(
  env: Readonly<Record<string, string>>,
  timeoutMs = 10_000,
  entry = MAIN_JS,
): Promise<SpawnedService> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`service did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        const url = match[1];
        resolve({
          child,
          url,
          output: () => output,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code} before listening:\n${output}`));
    });
  });
}

/** POSTs JSON (or a raw string body) and returns status, headers and parsed JSON body. */
export async function postJson(
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const init: RequestInit = { method: 'POST', headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
