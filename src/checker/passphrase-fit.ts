/**
 * Recognises the generator's own passphrases: whether a text could have been
 * drawn by `generatePassphrases` from a given word list, with some separator
 * (0 to 8 printable ASCII characters), `capitalize` mode, word count and digit
 * option, and if so the smallest fitting option set. An attacker who knows the
 * generator tries the smallest fitting option set, so the checker rates such a
 * text at most the generator's exact figure for it (`passphraseBits`, the very
 * function behind the generator's analysis).
 *
 * Pure: no zxcvbn-ts, no I/O; the lists are passed in.
 */
import { type Capitalize, passphraseBitsOf } from '../core/passphrase.js';

/**
 * A word list the generator can draw from, as the recogniser asks it: whether a token is one of its words as
 * listed, or capitalised (`capitalizeWord`). passphrase-lists.ts builds them from the lists' compact file.
 */
export interface PassphraseList {
  readonly name: string;
  /** Distinct words: the N of the generator's N^k. */
  readonly size: number;
  /** Shortest and longest word in UTF-16 units. */
  readonly shortest: number;
  readonly longest: number;
  has(token: string): boolean;
  hasCapital(token: string): boolean;
}

/** The smallest option set that fits a text. */
export interface PassphraseFit {
  readonly list: string;
  readonly words: number;
  readonly separator: string;
  readonly capitalize: Capitalize;
  readonly digit: boolean;
  /** log2 of the option set's choices: the generator's `bits`. */
  readonly bits: number;
  /** Where each word (with its digit, if it carries it) starts and ends (UTF-16 units, end exclusive). */
  readonly spans: readonly (readonly [number, number])[];
}

/** The generator's limits on a passphrase (the `words` and `separator` rows of options/options.ts): 3 to 20 words, a separator of 0 to 8 characters. */
export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 20;
export const PASSPHRASE_MAX_SEPARATOR = 8;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const DIGIT = /^[0-9]$/;

/** A parse under way: the next word starts at `at`. */
interface State {
  readonly at: number;
  readonly spans: readonly (readonly [number, number])[];
  readonly digit: boolean;
  /** Every word so far as in the list (fits `none`). */
  readonly plain: boolean;
  /** Every word so far capitalised (fits `first`). */
  readonly capital: boolean;
}

/** Recognises passphrases of the given lists. */
export interface PassphraseRecogniser {
  /** The fitting option set with the fewest bits, or null when no list, separator and options fit. */
  fit(text: string): PassphraseFit | null;
}

/** Builds a recogniser over `lists`. */
export function createPassphraseRecogniser(lists: readonly PassphraseList[]): PassphraseRecogniser {
  const indexed = lists.filter((list) => list.size >= 2);
  return {
    fit(text) {
      let best: PassphraseFit | null = null;
      for (const list of indexed) {
        for (const separator of separatorCandidates(text, list)) {
          const found = parse(text, list, separator);
          if (found !== null && (best === null || found.bits < best.bits)) best = found;
        }
      }
      return best;
    },
  };
}

// The word forms that start at `at` and their ends: [end, as listed, capitalised].
function wordsAt(text: string, list: PassphraseList, at: number): [number, boolean, boolean][] {
  const found: [number, boolean, boolean][] = [];
  const last = Math.min(text.length, at + list.longest);
  for (let end = at + list.shortest; end <= last; end++) {
    const token = text.slice(at, end);
    const plain = list.has(token);
    const capital = list.hasCapital(token);
    if (plain || capital) found.push([end, plain, capital]);
  }
  return found;
}

// The separators that could follow the first word: every string of 0 to 8 printable ASCII characters there.
function separatorCandidates(text: string, list: PassphraseList): Set<string> {
  const candidates = new Set<string>();
  for (const [end] of wordsAt(text, list, 0)) {
    for (const after of DIGIT.test(text.charAt(end)) ? [end, end + 1] : [end]) {
      for (let size = 0; size <= PASSPHRASE_MAX_SEPARATOR && after + size < text.length; size++) {
        const separator = text.slice(after, after + size);
        // At least three words: the separator shows at least twice.
        if (PRINTABLE_ASCII.test(separator) && (size === 0 || text.indexOf(separator, after + size) !== -1)) {
          candidates.add(separator);
        }
      }
    }
  }
  return candidates;
}

// The cheapest parse of the whole text as words of `list` joined by `separator`, breadth first over word counts.
function parse(text: string, list: PassphraseList, separator: string): PassphraseFit | null {
  let states: State[] = [{ at: 0, spans: [], digit: false, plain: true, capital: true }];
  let best: PassphraseFit | null = null;
  for (let k = 1; k <= PASSPHRASE_MAX_WORDS && states.length > 0; k++) {
    const next = new Map<string, State>();
    for (const state of states) {
      for (const [end, plain, capital] of wordsAt(text, list, state.at)) {
        const ends: [number, boolean][] = [[end, state.digit]];
        if (!state.digit && DIGIT.test(text.charAt(end))) ends.push([end + 1, true]);
        for (const [wordEnd, digit] of ends) {
          const grown: State = {
            at: wordEnd + separator.length,
            spans: [...state.spans, [state.at, wordEnd]],
            digit,
            plain: state.plain && plain,
            capital: state.capital && capital,
          };
          if (wordEnd === text.length && k >= PASSPHRASE_MIN_WORDS) {
            const fit = fitOf(list, separator, grown);
            if (best === null || fit.bits < best.bits) best = fit;
          } else if (wordEnd < text.length && text.startsWith(separator, wordEnd)) {
            const key = `${grown.at}|${digit}|${grown.plain}|${grown.capital}`;
            if (!next.has(key)) next.set(key, grown);
          }
        }
      }
    }
    states = [...next.values()];
  }
  return best;
}

function fitOf(list: PassphraseList, separator: string, state: State): PassphraseFit {
  const capitalize: Capitalize = state.plain ? 'none' : state.capital ? 'first' : 'random';
  const words = state.spans.length;
  const shape = { listSize: list.size, words, capitalize, digit: state.digit };
  return {
    list: list.name,
    words,
    separator,
    capitalize,
    digit: state.digit,
    bits: passphraseBitsOf(shape),
    spans: state.spans,
  };
}
