/**
 * Every built-in passphrase word list, for the checker: whatever `WORD_LIST_NAMES` names (lists of other
 * languages included), loaded with `loadWordList`, so that the checker recognises a passphrase of any list the
 * generator can draw from. Each list is loaded once per process or page.
 */
import { WORD_LIST_NAMES } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import type { PassphraseList } from './passphrase-fit.js';
import { wordListAssetName } from './word-list-assets.js';

/** Every built-in list, by name, in `WORD_LIST_NAMES` order. */
export function loadBuiltInWordLists(): Promise<PassphraseList[]> {
  return Promise.all(WORD_LIST_NAMES.map(async (name) => ({ name, words: await loadWordList(name) })));
}

/**
 * Every built-in list as the checker page's asset: asset name to the words, one a line (word-list-assets.ts).
 * scripts/build-web.mjs bundles this module to write them.
 */
export async function builtInWordListAssets(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const { name, words } of await loadBuiltInWordLists()) files[wordListAssetName(name)] = words.join('\n');
  return files;
}
