/**
 * The common changes of issue 40, item 3, made to a generated passphrase (`-` between its words),
 * each with its cost: the log10 of an attacker's choices for it, counted from the change itself
 * (an affix: the strings of its length over its class, at either end, of 1 to 4 characters; all
 * capitals: 2 readings; a separator: 256 single characters). For the test and the bench.
 */

/** A change and its cost. */
export interface PassphraseChange {
  readonly name: string;
  apply(passphrase: string): string;
  /** log10 of the attacker's choices for the change. */
  readonly costLog10: number;
}

// Strings of `length` characters over `size` symbols, at one of 2 ends, of one of 4 lengths.
const affix = (size: number, length: number) => Math.log10(size ** length * 2 * 4);

export const PASSPHRASE_CHANGES: readonly PassphraseChange[] = [
  { name: "a trailing '!'", apply: (p) => `${p}!`, costLog10: affix(33, 1) },
  { name: 'a year after', apply: (p) => `${p}2024`, costLog10: affix(10, 4) },
  { name: 'a digit before', apply: (p) => `7${p}`, costLog10: affix(10, 1) },
  { name: "'123!' after", apply: (p) => `${p}123!`, costLog10: affix(43, 4) },
  { name: 'all capitals', apply: (p) => p.toUpperCase(), costLog10: Math.log10(2) },
  { name: 'a tab between words', apply: (p) => p.replaceAll('-', '\t'), costLog10: Math.log10(256) },
  { name: 'a no-break space', apply: (p) => p.replaceAll('-', '\u00a0'), costLog10: Math.log10(256) },
  { name: "'·' between words", apply: (p) => p.replaceAll('-', '·'), costLog10: Math.log10(256) },
];
