import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDistance, suggestName } from './name-suggestion.js';
import { ACCEPTED_FIELDS } from './options.js';

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    assert.equal(editDistance('length', 'length'), 0);
    assert.equal(editDistance('lenght', 'length'), 1);
    assert.equal(editDistance('lengt', 'length'), 1);
    assert.equal(editDistance('lengthh', 'length'), 1);
    assert.equal(editDistance('lenfth', 'length'), 1);
    assert.equal(editDistance('cuont', 'count'), 1);
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('abc', ''), 3);
    assert.equal(editDistance('kitten', 'sitting'), 3);
  });

  it('is the restricted distance: "ca" to "abc" is 3, not 2', () => {
    assert.equal(editDistance('ca', 'abc'), 3);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['lenght', 'length'],
      ['no_repaets', 'no_repeats'],
      ['x', 'symbols'],
    ] as const) {
      assert.equal(editDistance(a, b), editDistance(b, a));
    }
  });
});

describe('suggestName', () => {
  const suggest = (name: string) => suggestName(name, ACCEPTED_FIELDS);

  it('suggests the accepted name for a typo within two edits', () => {
    assert.equal(suggest('lenght'), 'length');
    assert.equal(suggest('legnth'), 'length');
    assert.equal(suggest('cuont'), 'count');
    assert.equal(suggest('symbls'), 'symbols');
    assert.equal(suggest('no_repaets'), 'no_repeats');
    assert.equal(suggest('exclude_ambigous'), 'exclude_ambiguous');
    assert.equal(suggest('long'), 'lang');
  });

  it('ignores case and separators', () => {
    assert.equal(suggest('Length'), 'length');
    assert.equal(suggest('noRepeats'), 'no_repeats');
    assert.equal(suggest('exclude-ambiguous'), 'exclude_ambiguous');
    assert.equal(suggest('UPPER'), 'upper');
  });

  it('takes an abbreviation or an extension of at least three characters', () => {
    assert.equal(suggest('len'), 'length', 'not lang, which is also two edits from len');
    assert.equal(suggest('lowercase'), 'lower');
    assert.equal(suggest('language'), 'lang');
    assert.equal(suggest('digit'), 'digits');
    assert.equal(suggest('no'), undefined);
  });

  it('suggests nothing for a name that is not close to any accepted one', () => {
    for (const name of ['size', 'colour', 'what', 'extra', 'constructor', '__proto__', 'x', '', '-', 'password']) {
      assert.equal(suggest(name), undefined, name);
    }
  });

  it('needs fewer edits than the name has characters ("ab" is two edits from anything of four)', () => {
    assert.equal(suggestName('ab', ['abcd']), undefined);
    assert.equal(suggestName('q', ['ab']), undefined);
    assert.equal(suggestName('ab', ['abc']), 'abc');
  });

  it('breaks ties by the order of the accepted names', () => {
    assert.equal(suggestName('ab', ['ax', 'xb']), 'ax');
    assert.equal(suggestName('abc', ['abx', 'axc']), 'abx');
    assert.equal(suggestName('abc', ['axc', 'abx']), 'axc');
  });
});
