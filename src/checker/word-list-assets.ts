/**
 * The checker's files of the built-in passphrase word lists (passphrase-lists.ts), one a list, so that the page
 * loads only its languages' lists: the page's worker loads them after its first rating, as it loads the second
 * parts of its dictionaries; the library and the CLI read every list's file beside the dictionaries.
 */
import type { WordListName } from '../wordlists/word-list-names.js';

/** The asset name of one list's file (hashed by the page's build, a module beside the checker in Node). */
export function wordListAssetName(list: WordListName): string {
  return `checker-words-${list}.txt`;
}
