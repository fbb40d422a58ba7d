// @ts-check
/**
 * `npm run dev`: builds once, then recompiles on every change (`tsc --watch`) and
 * restarts the service whenever its compiled files change (`node --watch`).
 * Ctrl-C stops both. The watch rebuilds do not renew the build stamp: after a
 * dev session `npm start` asks for `npm run build`, which runs every step again.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, runBuild } from './build.mjs';

const require = createRequire(import.meta.url);

// A type error still emits JavaScript: keep going, tsc --watch prints the errors.
if (!(await runBuild())) process.stderr.write('dev: the first build failed; watching for fixes\n');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [
  spawn(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'],
    { cwd: ROOT, stdio: 'inherit' },
  ),
  spawn(process.execPath, ['--watch', '--watch-preserve-output', join('dist', 'src', 'main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`dev: ${child.spawnargs.slice(1, 3).join(' ')} exited with ${code}; stopping\n`);
      process.exitCode = 1;
      stop('SIGTERM');
    }
  });
}
