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
import { PASSPHRASE_CHANGES } from './support/passphrase-changes.js';

describe('a generated passphrase with one change', () => {
  it('is never rated more than 1.0 order above the generator plus the change, over every list', async () => {
    let variants = 0;
    for (const list of WORD_LIST_NAMES) {
      for (const words of [3, 5, 7]) {
        const drawn = await generatePassphrases({ list, words, count: 4 });
        const figure = drawn.analysis.log10_guesses;
        for (const passphrase of drawn.passphrases) {
          for (const change of PASSPHRASE_CHANGES) {
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
