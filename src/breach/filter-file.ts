/**
 * A breach filter file opened for lookups (Node): the header and directory are read and checked once; each
 * lookup then reads the three fingerprint bytes of its key, so a filter of any size costs a few kilobytes of
 * memory and a lookup a few microseconds.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import {
  type BreachKey,
  breachKeyOf,
  DIRECTORY_ENTRY_BYTES,
  decodeDirectory,
  decodeHeader,
  FILTER_HEADER_BYTES,
  FilterFormatError,
  type FilterHeader,
  headerForChecksum,
  type SegmentEntry,
  sameBytes,
  segmentOf,
} from '../checker/breach-filter-format.js';
import type { BreachResult } from '../checker/breach-result.js';
import { filterBreach } from '../checker/breach-verdict.js';
import { createProbe, probeInto } from '../checker/fuse-filter.js';
import { BreachError } from './breach-error.js';
import { sha1Of } from './online-lookup.js';

/** An open filter file. */
export interface BreachFilter {
  readonly header: FilterHeader;
  readonly segments: readonly SegmentEntry[];
  /** True when the SHA-1 (20 bytes) may be in the list: always when it is, with probability 1/256 when not. */
  has(sha1: Uint8Array): boolean;
  close(): void;
}

function readExactly(fd: number, length: number, position: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, bytes, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return bytes.subarray(0, done);
}

// The header and directory, checked: format, checksum, shape, exact size.
function readIndex(fd: number): { header: FilterHeader; segments: SegmentEntry[]; bodyStart: number } {
  const size = fstatSync(fd).size;
  const header = decodeHeader(readExactly(fd, FILTER_HEADER_BYTES, 0));
  const directoryBytes = header.segments * DIRECTORY_ENTRY_BYTES;
  const directory = readExactly(fd, directoryBytes, FILTER_HEADER_BYTES);
  if (directory.byteLength < directoryBytes) {
    throw new FilterFormatError(
      'breach_filter_truncated',
      'The breach filter file is truncated: its directory is cut short.',
    );
  }
  const checksum = createHash('sha256')
    .update(headerForChecksum(readExactly(fd, FILTER_HEADER_BYTES, 0)))
    .update(directory)
    .digest();
  if (!sameBytes(new Uint8Array(checksum), header.checksum)) {
    throw new FilterFormatError(
      'breach_filter_corrupt',
      'The breach filter file is corrupt: its header or directory does not match its checksum.',
    );
  }
  return {
    header,
    segments: decodeDirectory(header, directory, size),
    bodyStart: FILTER_HEADER_BYTES + directoryBytes,
  };
}

/** Opens a filter file and checks its header and directory, or throws a {@link BreachError}. */
export function openBreachFilter(path: string): BreachFilter {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new BreachError('breach_filter_unreadable', `Could not open the breach filter file ${path} (${code}).`);
  }
  let index: ReturnType<typeof readIndex>;
  try {
    index = readIndex(fd);
  } catch (error) {
    closeSync(fd);
    if (error instanceof FilterFormatError) throw new BreachError(error.code, error.message);
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new BreachError('breach_filter_unreadable', `Could not read the breach filter file ${path} (${code}).`);
  }
  const { header, segments, bodyStart } = index;
  const probe = createProbe();
  const cell = new Uint8Array(1);
  const fingerprintAt = (position: number): number => {
    readSync(fd, cell, 0, 1, position);
    return cell[0] as number;
  };
  return {
    header,
    segments,
    has(sha1) {
      const key: BreachKey = breachKeyOf(sha1);
      const segment = segmentOf(segments, key.prefix);
      if (segment.keys === 0) return false;
      probeInto(probe, key.high, key.low, segment.seed, segment);
      const start = bodyStart + segment.offset;
      const { cells } = probe;
      const xor =
        fingerprintAt(start + (cells[0] as number)) ^
        fingerprintAt(start + (cells[1] as number)) ^
        fingerprintAt(start + (cells[2] as number));
      return xor === probe.fingerprint;
    },
    close: () => closeSync(fd),
  };
}

/** Looks a password up in a filter file: opened, read, closed. Throws a {@link BreachError}. */
export async function lookupFilterFile(password: string, path: string): Promise<BreachResult> {
  const sha1 = await sha1Of(password);
  const filter = openBreachFilter(path);
  try {
    return filterBreach(filter.has(sha1), filter.header.falsePositiveRate);
  } finally {
    filter.close();
  }
}
