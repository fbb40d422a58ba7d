import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DICTIONARY_HEADER, emptyDictionaries, rankOf, readCompactDictionary } from './compact-dictionary.js';
import { listKind, mergedDictionaries } from './merged-dictionaries.js';

const PACKS = ['common', 'en', 'nl-be', 'pt-br', 'id'];

// Two packs' lists of the same kinds, with words in both at other ranks, an empty line, and parts with ranks that
// start later (a second part), as the build writes them.
const FILES: readonly (readonly [string, string])[] = [
  ['en', `${DICTIONARY_HEADER}\n\u0001commonWords-en 1\nthe\nlove\nhouse\n\nsun\n\u0001firstnames-en 1\nanna\njan\n`],
  ['en', `${DICTIONARY_HEADER}\n\u0001commonWords-en 6\nzebra\nvan\n`],
  [
    'nl-be',
    `${DICTIONARY_HEADER}\n\u0001commonWords-nl-be 1\nvan\nhuis\nthe\nzon\n\u0001boysFirstnames-nl-be 1\njan\n`,
  ],
  ['nl-be', `${DICTIONARY_HEADER}\n\u0001girlsFirstnames-nl-be 1\nanna\nlotte\n\u0001months-nl-be 1\nmaart\n`],
];

/** The least rank of every word over the lists of each kind, read line by line: kind -> word -> rank. */
function oracle(): Map<string, Map<string, number>> {
  const kinds = new Map<string, Map<string, number>>();
  for (const [, text] of FILES) {
    let kind = '';
    let rank = 0;
    for (const line of text.split('\n').slice(1)) {
      if (line.startsWith('\u0001')) {
        kind = listKind(line.slice(1, line.lastIndexOf(' ')), PACKS);
        rank = Number(line.slice(line.lastIndexOf(' ') + 1));
        continue;
      }
      const words = kinds.get(kind) ?? new Map<string, number>();
      kinds.set(kind, words);
      if (line !== '' && (words.get(line) ?? Number.POSITIVE_INFINITY) > rank) words.set(line, rank);
      rank++;
    }
  }
  return kinds;
}

describe('the dictionaries of several packs merged by kind', () => {
  it("names a list's kind without its pack, with every pack's names of first and last names as one kind", () => {
    assert.equal(listKind('commonWords-pt-br', PACKS), 'commonWords');
    assert.equal(listKind('passwords-common', PACKS), 'passwords');
    assert.equal(listKind('boysFirstnames-nl-be', PACKS), 'firstnames');
    assert.equal(listKind('names-id', PACKS), 'firstnames');
    assert.equal(listKind('femaleLastnames-pl', [...PACKS, 'pl']), 'lastnames');
    assert.equal(listKind('publishedExamples', PACKS), 'publishedExamples');
  });

  it('finds every word at its least rank in any list of its kind, and no other word', () => {
    const into = emptyDictionaries();
    for (const [pack, text] of FILES) readCompactDictionary(pack, text, into);
    const merged = mergedDictionaries(into, PACKS);
    assert.deepEqual([...merged.lists.keys()].sort(), ['commonWords-all', 'firstnames-all', 'months-nl-be']);
    const expected = oracle();
    for (const [name, list] of merged.lists) {
      const words = expected.get(listKind(name.replace(/-all$/, ''), PACKS)) as Map<string, number>;
      for (const [word, rank] of words) assert.equal(rankOf(list, word), rank, `${name} ${word}`);
      for (const other of ['', 'theo', 'zo', 'annalotte', 'maar']) assert.equal(rankOf(list, other), undefined);
      assert.equal(list.maxLength, Math.max(...[...words.keys()].map((word) => word.length)));
    }
    // Spot checks of the oracle itself: `the` is 1 in English and 3 in Dutch, `van` 7 in English and 1 in Dutch.
    const common = merged.lists.get('commonWords-all');
    assert.ok(common !== undefined);
    assert.equal(rankOf(common, 'the'), 1);
    assert.equal(rankOf(common, 'van'), 1);
    assert.equal(rankOf(common, 'zebra'), 6);
    assert.equal(rankOf(common, 'sun'), 5);
  });
});
