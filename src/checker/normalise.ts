/**
 * The forms of a password the checker matches, so that the same word is caught
 * however it is written:
 *
 * - canonical composition (NFC) first: `pässwörd` typed composed or decomposed
 *   is the same text, and gets the same figure;
 * - compatibility forms (NFKC): full-width `ｐａｓｓｗｏｒｄ１２３`, as Japanese
 *   and Korean input methods type it, is `password123` written one other way
 *   (one bit: {@link COMPATIBILITY_FORM_BITS});
 * - lower case, letter by letter (Unicode, not only ASCII): matching runs on
 *   the lower-case text, and each match pays for its capitals by
 *   {@link caseVariations}, zxcvbn's count of ways to capitalise a word;
 * - accents stripped, each accented letter paying for its accent
 *   ({@link withoutAccents});
 * - one separator between single characters (`p-a-s-s-w-o-r-d`,
 *   `1 2 3 4 5 6 7 8`, `p~~a~~s~~s`, at either end too): the characters run
 *   together, plus the choice of the separator ({@link separatedCharacters}).
 *
 * Pure: no zxcvbn-ts, no DOM, no Node.
 */

/** Bits charged for a text written in compatibility forms (full width, ligatures): whether to try them. */
export const COMPATIBILITY_FORM_BITS = 1;

/** The separators a text of separated characters may use: zxcvbn-ts's separator characters. */
export const CHARACTER_SEPARATORS = [' ', ',', ';', ':', '|', '/', '\\', '_', '.', '-'] as const;

/** Bits charged for running separated characters together: which separator. */
export const SEPARATOR_CHOICE_BITS = Math.log2(CHARACTER_SEPARATORS.length);

const UPPER = /\p{Lu}|\p{Lt}/u;
const LOWER = /\p{Ll}/u;

/** One code point of the compatibility form: as written there, and in lower case. */
interface Letter {
  readonly written: string;
  readonly lower: string;
  readonly upper: boolean;
  readonly lowerCase: boolean;
}

/** A password's matching form: lower case, compatibility forms resolved, with a way back to how it was written. */
export interface MatchingForm {
  /** The text the matchers see: NFKC, then lower case code point by code point. */
  readonly text: string;
  /** The NFKC text before lower-casing (its character types set the random characters' pool). */
  readonly written: string;
  /** Bits for the writing: {@link COMPATIBILITY_FORM_BITS} when the input held compatibility forms, else 0. */
  readonly formBits: number;
  /** The characters as written behind units `i..j` (inclusive) of {@link text}. */
  writtenSlice(i: number, j: number): string;
  /** The ways to capitalise units `i..j` (inclusive) as written there: 1 when it is all lower case. */
  caseVariations(i: number, j: number): number;
}

/** The matching form of `password` (see the module comment). */
export function matchingForm(password: string): MatchingForm {
  const composed = password.normalize('NFC');
  const compatible = composed.normalize('NFKC');
  const letters: Letter[] = [];
  // unitLetter[u]: the index in `letters` of the code point behind unit u of the text.
  const unitLetter: number[] = [];
  for (const written of compatible) {
    const lower = written.toLowerCase();
    for (let u = 0; u < lower.length; u++) unitLetter.push(letters.length);
    letters.push({ written, lower, upper: UPPER.test(written), lowerCase: LOWER.test(written) });
  }
  const range = (i: number, j: number): Letter[] => {
    const first = unitLetter[i] ?? letters.length;
    const last = unitLetter[j] ?? letters.length - 1;
    return letters.slice(first, last + 1);
  };
  return {
    text: letters.map((letter) => letter.lower).join(''),
    written: compatible,
    formBits: compatible === composed ? 0 : COMPATIBILITY_FORM_BITS,
    writtenSlice: (i, j) =>
      range(i, j)
        .map((letter) => letter.written)
        .join(''),
    caseVariations(i, j) {
      const part = range(i, j);
      return caseVariations(
        part.filter((letter) => letter.upper).length,
        part.filter((letter) => letter.lowerCase).length,
        part[0]?.upper === true,
        part[part.length - 1]?.upper === true,
      );
    },
  };
}

/**
 * zxcvbn's ways to capitalise a word of `upper` capitals and `lower` small
 * letters: 1 with no capital; 2 when all are capitals, or only the first, or
 * only the last is one (the common ways); otherwise the sum over i from 1 to
 * min(upper, lower) of C(upper + lower, i).
 */
export function caseVariations(upper: number, lower: number, firstUpper: boolean, lastUpper: boolean): number {
  if (upper === 0) return 1;
  if (lower === 0 || (upper === 1 && (firstUpper || lastUpper))) return 2;
  let variations = 0;
  for (let i = 1; i <= Math.min(upper, lower); i++) variations += binomial(upper + lower, i);
  return variations;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The text without its accents (`pässwörd` as `password`) and the bits of
 * putting them back: which of its letters carry one, counted as zxcvbn counts
 * l33t substitutions (the sum over i from 1 to the accented letters of
 * C(letters, i)). Null when the text has no accent to strip.
 */
export function withoutAccents(text: string): { readonly text: string; readonly bits: number } | null {
  const letters = Array.from(text.normalize('NFC')).filter((ch) => /\p{L}/u.test(ch));
  const accented = letters.filter((ch) => /\p{M}/u.test(ch.normalize('NFD'))).length;
  if (accented === 0) return null;
  const stripped = text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  let variations = 0;
  for (let i = 1; i <= accented; i++) variations += binomial(letters.length, i);
  return { text: stripped, bits: Math.log2(variations) };
}

/** A character that may separate others: neither a letter, a digit nor a combining mark. */
const SEPARATOR_CHARACTER = /^[^\p{L}\p{N}\p{M}]$/u;

/** ASCII's punctuation, the space and the tab: the separators an attacker tries after zxcvbn-ts's ten. */
const ASCII_SEPARATOR = /^[\t !-/:-@[-`{-~]$/;

/** Separator characters an attacker is charged for beyond ASCII's (`·`, a no-break space, an ideographic space...). */
const OTHER_SEPARATOR_CHOICES = 128;

/** Bits of choosing `character` as the separator: among zxcvbn-ts's ten, ASCII's 34, or 128 others. */
function separatorChoiceBits(character: string): number {
  if ((CHARACTER_SEPARATORS as readonly string[]).includes(character)) return SEPARATOR_CHOICE_BITS;
  return Math.log2(ASCII_SEPARATOR.test(character) ? 34 : OTHER_SEPARATOR_CHOICES);
}

/** A text of separated characters run together, and the bits of writing it back with its separators. */
export interface Separated {
  readonly text: string;
  readonly bits: number;
}

/**
 * The characters of a text written with one separator between them (`p-a-s-s-w-o-r-d`, `P a s s w o r d 1 2 3`,
 * `p~a~s~s`, `p--a--s--s`, a tab), run together, with the bits of writing the separators back: which character
 * ({@link separatorChoiceBits}), how many times it is repeated between two parts (log2 of the count), and a run of it
 * at either end (1 bit and log2 of its length, each). Null unless there are at least three parts, every run between
 * them the same, no part holding another separator, and at least half of them a single code point: words with
 * separators between them are already matched word by word.
 */
export function separatedCharacters(text: string): Separated | null {
  const split = separatorSplit(text);
  if (split === null || split.parts.length < 3) return null;
  const { parts } = split;
  if (parts.filter((one) => Array.from(one).length === 1).length * 2 < parts.length) return null;
  return { text: parts.join(''), bits: split.bits };
}

/**
 * Words written with another separator than a space (`i~love~you`, `let·me·in`, `i--love--you`, a tab), with the
 * separator written as one space, so that they are read word by word as with spaces; the bits as for
 * {@link separatedCharacters}. Null for text without such a separator, with fewer than two parts, or with a part
 * that mixes letters and digits (random characters, not words).
 */
export function separatedWords(text: string): Separated | null {
  const split = separatorSplit(text);
  if (split === null || split.separator === ' ' || split.parts.length < 2) return null;
  // Words: every part all letters or all digits, two of letters at least (as an input divided by spaces is read).
  const letters = split.parts.filter((part) => WORD_OF_LETTERS.test(part)).length;
  if (letters < 2 || !split.parts.every((part) => WORD_OF_LETTERS.test(part) || /^\p{N}+$/u.test(part))) return null;
  return { text: split.parts.join(' '), bits: split.bits };
}

const WORD_OF_LETTERS = /^[\p{L}\p{M}]+$/u;

/** A text cut at the runs of its first separator character: the parts, and the bits of writing the runs back. */
interface SeparatorSplit {
  readonly separator: string;
  readonly parts: readonly string[];
  readonly bits: number;
}

/**
 * The parts of a text between the runs of its first separator character, every run between two parts as long, and
 * maybe a run at either end; null unless each part is non-empty and holds no other separator. The bits: which
 * character ({@link separatorChoiceBits}), log2 of the run's length between parts, and for a run at an end 1 bit
 * and log2 of its length.
 */
function separatorSplit(text: string): SeparatorSplit | null {
  const points = Array.from(text);
  const separator = points.find((point) => SEPARATOR_CHARACTER.test(point));
  if (separator === undefined) return null;
  let lead = 0;
  while (points[lead] === separator) lead++;
  let trail = 0;
  while (trail < points.length - lead && points[points.length - 1 - trail] === separator) trail++;
  // The middle starts and ends with a part: parts and the runs of the separator between them alternate.
  const parts: string[] = [];
  const runs: number[] = [];
  let part = '';
  let run = 0;
  for (const point of points.slice(lead, points.length - trail)) {
    if (point === separator) {
      if (run === 0) parts.push(part);
      run++;
      continue;
    }
    if (run > 0) {
      runs.push(run);
      run = 0;
      part = '';
    }
    part += point;
  }
  parts.push(part);
  const between = runs[0] ?? 1;
  if (parts.some((one) => one === '') || runs.some((length) => length !== between)) return null;
  if (parts.some((one) => Array.from(one).some((point) => SEPARATOR_CHARACTER.test(point)))) return null;
  const ends = (length: number) => (length === 0 ? 0 : 1 + Math.log2(length));
  return { separator, parts, bits: separatorChoiceBits(separator) + Math.log2(between) + ends(lead) + ends(trail) };
}

/**
 * Characters that show nothing (soft hyphen, zero-width space and joiners, direction marks and embeddings, word
 * joiner, byte order mark) and combining marks left on an ASCII base after composition (`p̶a̶s̶s̶`: U+0336 composes
 * with nothing). Other marks stay: Devanagari's and Thai's vowel signs are letters of their words.
 */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]|(?<=[!-~]\p{M}*)\p{M}/gu;

/** The invisible characters and combining marks an attacker chooses among: 20 invisible ones and U+0300-U+036F. */
const INVISIBLE_KINDS_BITS = Math.log2(20 + 112);

/**
 * The text without its invisible characters and stray combining marks, and the bits of putting them back: which
 * kinds (7 bits each distinct one) and where (log2 C(gaps, count), one per gap), or null when there is none.
 */
export function withoutInvisible(text: string): { readonly text: string; readonly bits: number } | null {
  const composed = text.normalize('NFC');
  const dropped = composed.match(INVISIBLE);
  if (dropped === null) return null;
  const stripped = composed.replace(INVISIBLE, '');
  const gaps = Array.from(stripped).length + 1;
  const kinds = new Set(dropped).size;
  return { text: stripped, bits: kinds * INVISIBLE_KINDS_BITS + log2Choose(gaps, Math.min(dropped.length, gaps)) };
}

/** Common Cyrillic and Greek look-alikes of Latin letters (Unicode's confusables, the ones fonts draw alike). */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  Υ: 'Y',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Χ: 'X',
};

/**
 * Cyrillic and Greek look-alikes folded to Latin (`pаѕѕwоrd` with Cyrillic а, ѕ, о), when the text also holds a
 * Latin letter, and the bits of the folding as zxcvbn counts l33t (the sum over i from 1 to the folded letters of
 * C(letters, i)); null when nothing folds.
 */
export function withoutHomoglyphs(text: string): { readonly text: string; readonly bits: number } | null {
  const characters = Array.from(text.normalize('NFC'));
  if (!characters.some((ch) => /[A-Za-z]/.test(ch))) return null;
  const folded = characters.filter((ch) => HOMOGLYPHS[ch] !== undefined).length;
  if (folded === 0) return null;
  const letters = characters.filter((ch) => /\p{L}/u.test(ch)).length;
  let variations = 0;
  for (let i = 1; i <= folded; i++) variations += binomial(letters, i);
  return { text: characters.map((ch) => HOMOGLYPHS[ch] ?? ch).join(''), bits: Math.log2(variations) };
}

function log2Choose(n: number, k: number): number {
  return Math.log2(binomial(n, Math.min(k, n - k)));
}
