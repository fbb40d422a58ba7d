import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCheckerFile } from '../cli/checker-file-reader.js';
import { CHECKER_PACKS } from './language-dictionaries.js';
import { decodeSharedPrefixes, encodeSharedPrefixes } from './prefix-coding.js';

const HEADER = 'pwgen-checker-dictionary 1';

describe("the pages' coding of the checker's files", () => {
  it('gives back every built file exactly, never longer, and English a tenth shorter at least', async () => {
    const assets = [
      ...CHECKER_PACKS.flatMap((pack) => [`checker-${pack}-1.txt`, `checker-${pack}-2.txt`]),
      'checker-words-eff_large.txt',
      'checker-words-ja.txt',
    ];
    for (const asset of assets) {
      const { text } = await readCheckerFile(asset);
      const coded = encodeSharedPrefixes(text);
      assert.equal(decodeSharedPrefixes(coded), text, asset);
      assert.ok(coded.length <= text.length, asset);
      if (asset.startsWith('checker-en-')) assert.ok(coded.length < text.length * 0.9, asset);
      assert.ok(!coded.includes('\r'), asset);
      // As many lines as before: ranks are line numbers.
      assert.equal(coded.split('\n').length, text.split('\n').length, asset);
    }
  });

  it('codes a start shared with the word line above, across empty lines, never across a list', () => {
    const text = `${HEADER}\n\u0001a 1\npassword\npassword1\n\npassword12\n\u0001b 1\npassword\nxyz\n`;
    const coded = encodeSharedPrefixes(text).split('\n');
    // `password1` shares 8 units with `password`; `password12` 9 with `password1`, across the empty line.
    assert.equal(coded[2], 'password');
    assert.equal(coded[3]?.length, 2);
    assert.equal(coded[3]?.slice(1), '1');
    assert.equal(coded[4], '');
    assert.equal(coded[5]?.length, 2);
    assert.equal(coded[5]?.slice(1), '2');
    // A new list starts afresh.
    assert.equal(coded[7], 'password');
    assert.equal(decodeSharedPrefixes(coded.join('\n')), text);
  });

  it('round-trips random lists of mixed scripts, surrogate pairs included', () => {
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pieces = ['a', 'b', 'pass', 'wörd', 'пароль', '😀', '𝒳', 'ab', '1', '-'];
    for (let round = 0; round < 200; round++) {
      const lines = [HEADER, '\u0001list 1'];
      for (let i = 0; i < 40; i++) {
        let word = '';
        for (let j = 1 + Math.floor(next() * 5); j > 0; j--) word += pieces[Math.floor(next() * pieces.length)];
        lines.push(next() < 0.1 ? '' : word);
        if (next() < 0.05) lines.push('\u0001other 1');
      }
      const text = `${lines.join('\n')}\n`;
      const coded = encodeSharedPrefixes(text);
      assert.equal(decodeSharedPrefixes(coded), text);
      // No coded line starts with half a surrogate pair.
      for (const line of coded.split('\n')) {
        const rest = line.charCodeAt(0) < 0x20 ? line.slice(1) : line;
        assert.ok(!/^[\udc00-\udfff]/.test(rest), line);
      }
    }
  });

  it('leaves a text without markers as it is, and refuses a word that starts with one', () => {
    const plain = `${HEADER}\n\u0002{"warnings":{}}\n\u0001a 1\nabc\nabd\n`;
    assert.equal(decodeSharedPrefixes(plain), plain);
    assert.throws(() => encodeSharedPrefixes(`${HEADER}\n\u0001a 1\n\u0005word\n`), /control character/);
  });
});
