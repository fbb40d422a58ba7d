import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CHARACTER_CLASSES,
  type CharacterClass,
  classSize,
  exhaustiveSearchBits,
  OTHER_CLASS_SIZE,
} from './character-classes.js';
import { analysedPart } from './checker.js';
import { createLanguageChecker } from './language-checker.js';

const checkers = { en: await createLanguageChecker('en'), ar: await createLanguageChecker('ar') };

// Members of each class (the two large ones by range), drawn from by index.
const UPPER = /^[\p{Lu}\p{Lt}]$/u;
const MEMBERS = CHARACTER_CLASSES.map((characterClass: CharacterClass) => {
  const members: number[] = [];
  for (const [start, end] of characterClass.ranges) {
    for (let cp = start; cp <= end && members.length < 30_000; cp++) {
      const ch = String.fromCodePoint(cp);
      if (characterClass.letterCase === 'upper' && !UPPER.test(ch)) continue;
      if (characterClass.letterCase === 'lower' && (!/^\p{L}$/u.test(ch) || UPPER.test(ch))) continue;
      members.push(cp);
    }
  }
  return members;
});
// Code points in no class of the table: a tab, a combining accent, Armenian, a zero-width space's neighbour.
const OTHER = [0x09, 0x0301, 0x0561, 0x10a0, 0x1f00 - 1];

// A small deterministic generator (mulberry32), so that every run checks the same strings.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// A random string of 1-16 code points from 1-3 classes, and log10 of the strings of its shape, counted from the
// classes it was drawn from (not from the module's classification).
function randomString(random: () => number): { readonly text: string; readonly boundLog10: number } {
  const pick = (n: number) => Math.floor(random() * n);
  const classes = Array.from({ length: 1 + pick(3) }, () => pick(CHARACTER_CLASSES.length + 1));
  const used = new Set<number>();
  const length = 1 + pick(16);
  let text = '';
  for (let i = 0; i < length; i++) {
    const index = classes[pick(classes.length)] as number;
    used.add(index);
    const members = MEMBERS[index] ?? OTHER;
    text += String.fromCodePoint(members[pick(members.length)] as number);
  }
  let pool = 0;
  for (const index of used) {
    const characterClass = CHARACTER_CLASSES[index];
    pool += characterClass === undefined ? OTHER_CLASS_SIZE : classSize(characterClass);
  }
  return { text, boundLog10: length * Math.log10(pool) };
}

describe('the exhaustive-search ceiling', () => {
  it('holds over 10,000 random strings of mixed classes: never above log10(|C|^L)', () => {
    const random = seeded(40);
    for (let n = 0; n < 10_000; n++) {
      const { text, boundLog10 } = randomString(random);
      const result = checkers.en.check(text, 'en');
      assert.ok(result.log10_guesses <= boundLog10 + 1e-9, `string ${n}: ${result.log10_guesses} > ${boundLog10}`);
    }
  });

  it("holds over the issue's examples, each now below the figure it was given (issue 40, table 1)", () => {
    const rows: [keyof typeof checkers, string, number, number][] = [
      // input, the figure before the ceiling, and the number of characters of its classes
      ['en', 'how are you', 23.1, 26 + 33],
      ['en', 'the cat in the hat', 37.8, 26 + 33],
      ['en', '(212) 555-0199', 29.9, 10 + 33],
      ['ar', 'كلمة المرور', 22.0, 43 + 33],
      ['en', 'ялюблютебя', 20.0, 48],
      ['en', '😀😂😍👍🙏🔥', 24.0, 2538],
    ];
    for (const [lang, text, before, pool] of rows) {
      const result = checkers[lang].check(text, lang);
      const bound = Array.from(text).length * Math.log10(pool);
      assert.ok(result.log10_guesses <= bound, `${text}: ${result.log10_guesses} > ${bound}`);
      assert.ok(result.log10_guesses < before - 0.5, text);
      assert.equal(result.ceiling, true, text);
    }
  });
});

describe('long inputs (issue 40, item 5)', () => {
  it('finds the repeat of a unit over the whole input', () => {
    const words = Array(20).fill('password').join(' ');
    assert.ok(checkers.en.check(words, 'en').log10_guesses < 8, 'password x 20');
    const block = 'k#9vQ2!mZ@7pL$4nR&8wT*3yB^6c';
    const once = checkers.en.check(block, 'en').log10_guesses;
    const twice = checkers.en.check(block + block, 'en');
    assert.ok(Math.abs(twice.log10_guesses - (once + Math.log10(2))) < 1e-9, `${twice.log10_guesses}`);
    assert.equal(twice.ceiling, true);
    // The unit with its space, 11 times and once cut: its own figure + log10(12) + log10(29); it was 10^31.1.
    const phrase = Array(12).fill('correct horse battery staple').join(' ');
    const unit = checkers.en.check('correct horse battery staple ', 'en').log10_guesses;
    const expected = unit + Math.log10(11) + Math.log10(29);
    assert.ok(checkers.en.check(phrase, 'en').log10_guesses <= expected + 1e-9);
  });

  it("is never above the first part's figure plus an exhaustive search over the rest (100 inputs)", () => {
    const random = seeded(5);
    const pieces = ['password', ' ', 'Summer2024!', 'k#9vQ2!m', 'ZZZZ', '1234', 'correct horse ', 'ñandú', '😀'];
    for (let n = 0; n < 100; n++) {
      let text = '';
      while (Array.from(text).length <= 48 + Math.floor(random() * 80)) {
        text += random() < 0.5 ? (pieces[Math.floor(random() * pieces.length)] as string) : randomString(random).text;
      }
      const { analysed } = analysedPart(text);
      const first = checkers.en.check(analysed, 'en').log10_guesses;
      const bound = first + exhaustiveSearchBits(text.slice(analysed.length)) * Math.log10(2);
      const result = checkers.en.check(text, 'en');
      assert.ok(result.log10_guesses <= bound + 1e-9, `input ${n}: ${result.log10_guesses} > ${bound}`);
    }
  });
});
