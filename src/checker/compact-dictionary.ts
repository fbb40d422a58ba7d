/**
 * The checker's dictionaries in the compact form that scripts/checker-dictionaries.mjs builds: text, one word a
 * line in rank order. Reading one builds no JavaScript object per word: each list gets an open-addressing hash
 * table of typed arrays over the text itself, and zxcvbn-ts looks words up through a Proxy (its dictionary matcher
 * only ever reads `rankedDictionary[word]`). Building zxcvbn-ts's own ranked objects for English took 0.38 s;
 * this takes a few milliseconds (docs/benchmarks.md). Pure: no DOM, no Node.
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
  /** Word index + 1 per slot; 0 for an empty slot. Its length is a power of two. */
  readonly slots: Int32Array;
}

/** A ranked list that may arrive in parts (the checker page loads the first words first). */
export interface RankedList {
  readonly parts: ListPart[];
  /** Longest word in UTF-16 units, as zxcvbn-ts counts it. */
  maxLength: number;
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

// FNV-1a's offset basis as a signed 32-bit integer, so that the hash stays a small integer in V8's loops.
const FNV_OFFSET = 0x811c9dc5 | 0;

// FNV-1a over UTF-16 units: the same function at insertion and lookup, and cheap enough for every substring.
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

function sameWord(part: ListPart, index: number, word: string): boolean {
  const start = part.bounds[2 * index] as number;
  const end = part.bounds[2 * index + 1] as number;
  return end - start === word.length && part.text.startsWith(word, start);
}

function buildPart(text: string, firstRank: number, bounds: Int32Array, hashes: Int32Array, count: number): ListPart {
  let size = 8;
  while (size < 2 * count) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let k = 0; k < count; k++) {
    // An empty line keeps a rank of a word that came earlier in the list (scripts/checker-dictionaries.mjs).
    if (bounds[2 * k + 1] === bounds[2 * k]) continue;
    let slot = (hashes[k] as number) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = k + 1;
  }
  return { text, firstRank, bounds: bounds.subarray(0, 2 * count), slots };
}

function rankIn(part: ListPart, word: string, hash: number): number | undefined {
  const mask = part.slots.length - 1;
  let slot = hash & mask;
  for (;;) {
    const entry = part.slots[slot] as number;
    if (entry === 0) return undefined;
    if (sameWord(part, entry - 1, word)) return part.firstRank + entry - 1;
    slot = (slot + 1) & mask;
  }
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

/** An empty set of dictionaries, to read files into. */
export function emptyDictionaries(): CompactDictionaries {
  return { lists: new Map(), translations: new Map() };
}

/**
 * Reads one compact file (the text of `checker-{pack}-{part}.txt`) into `into`: a list already there gets the
 * file's words as a further part (ranks continue where the file says). Throws a {@link DictionaryFormatError}
 * when the text is not in the format.
 */
export function readCompactDictionary(pack: string, text: string, into: CompactDictionaries): void {
  if (!text.startsWith(`${DICTIONARY_HEADER}\n`)) {
    throw new DictionaryFormatError(`the checker dictionary of ${pack} is not in the compact format`);
  }
  // One pass over the text: each word's bounds and hash are found as its characters go by.
  let name = '';
  let firstRank = 1;
  let bounds = new Int32Array(1024);
  let hashes = new Int32Array(512);
  let count = 0;
  let maxLength = 0;
  const finish = (): void => {
    if (name === '') return;
    const list = into.lists.get(name) ?? { parts: [], maxLength: 0 };
    list.parts.push(buildPart(text, firstRank, bounds, hashes, count));
    list.maxLength = Math.max(list.maxLength, maxLength);
    into.lists.set(name, list);
    bounds = new Int32Array(1024);
    hashes = new Int32Array(512);
    count = 0;
    maxLength = 0;
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
    let hash = FNV_OFFSET;
    let end = position;
    while (end < length) {
      const unit = text.charCodeAt(end);
      if (unit === 10) break;
      hash = Math.imul(hash ^ unit, 0x01000193);
      end++;
    }
    if (count === hashes.length) {
      const grownBounds = new Int32Array(bounds.length * 2);
      grownBounds.set(bounds);
      bounds = grownBounds;
      const grownHashes = new Int32Array(hashes.length * 2);
      grownHashes.set(hashes);
      hashes = grownHashes;
    }
    bounds[2 * count] = position;
    bounds[2 * count + 1] = end;
    hashes[count] = hash;
    count++;
    if (end - position > maxLength) maxLength = end - position;
    position = end + 1;
  }
  finish();
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
