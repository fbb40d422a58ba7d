#!/usr/bin/env node
import { requireSupportedNode } from '../node-support.js';

// First, before the commands load: on an unsupported Node, one line and exit 1.
requireSupportedNode();
const { runCli } = await import('./run.js');

// `pwgen-service | head -1` closes the pipe early: stop quietly, as pwgen does.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// process.stdin is a getter that builds a stream (a few ms): only `check` reads it.
process.exitCode = await runCli(process.argv.slice(2), {
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
});
