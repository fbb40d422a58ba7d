/**
 * The checker's guess model: the least of two estimates, each in log2 of guesses.
 *
 * - The settings estimate: the generator's exact analysis (`analyze`, the very
 *   function behind `POST /v1/generate`) of the smallest generator settings that
 *   could have drawn the password: the character types it uses, without the
 *   look-alike characters when it has none of them, and the no-repeats formula
 *   when no character follows itself. An attacker who knows the generator tries
 *   the smallest fitting settings; a password the generator drew is rated at most
 *   its exact figure, and exactly that when the settings are those it came from.
 *   ("Recipe" names the core's constraint set only, core/recipe.ts.)
 * - The pattern estimate: zxcvbn-ts's matches (dictionaries, l33t, keyboard,
 *   dates, sequences, repeats) joined by stretches of characters guessed from
 *   the pool of the types present (not zxcvbn-ts's 10 per character). Two
 *   safeguards keep accidental matches in random strings from counting: a match
 *   shorter than {@link MIN_EMBEDDED_MATCH_LENGTH} only counts when it is the
 *   whole password, and each random stretch beside a match also pays for its
 *   length, which the attacker must guess (log2 of the password's length).
 *
 * Pure: no zxcvbn-ts import; the checker passes the matches in.
 */
import { AMBIGUOUS, DIGITS, LOWER, SYMBOLS, UPPER } from '../core/alphabet.js';
import { GENERATE_OPTIONS } from '../options/options.js';

/**
 * Embedded matches shorter than this are treated as random characters. Random
 * strings hold two- and three-character "words", pairs of keyboard neighbours
 * and short runs by chance everywhere; counting them rated random passwords 4
 * to 14 bits low. Real patterns that short (`123`, `!`) cost about as much as
 * random characters anyway.
 */
export const MIN_EMBEDDED_MATCH_LENGTH = 4;

/**
 * Embedded dates need eight digits or more: almost any four to seven digits
 * read as a date (`3105`, `71019`, `120693`), so random digits are full of them
 * (with six, random digit strings of 30-46 were rated 6-9 bits low). Years
 * (`1987`, a regex match) count from four; a date that is the whole password
 * counts at any length. Separators between words count at any length.
 */
function minimumEmbeddedLength(pattern: string): number {
  if (pattern === 'separator') return 1;
  if (pattern === 'date') return DATE_MIN_EMBEDDED_LENGTH;
  return MIN_EMBEDDED_MATCH_LENGTH;
}

/** See {@link minimumEmbeddedLength}. */
export const DATE_MIN_EMBEDDED_LENGTH = 8;

/** zxcvbn's penalty base for longer sequences of patterns (MIN_GUESSES_BEFORE_GROWING_SEQUENCE). */
const SEQUENCE_PENALTY_LOG2 = Math.log2(10_000);

/** Guesses assumed per character outside the generator's alphabet (a space, `ñ`, an emoji). */
export const OTHER_CHARACTER_POOL = 100;

const CHARACTER_TYPES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;

/** The smallest generator settings that could have drawn a password (no core recipe: types and length only). */
export interface FittingSettings {
  /** Code points. */
  readonly length: number;
  /** Size of the settings' alphabet. */
  readonly pool: number;
  readonly noRepeats: boolean;
}

/**
 * The generator's least length (the `length` option's minimum). No settings draw a shorter password, so no
 * generator figure prices one: a one- to three-character string, such as the unit of a repeat (`9` of `999999`,
 * `25` of `252525`), is priced by its patterns and the exhaustive search of its shape instead. Its generator
 * figure (`25`: 56 strings of two of the 8 digits without look-alikes or repeats) described no string the generator
 * can draw, and the repeat it is the unit of was rated below even the strings of its own shape.
 */
export const GENERATOR_MIN_LENGTH: number = leastLength();

function leastLength(): number {
  const row = GENERATE_OPTIONS.find((option) => option.key === 'length');
  if (row?.type !== 'integer') throw new Error('the generator has no integer length option');
  return row.min;
}

/**
 * The smallest generator settings that fit `password`, or null when it holds a
 * character the generator never draws, is shorter than {@link GENERATOR_MIN_LENGTH} or uses a pool under 2.
 */
export function fittingSettings(password: string): FittingSettings | null {
  const codePoints = Array.from(password);
  if (codePoints.length < GENERATOR_MIN_LENGTH) return null;
  const present = CHARACTER_TYPES.map((type) => codePoints.some((ch) => type.includes(ch)));
  if (codePoints.some((ch) => !CHARACTER_TYPES.some((type) => type.includes(ch)))) return null;
  const hasAmbiguous = codePoints.some((ch) => AMBIGUOUS.includes(ch));
  let pool = 0;
  CHARACTER_TYPES.forEach((type, index) => {
    if (!present[index]) return;
    for (const ch of type) if (hasAmbiguous || !AMBIGUOUS.includes(ch)) pool += 1;
  });
  if (pool < 2) return null;
  let noRepeats = true;
  for (let i = 1; i < codePoints.length; i++) if (codePoints[i] === codePoints[i - 1]) noRepeats = false;
  return { length: codePoints.length, pool, noRepeats };
}

/** log2 of the guesses per character of a random stretch: the pool of the character types present. */
export function bruteforceBitsPerCharacter(password: string): number {
  let pool = 0;
  for (const type of CHARACTER_TYPES) if ([...type].some((ch) => password.includes(ch))) pool += type.length;
  for (const ch of password) {
    if (!CHARACTER_TYPES.some((type) => type.includes(ch))) {
      pool += OTHER_CHARACTER_POOL;
      break;
    }
  }
  return Math.log2(Math.max(pool, 2));
}

/** A zxcvbn-ts match with its estimated guesses: indices in UTF-16 units, inclusive. */
export interface GuessedMatch {
  readonly pattern: string;
  readonly i: number;
  readonly j: number;
  readonly guesses: number;
  /** A dictionary word that is a whole word of an input divided into words: it counts at any length. */
  readonly wholeWord?: boolean;
  /** A dictionary word found with l33t substitutions (zxcvbn-ts's `l33t`). */
  readonly l33t?: boolean;
  /** A dictionary word found backwards (zxcvbn-ts's `reversed`). */
  readonly reversed?: boolean;
}

/** A piece of the best explanation: a match (its index in the input) or a random stretch. */
export type Piece =
  | { readonly kind: 'match'; readonly index: number }
  | { readonly kind: 'random'; readonly i: number; readonly j: number };

/** The pattern estimate and the pieces that give it. */
export interface PatternEstimate {
  readonly log2Guesses: number;
  readonly pieces: readonly Piece[];
}

interface Cell {
  readonly log2Product: number;
  readonly piece: Piece;
  /** The number of pieces before this one that count towards k (a separator does not count). */
  readonly previousK: number;
  readonly start: number;
}

/**
 * The fewest guesses over every way to cut the password (`length` UTF-16 units)
 * into matches and random stretches: for k pieces, k! × the product of their
 * guesses + 10000^(k-1) (zxcvbn's formula). A random stretch costs
 * `bitsPerCharacter` per unit and `length` guesses for its own length, except
 * when it is the whole password. Given the `text`, a stretch of ASCII digits alone costs
 * log2 10 a digit where that is less: digits are priced as digits (`Summer2025!58203971`).
 *
 * Or, where that is less, the words-only reading: the password cut into dictionary words of any length and other
 * matches, with no random stretch (`rockyou` as `rock` + `you`, `teamo`, `myspace`). An attacker who joins words (a
 * combinator attack) tries every pair and triple of them, short words included, and pays no more for `you` than for
 * `rock`. Accidental short words in a random string do not count there: every character must belong to a match,
 * which a random string of the generator's alphabet almost never does, and each piece still costs zxcvbn's 10000 for
 * its place in the sequence. The words it joins are words as written: a short piece read with l33t substitutions or
 * backwards is no word of that attack, and such pieces covered random strings (`AsNILer8` as `As` + `NIL` + `er8`, a
 * surname in l33t) often enough to rate them three orders low.
 */
export function patternEstimate(
  length: number,
  matches: readonly GuessedMatch[],
  bitsPerCharacter: number,
  text?: string,
): PatternEstimate {
  if (length === 0) return { log2Guesses: 0, pieces: [] };
  const admitted = (match: GuessedMatch) => {
    const whole = match.i === 0 && match.j === length - 1;
    const long = match.j - match.i + 1 >= minimumEmbeddedLength(match.pattern);
    return whole || long || match.wholeWord === true;
  };
  const patterns = cheapestCut(length, matches, admitted, { bitsPerCharacter, text });
  const words = cheapestCut(length, matches, (match) => admitted(match) || joinedWord(match));
  return words.log2Guesses < patterns.log2Guesses ? words : patterns;
}

/** How random stretches are priced: without it, there are none. */
// A word the words-only reading joins at any length: a dictionary word as written, not l33t or backwards.
function joinedWord(match: GuessedMatch): boolean {
  return match.pattern === 'dictionary' && match.l33t !== true && match.reversed !== true;
}

interface RandomPricing {
  readonly bitsPerCharacter: number;
  readonly text: string | undefined;
}

// The DP behind patternEstimate: the cheapest cut into the admitted matches, and random stretches when priced.
function cheapestCut(
  length: number,
  matches: readonly GuessedMatch[],
  admitted: (match: GuessedMatch) => boolean,
  random?: RandomPricing,
): PatternEstimate {
  // best[end][k]: the cheapest k pieces covering units 0..end-1.
  const best: (Cell | undefined)[][] = Array.from({ length: length + 1 }, () => []);
  const byEnd: number[][] = Array.from({ length }, () => []);
  matches.forEach((match, index) => {
    if (admitted(match)) byEnd[match.j]?.push(index);
  });
  for (let end = 1; end <= length; end++) {
    const cells = best[end] as (Cell | undefined)[];
    // A separator between two pieces joins them: it multiplies the guesses but is no piece of its own for
    // zxcvbn's 10000^(k-1), which would otherwise rate words with spaces far above the same words run together.
    const offer = (start: number, log2Guesses: number, piece: Piece, counts = true) => {
      if (start === 0) return keep(cells, 1, { log2Product: log2Guesses, piece, start, previousK: 0 });
      (best[start] as (Cell | undefined)[]).forEach((previous, k) => {
        if (previous === undefined) return;
        keep(cells, counts ? k + 1 : k, {
          log2Product: previous.log2Product + log2Guesses,
          piece,
          start,
          previousK: k,
        });
      });
    };
    for (const index of byEnd[end - 1] as number[]) {
      const match = matches[index] as GuessedMatch;
      offer(match.i, Math.log2(match.guesses), { kind: 'match', index }, match.pattern !== 'separator');
    }
    if (random === undefined) continue;
    const digitsFrom = digitRunStart(random.text, end);
    for (let start = 0; start < end; start++) {
      const perCharacter =
        start >= digitsFrom ? Math.min(random.bitsPerCharacter, DIGIT_BITS) : random.bitsPerCharacter;
      offer(start, (end - start) * perCharacter + Math.log2(length), { kind: 'random', i: start, j: end - 1 });
    }
  }
  return cheapest(best, length);
}

const DIGIT_BITS = Math.log2(10);

// The first index of the run of ASCII digits that ends at `end` (exclusive); `end` when there is none or no text.
function digitRunStart(text: string | undefined, end: number): number {
  if (text === undefined) return end;
  let start = end;
  while (start > 0 && text.charCodeAt(start - 1) >= 48 && text.charCodeAt(start - 1) <= 57) start--;
  return start;
}

function keep(cells: (Cell | undefined)[], k: number, cell: Cell): void {
  const current = cells[k];
  if (current === undefined || cell.log2Product < current.log2Product) cells[k] = cell;
}

function cheapest(best: (Cell | undefined)[][], length: number): PatternEstimate {
  let bestLog2 = Number.POSITIVE_INFINITY;
  let bestK = 0;
  (best[length] as (Cell | undefined)[]).forEach((cell, k) => {
    if (cell === undefined) return;
    // A sole random stretch has a known length: take back its length charge.
    const sole = k === 1 && cell.piece.kind === 'random' ? Math.log2(length) : 0;
    const total = sequenceLog2Guesses(cell.log2Product - sole, k);
    if (total < bestLog2) {
      bestLog2 = total;
      bestK = k;
    }
  });
  const pieces: Piece[] = [];
  if (bestK === 0) return { log2Guesses: bestLog2, pieces };
  let end = length;
  for (let k = bestK; end > 0; ) {
    const cell = (best[end] as (Cell | undefined)[])[k] as Cell;
    pieces.unshift(cell.piece);
    end = cell.start;
    k = cell.previousK;
  }
  return { log2Guesses: bestLog2, pieces };
}

/** log2(k! × 2^log2Product + 10000^(k-1)). */
function sequenceLog2Guesses(log2Product: number, k: number): number {
  let log2Factorial = 0;
  for (let i = 2; i <= k; i++) log2Factorial += Math.log2(i);
  const product = log2Factorial + log2Product;
  if (k === 1) return product;
  return log2Sum(product, (k - 1) * SEQUENCE_PENALTY_LOG2);
}

function log2Sum(a: number, b: number): number {
  const high = Math.max(a, b);
  return high + Math.log2(1 + 2 ** (Math.min(a, b) - high));
}
