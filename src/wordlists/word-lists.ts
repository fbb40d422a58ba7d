/**
 * The passphrase word lists by name. Each list is a module of its own, loaded
 * on first use with a dynamic import: a browser bundle keeps the lists out of
 * the page's first script, and a process that never makes a passphrase never
 * parses them.
 */

import type { WordListName } from './word-list-names.js';

const LOADERS: Readonly<Record<WordListName, () => Promise<readonly string[]>>> = {
  eff_large: async () => (await import('./eff-large.js')).EFF_LARGE_WORDLIST,
  eff_short: async () => (await import('./eff-short.js')).EFF_SHORT_WORDLIST,
};

const loaded = new Map<WordListName, Promise<readonly string[]>>();

/** The words of a list, loaded once and kept. */
export function loadWordList(name: WordListName): Promise<readonly string[]> {
  let words = loaded.get(name);
  if (words === undefined) {
    words = LOADERS[name]();
    // A failed load (a lost network in a browser) is tried again next time.
    words.catch(() => loaded.delete(name));
    loaded.set(name, words);
  }
  return words;
}
