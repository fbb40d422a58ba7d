import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnService } from './support/service.js';

// The compiled test runs from <outDir>/test: the project is two levels up, the compiled service one.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// The bundles' entries, from the one list the build uses (a plain .mjs script, so it is loaded at run time).
const { WEB_ENTRIES, CHECKER_WORD_LISTS_ENTRY } = (await import(
  pathToFileURL(join(ROOT, 'scripts', 'web-entries.mjs')).href
)) as {
  WEB_ENTRIES: Readonly<Record<string, string>>;
  CHECKER_WORD_LISTS_ENTRY: string;
};
const BUILT_SRC = fileURLToPath(new URL('../src/', import.meta.url));
/** Written by scripts/build.mjs when every build step succeeded; its mtime is when the build started. */
const STAMP = join('dist', '.build-stamp');
const MINUTE_MS = 60_000;

const trees: string[] = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/**
 * A project tree in a temporary directory: the real scripts and package.json, and
 * dist/src linked to the real compiled service. `sources` adds a src/ and tsconfig.json.
 */
function projectTree(sources: boolean, nodeModules = true): string {
  const tree = mkdtempSync(join(tmpdir(), 'pwgen-start-'));
  trees.push(tree);
  // The build and start scripts only: the .ts generators there import the real sources.
  cpSync(join(ROOT, 'scripts'), join(tree, 'scripts'), { recursive: true, filter: (path) => !path.endsWith('.ts') });
  cpSync(join(ROOT, 'package.json'), join(tree, 'package.json'));
  if (nodeModules) symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  mkdirSync(join(tree, 'dist'));
  symlinkSync(BUILT_SRC, join(tree, 'dist', 'src'), 'dir');
  if (sources) {
    cpSync(join(ROOT, 'tsconfig.json'), join(tree, 'tsconfig.json'));
    mkdirSync(join(tree, 'src', 'http'), { recursive: true });
    writeFileSync(join(tree, 'src', 'http', 'app.ts'), 'export const APP = 1;\n');
    // The browser bundles' entries (the build's second step, scripts/web-entries.mjs), as small as esbuild
    // accepts; older than any stamp a test writes, so that only the files a test touches may be newer.
    for (const source of [...Object.values(WEB_ENTRIES), CHECKER_WORD_LISTS_ENTRY]) {
      mkdirSync(dirname(join(tree, source)), { recursive: true });
      writeFileSync(join(tree, source), source.endsWith('.css') ? 'body { margin: 0; }\n' : 'export {};\n');
      setMtime(join(tree, source), Date.now() - 10 * MINUTE_MS);
    }
  }
  return tree;
}

function setMtime(path: string, epochMs: number): void {
  utimesSync(path, epochMs / 1000, epochMs / 1000);
}

function writeStamp(tree: string, epochMs: number): void {
  writeFileSync(join(tree, STAMP), 'test stamp\n');
  setMtime(join(tree, STAMP), epochMs);
}

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a command to its end and returns what it wrote. After `timeoutMs` its whole
 * process group is killed (a server started under `npm start` is a grandchild).
 */
function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs = 60_000,
  env: Readonly<Record<string, string>> = {},
): Promise<Finished> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
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
    const timer = setTimeout(() => {
      process.kill(-(child.pid as number), 'SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} still running after ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The start script's own refusal: exit code 1 and exactly one line on stderr naming `npm run build`. */
function assertRefusal(result: Finished, reason: RegExp): void {
  const what = `stdout: ${result.stdout}\nstderr: ${result.stderr}`;
  assert.equal(result.code, 1, what);
  assert.doesNotMatch(result.stdout, /Server listening/, what);
  const lines = result.stderr.split('\n').filter((line) => line !== '');
  assert.equal(lines.length, 1, what);
  assert.match(lines[0] ?? '', /`npm run build`/, what);
  assert.match(lines[0] ?? '', reason, what);
}

async function assertServes(tree: string): Promise<void> {
  const service = await spawnService({}, 20_000, join(tree, 'scripts', 'start.mjs'));
  try {
    const response = await fetch(`${service.url}/`);
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { name?: unknown }).name, 'Password Generation Service');
    // One line for people, beside the JSON logs: where the pages and the reference are.
    const line = `pwgen-service: serving at ${service.url} — the pages at ${service.url}/generator and ${service.url}/checker, the API reference at ${service.url}/docs (Ctrl-C stops it)`;
    for (let waited = 0; !service.output().includes(line) && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(service.output().includes(line), service.output());
    const generator = await fetch(`${service.url}/generator`, { redirect: 'manual' });
    assert.ok([200, 301, 302, 303, 307, 308].includes(generator.status), String(generator.status));
    assert.equal((await fetch(`${service.url}/docs`)).status, 200);
  } finally {
    assert.equal(await service.stop(), 0, service.output());
  }
}

describe('npm start serves only a current build', () => {
  it('npm start refuses a build older than a source file, naming the file and `npm run build`', async () => {
    const tree = projectTree(true);
    const now = Date.now();
    setMtime(join(tree, 'tsconfig.json'), now - 2 * MINUTE_MS);
    writeStamp(tree, now - MINUTE_MS);
    setMtime(join(tree, 'src', 'http', 'app.ts'), now);
    const viaNpm = await run('npm', ['start'], tree, 20_000);
    assert.notEqual(viaNpm.code, 0, viaNpm.stdout);
    assert.doesNotMatch(viaNpm.stdout, /Server listening/);
    assert.match(viaNpm.stderr, /older than src\/http\/app\.ts: run `npm run build`/);
    assertRefusal(await run(process.execPath, ['scripts/start.mjs'], tree, 20_000), /older than src\/http\/app\.ts/);
  });

  it('refuses a build older than tsconfig.json', async () => {
    const tree = projectTree(true);
    const now = Date.now();
    setMtime(join(tree, 'src', 'http', 'app.ts'), now - 2 * MINUTE_MS);
    writeStamp(tree, now - MINUTE_MS);
    setMtime(join(tree, 'tsconfig.json'), now);
    assertRefusal(await run(process.execPath, ['scripts/start.mjs'], tree, 20_000), /older than tsconfig\.json/);
  });

  it('refuses a missing build (no stamp: never built, or a build step failed)', async () => {
    const tree = projectTree(true);
    assertRefusal(await run(process.execPath, ['scripts/start.mjs'], tree, 20_000), /No complete build/);
  });

  it('ignores editor swap and backup files', async () => {
    const tree = projectTree(true);
    const now = Date.now();
    setMtime(join(tree, 'src', 'http', 'app.ts'), now - 2 * MINUTE_MS);
    setMtime(join(tree, 'tsconfig.json'), now - 2 * MINUTE_MS);
    writeStamp(tree, now - MINUTE_MS);
    writeFileSync(join(tree, 'src', 'http', '.app.ts.swp'), '');
    writeFileSync(join(tree, 'src', 'http', 'app.ts~'), '');
    await assertServes(tree);
  });

  it('starts a build newer than every source and answers GET /', async () => {
    const tree = projectTree(true);
    const now = Date.now();
    setMtime(join(tree, 'src', 'http', 'app.ts'), now - 2 * MINUTE_MS);
    setMtime(join(tree, 'tsconfig.json'), now - 2 * MINUTE_MS);
    writeStamp(tree, now - MINUTE_MS);
    await assertServes(tree);
  });

  it('starts without checking where no src/ sits beside the build (an installed package)', async () => {
    const tree = projectTree(false);
    assert.equal(existsSync(join(tree, STAMP)), false);
    await assertServes(tree);
  });
});

describe('npm run build', () => {
  it('removes the stamp when a step fails and writes it only after every step succeeded', async () => {
    const tree = projectTree(true);
    rmSync(join(tree, 'dist', 'src'));
    writeStamp(tree, Date.now() - MINUTE_MS);
    writeFileSync(join(tree, 'src', 'broken.ts'), 'export const broken: number = "not a number";\n');
    const failed = await run(process.execPath, ['scripts/build.mjs'], tree);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.match(failed.stderr, /step "tsc" failed/);
    assert.equal(existsSync(join(tree, STAMP)), false, 'a failed build leaves no stamp');
    assertRefusal(await run(process.execPath, ['scripts/start.mjs'], tree, 20_000), /No complete build/);

    rmSync(join(tree, 'src', 'broken.ts'));
    const built = await run(process.execPath, ['scripts/build.mjs'], tree);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.ok(existsSync(join(tree, 'dist', 'src', 'http', 'app.js')));
    // The stamp carries the build's start: no older than the sources, no newer than what tsc wrote last.
    const stampMs = statSync(join(tree, STAMP)).mtimeMs;
    assert.ok(stampMs >= statSync(join(tree, 'src', 'http', 'app.ts')).mtimeMs);
    assert.ok(stampMs <= statSync(join(tree, 'dist', '.tsbuildinfo')).mtimeMs);
  });

  it('as prepare without the dev dependencies (npm ci --omit=dev), leaves dist/ and its stamp alone', async () => {
    const tree = projectTree(true, false);
    // A node_modules above the temporary directory would give the tree TypeScript after all, and the build would
    // then run there, into the real build that dist/src links to: say so instead.
    const reachable = createRequire(join(tree, 'scripts', 'build.mjs'));
    assert.throws(
      () => reachable.resolve('typescript/package.json'),
      /Cannot find module/,
      `a node_modules above ${tree} holds TypeScript: this test needs a temporary directory without one`,
    );
    writeStamp(tree, Date.now() - MINUTE_MS);
    const stampMs = statSync(join(tree, STAMP)).mtimeMs;
    const result = await run(process.execPath, ['scripts/build.mjs'], tree, 20_000, { npm_lifecycle_event: 'prepare' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.match(result.stderr, /skipped, the dev dependencies are not installed/);
    assert.equal(statSync(join(tree, STAMP)).mtimeMs, stampMs);
    const asBuild = await run(process.execPath, ['scripts/build.mjs'], tree, 20_000, { npm_lifecycle_event: 'build' });
    assert.equal(asBuild.code, 1, 'npm run build without TypeScript fails');
    assert.equal(existsSync(join(tree, STAMP)), false);
  });
});
