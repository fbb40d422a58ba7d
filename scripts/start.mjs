// @ts-check
/**
 * `npm start`: serves the compiled service, without compiling. Refuses, with one
 * line naming the fix, a build that is missing, failed or older than the sources
 * next to it (see build-stamp.mjs); with no src/ beside dist/ it only starts.
 */
import { fileURLToPath } from 'node:url';
import { buildProblem } from './build-stamp.mjs';

const problem = buildProblem(fileURLToPath(new URL('..', import.meta.url)));
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// A variable specifier: this file is not type-checked against dist/, which may not exist.
const entry = new URL('../dist/src/main.js', import.meta.url).href;
const { runAsProcess } = await import(entry);
runAsProcess();
