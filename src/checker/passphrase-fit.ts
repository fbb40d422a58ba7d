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
import { type Capitalize, capitalizeWord, passphraseBits } from '../core/passphrase.js';

/** A word list the generator can draw from, by name. */
export interface PassphraseList {
  readonly name: string;
  readonly words: readonly string[];
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

/** The generator's limits on a passphrase (passphrase-options.ts): 3 to 20 words, a separator of 0 to 8 characters. */
export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 20;
export const PASSPHRASE_MAX_SEPARATOR = 8;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const DIGIT = /^[0-9]$/;

interface IndexedList {
  readonly name: string;
  readonly size: number;
  readonly plain: ReadonlySet<string>;
  readonly capital: ReadonlySet<string>;
  readonly list: readonly string[];
  readonly shortest: number;
  readonly longest: number;
}

function indexList({ name, words }: PassphraseList): IndexedList {
  const plain = new Set(words);
  const capital = new Set(words.map(capitalizeWord));
  let shortest = Number.POSITIVE_INFINITY;
  let longest = 0;
  for (const word of words) {
    shortest = Math.min(shortest, word.length);
    longest = Math.max(longest, word.length);
  }
  return { name, size: plain.size, plain, capital, list: words, shortest, longest };
}

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

/** Builds a recogniser over `lists` (indexes each list once). */
export function createPassphraseRecogniser(lists: readonly PassphraseList[]): PassphraseRecogniser {
  const indexed = lists.filter((list) => list.words.length >= 2).map(indexList);
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
function wordsAt(text: string, list: IndexedList, at: number): [number, boolean, boolean][] {
  const found: [number, boolean, boolean][] = [];
  const last = Math.min(text.length, at + list.longest);
  for (let end = at + list.shortest; end <= last; end++) {
    const token = text.slice(at, end);
    const plain = list.plain.has(token);
    const capital = list.capital.has(token);
    if (plain || capital) found.push([end, plain, capital]);
  }
  return found;
}

// The separators that could follow the first word: every string of 0 to 8 printable ASCII characters there.
function separatorCandidates(text: string, list: IndexedList): Set<string> {
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
function parse(text: string, list: IndexedList, separator: string): PassphraseFit | null {
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

function fitOf(list: IndexedList, separator: string, state: State): PassphraseFit {
  const capitalize: Capitalize = state.plain ? 'none' : state.capital ? 'first' : 'random';
  const words = state.spans.length;
  const shape = { list: list.list, words, separator, capitalize, digit: state.digit };
  return {
    list: list.name,
    words,
    separator,
    capitalize,
    digit: state.digit,
    bits: passphraseBits(shape),
    spans: state.spans,
  };
}
