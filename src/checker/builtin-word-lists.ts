/**
 * The checker's files of every built-in passphrase word list (whatever `WORD_LIST_NAMES` names, lists of other
 * languages included), so that the checker recognises a passphrase of any list the generator can draw from. The
 * build writes them (scripts/checker-dictionaries.mjs for Node, scripts/build-web.mjs for the page).
 */
import { WORD_LIST_NAMES } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { wordListsText } from './passphrase-lists.js';
import { wordListAssetName } from './word-list-assets.js';

/** Each built-in list's compact text (passphrase-lists.ts) by its asset name ({@link wordListAssetName}). */
export async function builtInWordListFiles(): Promise<Record<string, string>> {
  const files = await Promise.all(
    WORD_LIST_NAMES.map(async (name) => [
      wordListAssetName(name),
      wordListsText([{ name, words: await loadWordList(name) }]),
    ]),
  );
  return Object.fromEntries(files);
}
