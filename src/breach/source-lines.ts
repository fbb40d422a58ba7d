/**
 * A breach source list read line by line from a file descriptor, in 1 MiB reads (Node): each line becomes the
 * first three 32-bit words of its SHA-1. `sha1` lines are 40 hex characters, optionally `:COUNT` (the Pwned
 * Passwords downloader's output); `passwords` lines are passwords, hashed here. Blank lines are skipped, a final
 * CR is dropped. No line's text ever appears in an error: it may be a password.
 */
import { createHash } from 'node:crypto';
import { readSync } from 'node:fs';
import { BreachError } from './breach-error.js';

/** How the source's lines are read. */
export type SourceFormat = 'sha1' | 'passwords';

const READ_BYTES = 1024 * 1024;
/** A line longer than this is no password and no hash. */
const MAX_LINE_BYTES = 64 * 1024;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const COLON = 0x3a;

const HEX_VALUE = new Int8Array(256).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(digit)] = digit;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}

// 40 hex digits, then nothing or a colon and at most 16 decimal digits.
function isHashLine(line: Uint8Array): boolean {
  if (line.byteLength < 40) return false;
  for (let index = 0; index < 40; index++) if ((HEX_VALUE[line[index] as number] as number) < 0) return false;
  if (line.byteLength === 40) return true;
  if (line[40] !== COLON || line.byteLength === 41 || line.byteLength > 57) return false;
  for (let index = 41; index < line.byteLength; index++) {
    const byte = line[index] as number;
    if (byte < 0x30 || byte > 0x39) return false;
  }
  return true;
}

function hexWord(line: Uint8Array, at: number): number {
  let word = 0;
  for (let index = at; index < at + 8; index++) word = (word << 4) | (HEX_VALUE[line[index] as number] as number);
  return word >>> 0;
}

type KeySink = (first: number, high: number, low: number) => void;

function readLine(line: Uint8Array, format: SourceFormat, number: number, onKey: KeySink): void {
  if (format === 'sha1') {
    if (!isHashLine(line)) {
      throw new BreachError(
        'breach_source_malformed',
        `Line ${number} of the source list is not SHA1:COUNT (40 hex characters, then optionally a colon and a count); give --format passwords for a list of passwords.`,
      );
    }
    onKey(hexWord(line, 0), hexWord(line, 8), hexWord(line, 16));
    return;
  }
  const digest = createHash('sha1').update(line).digest();
  onKey(digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8));
}

/**
 * Calls `onKey` with the words of every line's SHA-1, in order; `auto` takes `sha1` when the first non-blank line
 * is a hash line, else `passwords`. Returns the format read and the number of keys.
 */
export function forEachSourceKey(
  fd: number,
  format: SourceFormat | 'auto',
  onKey: KeySink,
): { format: SourceFormat; lines: number } {
  let chosen: SourceFormat | undefined = format === 'auto' ? undefined : format;
  let carry = new Uint8Array(0);
  let lineNumber = 0;
  let keys = 0;
  const buffer = new Uint8Array(READ_BYTES);
  const take = (line: Uint8Array): void => {
    lineNumber++;
    const end =
      line.byteLength > 0 && line[line.byteLength - 1] === CARRIAGE_RETURN ? line.byteLength - 1 : line.byteLength;
    if (end === 0) return;
    const text = line.subarray(0, end);
    chosen ??= isHashLine(text) ? 'sha1' : 'passwords';
    readLine(text, chosen, lineNumber, onKey);
    keys++;
  };
  for (let position = 0; ; ) {
    const read = readSourceBytes(fd, buffer, position);
    if (read === 0) break;
    position += read;
    const bytes = carry.byteLength === 0 ? buffer.subarray(0, read) : concat(carry, buffer.subarray(0, read));
    let start = 0;
    for (let newline = bytes.indexOf(NEWLINE); newline >= 0; newline = bytes.indexOf(NEWLINE, start)) {
      take(bytes.subarray(start, newline));
      start = newline + 1;
    }
    carry = bytes.slice(start);
    if (carry.byteLength > MAX_LINE_BYTES) {
      throw new BreachError(
        'breach_source_malformed',
        `Line ${lineNumber + 1} of the source list is over ${MAX_LINE_BYTES} bytes: it is no password and no hash.`,
      );
    }
  }
  if (carry.byteLength > 0) take(carry);
  return { format: chosen ?? 'sha1', lines: keys };
}

function readSourceBytes(fd: number, buffer: Uint8Array, position: number): number {
  try {
    return readSync(fd, buffer, 0, buffer.byteLength, position);
  } catch (error) {
    throw new BreachError(
      'breach_source_unreadable',
      `Could not read the source list (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a, 0);
  joined.set(b, a.byteLength);
  return joined;
}
