/**
 * The checker's scoring path: the least of the estimates of every attack the
 * checker models, each in log10 of guesses.
 *
 * - Patterns over the password's matching form (normalise.ts: NFC, NFKC, lower
 *   case, each match paying for its capitals), with a word followed by a short
 *   number, a year or symbols priced as that pattern ({@link suffixMatches}).
 * - The same with separated characters run together (`p-a-s-s-w-o-r-d`), plus
 *   the choice of the separator.
 * - The generator's exact figure for the smallest generator settings that could have drawn
 *   the password (guess-model.ts).
 * - The generator's exact figure for the smallest passphrase option set that
 *   could have drawn it, over every built-in word list (passphrase-fit.ts).
 *
 * None of them is taken above an exhaustive search over the strings of the
 * password's length and character classes (character-classes.ts), nor above
 * the repeat of one unit over the whole input, nor, for an input longer than
 * the analysed part, above its first part's figure plus an exhaustive search
 * over the rest.
 */
import type { MatchEstimated, MatchExtended } from '@zxcvbn-ts/core';
import { type AnalysisModel, analyze, analyzeBits } from '../core/analysis.js';
import { exhaustiveSearchBits } from './character-classes.js';
import { bruteforceBitsPerCharacter, fittingSettings, type PatternEstimate, patternEstimate } from './guess-model.js';
import { CHECK_MAX_LENGTH, cutToCodePoints } from './limits.js';
import { monthAsNumber } from './month-names.js';
import {
  type MatchingForm,
  matchingForm,
  separatedCharacters,
  separatedWords,
  withoutAccents,
  withoutHomoglyphs,
  withoutInvisible,
} from './normalise.js';
import { changedPassphraseBits } from './passphrase-change.js';
import type { PassphraseFit, PassphraseRecogniser } from './passphrase-fit.js';

const LOG10_2 = Math.log10(2);

/** The checker's estimate of one password, in log10 of guesses. */
export interface GuessEstimate {
  readonly guessesLog10: number;
  /**
   * True when patterns or the exhaustive search set the estimate: it is then an upper bound (see
   * CheckResult.ceiling).
   */
  readonly fromPatterns: boolean;
  /** The pieces of the pattern estimate, as zxcvbn-ts matches (for its feedback). */
  readonly sequence: MatchEstimated[];
  /** The passphrase option set that set the estimate, if one did. */
  readonly passphrase: PassphraseFit | null;
  /**
   * False when only the first {@link CHECK_MAX_LENGTH} code points were read for patterns and the rest priced as an
   * exhaustive search; true when the input is no longer than that, or a reading of the whole set the estimate (a
   * repeat, a passphrase, one change to one, the exhaustive search over all of it, a long passphrase's words).
   */
  readonly readWhole: boolean;
}

/** What the estimator needs from zxcvbn-ts: its matches of a text, each with its guesses. */
export type MatchText = (text: string) => MatchEstimated[];

/** A word this short or longer may carry a priced suffix: shorter "words" sit in random strings by chance. */
const SUFFIX_WORD_MIN_LENGTH = 4;

/** A short number (or a year) then up to two symbols, at the end of the password. */
const SHORT_SUFFIX = /^([0-9]{0,4})([!-/:-@[-`{-~]{0,2})$/;

/** Printable ASCII symbols: what an attacker tries after a word. */
const SUFFIX_SYMBOLS = 32;

/** Years an attacker tries after a word (zxcvbn's span: 1900 to a few years ahead). */
const SUFFIX_YEARS = 200;

/**
 * Guesses spent before any word gets a suffix: an attacker runs the plain word list and the other single patterns
 * before a rule that appends to each word (hashcat's straight pass before its rules), so `soccer4` is found after
 * every single pattern of fewer guesses, not beside `soccer`. zxcvbn's MIN_GUESSES_BEFORE_GROWING_SEQUENCE, which
 * prices the same word and digit as two pieces; the compound of one piece had dropped it.
 */
export const SUFFIX_AFTER_SINGLE_PATTERNS = 10_000;

/** Texts up to this many code points are also matched without their accents (see {@link patternsOf}). */
export const ACCENT_FORM_MAX_LENGTH = 24;

/** The pattern estimate of one form of the password, in log2 of guesses, with its pieces as matches. */
interface FormEstimate {
  readonly log2Guesses: number;
  readonly sequence: MatchEstimated[];
}

/**
 * Matches of a word followed by a short suffix up to the end of the text
 * (`teamo123`, `password!`, `dragon1987`), each one match with the word's
 * guesses times the suffix's choices: 10^n for n digits (or the cheaper
 * pattern zxcvbn-ts sees in them, such as `123`), 200 for a year, 32 per
 * symbol, and 2 for whether a suffix is there at all; plus the
 * {@link SUFFIX_AFTER_SINGLE_PATTERNS} guesses an attacker spends first.
 */
export function suffixMatches(text: string, matches: readonly MatchEstimated[]): MatchEstimated[] {
  const compounds: MatchEstimated[] = [];
  for (const match of matches) {
    if (match.pattern !== 'dictionary' || match.j - match.i + 1 < SUFFIX_WORD_MIN_LENGTH) continue;
    const suffix = text.slice(match.j + 1);
    const parts = SHORT_SUFFIX.exec(suffix);
    if (suffix === '' || parts === null) continue;
    const digits = parts[1] ?? '';
    const symbols = parts[2] ?? '';
    let digitGuesses = 10 ** digits.length;
    if (/^(19|20)[0-9][0-9]$/.test(digits)) digitGuesses = SUFFIX_YEARS;
    for (const other of matches) {
      if (other.i === match.j + 1 && other.j === match.j + digits.length && digits !== '') {
        digitGuesses = Math.min(digitGuesses, other.guesses);
      }
    }
    const guesses = match.guesses * digitGuesses * SUFFIX_SYMBOLS ** symbols.length * 2 + SUFFIX_AFTER_SINGLE_PATTERNS;
    compounds.push({
      ...match,
      j: text.length - 1,
      token: match.token + suffix,
      guesses,
      guessesLog10: Math.log10(guesses),
    });
  }
  return compounds;
}

/** The pattern estimate of a password written in `form`, its matches found by `matchText`. */
function formEstimate(form: MatchingForm, matchText: MatchText): FormEstimate {
  const text = form.text;
  if (text === '') return { log2Guesses: 0, sequence: [] };
  const found = matchText(text).map((match) => {
    const variations = form.caseVariations(match.i, match.j);
    const token = form.writtenSlice(match.i, match.j);
    if (variations === 1 && token.length === match.token.length) return { ...match, token };
    const guesses = match.guesses * variations;
    return { ...match, token, guesses, guessesLog10: Math.log10(guesses) };
  });
  const words = wordSpans(text, form.written);
  const marked = words === null ? found : found.map((match) => markWholeWord(match, words));
  const matches = [...marked, ...suffixMatches(text, marked)];
  const patterns = patternEstimate(text.length, matches, bruteforceBitsPerCharacter(form.written), text);
  return { log2Guesses: patterns.log2Guesses + form.formBits, sequence: sequenceOf(text, patterns, matches) };
}

/** Separators of words: spaces, punctuation and symbols (not digits: `Summer2025` is a word and a number). */
const WORD_SEPARATOR = /[\p{Z}\p{P}\p{S}\s]/u;

/**
 * The words of an input divided into words, as `start:end` spans (UTF-16 units of `text`, inclusive), or null:
 * tokens between separators, cut again where a small letter is followed by a capital (`IAmTheOne`). Divided means
 * at least two tokens of letters, and every token all letters or all digits: random strings mix them (`9vQ2`), so
 * their accidental one- to three-letter "words" stay random characters.
 */
export function wordSpans(text: string, written: string): ReadonlySet<string> | null {
  if (text.length !== written.length) return null;
  const spans = new Set<string>();
  let letterTokens = 0;
  let start = -1;
  for (let u = 0; u <= text.length; u++) {
    const ch = text[u];
    const caseCut = u > 0 && /\p{Ll}/u.test(written[u - 1] ?? '') && /\p{Lu}/u.test(written[u] ?? '');
    const end = ch === undefined || WORD_SEPARATOR.test(ch) || caseCut;
    if (end && start >= 0) {
      const token = text.slice(start, u);
      if (/^\p{L}+$/u.test(token)) letterTokens++;
      else if (!/^[0-9]+$/.test(token)) return null;
      spans.add(`${start}:${u - 1}`);
      start = -1;
    }
    if (ch !== undefined && !WORD_SEPARATOR.test(ch) && start < 0) start = u;
  }
  return letterTokens >= 2 ? spans : null;
}

// A dictionary match that is exactly one of the words counts at any length.
function markWholeWord(match: MatchEstimated, words: ReadonlySet<string>): MatchEstimated {
  if (match.pattern !== 'dictionary' || !words.has(`${match.i}:${match.j}`)) return match;
  return { ...match, wholeWord: true } as MatchEstimated;
}

// The pattern estimate's pieces as zxcvbn-ts matches, random stretches as its bruteforce matches.
function sequenceOf(text: string, estimate: PatternEstimate, matches: readonly MatchEstimated[]): MatchEstimated[] {
  return estimate.pieces.map((piece) => {
    if (piece.kind === 'match') return matches[piece.index] as MatchEstimated;
    const token = text.slice(piece.i, piece.j + 1);
    const bruteforce: MatchExtended = { pattern: 'bruteforce', token, i: piece.i, j: piece.j };
    return { ...bruteforce, guesses: 0, guessesLog10: 0 } as MatchEstimated;
  });
}

/**
 * The least pattern estimate over the password's forms: as typed; with
 * separated characters run together; a month's name as its number; without accents, up to
 * {@link ACCENT_FORM_MAX_LENGTH} code points (each form with its
 * extra bits).
 */
function patternsOf(password: string, matchText: MatchText): FormEstimate {
  let best = formEstimate(matchingForm(password), matchText);
  const consider = (text: string, bits: number) => {
    const other = formEstimate(matchingForm(text), matchText);
    const log2Guesses = other.log2Guesses + bits;
    if (log2Guesses < best.log2Guesses) best = { log2Guesses, sequence: other.sequence };
  };
  // Invisible characters dropped and look-alikes folded first: each a form of its own, at its price.
  const visible = withoutInvisible(password);
  const latin = withoutHomoglyphs(visible?.text ?? password);
  if (visible !== null) consider(visible.text, visible.bits);
  if (latin !== null) consider(latin.text, latin.bits + (visible?.bits ?? 0));
  // A date with a month's name, the name as its number (month-names.ts).
  const dated = monthAsNumber(password);
  if (dated !== null) consider(dated.text, dated.bits);
  const compatible = password.normalize('NFKC');
  const joined = separatedCharacters(compatible);
  if (joined !== null) consider(joined.text, joined.bits);
  // Words between other separators than spaces, read as with spaces.
  const spaced = joined === null ? separatedWords(compatible) : null;
  if (spaced !== null) consider(spaced.text, spaced.bits);
  // Accented weak passwords are short; a second matching of a long text would double the time of the estimate.
  const plain = Array.from(password).length <= ACCENT_FORM_MAX_LENGTH ? withoutAccents(joined?.text ?? password) : null;
  if (plain !== null) consider(plain.text, plain.bits + (joined?.bits ?? 0));
  return best;
}

/**
 * The pattern estimate of a passphrase longer than the analysed part: the
 * words that end within it as matched there, and each word beyond priced
 * alone (its own pattern estimate) with its share of zxcvbn's k! for the
 * order of the pieces, so that a long passphrase is not judged by its first
 * words only.
 */
function longPassphrasePatterns(
  whole: string,
  fit: PassphraseFit,
  matchText: MatchText,
): FormEstimate & { readonly firstLog2: number; readonly firstEnd: number } {
  const within = fit.spans.filter(([, end]) => end <= CHECK_MAX_LENGTH);
  const cut = within.length === 0 ? 0 : (within[within.length - 1] as readonly [number, number])[1];
  const first = patternsOf(whole.slice(0, cut), matchText);
  let log2Guesses = first.log2Guesses;
  for (const [start, end] of fit.spans.slice(within.length)) {
    log2Guesses += patternsOf(whole.slice(start, end), matchText).log2Guesses;
  }
  // zxcvbn's k! for the order of k pieces, had it seen the whole: the words beyond add their share.
  for (let k = within.length + 1; k <= fit.spans.length; k++) log2Guesses += Math.log2(k);
  return { log2Guesses, sequence: first.sequence, firstLog2: first.log2Guesses, firstEnd: cut };
}

/** Estimates passwords: `password` is the whole input (beyond the cap, read for passphrases, repeats and bounds). */
export function createEstimator(
  matchText: MatchText,
  recogniser: PassphraseRecogniser,
  model: AnalysisModel,
): (password: string) => GuessEstimate {
  const estimate = (password: string): GuessEstimate => {
    const { analysed, length } = cutToCodePoints(password, CHECK_MAX_LENGTH);
    const figures = figuresOf(password, analysed, length, matchText, recogniser, model);
    const repeat = repeatLog10(password, estimate);
    // The ceilings that read the whole input, then the one that reads its first part only.
    let wholeCeiling = Math.min(exhaustiveSearchLog10(password, model), repeat);
    if (figures.passphrase === null) {
      // A generated passphrase with one change (passphrase-change.ts) costs at most its figure plus the change's.
      const changed = changedPassphraseBits(password.normalize('NFC'), recogniser);
      if (Number.isFinite(changed)) wholeCeiling = Math.min(wholeCeiling, analyzeBits(changed, model).log10Guesses);
    }
    let ceiling = wholeCeiling;
    if (length > CHECK_MAX_LENGTH) {
      // The first part's figure is what the checker says of it alone: its own ceilings included.
      const { first } = figures;
      const own = Math.min(exhaustiveSearchLog10(first.text, model), repeatLog10(first.text, estimate));
      ceiling = Math.min(ceiling, Math.min(first.log10, own) + exhaustiveSearchBits(first.rest) * LOG10_2);
    }
    const { exact, patternsLog10, sequence, passphrase } = figures;
    const short = length <= CHECK_MAX_LENGTH;
    if (exact !== undefined && exact <= patternsLog10 && exact <= ceiling) {
      // A passphrase is fitted to the whole input; the settings to its first part.
      return {
        guessesLog10: exact,
        fromPatterns: false,
        sequence,
        passphrase,
        readWhole: short || passphrase !== null,
      };
    }
    const guessesLog10 = Math.min(patternsLog10, ceiling);
    const readWhole =
      short || guessesLog10 === wholeCeiling || (figures.patternsReadWhole && guessesLog10 === patternsLog10);
    return { guessesLog10, fromPatterns: true, sequence, passphrase: null, readWhole };
  };
  return estimate;
}

/** The pattern figure and the least exact figure (settings or passphrase) of a password. */
interface Figures {
  readonly patternsLog10: number;
  readonly sequence: MatchEstimated[];
  readonly exact: number | undefined;
  readonly passphrase: PassphraseFit | null;
  /**
   * The part read for patterns, its figure (log10) and the text after it: an input longer than the analysed part
   * is never rated above the first part's figure plus an exhaustive search over the rest (character-classes.ts),
   * however its words beyond are priced.
   */
  readonly first: { readonly text: string; readonly log10: number; readonly rest: string };
  /** True when the pattern figure read the whole input (a long passphrase's words, each priced). */
  readonly patternsReadWhole: boolean;
}

function figuresOf(
  password: string,
  analysed: string,
  length: number,
  matchText: MatchText,
  recogniser: PassphraseRecogniser,
  model: AnalysisModel,
): Figures {
  const fit = recogniser.fit(password.normalize('NFC'));
  const long = fit !== null && length > CHECK_MAX_LENGTH;
  const longPatterns = long ? longPassphrasePatterns(password.normalize('NFC'), fit, matchText) : undefined;
  const patterns = longPatterns ?? patternsOf(analysed, matchText);
  const patternsLog10 = Math.max(0, patterns.log2Guesses * LOG10_2);
  const settings = fittingSettings(analysed);
  let exact: number | undefined;
  let passphrase: PassphraseFit | null = null;
  if (settings !== null) exact = analyze(settings.length, settings.pool, settings.noRepeats, model).log10Guesses;
  if (fit !== null) {
    const figure = analyzeBits(fit.bits, model).log10Guesses;
    if (exact === undefined || figure < exact) {
      exact = figure;
      passphrase = fit;
    }
  }
  const whole = password.normalize('NFC');
  const first =
    longPatterns === undefined
      ? {
          text: analysed,
          log10: Math.min(patternsLog10, exact ?? patternsLog10),
          rest: password.slice(analysed.length),
        }
      : {
          text: whole.slice(0, longPatterns.firstEnd),
          log10: Math.max(0, longPatterns.firstLog2 * LOG10_2),
          rest: whole.slice(longPatterns.firstEnd),
        };
  return { patternsLog10, sequence: patterns.sequence, exact, passphrase, first, patternsReadWhole: long };
}

/**
 * The input as one unit typed k times over (`password password password`, a random block twice), found over the
 * whole input, with a last repeat that may stop early: the unit's own estimate × k (zxcvbn's repeat figure), × the
 * unit's length when the last repeat is cut. Infinity when the input is no repeat.
 */
function repeatLog10(password: string, estimate: (password: string) => GuessEstimate): number {
  const codePoints = Array.from(password.normalize('NFC'));
  if (codePoints.length < 2) return Number.POSITIVE_INFINITY;
  const period = smallestPeriod(codePoints);
  const repeats = Math.floor(codePoints.length / period);
  if (repeats < 2 || period > CHECK_MAX_LENGTH) return Number.POSITIVE_INFINITY;
  const unit = estimate(codePoints.slice(0, period).join(''));
  const cut = codePoints.length % period === 0 ? 0 : Math.log10(period);
  return unit.guessesLog10 + Math.log10(repeats) + cut;
}

/** The smallest p such that every code point equals the one p before it (KMP's failure function). */
function smallestPeriod(codePoints: readonly string[]): number {
  const border: number[] = [0];
  for (let i = 1, k = 0; i < codePoints.length; i++) {
    while (k > 0 && codePoints[i] !== codePoints[k]) k = border[k - 1] as number;
    if (codePoints[i] === codePoints[k]) k++;
    border.push(k);
  }
  return codePoints.length - (border[codePoints.length - 1] ?? 0);
}

/**
 * log10 of the expected guesses of an exhaustive search over the strings of the password's shape (half of them,
 * as the generator's figures count): no estimate goes above it (character-classes.ts).
 */
export function exhaustiveSearchLog10(password: string, model: AnalysisModel): number {
  return Math.max(0, analyzeBits(exhaustiveSearchBits(password), model).log10Guesses);
}
