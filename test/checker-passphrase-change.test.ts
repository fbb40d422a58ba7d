/**
 * Issue 40, item 3: a passphrase the generator drew, with one common change, is rated at most
 * 1.0 order above the generator's figure plus the change's own cost: the log10 of an attacker's
 * choices for it, counted here from the change itself (an affix: the strings of its length over
 * its class, at either end, of 1 to 4 characters; all capitals: 2 readings; a separator: 256
 * single characters). Over every built-in list, through the library as a user calls it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPassword, generatePassphrases } from '../src/library.js';
import { WORD_LIST_NAMES } from '../src/wordlists/word-list-names.js';

interface Change {
  readonly name: string;
  apply(passphrase: string): string;
  /** log10 of the attacker's choices for the change. */
  readonly costLog10: number;
}

// Strings of `length` characters over `size` symbols, at one of 2 ends, of one of 4 lengths.
const affix = (size: number, length: number) => Math.log10(size ** length * 2 * 4);

const CHANGES: readonly Change[] = [
  { name: "a trailing '!'", apply: (p) => `${p}!`, costLog10: affix(33, 1) },
  { name: 'a year after', apply: (p) => `${p}2024`, costLog10: affix(10, 4) },
  { name: 'a digit before', apply: (p) => `7${p}`, costLog10: affix(10, 1) },
  { name: "'123!' after", apply: (p) => `${p}123!`, costLog10: affix(43, 4) },
  { name: 'all capitals', apply: (p) => p.toUpperCase(), costLog10: Math.log10(2) },
  { name: 'a tab between words', apply: (p) => p.replaceAll('-', '\t'), costLog10: Math.log10(256) },
  { name: 'a no-break space', apply: (p) => p.replaceAll('-', '\u00a0'), costLog10: Math.log10(256) },
  { name: "'·' between words", apply: (p) => p.replaceAll('-', '·'), costLog10: Math.log10(256) },
];

describe('a generated passphrase with one change', () => {
  it('is never rated more than 1.0 order above the generator plus the change, over every list', async () => {
    let variants = 0;
    for (const list of WORD_LIST_NAMES) {
      for (const words of [3, 5, 7]) {
        const drawn = await generatePassphrases({ list, words, count: 4 });
        const figure = drawn.analysis.log10_guesses;
        for (const passphrase of drawn.passphrases) {
          for (const change of CHANGES) {
            const changed = change.apply(passphrase);
            if (changed === passphrase) continue; // capitals of a script without case
            const checked = await checkPassword(changed, { lang: 'en' });
            const excess = checked.log10_guesses - figure - change.costLog10;
            assert.ok(excess <= 1.0, `${list} ${change.name}: ${checked.log10_guesses} against ${figure}`);
            variants++;
          }
        }
      }
    }
    assert.ok(variants >= 1_000, `${variants} variants`);
  });
});
