/**
 * Binary fuse filters with 8-bit fingerprints (Graf and Lemire, "Binary Fuse Filters: Fast and Smaller Than Xor
 * Filters", 2022; 3-wise, as their reference `binary_fuse8`): about 1.13 bytes per key from a million keys up,
 * a false-positive rate of 1/256 and no false negatives. The keys are 64 random bits each (two words of a
 * SHA-1), so the hashing only has to depend on a seed, which changes when a construction fails. Pure: 32-bit
 * arithmetic on typed arrays, no Node, no DOM.
 */

/** The false-positive rate of 8-bit fingerprints: 1 in 256. */
export const FUSE_FALSE_POSITIVE_DENOMINATOR = 256;

/** The largest segment length of the reference implementation. */
const MAX_SEGMENT_LENGTH = 262_144;
/** Seeds tried before the array grows by one segment (a failure is rare: under 1 in 10 from a million keys up). */
const ATTEMPTS_PER_SHAPE = 8;
/** Seeds tried in all before giving up: unreachable with distinct keys. */
const MAX_ATTEMPTS = 64;

/** The shape of one filter: its cells are `(segmentCount + 2) * segmentLength` fingerprints. */
export interface FuseShape {
  readonly segmentLength: number;
  readonly segmentCount: number;
  readonly arrayLength: number;
}

/** One filter: its shape, the seed that built it and its fingerprints. */
export interface FuseFilter extends FuseShape {
  readonly seed: number;
  readonly keys: number;
  readonly fingerprints: Uint8Array;
}

/** The three cells of a key and its fingerprint. */
export interface FuseProbe {
  readonly cells: Uint32Array;
  fingerprint: number;
}

/** The reference's shape for `size` keys (`binary_fuse8_allocate`), grown by `extraSegments`. */
export function fuseShape(size: number, extraSegments = 0): FuseShape {
  if (size === 0) return { segmentLength: 0, segmentCount: 0, arrayLength: 0 };
  const exponent = size <= 1 ? 2 : Math.floor(Math.log(size) / Math.log(3.33) + 2.25);
  const segmentLength = Math.min(2 ** exponent, MAX_SEGMENT_LENGTH);
  const sizeFactor = size <= 1 ? 1 : Math.max(1.125, 0.875 + (0.25 * Math.log(1_000_000)) / Math.log(size));
  const capacity = Math.round(size * sizeFactor);
  const segmentCount = Math.max(1, Math.ceil(capacity / segmentLength) - 2) + extraSegments;
  return { segmentLength, segmentCount, arrayLength: (segmentCount + 2) * segmentLength };
}

/** MurmurHash3's 32-bit finaliser: every input bit flips each output bit with probability about 1/2. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** An empty probe to fill with {@link probeInto}: one allocation, reused for every key. */
export function createProbe(): FuseProbe {
  return { cells: new Uint32Array(3), fingerprint: 0 };
}

/**
 * The three cells of the key (`high`, `low`) under `seed` (one in each of three consecutive segments, as binary
 * fuse filters place them) and its 8-bit fingerprint, written into `probe`.
 */
export function probeInto(probe: FuseProbe, high: number, low: number, seed: number, shape: FuseShape): void {
  const a = mix32(high ^ seed);
  const b = mix32(low ^ a);
  const c = mix32(a ^ b ^ 0x27d4eb2f);
  const d = mix32(b + 0x165667b1);
  const mask = shape.segmentLength - 1;
  // b * (segmentCount * segmentLength) / 2^32 stays below 2^53: exact in a double.
  const first = Math.floor((b * (shape.segmentCount * shape.segmentLength)) / 4_294_967_296);
  probe.cells[0] = first;
  probe.cells[1] = (first + shape.segmentLength) ^ (d & mask);
  probe.cells[2] = (first + 2 * shape.segmentLength) ^ (c & mask);
  probe.fingerprint = c >>> 24;
}

/** True when the fingerprints hold the key (always for a key that was added; else with probability 1/256). */
export function fuseHas(filter: FuseFilter, high: number, low: number, probe = createProbe()): boolean {
  if (filter.keys === 0) return false;
  probeInto(probe, high, low, filter.seed, filter);
  const { cells, fingerprint } = probe;
  const { fingerprints } = filter;
  return (
    fingerprint ===
    ((fingerprints[cells[0] as number] as number) ^
      (fingerprints[cells[1] as number] as number) ^
      (fingerprints[cells[2] as number] as number))
  );
}

/** The working arrays of a construction: reused from one build to the next by {@link createFuseWorkspace}. */
export interface Peeling {
  readonly counts: Uint8Array;
  readonly xorKeys: Uint32Array;
  readonly queue: Uint32Array;
  readonly order: Uint32Array;
  readonly orderSlot: Uint8Array;
}

// Adds every key to its three cells: a cell keeps 4 times its key count plus the XOR of the slots (0, 1, 2)
// its keys hold it in, and the XOR of their indices, so a cell with one key names that key and its slot.
// False when a cell overflows (over 63 keys), which a new seed cures.
function addKeys(high: Uint32Array, low: Uint32Array, seed: number, shape: FuseShape, work: Peeling): boolean {
  const probe = createProbe();
  work.counts.fill(0, 0, shape.arrayLength);
  work.xorKeys.fill(0, 0, shape.arrayLength);
  for (let key = 0; key < high.length; key++) {
    probeInto(probe, high[key] as number, low[key] as number, seed, shape);
    for (let slot = 0; slot < 3; slot++) {
      const cell = probe.cells[slot] as number;
      const count = work.counts[cell] as number;
      if (count >= 252) return false;
      work.counts[cell] = (count + 4) ^ slot;
      work.xorKeys[cell] = (work.xorKeys[cell] as number) ^ key;
    }
  }
  return true;
}

// Takes out a key that is alone in a cell, again and again; the order taken is the order of assignment, reversed.
// Returns how many keys were taken: all of them when the construction succeeds.
function peel(high: Uint32Array, low: Uint32Array, seed: number, shape: FuseShape, work: Peeling): number {
  const { counts, xorKeys, queue, order, orderSlot } = work;
  const probe = createProbe();
  let queued = 0;
  for (let cell = 0; cell < shape.arrayLength; cell++) if ((counts[cell] as number) >> 2 === 1) queue[queued++] = cell;
  let taken = 0;
  while (queued > 0) {
    const cell = queue[--queued] as number;
    if ((counts[cell] as number) >> 2 !== 1) continue;
    const key = xorKeys[cell] as number;
    order[taken] = key;
    orderSlot[taken] = (counts[cell] as number) & 3;
    taken++;
    probeInto(probe, high[key] as number, low[key] as number, seed, shape);
    for (let slot = 0; slot < 3; slot++) {
      const other = probe.cells[slot] as number;
      counts[other] = ((counts[other] as number) - 4) ^ slot;
      xorKeys[other] = (xorKeys[other] as number) ^ key;
      if ((counts[other] as number) >> 2 === 1) queue[queued++] = other;
    }
  }
  return taken;
}

// Each key, in reverse peeling order, sets the cell it was alone in so that its three cells XOR to its fingerprint.
function assign(high: Uint32Array, low: Uint32Array, seed: number, shape: FuseShape, work: Peeling): Uint8Array {
  const fingerprints = new Uint8Array(shape.arrayLength);
  const probe = createProbe();
  for (let index = high.length - 1; index >= 0; index--) {
    const key = work.order[index] as number;
    const slot = work.orderSlot[index] as number;
    probeInto(probe, high[key] as number, low[key] as number, seed, shape);
    const { cells } = probe;
    const others =
      (fingerprints[cells[(slot + 1) % 3] as number] as number) ^
      (fingerprints[cells[(slot + 2) % 3] as number] as number);
    fingerprints[cells[slot] as number] = probe.fingerprint ^ others;
  }
  return fingerprints;
}

/** Working arrays for builds of up to `keys` keys, so that a series of builds allocates them once. */
export function createFuseWorkspace(keys: number): Peeling {
  const largest = keys === 0 ? 0 : fuseShape(keys, MAX_ATTEMPTS / ATTEMPTS_PER_SHAPE).arrayLength;
  return {
    counts: new Uint8Array(largest),
    xorKeys: new Uint32Array(largest),
    queue: new Uint32Array(largest),
    order: new Uint32Array(keys),
    orderSlot: new Uint8Array(keys),
  };
}

/**
 * Builds a filter over distinct 64-bit keys (`high[i]`, `low[i]`): duplicates must be removed first
 * ({@link distinctKeys}), or no seed succeeds and this throws. Memory: about 20 bytes per key besides the keys,
 * in `workspace` when it is given and large enough.
 */
export function buildFuseFilter(high: Uint32Array, low: Uint32Array, workspace?: Peeling): FuseFilter {
  const keys = high.length;
  let shape = fuseShape(keys);
  if (keys === 0) return { ...shape, seed: 0, keys, fingerprints: new Uint8Array(0) };
  const largest = fuseShape(keys, MAX_ATTEMPTS / ATTEMPTS_PER_SHAPE).arrayLength;
  const work =
    workspace !== undefined && workspace.order.length >= keys && workspace.counts.length >= largest
      ? workspace
      : createFuseWorkspace(keys);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    shape = fuseShape(keys, Math.floor(attempt / ATTEMPTS_PER_SHAPE));
    const seed = mix32(Math.imul(attempt + 1, 0x9e3779b9) ^ 0x726b2b9d);
    if (addKeys(high, low, seed, shape, work) && peel(high, low, seed, shape, work) === keys) {
      return { ...shape, seed, keys, fingerprints: assign(high, low, seed, shape, work) };
    }
  }
  throw new Error('buildFuseFilter: no seed built the filter (are the keys distinct?)');
}

/**
 * The distinct keys among `count` 64-bit keys held in `pairs` as (low, high) word pairs, sorted
 * natively as a BigUint64Array (no BigInt per key; the order depends on the platform's endianness, equality
 * does not): `high` and `low` arrays. Sorts `pairs` in place.
 */
export function distinctKeys(
  pairs: Uint32Array,
  count: number,
  into?: { high: Uint32Array; low: Uint32Array },
): { high: Uint32Array; low: Uint32Array } {
  const sorted = new BigUint64Array(pairs.buffer, pairs.byteOffset, count).sort();
  const words = new Uint32Array(sorted.buffer, sorted.byteOffset, count * 2);
  const repeats = (index: number): boolean =>
    index > 0 && words[2 * index] === words[2 * index - 2] && words[2 * index + 1] === words[2 * index - 1];
  let distinct = 0;
  for (let index = 0; index < count; index++) if (!repeats(index)) distinct++;
  const fits = into !== undefined && into.high.length >= distinct && into.low.length >= distinct;
  const high = fits ? into.high.subarray(0, distinct) : new Uint32Array(distinct);
  const low = fits ? into.low.subarray(0, distinct) : new Uint32Array(distinct);
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (repeats(index)) continue;
    low[at] = words[2 * index] as number;
    high[at] = words[2 * index + 1] as number;
    at++;
  }
  return { high, low };
}
