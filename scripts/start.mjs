// @ts-check
/**
 * `npm start`: serves the compiled service, without compiling. Refuses, with one
 * line naming the fix, a build that is missing, failed or older than the sources
 * next to it (see build-stamp.mjs); with no src/ beside dist/ it only starts.
 */
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildProblem } from './build-stamp.mjs';

// First the running Node (src/node-support.ts, compiled): on an unsupported line, one line and exit 1.
// Without a build there is nothing to ask yet; the build check below then says what to do.
/** @type {{ requireSupportedNode(): boolean } | undefined} */
const support = await import(new URL('../dist/src/node-support.js', import.meta.url).href).catch(() => undefined);
support?.requireSupportedNode();
const problem = buildProblem(fileURLToPath(new URL('..', import.meta.url)));
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// V8's code cache for the modules loaded next (Node's default directory under the OS temp
// directory; NODE_COMPILE_CACHE moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off): it saves
// about a sixth of the CPU a start costs. A cache that cannot be written is skipped silently.
module.enableCompileCache?.();
// A variable specifier: this file is not type-checked against dist/, which may not exist.
const entry = new URL('../dist/src/main.js', import.meta.url).href;
const { runAsProcess } = await import(entry);
runAsProcess({ announce: true });
