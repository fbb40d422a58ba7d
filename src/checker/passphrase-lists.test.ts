import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCheckerFile } from '../cli/checker-file-reader.js';
import { capitalizeWord } from '../core/passphrase.js';
import { WORD_LIST_NAMES } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { builtInWordListFiles } from './builtin-word-lists.js';
import { readWordLists } from './checker-from-files.js';
import { passphraseListsOfWords, wordListsText } from './passphrase-lists.js';
import { wordListAssetName } from './word-list-assets.js';

describe("the checker's passphrase word lists", () => {
  it('the built files are the lists of today, and know every word and capital form of each, and no other', async () => {
    const today = await builtInWordListFiles();
    for (const name of WORD_LIST_NAMES) {
      assert.equal((await readCheckerFile(wordListAssetName(name))).text, today[wordListAssetName(name)], name);
    }
    const lists = await readWordLists(readCheckerFile);
    assert.deepEqual(
      lists.map((list) => list.name),
      [...WORD_LIST_NAMES],
    );
    for (const list of lists) {
      const words = await loadWordList(list.name as (typeof WORD_LIST_NAMES)[number]);
      const plain = new Set(words);
      const capitals = new Set(words.map(capitalizeWord));
      assert.equal(list.size, plain.size, list.name);
      assert.equal(list.shortest, Math.min(...[...plain, ...capitals].map((word) => word.length)));
      assert.equal(list.longest, Math.max(...[...plain, ...capitals].map((word) => word.length)));
      for (const word of words) {
        assert.ok(list.has(word), word);
        assert.ok(list.hasCapital(capitalizeWord(word)), word);
        for (const near of [`${word}s`, word.slice(1), word.toUpperCase()]) {
          assert.equal(list.has(near), plain.has(near), `${list.name}: ${near}`);
          assert.equal(list.hasCapital(near), capitals.has(near), `${list.name}: ${near}`);
        }
      }
    }
  });

  it('a list with no capital forms of its own writes no second list', () => {
    const text = wordListsText([
      { name: 'kana', words: ['あい', 'う'] },
      { name: 'latin', words: ['ab', '1c'] },
    ]);
    assert.equal(text.split('\u0001').length - 1, 3);
    const [kana, latin] = passphraseListsOfWords([
      { name: 'kana', words: ['あい', 'う'] },
      { name: 'latin', words: ['ab', '1c'] },
    ]);
    assert.ok(kana?.hasCapital('あい'));
    assert.ok(latin?.hasCapital('Ab') && latin.hasCapital('1c') && !latin.hasCapital('ab'));
  });

  it('refuses a word holding a line break, a name holding the capitals suffix, a word twice', () => {
    assert.throws(() => wordListsText([{ name: 'x', words: ['a\nb'] }]), RangeError);
    assert.throws(() => wordListsText([{ name: 'x:capitalised', words: ['a'] }]), RangeError);
    assert.throws(() => wordListsText([{ name: 'x', words: ['a', 'b', 'a'] }]), /x holds a word twice/);
  });
});
