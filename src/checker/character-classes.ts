/**
 * The exhaustive-search ceiling: an attacker never needs more guesses than the
 * strings of the password's length (in code points) over the union of the
 * character classes it holds. The classes are disjoint sets of code points and
 * together cover every code point, so the ceiling is a count of real strings.
 *
 * Pure: no zxcvbn-ts, no DOM, no Node. Membership is by code point ranges (the
 * same in every engine), with the letter case from Unicode's properties where
 * the script has case.
 */

/** The case a class keeps of its ranges: capitals (Lu, Lt), the other letters of the script, or every code point. */
type ClassCase = 'upper' | 'lower' | 'any';

/** One character class of the ceiling. */
export interface CharacterClass {
  readonly name: string;
  /** Inclusive code point ranges. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly letterCase: ClassCase;
  /** Where the ranges come from (Unicode 16.0 block charts, https://www.unicode.org/charts/). */
  readonly source: string;
}

const LATIN_RANGES = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
] as const;
const LATIN_SOURCE = 'Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional: their letters';
const CYRILLIC_SOURCE = 'Cyrillic U+0400-U+045F: the letters of Russian, Ukrainian, Belarusian, Serbian, Macedonian';
const GREEK_SOURCE = 'Greek and Coptic U+0386-U+03CE: the modern Greek letters, with their tonos and dialytika';

/**
 * The classes, one table. ASCII as the issue states it (the space with the
 * punctuation); beyond ASCII each script's everyday letters, capitals apart
 * where the script has case. A code point in no other class is in `other`.
 */
export const CHARACTER_CLASSES: readonly CharacterClass[] = [
  { name: 'ascii-lower', ranges: [[0x61, 0x7a]], letterCase: 'any', source: 'ASCII a-z' },
  { name: 'ascii-upper', ranges: [[0x41, 0x5a]], letterCase: 'any', source: 'ASCII A-Z' },
  { name: 'ascii-digit', ranges: [[0x30, 0x39]], letterCase: 'any', source: 'ASCII 0-9' },
  {
    name: 'ascii-punctuation',
    ranges: [
      [0x20, 0x2f],
      [0x3a, 0x40],
      [0x5b, 0x60],
      [0x7b, 0x7e],
    ],
    letterCase: 'any',
    source: 'ASCII punctuation and symbols, with the space',
  },
  { name: 'latin-lower', ranges: LATIN_RANGES, letterCase: 'lower', source: LATIN_SOURCE },
  { name: 'latin-upper', ranges: LATIN_RANGES, letterCase: 'upper', source: LATIN_SOURCE },
  { name: 'cyrillic-lower', ranges: [[0x0400, 0x045f]], letterCase: 'lower', source: CYRILLIC_SOURCE },
  { name: 'cyrillic-upper', ranges: [[0x0400, 0x045f]], letterCase: 'upper', source: CYRILLIC_SOURCE },
  { name: 'greek-lower', ranges: [[0x0386, 0x03ce]], letterCase: 'lower', source: GREEK_SOURCE },
  { name: 'greek-upper', ranges: [[0x0386, 0x03ce]], letterCase: 'upper', source: GREEK_SOURCE },
  { name: 'arabic', ranges: [[0x0620, 0x064a]], letterCase: 'any', source: 'Arabic U+0620-U+064A: the letters' },
  { name: 'hebrew', ranges: [[0x05d0, 0x05ea]], letterCase: 'any', source: 'Hebrew U+05D0-U+05EA: the letters' },
  { name: 'devanagari', ranges: [[0x0900, 0x097f]], letterCase: 'any', source: 'Devanagari: the whole block' },
  { name: 'thai', ranges: [[0x0e01, 0x0e5b]], letterCase: 'any', source: 'Thai U+0E01-U+0E5B: the assigned part' },
  { name: 'hangul', ranges: [[0xac00, 0xd7a3]], letterCase: 'any', source: 'Hangul Syllables: all 11,172' },
  { name: 'kana', ranges: [[0x3040, 0x30ff]], letterCase: 'any', source: 'Hiragana and Katakana blocks' },
  { name: 'cjk', ranges: [[0x4e00, 0x9fff]], letterCase: 'any', source: 'CJK Unified Ideographs block' },
  {
    name: 'emoji',
    ranges: [
      [0x2600, 0x27bf],
      [0xfe00, 0xfe0f],
      [0x1f1e6, 0x1f1ff],
      [0x1f300, 0x1faff],
    ],
    letterCase: 'any',
    source: 'Miscellaneous Symbols, Dingbats, variation selectors, regional indicators, U+1F300-U+1FAFF',
  },
  {
    name: 'other-punctuation',
    ranges: [
      [0x00a0, 0x00bf],
      [0x00d7, 0x00d7],
      [0x00f7, 0x00f7],
      [0x2000, 0x206f],
      [0x20a0, 0x20cf],
      [0x3000, 0x303f],
    ],
    letterCase: 'any',
    source: 'Latin-1 punctuation, x and ÷, General Punctuation, Currency Symbols, CJK Symbols and Punctuation',
  },
];

const UPPER = /^[\p{Lu}\p{Lt}]$/u;
const LETTER = /^\p{L}$/u;

// A code point belongs to a class of case `upper` when it is a capital, of case `lower` when it is another letter.
function caseFits(codePoint: number, letterCase: ClassCase): boolean {
  if (letterCase === 'any') return true;
  const ch = String.fromCodePoint(codePoint);
  if (letterCase === 'upper') return UPPER.test(ch);
  return LETTER.test(ch) && !UPPER.test(ch);
}

// The index of the class of a code point, or -1 when it is in none of the table (then `other`).
function classIndexOf(codePoint: number): number {
  if (codePoint < 0x80) return asciiClassIndex(codePoint);
  for (let index = 0; index < CHARACTER_CLASSES.length; index++) {
    const { ranges, letterCase } = CHARACTER_CLASSES[index] as CharacterClass;
    for (const [start, end] of ranges) {
      if (codePoint >= start && codePoint <= end && caseFits(codePoint, letterCase)) return index;
    }
  }
  return -1;
}

// The first four rows of the table, without walking it.
function asciiClassIndex(codePoint: number): number {
  if (codePoint >= 0x61 && codePoint <= 0x7a) return 0;
  if (codePoint >= 0x41 && codePoint <= 0x5a) return 1;
  if (codePoint >= 0x30 && codePoint <= 0x39) return 2;
  return codePoint >= 0x20 && codePoint <= 0x7e ? 3 : -1;
}

/** The name of the class of a code point: a row of {@link CHARACTER_CLASSES}, or `other`. */
export function classOf(codePoint: number): string {
  const index = classIndexOf(codePoint);
  return index === -1 ? 'other' : (CHARACTER_CLASSES[index] as CharacterClass).name;
}

/** The number of code points of a class of the table. */
export function classSize(characterClass: CharacterClass): number {
  let size = 0;
  for (const [start, end] of characterClass.ranges) {
    if (characterClass.letterCase === 'any') size += end - start + 1;
    else for (let cp = start; cp <= end; cp++) if (caseFits(cp, characterClass.letterCase)) size++;
  }
  return size;
}

const CLASS_SIZES: readonly number[] = CHARACTER_CLASSES.map(classSize);

/** Every code point (surrogates included, as a JavaScript string may hold one alone) outside the table's classes. */
export const OTHER_CLASS_SIZE = 0x110000 - CLASS_SIZES.reduce((sum, size) => sum + size, 0);

/** The size of the union of the classes present in `password` (code points), and its length in code points. */
export function classesPresent(password: string): { readonly poolSize: number; readonly length: number } {
  const { counts, length } = classCounts(password);
  let poolSize = 0;
  for (const { size } of counts) poolSize += size;
  return { poolSize, length };
}

/** A class present in a password: its size, its distinct code points and its characters in the password. */
interface ClassCount {
  readonly size: number;
  readonly distinct: number;
  readonly occurrences: number;
}

function classCounts(password: string): { readonly counts: readonly ClassCount[]; readonly length: number } {
  const distinct = new Map<number, Set<number>>();
  const occurrences = new Map<number, number>();
  let length = 0;
  for (const ch of password) {
    const codePoint = ch.codePointAt(0) as number;
    const index = classIndexOf(codePoint);
    const seen = distinct.get(index) ?? new Set<number>();
    distinct.set(index, seen.add(codePoint));
    occurrences.set(index, (occurrences.get(index) ?? 0) + 1);
    length++;
  }
  const counts = [...distinct].map(([index, seen]) => ({
    size: index === -1 ? OTHER_CLASS_SIZE : (CLASS_SIZES[index] as number),
    distinct: seen.size,
    occurrences: occurrences.get(index) as number,
  }));
  return { counts, length };
}

/** Classes present beyond this many are all taken whole: 2^n descriptions are tried. */
const MAX_NAMED_CLASSES = 8;

/**
 * log2 of the guesses of the cheapest exhaustive search that finds the password, over every description an
 * attacker could use:
 *
 * - each class present either whole, or as the exact set of its characters present, named at
 *   log2 C(class size, set size);
 * - then either every string of the length over the pool described (length × log2 pool), or only those with the
 *   password's count of characters of each class: the multinomial L! / (n1! ... nm!) × the product of
 *   pool_c^n_c, plus log2 C(L - 1, m - 1) to name the counts;
 * - and, for a pool of one character (a string of one character repeated), log2 L for its length.
 *
 * Which classes are given as sets is free, as the recipe figure does not pay for the choice among its 60 recipes
 * (6 bits) either; naming the counts costs one more bit for that choice of search.
 */
export function exhaustiveSearchBits(password: string): number {
  const { counts, length } = classCounts(password);
  if (length === 0) return 0;
  const whole = counts.reduce((sum, count) => sum + count.size, 0);
  let best = length * Math.log2(whole);
  const m = counts.length;
  if (m > MAX_NAMED_CLASSES) return best;
  for (let mask = 0; mask < 1 << m; mask++) best = Math.min(best, descriptionBits(counts, length, mask));
  return best;
}

// The cheapest search for one choice of the classes named as sets (the bits of `mask`).
function descriptionBits(counts: readonly ClassCount[], length: number, mask: number): number {
  const m = counts.length;
  let pool = 0;
  let naming = 0;
  let composition = 1 + log2Binomial(length - 1, m - 1) + log2Factorial(length);
  counts.forEach((count, index) => {
    const own = (mask & (1 << index)) === 0 ? count.size : count.distinct;
    if (own !== count.size) {
      naming += log2Binomial(count.size, count.distinct);
    }
    pool += own;
    composition += count.occurrences * Math.log2(own) - log2Factorial(count.occurrences);
  });
  // A pool of one character describes one string of each length: the length is then what is left to guess
  // (`000000` among `0`, `00`, `000`...), as a random stretch pays for its length in the pattern figure.
  const lengthGuess = pool === 1 ? Math.log2(length) : 0;
  return naming + lengthGuess + Math.min(length * Math.log2(pool), composition);
}

function log2Factorial(n: number): number {
  let bits = 0;
  for (let i = 2; i <= n; i++) bits += Math.log2(i);
  return bits;
}

/** log2 of the number of sets of k elements among n. */
export function log2Binomial(n: number, k: number): number {
  const small = Math.min(k, n - k);
  let bits = 0;
  for (let i = 1; i <= small; i++) bits += Math.log2((n - small + i) / i);
  return bits;
}
