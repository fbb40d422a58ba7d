import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCheckerFile } from '../cli/checker-file-reader.js';
import {
  type CompactDictionaries,
  compactIndexOf,
  compactSlices,
  DICTIONARY_HEADER,
  DictionaryFormatError,
  emptyDictionaries,
  rankOf,
  readCompactDictionary,
} from './compact-dictionary.js';

/** The ranks a compact text gives, read line by line with no hashing: list -> word -> lowest rank. */
function oracle(text: string): Map<string, Map<string, number>> {
  const lists = new Map<string, Map<string, number>>();
  let list: Map<string, number> | undefined;
  let rank = 0;
  for (const line of text.split('\n').slice(1)) {
    if (line.startsWith('\u0002')) continue;
    if (line.startsWith('\u0001')) {
      const space = line.lastIndexOf(' ');
      const name = line.slice(1, space);
      list = lists.get(name) ?? new Map();
      lists.set(name, list);
      rank = Number(line.slice(space + 1));
      continue;
    }
    if (line !== '' && list !== undefined && !list.has(line)) list.set(line, rank);
    rank++;
  }
  return lists;
}

function read(text: string, index?: Uint8Array): CompactDictionaries {
  const into = emptyDictionaries();
  readCompactDictionary('test', text, into, index);
  return into;
}

// Every word at its rank, and near misses (a unit more, a unit less, another last unit) absent unless listed.
function assertSameRanks(text: string, dictionaries: CompactDictionaries): void {
  const expected = oracle(text);
  assert.deepEqual([...dictionaries.lists.keys()].sort(), [...expected.keys()].sort());
  for (const [name, words] of expected) {
    const list = dictionaries.lists.get(name);
    assert.ok(list !== undefined);
    for (const [word, rank] of words) {
      assert.equal(rankOf(list, word), rank, `${name}: ${word}`);
      for (const near of [`${word}q`, word.slice(0, -1), `${word.slice(0, -1)}\u00e6`]) {
        assert.equal(rankOf(list, near), words.get(near), `${name}: ${near}`);
      }
    }
  }
}

// Words that share their length and their first and last four units share a hash bucket chain.
const COLLIDING = [
  DICTIONARY_HEADER,
  '\u0001names 1',
  'abcdXXXXwxyz',
  'abcdYYYYwxyz',
  '',
  'abcdXXXXwxyz',
  'short',
  '\u0001other 7',
  'abcdYYYYwxyz',
  'é',
  '',
].join('\n');

describe('the compact dictionary format', () => {
  it('gives every word its lowest rank and nothing else, with the tables built and with the index', () => {
    for (const dictionaries of [read(COLLIDING), read(COLLIDING, compactIndexOf(COLLIDING))]) {
      assertSameRanks(COLLIDING, dictionaries);
      const names = dictionaries.lists.get('names');
      assert.equal(rankOf(names as NonNullable<typeof names>, 'abcdZZZZwxyz'), undefined);
      assert.equal(names?.size, 4);
      assert.equal(names?.minLength, 5);
      assert.equal(names?.maxLength, 12);
    }
  });

  it('reads the built files alike with and without their index, against a line-by-line count', async () => {
    for (const asset of [
      'checker-en-1.txt',
      'checker-de-2.txt',
      'checker-ja-2.txt',
      'checker-words-eff_large.txt',
      'checker-words-ja.txt',
    ]) {
      const { text, index } = await readCheckerFile(asset);
      assert.ok(index !== undefined && index.byteLength > 12, asset);
      assertSameRanks(text, read(text));
      assertSameRanks(text, read(text, index));
      // The index is the one the checker's own code writes for that text.
      assert.deepEqual(new Uint8Array(index), compactIndexOf(text), asset);
    }
  });

  it('cut into slices of any size, gives every word the rank the whole text gives, against a line-by-line count', async () => {
    const withFeedback = COLLIDING.replace('\n', '\n\u0002{"warnings":{}}\n');
    for (const text of [COLLIDING, withFeedback]) {
      for (let maxLines = 1; maxLines <= 9; maxLines++) {
        const into = emptyDictionaries();
        const slices = [...compactSlices(text, maxLines)];
        for (const slice of slices) readCompactDictionary('test', slice, into);
        assertSameRanks(text, into);
        // No slice holds more word lines than asked (list lines and the feedback line are not words).
        for (const slice of slices) {
          const words = slice
            .split('\n')
            .slice(1, -1)
            .filter((line) => !line.startsWith('\u0001') && !line.startsWith('\u0002'));
          assert.ok(words.length <= maxLines, `${maxLines}: ${JSON.stringify(slice)}`);
        }
        assert.equal(into.translations.size, text === withFeedback ? 1 : 0);
      }
    }
    const { text } = await readCheckerFile('checker-en-2.txt');
    const into = emptyDictionaries();
    let slices = 0;
    for (const slice of compactSlices(text, 20_000)) {
      readCompactDictionary('en', slice, into);
      slices++;
    }
    assert.ok(slices >= Math.ceil(text.split('\n').length / 20_000), `${slices} slices`);
    assertSameRanks(text, into);
    assert.throws(() => [...compactSlices('not a dictionary\n', 10)], DictionaryFormatError);
    assert.throws(() => [...compactSlices(COLLIDING, 0)], DictionaryFormatError);
  });

  it('reads an index that is not four-byte aligned, a Uint8Array or a Node Buffer', () => {
    const index = compactIndexOf(COLLIDING);
    const shifted = new Uint8Array(index.byteLength + 1).subarray(1);
    shifted.set(index);
    assertSameRanks(COLLIDING, read(COLLIDING, shifted));
    const buffer = Buffer.alloc(index.byteLength + 1);
    buffer.set(index, 1);
    const unaligned = buffer.subarray(1);
    assert.notEqual(unaligned.byteOffset % 4, 0);
    assertSameRanks(COLLIDING, read(COLLIDING, unaligned));
  });

  it('refuses the index of a text with the same counts and length, but other words', () => {
    const words = Array.from({ length: 64 }, (_, k) => String.fromCharCode(97 + (k % 26)).repeat(5) + (k % 10));
    const text = [DICTIONARY_HEADER, '\u0001list 1', ...words, ''].join('\n');
    const swapped = [DICTIONARY_HEADER, '\u0001list 1', ...[...words].reverse(), ''].join('\n');
    assert.equal(swapped.length, text.length);
    assert.throws(() => read(swapped, compactIndexOf(text)), DictionaryFormatError);
  });

  it("refuses an index that is not its text's, or cut short", () => {
    const other = COLLIDING.replace('short', 'shorter\nlonger');
    assert.throws(() => read(other, compactIndexOf(COLLIDING)), DictionaryFormatError);
    assert.throws(() => read(COLLIDING, compactIndexOf(other)), DictionaryFormatError);
    const index = compactIndexOf(COLLIDING);
    assert.throws(() => read(COLLIDING, index.slice(0, index.byteLength - 4)), DictionaryFormatError);
    const bigger = new Uint8Array(index.byteLength + 4);
    bigger.set(index);
    assert.throws(() => read(COLLIDING, bigger), DictionaryFormatError);
    assert.throws(() => read(COLLIDING, new Uint8Array(16)), DictionaryFormatError);
  });

  it('refuses a text that is not in the format', () => {
    assert.throws(() => read('words\n'), DictionaryFormatError);
    assert.throws(() => read(`${DICTIONARY_HEADER}\nword\n`), DictionaryFormatError);
    assert.throws(() => read(`${DICTIONARY_HEADER}\n\u0001list 0\nword\n`), DictionaryFormatError);
  });
});
