/**
 * The passphrase word lists by name. Each list is a module of its own, loaded
 * on first use with a dynamic import: a browser bundle keeps the lists out of
 * the page's first script, and a process that never makes a passphrase never
 * parses them.
 */

/** The names of the lists, the default first. */
export const WORD_LIST_NAMES = ['eff_large', 'eff_short'] as const;

/** A list's name. */
export type WordListName = (typeof WORD_LIST_NAMES)[number];

/** The documented number of distinct words of each list. */
export const WORD_LIST_SIZES: Readonly<Record<WordListName, number>> = Object.freeze({
  eff_large: 7776,
  eff_short: 1296,
});

/** Who made the lists and under which licence: shown in the CLI's help and the docs. */
export const WORD_LIST_CREDIT =
  'Word lists: EFF large and short list 1, by the Electronic Frontier Foundation (eff.org/dice), CC BY 3.0 US.';

const LOADERS: Readonly<Record<WordListName, () => Promise<readonly string[]>>> = {
  eff_large: async () => (await import('./eff-large.js')).EFF_LARGE_WORDLIST,
  eff_short: async () => (await import('./eff-short.js')).EFF_SHORT_WORDLIST,
};

const loaded = new Map<WordListName, Promise<readonly string[]>>();

/** True for the name of a list. */
export function isWordListName(name: unknown): name is WordListName {
  return typeof name === 'string' && (WORD_LIST_NAMES as readonly string[]).includes(name);
}

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
