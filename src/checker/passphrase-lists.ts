/**
 * The passphrase word lists as the checker reads them: one file in the dictionaries' compact format
 * (compact-dictionary.ts) holding every list twice, its words as listed and capitalised, so that the recogniser
 * (passphrase-fit.ts) asks a hash table built over the text, and no JavaScript string or Set is made per word.
 * The build writes the file of the built-in lists (builtin-word-lists.ts); the page's worker, the library and the
 * CLI read it. Pure: no DOM, no Node.
 */
import { capitalizeWord } from '../core/passphrase.js';
import {
  DICTIONARY_HEADER,
  emptyDictionaries,
  type RankedList,
  rankOf,
  readCompactDictionary,
} from './compact-dictionary.js';
import type { PassphraseList } from './passphrase-fit.js';

/** A word list given by its words. */
export interface NamedWords {
  readonly name: string;
  readonly words: readonly string[];
}

// The list of a list's capitalised words is named so: no list name holds a colon (word-list-names.ts).
const CAPITALISED = ':capitalised';

/**
 * The compact file of `lists`: each list's words in order, then (for a list whose capitals differ from its words)
 * the same words capitalised. Throws when a word holds a character the format keeps for itself, or a list holds a
 * word twice.
 */
export function wordListsText(lists: readonly NamedWords[]): string {
  const lines = [DICTIONARY_HEADER];
  for (const { name, words } of lists) {
    if (name.includes(CAPITALISED) || name.includes('\n')) throw new RangeError(`a word list name cannot be ${name}`);
    for (const word of words) {
      if (['\n', '\u0001', '\u0002'].some((kept) => word.includes(kept))) {
        throw new RangeError(`a word of ${name} holds a character the format keeps for itself`);
      }
    }
    // The generator draws from distinct words: a list's size is its number of words.
    if (new Set(words).size !== words.length) throw new RangeError(`${name} holds a word twice`);
    lines.push(`\u0001${name} 1`, ...words);
    const capitals = words.map(capitalizeWord);
    if (capitals.some((capital, index) => capital !== words[index]))
      lines.push(`\u0001${name}${CAPITALISED} 1`, ...capitals);
  }
  return `${lines.join('\n')}\n`;
}

function listOf(name: string, plain: RankedList, capital: RankedList): PassphraseList {
  return {
    name,
    size: plain.size,
    shortest: Math.min(plain.minLength, capital.minLength),
    longest: Math.max(plain.maxLength, capital.maxLength),
    has: (token) => rankOf(plain, token) !== undefined,
    hasCapital: (token) => rankOf(capital, token) !== undefined,
  };
}

/** The lists of a file {@link wordListsText} wrote, in its order (with its index, when the build wrote one). */
export function passphraseListsOf(text: string, index?: Uint8Array): PassphraseList[] {
  const read = emptyDictionaries();
  readCompactDictionary('word lists', text, read, index);
  const lists: PassphraseList[] = [];
  for (const [name, plain] of read.lists) {
    if (name.endsWith(CAPITALISED)) continue;
    // A list with no capital forms of its own writes its words alike in every mode.
    lists.push(listOf(name, plain, read.lists.get(`${name}${CAPITALISED}`) ?? plain));
  }
  return lists;
}

/** Lists given by their words, as the checker reads them (through the compact file, as the built-in lists). */
export function passphraseListsOfWords(lists: readonly NamedWords[]): PassphraseList[] {
  return passphraseListsOf(wordListsText(lists));
}
