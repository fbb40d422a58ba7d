/**
 * Loaded into every file of `npm run test:quick` (node --import): the quick
 * suite runs no child process (so no Redis, browser or packed CLI) and makes no
 * connection (tests talk to the service through app.inject()), so each way to
 * do either throws here. A service may still bind its listener, as start() does. A test file that needs one belongs in the list of heavy files in
 * scripts/test-quick.mjs, which `npm test` still runs.
 */

import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

function refuse(what: string): never {
  throw new Error(`test:quick runs no ${what}: list this file as heavy in scripts/test-quick.mjs`);
}

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  (childProcess as unknown as Record<string, unknown>)[name] = () => refuse(`child process (${name})`);
}
net.Socket.prototype.connect = () => refuse('outgoing connection');
syncBuiltinESMExports();
