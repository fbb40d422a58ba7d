/**
 * The checker's dictionaries in the compact form that scripts/checker-dictionaries.mjs builds: text, one word a
 * line in rank order. Reading one builds no JavaScript object per word: each list gets a hash table of typed arrays
 * over the text itself (its words' indices grouped by bucket), and zxcvbn-ts looks words up through a Proxy (its
 * dictionary matcher only ever reads `rankedDictionary[word]`). Building zxcvbn-ts's own ranked objects for English
 * took 0.38 s; this takes a few tens of milliseconds. The build can also write each file's tables (its index,
 * {@link compactIndexOf}): a reader given the index only finds the words' places (docs/benchmarks.md). Pure: no
 * DOM, no Node.
 */
import type { TranslationKeys } from '@zxcvbn-ts/core';

/** The format's first line (scripts/checker-dictionaries.mjs writes it). */
export const DICTIONARY_HEADER = 'pwgen-checker-dictionary 1';

/** One part of one list: its words' places in the text, and a hash table of them. */
interface ListPart {
  readonly text: string;
  readonly firstRank: number;
  /** Start and end (exclusive) of word `k` in `text`, at `2k` and `2k + 1`. */
  readonly bounds: Int32Array;
  /** The rank of word `k`, where ranks are not `firstRank + k` (a list merged from others, {@link mergedList}). */
  readonly ranks?: Int32Array;
  /** Bucket `b` holds `members[starts[b]]` to `members[starts[b + 1] - 1]`; the buckets are a power of two. */
  readonly starts: Int32Array;
  /** Word indices, bucket after bucket, each bucket in rank order. */
  readonly members: Int32Array;
}

/** A ranked list that may arrive in parts (the checker page loads the first words first). */
export interface RankedList {
  readonly parts: ListPart[];
  /** Longest word in UTF-16 units, as zxcvbn-ts counts it. */
  maxLength: number;
  /** Shortest word in UTF-16 units (an empty line keeps a rank and is no word). */
  minLength: number;
  /** Words held (empty lines not counted). */
  size: number;
}

/** What the compact files of a set of packs hold: the lists by name, and the packs' feedback translations. */
export interface CompactDictionaries {
  readonly lists: Map<string, RankedList>;
  /** Feedback translations by pack code (`de`, `pt-br`); a pack without them is absent. */
  readonly translations: Map<string, Pick<TranslationKeys, 'warnings' | 'suggestions'>>;
}

/** A checker dictionaries' file that is not in the format: a build problem, named so. */
export class DictionaryFormatError extends Error {
  override readonly name = 'DictionaryFormatError';
}

// FNV-1a's offset basis and prime, as signed 32-bit integers, so that the hash stays a small integer in V8's loops.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** Units of a word's start and of its end that its hash reads: a word up to twice as long is hashed whole. */
const HASHED_ENDS = 4;

/**
 * FNV-1a over a word's length, its first {@link HASHED_ENDS} and its last {@link HASHED_ENDS} UTF-16 units, then
 * mixed so that the table's low bits depend on every unit read. Reading a bounded number of units makes both the
 * reading of a file and each lookup (every substring of every password, in every list) cost the same whatever the
 * word's length; words that share their ends and length share a slot chain, and `sameWord` tells them apart.
 */
function hashOf(text: string, start: number, end: number): number {
  let hash = Math.imul(FNV_OFFSET ^ (end - start), FNV_PRIME);
  if (end - start <= 2 * HASHED_ENDS) {
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  } else {
    for (let i = start; i < start + HASHED_ENDS; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    for (let i = end - HASHED_ENDS; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return hash ^ (hash >>> 16);
}

function sameWord(part: ListPart, index: number, word: string): boolean {
  const start = part.bounds[2 * index] as number;
  const end = part.bounds[2 * index + 1] as number;
  return end - start === word.length && part.text.startsWith(word, start);
}

/** Buckets for `words` words: a power of two, one to two words a bucket. */
function bucketCount(words: number): number {
  let buckets = 8;
  while (buckets < words / 2) buckets *= 2;
  return buckets;
}

// The hash table of a part's words (an empty line keeps the rank of a word that came earlier, and is left out).
function hashTable(bounds: Int32Array, hashes: Int32Array, count: number): Pick<ListPart, 'starts' | 'members'> {
  let words = 0;
  for (let k = 0; k < count; k++) if (bounds[2 * k + 1] !== bounds[2 * k]) words++;
  const buckets = bucketCount(words);
  const mask = buckets - 1;
  const starts = new Int32Array(buckets + 1);
  for (let k = 0; k < count; k++) {
    const bucket = ((hashes[k] as number) & mask) + 1;
    if (bounds[2 * k + 1] !== bounds[2 * k]) starts[bucket] = (starts[bucket] as number) + 1;
  }
  for (let b = 0; b < buckets; b++) starts[b + 1] = (starts[b + 1] as number) + (starts[b] as number);
  const next = starts.slice(0, buckets);
  const members = new Int32Array(words);
  for (let k = 0; k < count; k++) {
    if (bounds[2 * k + 1] === bounds[2 * k]) continue;
    const bucket = (hashes[k] as number) & mask;
    members[next[bucket] as number] = k;
    next[bucket] = (next[bucket] as number) + 1;
  }
  return { starts, members };
}

function rankIn(part: ListPart, word: string, hash: number): number | undefined {
  const bucket = hash & (part.starts.length - 2);
  const end = part.starts[bucket + 1] as number;
  for (let m = part.starts[bucket] as number; m < end; m++) {
    const index = part.members[m] as number;
    if (sameWord(part, index, word)) return rankAt(part, index);
  }
  return undefined;
}

let lastWord = '';
let lastHash = hashOf('', 0, 0);

/** The rank of `word` in `list` (1 for the most common), or undefined. */
export function rankOf(list: RankedList, word: string): number | undefined {
  // zxcvbn-ts asks every list about the same substring in turn: hash it once.
  if (word !== lastWord) {
    lastWord = word;
    lastHash = hashOf(word, 0, word.length);
  }
  for (const part of list.parts) {
    const rank = rankIn(part, word, lastHash);
    if (rank !== undefined) return rank;
  }
  return undefined;
}

/**
 * One list holding the words of `lists`, each at the least rank it has in any of them (the checker of every
 * language merges each kind of list across the packs: one lookup a substring instead of one a pack). The words
 * go in by rank, so that a word held twice is found first at its least rank; a word no list holds stays out.
 */
export function mergedList(lists: readonly RankedList[]): RankedList {
  const parts = lists.flatMap((list) => list.parts);
  let count = 0;
  let maxRank = 0;
  for (const part of parts) {
    count += part.bounds.length / 2;
    maxRank = Math.max(maxRank, rankAt(part, part.bounds.length / 2 - 1));
  }
  // A counting sort by rank: every part is already in rank order, so within a rank the parts' order is kept.
  const atRank = new Int32Array(maxRank + 2);
  for (const part of parts) {
    for (let k = 0; k < part.bounds.length / 2; k++) {
      const next = rankAt(part, k) + 1;
      atRank[next] = (atRank[next] as number) + 1;
    }
  }
  for (let r = 0; r <= maxRank; r++) atRank[r + 1] = (atRank[r + 1] as number) + (atRank[r] as number);
  const words: string[] = new Array(count);
  const ranks = new Int32Array(count);
  for (const part of parts) {
    for (let k = 0; k < part.bounds.length / 2; k++) {
      const rank = rankAt(part, k);
      const at = atRank[rank] as number;
      atRank[rank] = at + 1;
      words[at] = part.text.slice(part.bounds[2 * k] as number, part.bounds[2 * k + 1] as number);
      ranks[at] = rank;
    }
  }
  return listOfWords(words, ranks);
}

/** The rank of word `k` of `part`. */
function rankAt(part: ListPart, k: number): number {
  return part.ranks === undefined ? part.firstRank + k : (part.ranks[k] as number);
}

// A list of one part over `words` (empty ones kept out of its table), with their ranks.
function listOfWords(words: readonly string[], ranks: Int32Array): RankedList {
  const text = words.join('\n');
  const bounds = new Int32Array(2 * words.length);
  const hashes = new Int32Array(words.length);
  let position = 0;
  let maxLength = 0;
  let minLength = Number.POSITIVE_INFINITY;
  let size = 0;
  words.forEach((word, k) => {
    bounds[2 * k] = position;
    bounds[2 * k + 1] = position + word.length;
    hashes[k] = hashOf(text, position, position + word.length);
    position += word.length + 1;
    if (word.length === 0) return;
    size++;
    maxLength = Math.max(maxLength, word.length);
    minLength = Math.min(minLength, word.length);
  });
  const part: ListPart = { text, firstRank: 1, bounds, ranks, ...hashTable(bounds, hashes, words.length) };
  return { parts: [part], maxLength, minLength, size };
}

/** An empty set of dictionaries, to read files into. */
export function emptyDictionaries(): CompactDictionaries {
  return { lists: new Map(), translations: new Map() };
}

/**
 * The index format's first four bytes and version (scripts/checker-dictionaries.mjs writes indexes beside files).
 * Raise the version with any change to {@link hashOf} or to the layout: an index of another version is refused.
 */
const INDEX_MAGIC = 0x69677770; // 'pwgi', little-endian
const INDEX_VERSION = 2;
/** Bytes before the first list: magic, version, lists, the text's length and its fingerprint. */
const INDEX_HEADER = 20;
/** The fingerprint reads one UTF-16 unit in this many. */
const FINGERPRINT_STRIDE = 16;

/**
 * A cheap fingerprint of a compact text: FNV-1a over one unit in {@link FINGERPRINT_STRIDE} (a millisecond for a
 * megabyte). With the counts it tells an index from another text's; reading every unit would cost what the index
 * saves, so two texts that differ only between the units read share a fingerprint.
 */
function fingerprintOf(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += FINGERPRINT_STRIDE) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

// Typed-array views use the platform's byte order; the index is little-endian (every platform Node runs on).
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Reads the hash tables of an index (see {@link compactIndexOf}) list by list, checking each against the text. */
class IndexReader {
  private offset = INDEX_HEADER;
  private readonly words: Int32Array;

  constructor(
    private readonly pack: string,
    private readonly bytes: Uint8Array,
    text: string,
  ) {
    // Four-byte aligned, so that members are views of the bytes themselves; else a copy (a Node Buffer's slice is a
    // view, so the copy is made by the constructor).
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    this.bytes = aligned;
    this.words = new Int32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.byteLength / 4));
    const header = [INDEX_MAGIC, INDEX_VERSION, listLines(text), text.length, fingerprintOf(text)];
    if (aligned.byteLength < INDEX_HEADER || header.some((value, at) => this.words[at] !== value)) this.fail();
  }

  private fail(): never {
    throw new DictionaryFormatError(`the index of the checker dictionary of ${this.pack} does not fit its text`);
  }

  /** The next list's tables, whose part has `count` lines and `words` words. */
  next(count: number, words: number): Pick<ListPart, 'starts' | 'members'> {
    const at = this.offset / 4;
    const buckets = this.words[at + 2] as number;
    if (this.words[at] !== count || this.words[at + 1] !== words || buckets !== bucketCount(words)) this.fail();
    const sizesAt = this.offset + 12;
    const membersAt = sizesAt + Math.ceil(buckets / 4) * 4;
    if (membersAt + 4 * words > this.bytes.byteLength) this.fail();
    const starts = new Int32Array(buckets + 1);
    for (let b = 0; b < buckets; b++) starts[b + 1] = (starts[b] as number) + (this.bytes[sizesAt + b] as number);
    if (starts[buckets] !== words) this.fail();
    this.offset = membersAt + 4 * words;
    return { starts, members: this.words.subarray(membersAt / 4, membersAt / 4 + words) };
  }

  /** Throws unless every byte was read. */
  end(): void {
    if (this.offset !== this.bytes.byteLength) this.fail();
  }
}

/** `array` in one twice as long. */
function doubled(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/** The number of lists in a compact text: its list lines. */
function listLines(text: string): number {
  let lists = 0;
  for (let at = text.indexOf('\n\u0001'); at !== -1; at = text.indexOf('\n\u0001', at + 1)) lists++;
  return lists;
}

/**
 * Reads one compact file (the text of `checker-{pack}-{part}.txt`) into `into`: a list already there gets the
 * file's words as a further part (ranks continue where the file says). With the file's `index` (written by the
 * build, {@link compactIndexOf}), the hash tables are read rather than built. Throws a
 * {@link DictionaryFormatError} when the text is not in the format, or the index does not fit it: another version,
 * other counts of lists, lines, words or buckets, another length or fingerprint of the text, bytes left over.
 */
export function readCompactDictionary(pack: string, text: string, into: CompactDictionaries, index?: Uint8Array): void {
  if (!text.startsWith(`${DICTIONARY_HEADER}\n`)) {
    throw new DictionaryFormatError(`the checker dictionary of ${pack} is not in the compact format`);
  }
  const tables = index === undefined || !LITTLE_ENDIAN ? undefined : new IndexReader(pack, index, text);
  // One pass over the text: each word's bounds (and, with no index, its hash) as it goes by.
  let name = '';
  let firstRank = 1;
  let bounds = new Int32Array(1024);
  let hashes = new Int32Array(tables === undefined ? 512 : 0);
  let count = 0;
  let words = 0;
  let maxLength = 0;
  let minLength = Number.POSITIVE_INFINITY;
  const finish = (): void => {
    if (name === '') return;
    const list = into.lists.get(name) ?? { parts: [], maxLength: 0, minLength: Number.POSITIVE_INFINITY, size: 0 };
    const wordBounds = bounds.subarray(0, 2 * count);
    const table = tables === undefined ? hashTable(wordBounds, hashes, count) : tables.next(count, words);
    list.parts.push({ text, firstRank, bounds: wordBounds, ...table });
    list.maxLength = Math.max(list.maxLength, maxLength);
    list.minLength = Math.min(list.minLength, minLength);
    list.size += words;
    into.lists.set(name, list);
    bounds = new Int32Array(1024);
    if (tables === undefined) hashes = new Int32Array(512);
    count = 0;
    words = 0;
    maxLength = 0;
    minLength = Number.POSITIVE_INFINITY;
  };
  let position = DICTIONARY_HEADER.length + 1;
  const length = text.length;
  while (position < length) {
    const first = text.charCodeAt(position);
    if (first === 1 || first === 2) {
      let end = text.indexOf('\n', position);
      if (end === -1) end = length;
      if (first === 2) {
        into.translations.set(pack, JSON.parse(text.slice(position + 1, end)));
      } else {
        finish();
        const space = text.lastIndexOf(' ', end);
        name = text.slice(position + 1, space);
        firstRank = Number(text.slice(space + 1, end));
        if (name === '' || !Number.isSafeInteger(firstRank) || firstRank < 1) {
          throw new DictionaryFormatError(`the checker dictionary of ${pack} has a bad list line`);
        }
      }
      position = end + 1;
      continue;
    }
    if (name === '')
      throw new DictionaryFormatError(`the checker dictionary of ${pack} has words before its first list`);
    let end = text.indexOf('\n', position);
    if (end === -1) end = length;
    if (2 * count === bounds.length) bounds = doubled(bounds);
    bounds[2 * count] = position;
    bounds[2 * count + 1] = end;
    if (tables === undefined) {
      if (count === hashes.length) hashes = doubled(hashes);
      hashes[count] = hashOf(text, position, end);
    }
    count++;
    if (end > position) {
      words++;
      if (end - position > maxLength) maxLength = end - position;
      if (end - position < minLength) minLength = end - position;
    }
    position = end + 1;
  }
  finish();
  tables?.end();
}

/**
 * The index of a compact file: the hash tables its reader would build, so that a reader given both only finds
 * the words' places (the CLI's `check`; scripts/checker-dictionaries.mjs writes one beside each file). Little-endian:
 * `pwgi`, the version, the number of lists, the text's length in UTF-16 units and its fingerprint (all 32-bit); then
 * for each list in the file's order its lines, words and buckets
 * (32-bit each), every bucket's size (a byte each, padded to four bytes) and the word indices (32-bit each),
 * bucket after bucket.
 */
export function compactIndexOf(text: string): Uint8Array {
  const read = emptyDictionaries();
  readCompactDictionary('index', text, read);
  const parts = [...read.lists.values()].map((list) => {
    if (list.parts.length !== 1) throw new DictionaryFormatError('a compact file names a list twice');
    return list.parts[0] as ListPart;
  });
  const size = parts.reduce(
    (sum, part) => sum + 12 + Math.ceil((part.starts.length - 1) / 4) * 4 + 4 * part.members.length,
    INDEX_HEADER,
  );
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, INDEX_MAGIC, true);
  view.setUint32(4, INDEX_VERSION, true);
  view.setUint32(8, parts.length, true);
  view.setUint32(12, text.length, true);
  view.setInt32(16, fingerprintOf(text), true);
  let offset = INDEX_HEADER;
  for (const part of parts) {
    const buckets = part.starts.length - 1;
    view.setUint32(offset, part.bounds.length / 2, true);
    view.setUint32(offset + 4, part.members.length, true);
    view.setUint32(offset + 8, buckets, true);
    offset += 12;
    for (let b = 0; b < buckets; b++) {
      const bucketSize = (part.starts[b + 1] as number) - (part.starts[b] as number);
      if (bucketSize > 255) throw new DictionaryFormatError('a bucket of more than 255 words');
      bytes[offset + b] = bucketSize;
    }
    offset += Math.ceil(buckets / 4) * 4;
    for (const member of part.members) {
      view.setInt32(offset, member, true);
      offset += 4;
    }
  }
  return bytes;
}

/**
 * zxcvbn-ts's view of one list: an object whose property `word` is the word's rank. A Proxy over the hash
 * tables, so that no object with a property per word is built.
 */
export function rankedDictionaryView(list: RankedList): Record<string, number> {
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_target, key) => (typeof key === 'string' ? rankOf(list, key) : undefined),
  });
}

/** The list line that opens `name` at `rank` (the format's `\u0001{name} {rank}`). */
function listLine(name: string, rank: number): string {
  return `\u0001${name} ${rank}`;
}

/**
 * One compact file's text cut into compact texts of at most `maxLines` word lines each: every slice starts with the
 * header, and a slice that starts inside a list opens it again at the rank its first line has. Read one after the
 * other, the slices give every list the words and ranks of the whole text, so that a reader can stop between two
 * (the checker page's worker answers between slices while it reads the rest of its dictionaries). Lazy: each step
 * scans only its own slice. Throws a {@link DictionaryFormatError} when the text is not in the format.
 */
export function* compactSlices(text: string, maxLines: number): Generator<string, void, undefined> {
  if (!text.startsWith(`${DICTIONARY_HEADER}\n`) || !(maxLines >= 1)) {
    throw new DictionaryFormatError('not a compact checker dictionary, or no line a slice');
  }
  const length = text.length;
  let position = DICTIONARY_HEADER.length + 1;
  let name = '';
  let rank = 1;
  while (position < length) {
    const first = text.charCodeAt(position);
    const reopen = name !== '' && first !== 1 && first !== 2 ? `${listLine(name, rank)}\n` : '';
    const start = position;
    let lines = 0;
    while (position < length && lines < maxLines) {
      let end = text.indexOf('\n', position);
      if (end === -1) end = length;
      if (text.charCodeAt(position) === 1) {
        const space = text.lastIndexOf(' ', end);
        name = text.slice(position + 1, space);
        rank = Number(text.slice(space + 1, end));
      } else if (text.charCodeAt(position) !== 2) {
        rank++;
        lines++;
      }
      position = end + 1;
    }
    yield `${DICTIONARY_HEADER}\n${reopen}${text.slice(start, position)}`;
  }
}
