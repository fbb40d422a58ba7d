/**
 * Standard output that cannot carry what a command prints. Only a write that
 * really fails (`>/dev/full`: ENOSPC; a descriptor not open for writing, such
 * as `1</dev/null`: EBADF; a terminal gone: EIO) ends the command with one
 * `write_failed: ...` line on standard error and exit status 1: the passwords
 * never reached their reader. `/dev/null` takes every write, however it was
 * opened, so a caller that discards the output (a shell's `>/dev/null`,
 * Python's `subprocess.DEVNULL`, Node's `stdio: 'ignore'`) gets status 0.
 * A descriptor closed before the start (`>&-`) is the same case for a Node
 * program: Node opens `/dev/null` in its place, read-write, before any script
 * runs, and nothing tells that apart from the callers above.
 */
import type { Writable } from 'node:stream';

/** The code on the line printed when standard output fails. */
export const WRITE_FAILED = 'write_failed';

/** Standard output could not be written: the result never reached its reader. */
export class OutputError extends Error {
  readonly code = WRITE_FAILED;

  constructor(cause: NodeJS.ErrnoException) {
    // A file's or device's error reads "ENOSPC: no space left on device, write"; a pipe's, "write EIO".
    const reason = /^E[A-Z]+: /.test(cause.message)
      ? cause.message.replace(/, write$/, '')
      : (cause.code ?? cause.message);
    super(`Could not write to standard output (${reason}).`, { cause });
    this.name = 'OutputError';
  }
}

/**
 * Writes a command's result and resolves once the stream took it; rejects with
 * an {@link OutputError} when the write fails (`>/dev/full`), so that nothing
 * more is printed after a result that was lost.
 */
export function writeResult(output: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    output.write(text, (error) => {
      if (error === null || error === undefined) resolve();
      else reject(new OutputError(error));
    });
  });
}
