// @ts-check
/**
 * `npm run build`, and `prepare` (which `npm ci` runs): every step of BUILD_STEPS
 * in order, then the build stamp that `npm start` checks. The stamp is removed
 * first and written only when every step succeeded, so a failed or interrupted
 * build cannot be served as if it were current.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beginStamp, completeStamp } from './build-stamp.mjs';

/** The project root (the build reads and writes relative to it). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const require = createRequire(import.meta.url);

/**
 * One build step: `run` throws when the step fails.
 * @typedef {{ readonly name: string, readonly run: () => void | Promise<void> }} BuildStep
 */

/**
 * The build, in order: compiled tests whose source is gone are removed (`npm test` runs dist's
 * test files by pattern, so a deleted or moved test would otherwise still run), the TypeScript, then
 * the browser pages' bundles (esbuild).
 * @type {readonly BuildStep[]}
 */
export const BUILD_STEPS = [
  { name: 'stale tests', run: removeStaleTests },
  { name: 'tsc', run: () => runNode(require.resolve('typescript/bin/tsc'), ['-p', 'tsconfig.json']) },
  // The checker's dictionaries as modules beside the compiled checker (src/checker/language-checker.ts).
  {
    name: 'checker dictionaries',
    run: () => runNode(join(ROOT, 'scripts/checker-dictionaries.mjs'), ['dist/src/checker/dictionary-data']),
  },
  { name: 'browser bundles', run: () => runNode(join(ROOT, 'scripts/build-web.mjs'), []) },
];

/**
 * Removes every `dist/{src,test}/**\/*.test.js` whose `.test.ts` source no longer exists. A dist
 * folder that is a link (a test's tree borrowing the real build) or has no sources beside it is left alone.
 */
function removeStaleTests() {
  for (const top of ['src', 'test']) {
    const dir = join(ROOT, 'dist', top);
    if (!existsSync(dir) || lstatSync(dir).isSymbolicLink() || !existsSync(join(ROOT, top))) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.test.js')) continue;
      if (!existsSync(join(ROOT, top, file.replace(/\.js$/, '.ts')))) rmSync(join(dir, file));
    }
  }
}

/**
 * Runs a Node script with this Node, in ROOT, and throws unless it exits 0.
 * @param {string} script
 * @param {readonly string[]} args
 */
export function runNode(script, args) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) throw new Error(`exited with ${result.status ?? result.signal}`);
}

/**
 * Runs the steps, then writes the stamp. Resolves false (after saying which step) when one fails.
 * @param {readonly BuildStep[]} steps
 * @returns {Promise<boolean>}
 */
export async function runBuild(steps = BUILD_STEPS) {
  beginStamp(ROOT);
  for (const step of steps) {
    const stepStarted = performance.now();
    try {
      await step.run();
    } catch (error) {
      process.stderr.write(
        `build: step "${step.name}" failed (${error instanceof Error ? error.message : String(error)}); dist/ is not stamped, so \`npm start\` will refuse it\n`,
      );
      return false;
    }
    process.stderr.write(`build: ${step.name} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s\n`);
  }
  completeStamp(ROOT);
  return true;
}

/**
 * The line that refuses this Node (src/node-support.ts, the one definition, transpiled here
 * because nothing is compiled yet), or undefined on a supported line. Without it, Node 20 built
 * the whole project and only `npm start` refused it.
 * @returns {Promise<string | undefined>}
 */
async function nodeProblem() {
  const file = join(ROOT, 'src/node-support.ts');
  // A tree without the sources (or the compiler) has nothing to check here: its steps say what is wrong.
  if (!existsSync(file) || devDependenciesOmitted()) return undefined;
  const ts = require('typescript');
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  /** @type {{ nodeSupportProblem(version: string): string | undefined }} */
  const support = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return support.nodeSupportProblem(process.versions.node);
}

/** True when the dev dependencies the steps build with are not installed (`npm ci --omit=dev`). */
function devDependenciesOmitted() {
  try {
    require.resolve('typescript/package.json');
    return false;
  } catch {
    return true;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `npm ci --omit=dev` runs prepare too, typically over a dist/ built elsewhere: leave it alone.
  if (process.env.npm_lifecycle_event === 'prepare' && devDependenciesOmitted()) {
    process.stderr.write('build: skipped, the dev dependencies are not installed; dist/ is left as it is\n');
  } else {
    const problem = await nodeProblem();
    if (problem !== undefined) process.stderr.write(`${problem}\n`);
    process.exitCode = problem === undefined && (await runBuild()) ? 0 : 1;
  }
}
