import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumeratePassphrases } from '../../test/support/passphrases.js';
import { type Capitalize, type PassphraseShape, passphraseBits } from '../core/passphrase.js';
import { createPassphraseRecogniser } from './passphrase-fit.js';
import { passphraseListsOfWords } from './passphrase-lists.js';

// Tiny lists with the traps of real ones: a word that is a prefix of another, a hyphenated word, a capital.
const LISTS = [
  { name: 'tiny', words: ['ab', 'abc', 'cd', 'yo-yo'] },
  { name: 'other', words: ['xy', 'zz', 'Qua'] },
];
const SEPARATORS = ['', '-', ' ', '.', '--', 'x'];
const MODES: readonly Capitalize[] = ['none', 'first', 'random'];

function shapes(): PassphraseShape[] {
  const all: PassphraseShape[] = [];
  for (const { words: list } of LISTS) {
    for (const words of [3, 4]) {
      for (const separator of SEPARATORS) {
        for (const capitalize of MODES) {
          for (const digit of [false, true]) {
            // Four words only with fixed capitals and no digit: with both, 164k strings a shape.
            if (words === 3 || (capitalize !== 'random' && !digit))
              all.push({ list, words, separator, capitalize, digit });
          }
        }
      }
    }
  }
  return all;
}

describe('the passphrase recogniser against brute force on tiny lists', () => {
  const recogniser = createPassphraseRecogniser(passphraseListsOfWords(LISTS));
  const listByName = new Map(LISTS.map((list) => [list.name, list.words]));

  it('fits every string every shape writes, at most at that shape bits, and its fit writes the string', () => {
    // Each distinct string once, with the fewest bits of the shapes that write it.
    const fewest = new Map<string, number>();
    for (const shape of shapes()) {
      const bits = passphraseBits(shape);
      for (const text of enumeratePassphrases(shape)) fewest.set(text, Math.min(fewest.get(text) ?? bits, bits));
    }
    assert.ok(fewest.size > 10_000, String(fewest.size));
    const written = new Map<string, Set<string>>();
    for (const [text, bits] of fewest) {
      const fit = recogniser.fit(text);
      assert.ok(fit !== null, `${JSON.stringify(text)} is not recognised`);
      assert.ok(fit.bits <= bits + 1e-9, `${text}: ${fit.bits} > ${bits}`);
      // The fit is a true claim: brute force over the shape it names writes the text.
      const claimed: PassphraseShape = {
        list: listByName.get(fit.list) as string[],
        words: fit.words,
        separator: fit.separator,
        capitalize: fit.capitalize,
        digit: fit.digit,
      };
      const key = JSON.stringify(claimed);
      let strings = written.get(key);
      if (strings === undefined) {
        strings = new Set(enumeratePassphrases(claimed));
        written.set(key, strings);
      }
      assert.ok(strings.has(text), `${text} is not written by ${key}`);
      assert.equal(fit.bits, passphraseBits(claimed));
    }
  });

  it('fits nothing that no shape writes', () => {
    for (const text of [
      'ab-ab',
      'ab-cd-ab-',
      'ab-cd_ab',
      'abab7ab7',
      'Ab-ab-AB',
      'ab-cd-xy',
      'ab-cd-xy-zz',
      'ab-cd-ab!',
    ]) {
      assert.equal(recogniser.fit(text), null, text);
    }
  });

  it('takes the smallest option set: all lower case is `none`, not `random`', () => {
    const fit = recogniser.fit('ab-cd-abc');
    assert.ok(fit !== null);
    assert.equal(fit.capitalize, 'none');
    assert.equal(fit.bits, 3 * Math.log2(4));
    assert.deepEqual(fit.spans, [
      [0, 2],
      [3, 5],
      [6, 9],
    ]);
  });
});
