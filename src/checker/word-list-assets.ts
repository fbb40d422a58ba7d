/**
 * The checker's file of the built-in passphrase word lists (passphrase-lists.ts): the page's worker loads it after
 * its first rating, as it loads the second parts of its dictionaries, so that the lists add nothing to the bytes
 * before the first rating; the library and the CLI read it beside the dictionaries.
 */

/** The asset name of the word lists' file (hashed by the page's build, a module beside the checker in Node). */
export const WORD_LISTS_ASSET = 'checker-words.txt';
