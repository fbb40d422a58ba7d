/**
 * Standard output that cannot carry what a command prints. A write that fails
 * (`>/dev/full`, a terminal gone) and a descriptor closed before the start
 * (`>&-`) both end the command with one `write_failed: ...` line on standard
 * error and exit status 1: the passwords never reached their reader.
 */
import type { Writable } from 'node:stream';

/** The code on the line printed when standard output fails. */
export const WRITE_FAILED = 'write_failed';

// The access mode bits of open(2)'s flags, and the read-write mode.
const O_ACCMODE = 0o3;
const O_RDWR = 0o2;

/** True when the `flags:` line of a Linux `/proc/<pid>/fdinfo/<fd>` text says the file was opened read-write. */
export function openedReadWrite(fdinfo: string): boolean {
  const flags = /^flags:\s*([0-7]+)\s*$/m.exec(fdinfo)?.[1];
  return flags !== undefined && (Number.parseInt(flags, 8) & O_ACCMODE) === O_RDWR;
}

type FileSystem = Pick<typeof import('node:fs'), 'fstatSync' | 'statSync' | 'readFileSync'>;

/**
 * True when standard output was closed when the process started. Node then
 * opens /dev/null in its place, read-write (node.cc, PlatformInit), so writes
 * succeed and the output is lost; a shell's `>/dev/null` opens it write-only.
 * Told apart on Linux (/proc/self/fdinfo); elsewhere this is always false.
 * The same read-write /dev/null comes from `1<>/dev/null` and from a parent
 * that spawns the command with standard output ignored: both discard it too.
 */
export function standardOutputClosed(
  fs: FileSystem | undefined = process.getBuiltinModule?.('node:fs'),
  fdinfo = '/proc/self/fdinfo/1',
): boolean {
  if (fs === undefined) return false;
  try {
    const output = fs.fstatSync(1);
    if (!output.isCharacterDevice() || output.rdev !== fs.statSync('/dev/null').rdev) return false;
    return openedReadWrite(fs.readFileSync(fdinfo, 'utf8'));
  } catch {
    // No /dev/null or no /proc: nothing tells a closed descriptor apart.
    return false;
  }
}

/** The line printed when standard output was closed at the start. */
export const CLOSED_OUTPUT_LINE = `${WRITE_FAILED}: Standard output is closed: there is nowhere to print the result.\n`;

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
