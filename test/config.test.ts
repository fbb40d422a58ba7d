import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { MAIN_JS } from './support/service.js';

/** Runs the service with an environment and resolves when it exits (killed, and failed, after a deadline). */
function runToExit(env: Record<string, string>, timeoutMs = 10_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${timeoutMs} ms (it should have refused the configuration):\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Each case is a process that loads the whole service before refusing: two at a time, one per core.
describe('bad configuration stops the process at start, naming the variable', { concurrency: 2 }, () => {
  const cases: [env: Record<string, string>, variable: string][] = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ RATE_LIMIT_WINDOW_SECONDS: 'soon' }, 'RATE_LIMIT_WINDOW_SECONDS'],
    [{ TRUST_PROXY: 'garbage' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'cafe' }, 'TRUST_PROXY'],
    [{ WORKERS: '2', REDIS_URL: '' }, 'WORKERS'],
    [{ REDIS_URL: 'redis://127.0.0.1:1', REDIS_CLUSTER_NODES: '127.0.0.1:2' }, 'REDIS_URL and REDIS_CLUSTER_NODES'],
    [{ PUBLIC_BASE_URL: 'localhost:8080' }, 'PUBLIC_BASE_URL'],
    // ioredis alone would say "Invalid URL", naming nothing; the password must not be echoed.
    [{ REDIS_URL: 'redis://:pw@x:99999' }, 'REDIS_URL'],
  ];
  for (const [env, variable] of cases) {
    it(`${JSON.stringify(env)} exits non-zero naming ${variable}`, async () => {
      const { code, output } = await runToExit(env);
      assert.notEqual(code, 0, output);
      assert.notEqual(code, null, output);
      assert.ok(output.includes(variable), output);
      assert.doesNotMatch(output, /Server listening/);
      assert.doesNotMatch(output, /:pw@/);
      assert.equal(output.trim().split('\n').length, 1, output);
    });
  }
});
