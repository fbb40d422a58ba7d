/**
 * The names, sizes and credit of the passphrase word lists: what option
 * tables and help texts need, without the words (src/wordlists/word-lists.ts
 * loads those), so that importing it never pulls a list into a bundle.
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
  "Word lists: EFF's large list and short list 1, by the Electronic Frontier Foundation (www.eff.org/dice), licensed CC BY 3.0 US; the large list comes from the npm package secure-password-utilities.";

/** True for the name of a list. */
export function isWordListName(name: unknown): name is WordListName {
  return typeof name === 'string' && (WORD_LIST_NAMES as readonly string[]).includes(name);
}
