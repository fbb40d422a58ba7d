/**
 * Reading a user's own word list (the library's `wordList`, the CLI's
 * `--list-file`): every entry a word, normalised to NFC, each once, 2 to
 * 1,000,000 of them. The analysis then counts exactly these words.
 */
import { MAX_LIST_WORDS } from '../core/passphrase.js';
import type { Problem } from '../options/problems.js';

/** The fewest words a list may hold: one word is no choice at all. */
export const MIN_LIST_WORDS = 2;

/** The outcome of {@link readWordList}. */
export type WordListResult =
  | { readonly ok: true; readonly words: readonly string[] }
  | { readonly ok: false; readonly problem: Problem };

// Line breaks, control characters and lone surrogates: a word is one line of text.
const NOT_IN_A_WORD = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

// Zero-width and other format characters (U+200B, U+00AD, U+200E, ...) and the rest of what Unicode
// says to render as nothing (Default_Ignorable_Code_Point: variation selectors U+FE0F and U+E0100,
// U+034F, the Mongolian selectors U+180B-U+180F, the Hangul fillers U+3164 and U+FFA0): invisible,
// so two words that differ only by them look like one word twice.
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether an entry can be a word: a non-empty string of one line, without control characters. */
export function isWordEntry(entry: unknown): entry is string {
  return typeof entry === 'string' && entry !== '' && !NOT_IN_A_WORD.test(entry);
}

const FIELD = 'wordList';

const sizeProblem = (size: number): WordListResult => ({
  ok: false,
  problem: {
    code: 'invalid_word_list',
    field: FIELD,
    message: 'error_invalid_word_list_size',
    params: { min: MIN_LIST_WORDS, max: MAX_LIST_WORDS, size },
  },
});

/**
 * The words of a list given as an array of strings, in NFC and in their order.
 * Refused: anything but an array (`invalid_word_list`), an entry that is not a
 * non-empty string of one line (`invalid_word_list`; a hole of a sparse array
 * too), a word given twice once normalised to NFC with its invisible
 * characters (format and default-ignorable) set aside (`duplicate_word`, naming it), and under 2 or over 1,000,000
 * words (`invalid_word_list`).
 */
export function readWordList(value: unknown): WordListResult {
  if (!Array.isArray(value)) return { ok: false, problem: { code: 'invalid_word_list', field: FIELD } };
  // Counted before any word is read, so that a huge array costs nothing.
  if (value.length > MAX_LIST_WORDS) return sizeProblem(value.length);
  const words: string[] = new Array(value.length);
  const seen = new Set<string>();
  for (let i = 0; i < value.length; i++) {
    // Own elements only: a hole of a sparse array must not read an element of Array.prototype.
    const entry: unknown = Object.hasOwn(value, i) ? value[i] : undefined;
    if (!isWordEntry(entry)) {
      const problem: Problem = {
        code: 'invalid_word_list',
        field: FIELD,
        message: 'error_invalid_word_list_entry',
        params: { position: i + 1 },
      };
      return { ok: false, problem };
    }
    const word = entry.normalize('NFC');
    const visible = word.replace(INVISIBLE_CHARACTERS, '');
    if (seen.has(visible)) {
      return { ok: false, problem: { code: 'duplicate_word', field: FIELD, params: { word: visible } } };
    }
    seen.add(visible);
    words[i] = word;
  }
  if (words.length < MIN_LIST_WORDS) return sizeProblem(words.length);
  return { ok: true, words: Object.freeze(words) };
}
