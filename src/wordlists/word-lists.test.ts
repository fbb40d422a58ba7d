import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EFF_LONG_WORDLIST } from 'secure-password-utilities/wordlists';
import type { Capitalize } from '../core/passphrase.js';
import { injectivityByParsing, isInjectiveShape } from '../core/passphrase-injectivity.js';
import { isWordListName, WORD_LIST_NAMES, WORD_LIST_SIZES } from './word-list-names.js';
import { loadWordList } from './word-lists.js';

describe('the EFF word lists', () => {
  it('have the documented number of distinct words: 7,776 and 1,296', async () => {
    assert.deepEqual(WORD_LIST_NAMES, ['eff_large', 'eff_short']);
    for (const name of WORD_LIST_NAMES) {
      const words = await loadWordList(name);
      assert.equal(new Set(words).size, WORD_LIST_SIZES[name], name);
      assert.equal(words.length, WORD_LIST_SIZES[name], name);
    }
    assert.equal(WORD_LIST_SIZES.eff_large, 7776);
    assert.equal(WORD_LIST_SIZES.eff_short, 1296);
  });

  it("are EFF's lists: alphabetical, lower case, with EFF's hyphenated words and end words", async () => {
    const large = await loadWordList('eff_large');
    const short = await loadWordList('eff_short');
    for (const words of [large, short]) {
      assert.deepEqual([...words].sort(), [...words]);
      for (const word of words) assert.match(word, /^[a-z]+(-[a-z]+)?$/);
    }
    assert.deepEqual(
      large.filter((word) => word.includes('-')),
      ['drop-down', 'felt-tip', 't-shirt', 'yo-yo'],
    );
    assert.deepEqual(
      short.filter((word) => word.includes('-')),
      ['yo-yo'],
    );
    assert.deepEqual([large[0], large.at(-1), short[0], short.at(-1)], ['abacus', 'zoom', 'acid', 'zoom']);
    assert.ok(short.every((word) => word.length <= 5));
  });

  it("the large list is secure-password-utilities' EFF_LONG_WORDLIST, word for word", async () => {
    assert.deepEqual(await loadWordList('eff_large'), EFF_LONG_WORDLIST);
  });

  it('are loaded once and kept', async () => {
    assert.equal(await loadWordList('eff_short'), await loadWordList('eff_short'));
    assert.equal(isWordListName('eff_large'), true);
    assert.equal(isWordListName('eff_long'), false);
    assert.equal(isWordListName(7), false);
  });

  it('give one string per choice for every separator, capitalisation and digit (the full parse agrees)', async () => {
    const separators = ['-', '', ' ', '1', 'A', '-a', 'shirt'];
    const capitals: readonly Capitalize[] = ['none', 'first', 'random'];
    for (const name of WORD_LIST_NAMES) {
      const list = await loadWordList(name);
      for (const separator of separators) {
        for (const capitalize of capitals) {
          for (const digit of [false, true]) {
            const shape = { list, words: 6, separator, capitalize, digit };
            const label = `${name} ${JSON.stringify(separator)} ${capitalize} ${digit}`;
            assert.equal(isInjectiveShape(shape), true, label);
            assert.equal(injectivityByParsing(shape), true, label);
          }
        }
      }
    }
  });
});
