/**
 * `breach build`: a breach filter file from the Pwned Passwords downloader's output (`SHA1:COUNT` lines,
 * upper-case hex; sorted or not) or a plain list of passwords, one a line (Node).
 *
 * A binary fuse filter needs all its keys in memory while it is built, so the keys are split by the first 20
 * bits of their SHA-1 into segments of at most {@link SEGMENT_KEYS} lines, each its own filter, written one
 * after another. Two passes: the first reads the source once, counts the lines of each 20-bit prefix and
 * spills each key (12 bytes) to one of 256 temporary files by its first byte; the second builds the segments
 * in order from those files. Memory is bounded whatever the source's size: 256 spill buffers of 64 KiB
 * (16 MiB), the prefix counts (4 MiB), a 1 MiB read buffer and one segment (about 32 bytes per line, 32 MiB
 * at 2^20 lines); a single 20-bit prefix over 2^20 lines, which needs about 10^12 distinct hashes, would make
 * its segment larger. The temporary files take 12 bytes per line beside the output, and are removed.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  DIRECTORY_ENTRY_BYTES,
  encodeDirectory,
  encodeHeader,
  FILTER_HEADER_BYTES,
  headerForChecksum,
  PREFIX_BITS,
  PREFIX_COUNT,
  type SegmentEntry,
  setChecksum,
} from '../checker/breach-filter-format.js';
import { buildFuseFilter, createFuseWorkspace, distinctKeys } from '../checker/fuse-filter.js';
import { BreachError } from './breach-error.js';
import { forEachSourceKey, type SourceFormat } from './source-lines.js';

/** The most lines (keys before duplicates are removed) a segment holds, unless one prefix alone has more. */
export const SEGMENT_KEYS = 2 ** 20;
const SPILL_FILES = 256;
const SPILL_BUFFER_KEYS = Math.floor((64 * 1024) / 12);
const READ_KEYS = 87_381; // 1 MiB of 12-byte keys

/** Options of {@link buildFilterFile}. */
export interface BuildFilterOptions {
  readonly from: string;
  readonly out: string;
  /** `auto` (the default) reads the first line: 40 hex characters, optionally `:COUNT`, make it `sha1`. */
  readonly format?: SourceFormat | 'auto';
  /** Lines per segment at most (default {@link SEGMENT_KEYS}); smaller for tests. */
  readonly segmentKeys?: number;
}

/** What a build did. */
export interface BuildFilterReport {
  readonly format: SourceFormat;
  readonly lines: number;
  readonly entries: number;
  readonly segments: number;
  readonly bytes: number;
}

// One temporary file per first byte of the hash, written through a buffer of whole keys.
interface Spill {
  readonly dir: string;
  readonly fds: number[];
  readonly buffers: Uint32Array[];
  readonly used: Uint32Array;
}

function createSpill(beside: string): Spill {
  const dir = mkdtempSync(join(dirname(beside), `.${basename(beside)}.spill-`));
  const fds = Array.from({ length: SPILL_FILES }, (_, index) => openSync(join(dir, String(index)), 'w+'));
  const buffers = Array.from({ length: SPILL_FILES }, () => new Uint32Array(SPILL_BUFFER_KEYS * 3));
  return { dir, fds, buffers, used: new Uint32Array(SPILL_FILES) };
}

function flushSpill(spill: Spill, file: number): void {
  const buffer = spill.buffers[file] as Uint32Array;
  const bytes = new Uint8Array(buffer.buffer, 0, (spill.used[file] as number) * 12);
  let done = 0;
  while (done < bytes.byteLength) done += writeSync(spill.fds[file] as number, bytes, done);
  spill.used[file] = 0;
}

function addToSpill(spill: Spill, first: number, high: number, low: number): void {
  const file = first >>> 24;
  const used = spill.used[file] as number;
  const buffer = spill.buffers[file] as Uint32Array;
  buffer[used * 3] = first;
  buffer[used * 3 + 1] = high;
  buffer[used * 3 + 2] = low;
  spill.used[file] = used + 1;
  if (used + 1 === SPILL_BUFFER_KEYS) flushSpill(spill, file);
}

/** Consecutive prefix ranges of at most `limit` lines each (one prefix more than `limit` is a range alone). */
export function planSegments(counts: Uint32Array, limit: number): { first: number; end: number; lines: number }[] {
  const plan: { first: number; end: number; lines: number }[] = [];
  let first = 0;
  let lines = 0;
  for (let prefix = 0; prefix < PREFIX_COUNT; prefix++) {
    const count = counts[prefix] as number;
    if (lines > 0 && lines + count > limit) {
      plan.push({ first, end: prefix, lines });
      first = prefix;
      lines = 0;
    }
    lines += count;
  }
  plan.push({ first, end: PREFIX_COUNT, lines });
  return plan;
}

// The keys of one segment as (low, high) word pairs, read back from the spill files that hold its prefixes.
function segmentPairs(
  spill: Spill,
  range: { first: number; end: number; lines: number },
  into: Uint32Array,
  chunk: Uint32Array,
): Uint32Array {
  const pairs = into.subarray(0, range.lines * 2);
  const shift = 32 - PREFIX_BITS;
  let at = 0;
  for (let file = range.first >>> 12; file <= (range.end - 1) >>> 12; file++) {
    const fd = spill.fds[file] as number;
    for (let position = 0; ; ) {
      const read = readSync(fd, new Uint8Array(chunk.buffer), 0, chunk.byteLength, position);
      if (read === 0) break;
      position += read;
      for (let key = 0; key < read / 12; key++) {
        const prefix = (chunk[key * 3] as number) >>> shift;
        if (prefix < range.first || prefix >= range.end) continue;
        pairs[at++] = chunk[key * 3 + 2] as number;
        pairs[at++] = chunk[key * 3 + 1] as number;
      }
    }
  }
  return pairs;
}

function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  let done = 0;
  while (done < bytes.byteLength) done += writeSync(fd, bytes, done, bytes.byteLength - done, position + done);
}

// Pass 2: each segment's filter, written after the header and directory; then they are written, checksummed.
function writeFilter(spill: Spill, counts: Uint32Array, out: string, sourceHash: Uint8Array, limit: number) {
  const plan = planSegments(counts, limit);
  // One set of arrays, sized for the largest segment, serves every segment: no garbage from one to the next.
  const largest = Math.max(...plan.map((range) => range.lines));
  const pairs = new Uint32Array(largest * 2);
  const keys = { high: new Uint32Array(largest), low: new Uint32Array(largest) };
  const workspace = createFuseWorkspace(largest);
  const chunk = new Uint32Array(READ_KEYS * 3);
  const fd = openSync(out, 'w');
  try {
    let position = FILTER_HEADER_BYTES + plan.length * DIRECTORY_ENTRY_BYTES;
    const entries: Omit<SegmentEntry, 'offset'>[] = [];
    for (const range of plan) {
      const { high, low } = distinctKeys(segmentPairs(spill, range, pairs, chunk), range.lines, keys);
      const { fingerprints, ...filter } = buildFuseFilter(high, low, workspace);
      writeAll(fd, fingerprints, position);
      position += fingerprints.byteLength;
      entries.push({ firstPrefix: range.first, ...filter });
    }
    const total = entries.reduce((sum, entry) => sum + entry.keys, 0);
    const header = encodeHeader(entries.length, total, sourceHash);
    const directory = encodeDirectory(entries);
    setChecksum(header, createHash('sha256').update(headerForChecksum(header)).update(directory).digest());
    writeAll(fd, header, 0);
    writeAll(fd, directory, FILTER_HEADER_BYTES);
    fsyncSync(fd);
    return { entries: total, segments: entries.length, bytes: position };
  } finally {
    closeSync(fd);
  }
}

/**
 * Builds a filter file from a source list: written to a temporary name beside `out`, renamed when complete.
 * Throws a {@link BreachError}: `breach_source_unreadable`, `breach_source_malformed`, `breach_output_unwritable`.
 */
export function buildFilterFile(options: BuildFilterOptions): BuildFilterReport {
  let source: number;
  try {
    source = openSync(options.from, 'r');
  } catch (error) {
    throw new BreachError(
      'breach_source_unreadable',
      `Could not open the source list ${options.from} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  const size = fstatSync(source).size;
  const sourceHash = createHash('sha256')
    .update(`${basename(options.from)}\n${size}`)
    .digest();
  const temporary = `${options.out}.tmp-${process.pid}`;
  let spill: Spill | undefined;
  try {
    spill = createOutputSide(options.out, () => createSpill(options.out));
    const counts = new Uint32Array(PREFIX_COUNT);
    const shift = 32 - PREFIX_BITS;
    const active = spill;
    const { format, lines } = forEachSourceKey(source, options.format ?? 'auto', (first, high, low) => {
      counts[first >>> shift] = (counts[first >>> shift] as number) + 1;
      addToSpill(active, first, high, low);
    });
    for (let file = 0; file < SPILL_FILES; file++) flushSpill(active, file);
    const written = createOutputSide(options.out, () =>
      writeFilter(active, counts, temporary, new Uint8Array(sourceHash), options.segmentKeys ?? SEGMENT_KEYS),
    );
    renameSync(temporary, options.out);
    return { format, lines, ...written };
  } finally {
    closeSync(source);
    if (spill !== undefined) {
      for (const fd of spill.fds) closeSync(fd);
      rmSync(spill.dir, { recursive: true, force: true });
    }
    rmSync(temporary, { force: true });
  }
}

// Writing beside the output: a file-system failure there is breach_output_unwritable.
function createOutputSide<T>(out: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof BreachError || typeof code !== 'string') throw error;
    throw new BreachError('breach_output_unwritable', `Could not write the breach filter beside ${out} (${code}).`);
  }
}
