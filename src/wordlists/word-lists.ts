/**
 * The passphrase word lists by name. Each list is a module of its own, loaded
 * on first use with a dynamic import: a browser bundle keeps each list in a
 * chunk of its own, out of the page's first script, and a process that never
 * makes a passphrase never parses them.
 */

import type { WordListName } from './word-list-names.js';

// One literal import a list, so that esbuild splits each into its own chunk.
const LOADERS: Readonly<Record<WordListName, () => Promise<readonly string[]>>> = {
  eff_large: async () => (await import('./eff-large.js')).EFF_LARGE_WORDLIST,
  eff_short: async () => (await import('./eff-short.js')).EFF_SHORT_WORDLIST,
  cs: async () => (await import('./cs.js')).WORD_LIST,
  de: async () => (await import('./de.js')).WORD_LIST,
  es: async () => (await import('./es.js')).WORD_LIST,
  fr: async () => (await import('./fr.js')).WORD_LIST,
  it: async () => (await import('./it.js')).WORD_LIST,
  ja: async () => (await import('./ja.js')).WORD_LIST,
  ko: async () => (await import('./ko.js')).WORD_LIST,
  pt: async () => (await import('./pt.js')).WORD_LIST,
  pt_br: async () => (await import('./pt-br.js')).WORD_LIST,
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
