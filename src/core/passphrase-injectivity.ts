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

// FNV-1a over UTF-16 units, step by step, so that every prefix of a text is hashed in one pass.
const HASH_START = 0x811c9dc5;
function hashStep(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193) >>> 0;
}
const NONE: readonly number[] = [];
function hashOf(text: string): number {
  let hash = HASH_START;
  for (let i = 0; i < text.length; i++) hash = hashStep(hash, text.charCodeAt(i));
  return hash;
}

/**
 * The codewords of a shape without building them: every (form, digit) choice is read from the
 * forms alone, so memory grows with the number of forms (two a word at most), never with the
 * eleven ways to write each one with its digit.
 */
class CodewordIndex {
  readonly separator: string;
  /** The word part of each form id; a plain codeword's choice is its form id. */
  readonly forms: readonly string[];
  /** The digits a codeword may carry, in order ('' when the digit is off). */
  readonly digits: string;
  // Sorted on the first prefix query only: most shapes never need one.
  private sortedCache: readonly number[] | undefined;
  // Form ids by text in an open-addressing table keyed by hashOf: slot i holds id + 1 (0 is empty)
  // and the form's hash, so a lookup of a prefix needs its running hash, no slice and no Map.
  private readonly slots: Int32Array;
  private readonly slotHashes: Uint32Array;
  private readonly mask: number;

  constructor(shape: PassphraseShape) {
    const { list, separator, capitalize, digit } = shape;
    const forms: string[] = [];
    for (const word of list) {
      if (capitalize !== 'first') forms.push(word);
      if (capitalize !== 'none') forms.push(capitalizeWord(word));
    }
    // At most half full: a lookup probes about 1.5 slots.
    const size = 2 ** Math.ceil(Math.log2(forms.length * 2 + 2));
    this.slots = new Int32Array(size);
    this.slotHashes = new Uint32Array(size);
    this.mask = size - 1;
    forms.forEach((form, id) => {
      const hash = hashOf(form);
      let slot = hash & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id + 1;
      this.slotHashes[slot] = hash;
    });
    this.separator = separator;
    this.forms = forms;
    this.digits = digit ? digitsOf(shape) : '';
  }

  /** Each text written by some form, with the ids of the forms that write it. */
  *distinctForms(): Generator<readonly [string, readonly number[]]> {
    for (let id = 0; id < this.forms.length; id++) {
      const form = this.forms[id] as string;
      const ids = this.formIds(form);
      if (ids[0] === id) yield [form, ids];
    }
  }

  /** The ids of the forms written `text`, in id order. */
  formIds(text: string): readonly number[] {
    return this.idsOfPrefix(text, text.length, hashOf(text));
  }

  // The ids of the forms written text[0, length), whose hash is `hash`.
  private idsOfPrefix(text: string, length: number, hash: number): readonly number[] {
    let found: number[] | undefined;
    for (let slot = hash & this.mask; this.slots[slot] !== 0; slot = (slot + 1) & this.mask) {
      if (this.slotHashes[slot] !== hash) continue;
      const id = (this.slots[slot] as number) - 1;
      const form = this.forms[id] as string;
      if (form.length !== length || !text.startsWith(form)) continue;
      found ??= [];
      found.push(id);
    }
    return found === undefined ? NONE : found.length > 1 ? found.sort((x, y) => x - y) : found;
  }

  /** The codeword of form `id` carrying digit number `d` (-1: no digit). */
  codeword(id: number, d: number): Codeword {
    const form = this.forms[id] as string;
    if (d < 0) return { text: form + this.separator, choice: id, digit: 0 };
    return { text: form + this.digits.charAt(d) + this.separator, choice: this.forms.length * (d + 1) + id, digit: 1 };
  }

  /** Every codeword written exactly `text`. */
  withText(text: string): Codeword[] {
    const sep = this.separator;
    if (!text.endsWith(sep)) return [];
    const body = text.slice(0, text.length - sep.length);
    const found = this.formIds(body).map((id) => this.codeword(id, -1));
    const d = body === '' ? -1 : this.digits.indexOf(body.charAt(body.length - 1));
    if (d >= 0) for (const id of this.formIds(body.slice(0, -1))) found.push(this.codeword(id, d));
    return found;
  }

  /**
   * Codewords that are proper prefixes of `text`, ending from `from` to `upTo` characters in. A
   * running hash finds each prefix in the table without slicing it.
   */
  *prefixesOf(text: string, from = 1, upTo = text.length - 1): Generator<Codeword> {
    const sep = this.separator;
    const first = Math.max(from, 1);
    // Hashes of text[0, j - 1) and text[0, j): a body, and a body with its digit.
    let previous = HASH_START;
    let current = HASH_START;
    for (let j = 0; j + sep.length <= upTo; j++) {
      if (j > 0) {
        previous = current;
        current = hashStep(current, text.charCodeAt(j - 1));
      }
      if (j + sep.length < first || !text.startsWith(sep, j)) continue;
      for (const id of this.idsOfPrefix(text, j, current)) yield this.codeword(id, -1);
      const d = j > 0 ? this.digits.indexOf(text.charAt(j - 1)) : -1;
      if (d >= 0) for (const id of this.idsOfPrefix(text, j - 1, previous)) yield this.codeword(id, d);
    }
  }

  /** Codewords of which `text` is a proper prefix. */
  *extending(text: string): Generator<Codeword> {
    // A form that `text` starts with, or that starts with `text`: a codeword's text begins with its form.
    let hash = HASH_START;
    for (let i = 0; i <= text.length; i++) {
      if (i > 0) hash = hashStep(hash, text.charCodeAt(i - 1));
      for (const id of this.idsOfPrefix(text, i, hash)) yield* this.extendingOf(id, text);
    }
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.forms[sorted[mid] as number] as string) <= text) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length; i++) {
      const id = sorted[i] as number;
      if (!(this.forms[id] as string).startsWith(text)) break;
      yield* this.extendingOf(id, text);
    }
  }

  // The codewords of form `id` of which `text` is a proper prefix.
  private *extendingOf(id: number, text: string): Generator<Codeword> {
    for (let d = -1; d < this.digits.length; d++) {
      const codeword = this.codeword(id, d);
      if (codeword.text.length > text.length && codeword.text.startsWith(text)) yield codeword;
    }
  }

  private get sorted(): readonly number[] {
    if (this.sortedCache === undefined) {
      const forms = this.forms;
      const ids = Array.from(forms.keys());
      this.sortedCache = ids.sort((a, b) => {
        const x = forms[a] as string;
        const y = forms[b] as string;
        return x < y ? -1 : x > y ? 1 : 0;
      });
    }
    return this.sortedCache;
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
  // From the values alone: JSON.stringify would call a `toJSON` that a polluted prototype carries.
  const key = `${shape.words}|${shape.capitalize}|${shape.digit}|${shape.separator}`;
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
  const alphabet = formAlphabet(shape);
  const separatorMarks = [...shape.separator].some((ch) => !alphabet.has(ch));
  const index = new CodewordIndex(shape);
  const blocks = separatorMarks ? sameTextBlocks(index) : findBlocks(index, shape.words);
  if (blocks === undefined) return false;
  return !blocksCollide(blocks, shape.words, shape.digit);
}

// Blocks of one codeword a side: two choices written alike. Only four such blocks exist (with or
// without the digit on each side), so each is kept once.
function sameTextBlocks(index: CodewordIndex): Block[] {
  const blocks = new Map<string, Block>();
  const add = (a: Codeword, b: Codeword) => {
    const block: Block = [1, a.digit, 1, b.digit];
    blocks.set(block.join(','), block);
  };
  for (const [form, ids] of index.distinctForms()) {
    // A plain codeword and every other written alike: the same form twice, or a form with its digit.
    const same = index.withText(form + index.separator);
    for (const a of same) for (const b of same) if (a.choice < b.choice) add(a, b);
    // The same form twice, each with the same digit.
    if (ids.length > 1 && index.digits !== '')
      add(index.codeword(ids[0] as number, 0), index.codeword(ids[1] as number, 0));
  }
  return [...blocks.values()];
}

// Every minimal block within k words a side; undefined when the search bound is reached.
function findBlocks(index: CodewordIndex, k: number): Block[] | undefined {
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
  for (let id = 0; id < index.forms.length; id++) {
    for (const [long, short] of prefixPairsOf(index, id)) {
      push({
        overhang: long.text.slice(short.text.length),
        leadWords: 1,
        leadDigit: long.digit,
        lagWords: 1,
        lagDigit: short.digit,
      });
    }
    if (seen.size > MAX_STATES) return undefined;
  }
  for (const block of sameTextBlocks(index)) addBlock(block);
  for (let head = 0; head < queue.length; head++) {
    if (seen.size > MAX_STATES) return undefined;
    extendLag(queue[head] as Pending, index, push, addBlock);
  }
  return [...blocks.values()];
}

// Every codeword of form `id` with each codeword that is a proper prefix of it. The prefixes no
// longer than the form are the form's own, shared by its eleven codewords: found once.
function* prefixPairsOf(index: CodewordIndex, id: number): Generator<readonly [Codeword, Codeword]> {
  const form = index.forms[id] as string;
  const withinForm = [...index.prefixesOf(form, 1, form.length)];
  for (let d = -1; d < index.digits.length; d++) {
    const long = index.codeword(id, d);
    for (const short of withinForm) if (short.text.length < long.text.length) yield [long, short];
    for (const short of index.prefixesOf(long.text, form.length + 1)) yield [long, short];
  }
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
  for (const codeword of index.withText(overhang)) {
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
