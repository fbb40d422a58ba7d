/**
 * The breach filter's file format, pure: a header, a directory of segments, then each segment's binary fuse
 * filter fingerprints (fuse-filter.ts), one after another. A segment holds the SHA-1s of one range of 20-bit
 * prefixes, so that the build holds one segment in memory at a time. Little-endian throughout.
 *
 *   header (128 bytes): magic "PWBREACH", u16 version, u8 fingerprint bits (8), u8 arity (3), u32 segments,
 *     u64 entries, u32 false-positive denominator (256), u32 prefix bits (20), 32 bytes SHA-256 of the source
 *     list's name and size, 32 bytes SHA-256 of the header (this field zero) and the directory, 32 zero bytes
 *   directory: per segment 24 bytes: u32 first prefix, u32 keys, u32 seed, u32 segment length,
 *     u32 segment count, u32 array length (the fingerprints' bytes)
 *   fingerprints: every segment's, in directory order
 */
import { FUSE_FALSE_POSITIVE_DENOMINATOR, type FuseFilter } from './fuse-filter.js';

export const FILTER_MAGIC = 'PWBREACH';
export const FILTER_VERSION = 1;
export const FILTER_HEADER_BYTES = 128;
export const DIRECTORY_ENTRY_BYTES = 24;
/** Keys are split into segments by the first 20 bits of their SHA-1. */
export const PREFIX_BITS = 20;
export const PREFIX_COUNT = 2 ** PREFIX_BITS;
const CHECKSUM_OFFSET = 64;
const HASH_BYTES = 32;

/** Why a filter file is refused. */
export type FilterFormatProblem = 'breach_filter_invalid' | 'breach_filter_truncated' | 'breach_filter_corrupt';

/** A filter file's problem, with its code. */
export class FilterFormatError extends Error {
  readonly code: FilterFormatProblem;

  constructor(code: FilterFormatProblem, message: string) {
    super(message);
    this.name = 'FilterFormatError';
    this.code = code;
  }
}

/** One segment as the directory lists it, with where its fingerprints start after the directory. */
export interface SegmentEntry extends Omit<FuseFilter, 'fingerprints'> {
  readonly firstPrefix: number;
  readonly offset: number;
}

/** What a header says. */
export interface FilterHeader {
  readonly segments: number;
  readonly entries: number;
  readonly falsePositiveRate: number;
  readonly sourceHash: Uint8Array;
  readonly checksum: Uint8Array;
}

/** The key of a SHA-1 (20 bytes): its 20-bit prefix and the two 32-bit words that the fuse filter hashes. */
export interface BreachKey {
  readonly prefix: number;
  readonly high: number;
  readonly low: number;
}

/** The key of a SHA-1 digest. */
export function breachKeyOf(sha1: Uint8Array): BreachKey {
  const view = new DataView(sha1.buffer, sha1.byteOffset, sha1.byteLength);
  return { prefix: view.getUint32(0) >>> (32 - PREFIX_BITS), high: view.getUint32(4), low: view.getUint32(8) };
}

/** The header's bytes; its checksum field is zero until {@link setChecksum}. */
export function encodeHeader(segments: number, entries: number, sourceHash: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(FILTER_HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(FILTER_MAGIC), 0);
  view.setUint16(8, FILTER_VERSION, true);
  view.setUint8(10, 8);
  view.setUint8(11, 3);
  view.setUint32(12, segments, true);
  view.setBigUint64(16, BigInt(entries), true);
  view.setUint32(24, FUSE_FALSE_POSITIVE_DENOMINATOR, true);
  view.setUint32(28, PREFIX_BITS, true);
  bytes.set(sourceHash.subarray(0, HASH_BYTES), 32);
  return bytes;
}

/** Writes the checksum (SHA-256 of the header with this field zero, then the directory) into the header. */
export function setChecksum(header: Uint8Array, checksum: Uint8Array): void {
  header.set(checksum.subarray(0, HASH_BYTES), CHECKSUM_OFFSET);
}

/** The header with its checksum field zero: what the checksum covers, before the directory. */
export function headerForChecksum(header: Uint8Array): Uint8Array {
  const copy = header.slice(0, FILTER_HEADER_BYTES);
  copy.fill(0, CHECKSUM_OFFSET, CHECKSUM_OFFSET + HASH_BYTES);
  return copy;
}

/** The directory's bytes for the segments' filters, in order. */
export function encodeDirectory(segments: readonly Omit<SegmentEntry, 'offset'>[]): Uint8Array {
  const bytes = new Uint8Array(segments.length * DIRECTORY_ENTRY_BYTES);
  const view = new DataView(bytes.buffer);
  segments.forEach((segment, index) => {
    const at = index * DIRECTORY_ENTRY_BYTES;
    view.setUint32(at, segment.firstPrefix, true);
    view.setUint32(at + 4, segment.keys, true);
    view.setUint32(at + 8, segment.seed, true);
    view.setUint32(at + 12, segment.segmentLength, true);
    view.setUint32(at + 16, segment.segmentCount, true);
    view.setUint32(at + 20, segment.arrayLength, true);
  });
  return bytes;
}

/** Reads a header (its first {@link FILTER_HEADER_BYTES} bytes), or throws a {@link FilterFormatError}. */
export function decodeHeader(bytes: Uint8Array): FilterHeader {
  if (bytes.byteLength < FILTER_HEADER_BYTES) {
    const magicSeen = new TextDecoder().decode(bytes.subarray(0, 8));
    if (!FILTER_MAGIC.startsWith(magicSeen)) throw notAFilter();
    throw new FilterFormatError(
      'breach_filter_truncated',
      'The breach filter file is truncated: its header is cut short.',
    );
  }
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== FILTER_MAGIC) throw notAFilter();
  const view = new DataView(bytes.buffer, bytes.byteOffset, FILTER_HEADER_BYTES);
  const version = view.getUint16(8, true);
  if (version !== FILTER_VERSION) {
    throw new FilterFormatError(
      'breach_filter_invalid',
      `The breach filter file has format version ${version}; this version reads version ${FILTER_VERSION}. Build it again with "breach build".`,
    );
  }
  const fixed =
    view.getUint8(10) === 8 &&
    view.getUint8(11) === 3 &&
    view.getUint32(24, true) === FUSE_FALSE_POSITIVE_DENOMINATOR &&
    view.getUint32(28, true) === PREFIX_BITS &&
    bytes.subarray(96, FILTER_HEADER_BYTES).every((byte) => byte === 0);
  const segments = view.getUint32(12, true);
  const entries = view.getBigUint64(16, true);
  if (!fixed || segments === 0 || segments > PREFIX_COUNT || entries > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw corrupt('its header holds values this format never writes');
  }
  return {
    segments,
    entries: Number(entries),
    falsePositiveRate: 1 / FUSE_FALSE_POSITIVE_DENOMINATOR,
    sourceHash: bytes.slice(32, 64),
    checksum: bytes.slice(CHECKSUM_OFFSET, CHECKSUM_OFFSET + HASH_BYTES),
  };
}

function notAFilter(): FilterFormatError {
  return new FilterFormatError(
    'breach_filter_invalid',
    'The file is not a breach filter (its first bytes are not "PWBREACH").',
  );
}

function corrupt(reason: string): FilterFormatError {
  return new FilterFormatError('breach_filter_corrupt', `The breach filter file is corrupt: ${reason}.`);
}

// One directory entry, checked against the format's rules.
function segmentAt(view: DataView, index: number, offset: number): SegmentEntry {
  const at = index * DIRECTORY_ENTRY_BYTES;
  const entry = {
    firstPrefix: view.getUint32(at, true),
    keys: view.getUint32(at + 4, true),
    seed: view.getUint32(at + 8, true),
    segmentLength: view.getUint32(at + 12, true),
    segmentCount: view.getUint32(at + 16, true),
    arrayLength: view.getUint32(at + 20, true),
    offset,
  };
  const { segmentLength, segmentCount, arrayLength, keys } = entry;
  const shaped =
    keys === 0
      ? arrayLength === 0
      : segmentLength >= 4 &&
        segmentLength <= 262_144 &&
        (segmentLength & (segmentLength - 1)) === 0 &&
        segmentCount >= 1 &&
        arrayLength === (segmentCount + 2) * segmentLength &&
        keys <= arrayLength;
  if (!shaped) throw corrupt(`segment ${index} has an impossible shape`);
  return entry;
}

/**
 * Reads the directory of a header's segments, checking what can be checked without the fingerprints: prefixes
 * from 0, strictly rising, entries that add up, and the file's exact size (`fileBytes`). Throws a
 * {@link FilterFormatError}: `breach_filter_truncated` when the file is shorter than its directory says.
 */
export function decodeDirectory(header: FilterHeader, directory: Uint8Array, fileBytes: number): SegmentEntry[] {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const segments: SegmentEntry[] = [];
  let offset = 0;
  let entries = 0;
  for (let index = 0; index < header.segments; index++) {
    const segment = segmentAt(view, index, offset);
    const previous = segments.at(-1);
    const rising = previous === undefined ? segment.firstPrefix === 0 : segment.firstPrefix > previous.firstPrefix;
    if (!rising || segment.firstPrefix >= PREFIX_COUNT) throw corrupt('its segments are out of order');
    segments.push(segment);
    offset += segment.arrayLength;
    entries += segment.keys;
  }
  if (entries !== header.entries) throw corrupt('its segments do not add up to its entry count');
  const expected = FILTER_HEADER_BYTES + directory.byteLength + offset;
  if (fileBytes < expected) {
    throw new FilterFormatError(
      'breach_filter_truncated',
      `The breach filter file is truncated: ${fileBytes} bytes where its directory says ${expected}.`,
    );
  }
  if (fileBytes > expected) throw corrupt(`${fileBytes} bytes where its directory says ${expected}`);
  return segments;
}

/** The segment that holds a prefix (the directory starts at prefix 0 and rises). */
export function segmentOf(segments: readonly SegmentEntry[], prefix: number): SegmentEntry {
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((segments[middle] as SegmentEntry).firstPrefix <= prefix) low = middle;
    else high = middle - 1;
  }
  return segments[low] as SegmentEntry;
}

/** Two checksums are equal. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);
}
