import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { type RunningService, type StartOverrides, start } from '../../src/main.js';
import type { RawRequestOptions, RawResponse } from './raw-http.js';

/** The compiled entry point, wherever the build put it. */
export const MAIN_JS = fileURLToPath(new URL('../../src/main.js', import.meta.url));

/**
 * Starts the real service in this process on a free port, silent by default.
 * The event-loop readiness check is off unless asked for: this machine is shared,
 * and a stall of another process's making must not turn /readyz to 503 in tests
 * about something else (test/overload.test.ts sets its own threshold). Closing
 * does not linger for idle connections (fetch keeps one) unless asked for: the
 * shutdown tests run the service as a process, with its linger.
 */
export function startTestService(
  env: Readonly<Record<string, string>> = {},
  overrides: StartOverrides = {},
): Promise<RunningService> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://pw.example',
    READY_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  return start(config, { drainLingerMs: 0, ...overrides });
}

/** A service started as a separate `node` process, with everything it wrote. */
export interface SpawnedService {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Spawns `node dist/src/main.js` (or another entry script) with PORT=0 and the given
 * environment, and resolves once it logs its listening address (so LOG_LEVEL must be
 * info or lower). With `descriptors` it runs under `ulimit -n` (soft and hard, so Node
 * cannot raise it).
 */
export function spawnService(
  env: Readonly<Record<string, string>>,
  timeoutMs = 10_000,
  entry = MAIN_JS,
  descriptors?: number,
): Promise<SpawnedService> {
  const [command, args] =
    descriptors === undefined
      ? [process.execPath, [entry]]
      : ['/bin/sh', ['-c', `ulimit -n ${descriptors} && exec "${process.execPath}" "${entry}"`]];
  const child = spawn(command, args, {
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
          port: Number(new URL(url).port),
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

/** A response as {@link postJson} and {@link injectJson} return it: status, headers, parsed JSON body, text. */
export interface JsonResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
  readonly text: string;
}

/** POSTs JSON (or a raw string body) over a real socket and returns status, headers and parsed JSON body. */
export async function postJson(
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<JsonResponse> {
  const init: RequestInit = { method: 'POST', headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseJson(text), text };
}

/**
 * {@link postJson} without a socket: the same request (JSON or a raw string body, with
 * `Content-Type: application/json` unless given) through `app.inject()`, the same answer shape.
 * `path` is the path and query, e.g. `/v1/generate?lang=es`.
 */
export async function injectJson(
  app: FastifyInstance,
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<JsonResponse> {
  const sent: Record<string, string> = { ...headers };
  if (body !== undefined) sent['content-type'] ??= 'application/json';
  const response = await injectRequest(app, path, {
    method: 'POST',
    headers: sent,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) fetchHeaders.append(name, one);
  }
  return { status: response.status, headers: fetchHeaders, body: response.body, text: response.text };
}

/**
 * `rawRequest` without a socket: exactly the given method, headers and body through
 * `app.inject()` (which adds only Host and User-Agent; Content-Length as `rawRequest` sets it),
 * answered in the same shape. The peer address is inject's 127.0.0.1.
 */
export async function injectRequest(
  app: FastifyInstance,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  const response = await app.inject({
    method: (options.method ?? 'GET') as InjectOptions['method'],
    url: path,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  const answered: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) answered[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const text = response.body;
  return { status: response.statusCode, headers: answered, text, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
