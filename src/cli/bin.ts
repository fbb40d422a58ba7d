#!/usr/bin/env node
import { requireSupportedNode } from '../node-support.js';

// First, before the commands load: on an unsupported Node, one line and exit 1.
requireSupportedNode();
const { EXIT_FAILURE, runCli } = await import('./run.js');
const { OutputError } = await import('./standard-output.js');

// `pwgen-service | head -1` closes the pipe early: stop quietly, as pwgen does. Any other
// failure to write (`>/dev/full`, a terminal gone, a descriptor not open for writing: EBADF)
// lost the output: one line and status 1. `/dev/null` is no failure: it takes every write.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  const failure = new OutputError(error);
  process.stderr.write(`${failure.code}: ${failure.message}\n`);
  process.exit(EXIT_FAILURE);
});
// Standard error that cannot be written cannot report it either: the status says it.
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : EXIT_FAILURE);
});

// process.stdin is a getter that builds a stream (a few ms): only `check` reads it.
process.exitCode = await runCli(process.argv.slice(2), {
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
