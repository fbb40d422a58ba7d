/**
 * The checker's file of every built-in passphrase word list (whatever `WORD_LIST_NAMES` names, lists of other
 * languages included), so that the checker recognises a passphrase of any list the generator can draw from. The
 * build writes it (scripts/checker-dictionaries.mjs for Node, scripts/build-web.mjs for the page).
 */
import { WORD_LIST_NAMES } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { wordListsText } from './passphrase-lists.js';
import { WORD_LISTS_ASSET } from './word-list-assets.js';

/** The compact text of every built-in list, in `WORD_LIST_NAMES` order (passphrase-lists.ts). */
export async function builtInWordListsText(): Promise<string> {
  const lists = await Promise.all(WORD_LIST_NAMES.map(async (name) => ({ name, words: await loadWordList(name) })));
  return wordListsText(lists);
}

/** The file of the lists by its asset name ({@link WORD_LISTS_ASSET}), for the build scripts. */
export async function builtInWordListFiles(): Promise<Record<string, string>> {
  return { [WORD_LISTS_ASSET]: await builtInWordListsText() };
}
