import { capitalizeWord, type PassphraseShape } from './passphrase.js';

/**
 * One way to write a word followed by the separator: a codeword. A passphrase
 * plus one trailing separator is a concatenation of exactly k codewords.
 */
interface Codeword {
  readonly text: string;
  /** Index of the (word, capital, digit) choice: distinct choices, distinct ids. */
  readonly choice: number;
  /** 1 when the codeword carries the digit. */
  readonly digit: 0 | 1;
}

/** Two parses of one string, as far as they are known: the longer side leads by `overhang`. */
interface Pending {
  readonly overhang: string;
  readonly leadWords: number;
  readonly leadDigit: 0 | 1;
  readonly lagWords: number;
  readonly lagDigit: 0 | 1;
}

/** Words used and digits carried by each side of a block: two parses of one string that meet at its end. */
type Block = readonly [words: number, digits: number, otherWords: number, otherDigits: number];

// A bound on the search: far above what the EFF lists need (tens of states), and a
// refusal rather than a hang if some list ever needed more.
const MAX_STATES = 200_000;

// When no word and no separator holds a digit, the ten digits are interchangeable: two
// parses that meet put their digits at the same place, so '0' alone stands for all ten.
function digitsOf(shape: PassphraseShape): string {
  const holdsDigit = (text: string) => /[0-9]/.test(text);
  return shape.list.some(holdsDigit) || holdsDigit(shape.separator) ? '0123456789' : '0';
}

function codewordsOf(shape: PassphraseShape): Codeword[] {
  const { list, separator, capitalize, digit } = shape;
  const forms: string[] = [];
  for (const word of list) {
    if (capitalize !== 'first') forms.push(word);
    if (capitalize !== 'none') forms.push(capitalizeWord(word));
  }
  const codewords: Codeword[] = forms.map((form, choice) => ({ text: form + separator, choice, digit: 0 }));
  if (digit) {
    const digits = digitsOf(shape);
    forms.forEach((form, f) => {
      for (let d = 0; d < digits.length; d++) {
        codewords.push({ text: `${form}${digits[d]}${separator}`, choice: forms.length * (d + 1) + f, digit: 1 });
      }
    });
  }
  return codewords;
}

// The characters any codeword's word part can hold.
function formAlphabet(shape: PassphraseShape): Set<string> {
  const chars = new Set<string>();
  for (const word of shape.list) {
    for (const ch of word) chars.add(ch);
    if (shape.capitalize !== 'none') for (const ch of capitalizeWord(word)) chars.add(ch);
  }
  if (shape.digit) for (const ch of '0123456789') chars.add(ch);
  return chars;
}

/** Codewords by text, and sorted for prefix queries. */
class CodewordIndex {
  readonly byText = new Map<string, Codeword[]>();
  readonly codewords: readonly Codeword[];
  // Sorted on the first prefix query only: most shapes never need one.
  private sortedCache: readonly Codeword[] | undefined;

  // Every codeword ends with the separator, so only such prefixes can be codewords.
  readonly separator: string;

  constructor(codewords: readonly Codeword[], separator: string) {
    this.separator = separator;
    for (const codeword of codewords) {
      const same = this.byText.get(codeword.text);
      if (same === undefined) this.byText.set(codeword.text, [codeword]);
      else same.push(codeword);
    }
    this.codewords = codewords;
  }

  get sorted(): readonly Codeword[] {
    this.sortedCache ??= [...this.codewords].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    return this.sortedCache;
  }

  /** Codewords that are proper prefixes of `text`. */
  *prefixesOf(text: string): Generator<Codeword> {
    const sep = this.separator;
    for (let i = Math.max(1, sep.length); i < text.length; i++) {
      if (text.startsWith(sep, i - sep.length)) yield* this.byText.get(text.slice(0, i)) ?? [];
    }
  }

  /** Codewords of which `text` is a proper prefix. */
  *extending(text: string): Generator<Codeword> {
    let low = 0;
    const sorted = this.sorted;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] as Codeword).text < text) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length; i++) {
      const codeword = sorted[i] as Codeword;
      if (!codeword.text.startsWith(text)) break;
      if (codeword.text.length > text.length) yield codeword;
    }
  }
}

/**
 * True when different choices of k words, capitals and digit never give the
 * same passphrase, so that every passphrase has exactly one way to be drawn
 * and the count of choices is the count of distinct strings.
 *
 * Prefix-free lists (both EFF lists) need no search: see prefixFreeCodewords.
 * Otherwise a separator holding a character that no word, capital or digit
 * contains marks where every word ends. Otherwise the Sardinas–Patterson construction
 * (dangling suffixes between two parses of one string) finds every minimal
 * pair of parses that meet, with the words and digits each side used; a
 * collision of exactly k words each (each with one digit when the digit is on)
 * exists exactly when such blocks, repeated and padded with equal words, add
 * up to equal sides within k words.
 */
export function isInjectiveShape(shape: PassphraseShape): boolean {
  let byList = verdicts.get(shape.list);
  if (byList === undefined) {
    byList = new Map();
    verdicts.set(shape.list, byList);
  }
  const key = JSON.stringify([shape.words, shape.separator, shape.capitalize, shape.digit]);
  let verdict = byList.get(key);
  if (verdict === undefined) {
    verdict = decide(shape);
    // A bounded cache: separators are free text.
    if (byList.size >= 256) byList.clear();
    byList.set(key, verdict);
  }
  return verdict;
}

// Verdicts per list (the lists are long-lived constants) and shape.
const verdicts = new WeakMap<readonly string[], Map<string, boolean>>();

function decide(shape: PassphraseShape): boolean {
  return prefixFreeCodewords(shape) || injectivityByParsing(shape);
}

// Whether no word of the list is a proper prefix of another (both EFF lists are built so).
const prefixFreeLists = new WeakMap<readonly string[], boolean>();

function isPrefixFreeList(list: readonly string[]): boolean {
  let verdict = prefixFreeLists.get(list);
  if (verdict === undefined) {
    // Both EFF lists come sorted: checking that costs far less than sorting a copy.
    const inOrder = list.every((word, i) => i === 0 || (list[i - 1] as string) < word);
    const sorted = inOrder ? list : [...list].sort();
    // In sorted order, a word that is a prefix of any other is a prefix of the next one.
    verdict = sorted.every((word, i) => i === 0 || !word.startsWith(sorted[i - 1] as string));
    prefixFreeLists.set(list, verdict);
  }
  return verdict;
}

/**
 * A shortcut that needs no codewords: distinct words of which none is a prefix
 * of another, capitals that change every word and make no other word, and a
 * digit that neither words nor a non-empty separator can be mistaken for, give
 * codewords of which none is a prefix of another, which always parse one way.
 */
function prefixFreeCodewords(shape: PassphraseShape): boolean {
  const { list, separator, capitalize, digit } = shape;
  if (!isPrefixFreeList(list)) return false;
  if (capitalize !== 'none' && !list.every((word) => /^[a-z]/.test(word))) return false;
  if (digit && (separator === '' || /[0-9]/.test(separator) || list.some((word) => /[0-9]/.test(word)))) return false;
  return true;
}

/**
 * The full decision, without the prefix-free shortcut (exported for the tests
 * that hold the two to each other).
 */
export function injectivityByParsing(shape: PassphraseShape): boolean {
  const codewords = codewordsOf(shape);
  const alphabet = formAlphabet(shape);
  const separatorMarks = [...shape.separator].some((ch) => !alphabet.has(ch));
  const index = new CodewordIndex(codewords, shape.separator);
  const blocks = separatorMarks ? sameTextBlocks(index) : findBlocks(index, codewords, shape.words);
  if (blocks === undefined) return false;
  return !blocksCollide(blocks, shape.words, shape.digit);
}

// Blocks of one codeword a side: two choices written alike.
function sameTextBlocks(index: CodewordIndex): Block[] {
  const blocks: Block[] = [];
  for (const same of index.byText.values()) {
    for (const a of same) for (const b of same) if (a.choice < b.choice) blocks.push([1, a.digit, 1, b.digit]);
  }
  return blocks;
}

// Every minimal block within k words a side; undefined when the search bound is reached.
function findBlocks(index: CodewordIndex, codewords: readonly Codeword[], k: number): Block[] | undefined {
  const blocks = new Map<string, Block>();
  const seen = new Set<string>();
  const queue: Pending[] = [];
  const addBlock = (block: Block) => blocks.set(block.join(','), block);
  const push = (pending: Pending) => {
    if (pending.leadWords > k || pending.lagWords > k) return;
    const key = `${pending.overhang}\u0000${pending.leadWords},${pending.leadDigit},${pending.lagWords},${pending.lagDigit}`;
    if (!seen.has(key)) {
      seen.add(key);
      queue.push(pending);
    }
  };
  for (const long of codewords) {
    for (const short of index.prefixesOf(long.text)) {
      push({
        overhang: long.text.slice(short.text.length),
        leadWords: 1,
        leadDigit: long.digit,
        lagWords: 1,
        lagDigit: short.digit,
      });
    }
  }
  for (const block of sameTextBlocks(index)) addBlock(block);
  for (let head = 0; head < queue.length; head++) {
    if (seen.size > MAX_STATES) return undefined;
    extendLag(queue[head] as Pending, index, push, addBlock);
  }
  return [...blocks.values()];
}

// The lagging side adds one codeword that agrees with the overhang.
function extendLag(pending: Pending, index: CodewordIndex, push: (p: Pending) => void, addBlock: (b: Block) => void) {
  const { overhang, leadWords, leadDigit, lagWords, lagDigit } = pending;
  const words = lagWords + 1;
  const fits = (codeword: Codeword) => codeword.digit + lagDigit <= 1;
  for (const codeword of index.prefixesOf(overhang)) {
    if (!fits(codeword)) continue;
    const digits = (lagDigit + codeword.digit) as 0 | 1;
    push({ overhang: overhang.slice(codeword.text.length), leadWords, leadDigit, lagWords: words, lagDigit: digits });
  }
  for (const codeword of index.byText.get(overhang) ?? []) {
    if (fits(codeword)) addBlock([leadWords, leadDigit, words, lagDigit + codeword.digit]);
  }
  for (const codeword of index.extending(overhang)) {
    if (!fits(codeword)) continue;
    const digits = (lagDigit + codeword.digit) as 0 | 1;
    push({
      overhang: codeword.text.slice(overhang.length),
      leadWords: words,
      leadDigit: digits,
      lagWords: leadWords,
      lagDigit: leadDigit,
    });
  }
}

// Whether blocks (each either way round, any number of times) and equal padding make two
// parses of k words each, with one digit a side when the digit is on (none when it is off).
function blocksCollide(blocks: readonly Block[], k: number, digit: boolean): boolean {
  const moves = blocks.flatMap(([a, da, b, db]) => [
    [a, da, b, db],
    [b, db, a, da],
  ]);
  const key = (a: number, da: number, b: number, db: number) => ((a * (k + 1) + b) * 2 + da) * 2 + db;
  const seen = new Set<number>();
  const queue: number[][] = [];
  for (const move of moves) {
    const [a, da, b, db] = move as [number, number, number, number];
    if (a <= k && b <= k && !seen.has(key(a, da, b, db))) {
      seen.add(key(a, da, b, db));
      queue.push([a, da, b, db]);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const [a, da, b, db] = queue[head] as [number, number, number, number];
    if (a === b && (!digit ? da + db === 0 : da === db && (da === 1 || a < k))) return true;
    for (const move of moves) {
      const [ma, mda, mb, mdb] = move as [number, number, number, number];
      const next = [a + ma, da + mda, b + mb, db + mdb] as [number, number, number, number];
      if (next[0] > k || next[2] > k || next[1] > 1 || next[3] > 1) continue;
      const id = key(...next);
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(next);
      }
    }
  }
  return false;
}
