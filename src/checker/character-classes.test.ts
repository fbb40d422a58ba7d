import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CHARACTER_CLASSES,
  classesPresent,
  classOf,
  classSize,
  exhaustiveSearchBits,
  OTHER_CLASS_SIZE,
} from './character-classes.js';

describe('the character classes of the exhaustive-search ceiling', () => {
  it('partition every code point: a count over all of them gives each size of the table', () => {
    const counts = new Map<string, number>();
    for (let cp = 0; cp < 0x110000; cp++) {
      const name = classOf(cp);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const characterClass of CHARACTER_CLASSES) {
      assert.equal(counts.get(characterClass.name), classSize(characterClass), characterClass.name);
    }
    assert.equal(counts.get('other'), OTHER_CLASS_SIZE);
    assert.equal(counts.size, CHARACTER_CLASSES.length + 1);
  });

  it('has the sizes the issue states for ASCII, and the script letters where they are', () => {
    const sizes = Object.fromEntries(CHARACTER_CLASSES.map((c) => [c.name, classSize(c)]));
    assert.deepEqual(
      [sizes['ascii-lower'], sizes['ascii-upper'], sizes['ascii-digit'], sizes['ascii-punctuation']],
      [26, 26, 10, 33],
    );
    // Russian's 33 letters (ё included) are among the 48 small Cyrillic letters; Hangul has 11,172 syllables.
    assert.equal(sizes['cyrillic-lower'], 48);
    assert.equal(sizes.hangul, 11_172);
    const cases: [string, string][] = [
      ['a', 'ascii-lower'],
      [' ', 'ascii-punctuation'],
      ['~', 'ascii-punctuation'],
      ['é', 'latin-lower'],
      ['É', 'latin-upper'],
      ['ß', 'latin-lower'],
      ['ж', 'cyrillic-lower'],
      ['Ж', 'cyrillic-upper'],
      ['ω', 'greek-lower'],
      ['Ω', 'greek-upper'],
      ['ك', 'arabic'],
      ['ש', 'hebrew'],
      ['क', 'devanagari'],
      ['ก', 'thai'],
      ['한', 'hangul'],
      ['か', 'kana'],
      ['カ', 'kana'],
      ['字', 'cjk'],
      ['😀', 'emoji'],
      ['❤', 'emoji'],
      ['\u00a0', 'other-punctuation'],
      ['·', 'other-punctuation'],
      ['\t', 'other'],
      ['\u0301', 'other'],
    ];
    for (const [ch, name] of cases) assert.equal(classOf(ch.codePointAt(0) as number), name, ch);
  });

  it('counts code points, not UTF-16 units, and each class once', () => {
    assert.deepEqual(classesPresent('😀😂'), { poolSize: 2538, length: 2 });
    assert.deepEqual(classesPresent('abcabc'), { poolSize: 26, length: 6 });
    assert.deepEqual(classesPresent('aB3 '), { poolSize: 26 + 26 + 10 + 33, length: 4 });
    assert.equal(exhaustiveSearchBits(''), 0);
    assert.ok(exhaustiveSearchBits('how are you') <= 11 * Math.log2(59));
  });

  it('takes the cheapest description: a class whole, or the set of its characters present, named', () => {
    const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual}`);
    // One letter repeated: name it among 26, then its length, one string of each (which classes are sets is free).
    close(exhaustiveSearchBits('aaaaaaaa'), Math.log2(26) + Math.log2(8));
    // So a longer run of one character costs more: the figure ranks `000000` above `00` (the meter-accuracy
    // samples rank them so), where it once gave every run of one digit the same 5 guesses.
    assert.ok(exhaustiveSearchBits('000000') > exhaustiveSearchBits('00'));
    // Three letters: name the set (2,600 sets of 3 among 26), then 3^20 strings.
    close(exhaustiveSearchBits('abcabcabcbcabcabcbac'), Math.log2(2600) + 20 * Math.log2(3));
    // Eleven digits (all ten) and one letter: the letter named (26 ways), then 11^12.
    close(exhaustiveSearchBits('38475610293x'), Math.log2(26) + 12 * Math.log2(11));
    // Two capitals after twelve small letters: the counts named (1 bit for the kind, 13 ways to split 14 in two,
    // then C(14, 2) places × 26^14), or the two capitals named (325 pairs) in 28^14: the latter.
    const split = 1 + Math.log2(13) + Math.log2(91) + 14 * Math.log2(26);
    const named = Math.log2(325) + 14 * Math.log2(28);
    assert.ok(named < split);
    close(exhaustiveSearchBits('abcdefghijkmAB'), named);
    // Random characters of all four ASCII classes: every class whole, all strings, as the recipe figure.
    close(exhaustiveSearchBits('k#9vQ2!mA4%t'), 12 * Math.log2(95));
  });
});
