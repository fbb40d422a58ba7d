import { createRandomBytes, type RandomFill } from './random-bytes.js';

/** How the first letter of each word is written: as in the list, always upper case, or each by a fair coin. */
export type Capitalize = 'none' | 'first' | 'random';

/** The choices that shape a passphrase, apart from how many to draw. */
export interface PassphraseShape {
  /** The word list: distinct words, drawn uniformly. */
  readonly list: readonly string[];
  /** Words per passphrase, at least 1. */
  readonly words: number;
  /** Put between words (may be empty). */
  readonly separator: string;
  readonly capitalize: Capitalize;
  /** One digit 0-9 appended to one word chosen uniformly. */
  readonly digit: boolean;
}

/** What one call to the passphrase generator produces. */
export interface PassphraseSpec extends PassphraseShape {
  readonly count: number;
}

/**
 * The number of (words, capitals, digit) choices: N^k, times 2^k with random
 * capitals, times 10k with a digit. Every choice is equally likely; when the
 * shape is injective ({@link isInjectiveShape}) this is exactly the number of
 * distinct passphrases.
 */
export function passphraseChoices(shape: PassphraseShape): bigint {
  const k = BigInt(shape.words);
  let choices = BigInt(shape.list.length) ** k;
  if (shape.capitalize === 'random') choices *= 2n ** k;
  if (shape.digit) choices *= 10n * k;
  return choices;
}

/**
 * log2 of {@link passphraseChoices}, in log space: k log2 N, plus k with random
 * capitals, plus log2(10k) with a digit.
 */
export function passphraseBits(shape: PassphraseShape): number {
  return passphraseBitsOf({ ...shape, listSize: shape.list.length });
}

/** {@link passphraseBits} of a list known by its size alone (the checker's lists hold no array of words). */
export function passphraseBitsOf(shape: {
  readonly listSize: number;
  readonly words: number;
  readonly capitalize: Capitalize;
  readonly digit: boolean;
}): number {
  let bits = shape.words * Math.log2(shape.listSize);
  if (shape.capitalize === 'random') bits += shape.words;
  if (shape.digit) bits += Math.log2(10 * shape.words);
  return bits;
}

/** The most words a list may hold (a user's list). */
export const MAX_LIST_WORDS = 1_000_000;

/**
 * The capitalisation that the analysis must count: `none` when no word of the
 * list has a capital form of its own (Japanese, Korean: every word is written
 * the same whichever mode is chosen, so each passphrase is drawn by 2^k
 * capital choices alike and the distinct passphrases are those of `none`), else
 * the mode as chosen. A list where only some words change is counted as chosen,
 * and its collisions are refused by the injectivity check.
 */
export function countedCapitalize(list: readonly string[], capitalize: Capitalize): Capitalize {
  if (capitalize === 'none') return capitalize;
  let caseless = caselessLists.get(list);
  if (caseless === undefined) {
    caseless = list.every((word) => capitalizeWord(word) === word);
    caselessLists.set(list, caseless);
  }
  return caseless ? 'none' : capitalize;
}

const caselessLists = new WeakMap<readonly string[], boolean>();

/** The word with its first character in upper case (`'yo-yo'` becomes `'Yo-yo'`). */
export function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Draws passphrases from a random source. */
export interface PassphraseGenerator {
  generate(spec: PassphraseSpec): string[];
}

/** Options of {@link createPassphraseGenerator}. */
export interface PassphraseGeneratorOptions {
  readonly randomFill: RandomFill;
  /** Bytes drawn per refill. Default 4096. */
  readonly batchBytes?: number;
}

/**
 * A generator that draws each word, each capital and the digit independently
 * and uniformly: a word index is a uniform integer below N (random-bytes.ts,
 * rejection sampling, no modulo bias); random capitals take one bit per word;
 * the digit is one uniform draw from 10k values: its word is v / 10, its value
 * v mod 10.
 */
export function createPassphraseGenerator(options: PassphraseGeneratorOptions): PassphraseGenerator {
  const bytes = createRandomBytes(options.randomFill, options.batchBytes);
  // Capitalised lists, per list: built once, not once per word.
  const capitalised = new WeakMap<readonly string[], readonly string[]>();

  function upper(list: readonly string[]): readonly string[] {
    let words = capitalised.get(list);
    if (words === undefined) {
      words = list.map(capitalizeWord);
      capitalised.set(list, words);
    }
    return words;
  }

  function one(spec: PassphraseSpec, parts: string[], upperList: readonly string[]): string {
    const { list, words: k, capitalize, digit } = spec;
    const n = list.length;
    let bits = 0;
    for (let i = 0; i < k; i++) {
      const index = bytes.below(n);
      let capital = capitalize === 'first';
      if (capitalize === 'random') {
        if (i % 8 === 0) bits = bytes.byte();
        capital = ((bits >> (i % 8)) & 1) === 1;
      }
      parts[i] = (capital ? upperList[index] : list[index]) as string;
    }
    if (digit) {
      const v = bytes.below(10 * k);
      const at = Math.floor(v / 10);
      parts[at] = `${parts[at] as string}${v % 10}`;
    }
    return parts.join(spec.separator);
  }

  return {
    generate(spec: PassphraseSpec): string[] {
      const n = spec.list.length;
      if (n < 1 || n > MAX_LIST_WORDS) throw new RangeError('the list must hold 1 to 1,000,000 words');
      const upperList = spec.capitalize === 'none' ? spec.list : upper(spec.list);
      const parts: string[] = new Array(spec.words);
      const passphrases: string[] = new Array(spec.count);
      try {
        for (let p = 0; p < spec.count; p++) passphrases[p] = one(spec, parts, upperList);
      } finally {
        // As for passwords: no consumed random byte stays in the batch.
        bytes.wipe();
        parts.fill('');
      }
      return passphrases;
    },
  };
}
