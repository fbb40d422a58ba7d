#!/usr/bin/env node
import { requireSupportedNode } from '../node-support.js';

// First, before the commands load: on an unsupported Node, one line and exit 1.
requireSupportedNode();
const { EXIT_FAILURE, runCli } = await import('./run.js');
const { CLOSED_OUTPUT_LINE, OutputError, standardOutputClosed } = await import('./standard-output.js');

// `pwgen-service | head -1` closes the pipe early: stop quietly, as pwgen does. Any other
// failure to write (`>/dev/full`, a terminal gone) lost the output: one line and status 1.
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

const args = process.argv.slice(2);
// `serve` logs to standard output, and may run without it; every other command prints its result there.
if (args[0] !== 'serve' && standardOutputClosed()) {
  process.stderr.write(CLOSED_OUTPUT_LINE);
  process.exitCode = EXIT_FAILURE;
} else {
  // process.stdin is a getter that builds a stream (a few ms): only `check` reads it.
  process.exitCode = await runCli(args, {
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
  });
}
