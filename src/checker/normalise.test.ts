/// <reference path="./zxcvbn-deep.d.ts" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import uppercaseVariant from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/scoring/uppercase.mjs';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import { JCUKEN, slantedGraph } from './keyboard-graphs.js';
import {
  COMPATIBILITY_FORM_BITS,
  matchingForm,
  separatedCharacters,
  separatedWords,
  withoutAccents,
  withoutHomoglyphs,
  withoutInvisible,
} from './normalise.js';

describe('matching forms', () => {
  it('reads composed and decomposed text, and full-width forms, as the same text', () => {
    const composed = matchingForm('pässwörd');
    const decomposed = matchingForm('pa\u0308sswo\u0308rd');
    assert.equal(composed.text, decomposed.text);
    assert.equal(composed.formBits, 0);
    assert.equal(decomposed.formBits, 0);
    const wide = matchingForm('ｐａｓｓｗｏｒｄ１２３');
    assert.equal(wide.text, 'password123');
    assert.equal(wide.formBits, COMPATIBILITY_FORM_BITS);
  });

  it('lower-cases letter by letter, Cyrillic and Greek too, and keeps the written form', () => {
    const form = matchingForm('ЙЦУКЕН Σοφία');
    assert.equal(form.text, 'йцукен σοφία');
    assert.equal(form.writtenSlice(0, 5), 'ЙЦУКЕН');
  });

  it("counts the ways to capitalise as zxcvbn-ts's own dictionary scoring does, for ASCII words", () => {
    for (const word of [
      'password',
      'Password',
      'passworD',
      'PASSWORD',
      'PassWord',
      'pASSWORd',
      'pAsSwOrD',
      'aB',
      'Ab1',
    ]) {
      const form = matchingForm(word);
      assert.equal(form.caseVariations(0, form.text.length - 1), uppercaseVariant(word), word);
    }
  });

  it('charges capitals beyond ASCII, which zxcvbn-ts does not see', () => {
    const form = matchingForm('ПАРОЛЬ');
    assert.equal(form.caseVariations(0, 5), 2);
    assert.equal(matchingForm('пАрОлЬ').caseVariations(0, 5), 6 + 15 + 20);
  });
});

describe('separated characters', () => {
  it("runs together one of zxcvbn-ts's separators between single characters, for the choice of it", () => {
    const ten = Math.log2(10);
    assert.deepEqual(separatedCharacters('p-a-s-s-w-o-r-d'), { text: 'password', bits: ten });
    assert.deepEqual(separatedCharacters('1 2 3 4 5 6 7 8'), { text: '12345678', bits: ten });
    assert.deepEqual(separatedCharacters('P.a.s.s.w.o.r.d.123'), { text: 'Password123', bits: ten });
    assert.deepEqual(separatedCharacters('i_l_o_v_e_y_o_u'), { text: 'iloveyou', bits: ten });
  });

  it('runs together any other separator, repeated between the characters or at either end, for what it adds', () => {
    const ascii = Math.log2(34);
    assert.deepEqual(separatedCharacters('p~a~s~s~w~o~r~d'), { text: 'password', bits: ascii });
    assert.deepEqual(separatedCharacters('p\ta\ts\ts'), { text: 'pass', bits: ascii });
    assert.deepEqual(separatedCharacters('p--a--s--s--w--o--r--d'), { text: 'password', bits: Math.log2(10) + 1 });
    assert.deepEqual(separatedCharacters('p.a.s.s.w.o.r.d.'), { text: 'password', bits: Math.log2(10) + 1 });
    assert.deepEqual(separatedCharacters('**p*a*s*s'), { text: 'pass', bits: ascii + 2 });
    assert.deepEqual(separatedCharacters('p·a·s·s'), { text: 'pass', bits: Math.log2(128) });
  });

  it('leaves words with separators, mixed separators, uneven runs and too few parts alone', () => {
    assert.equal(separatedCharacters('correct-horse-battery'), null);
    assert.equal(separatedCharacters('a-b_c-d'), null);
    assert.equal(separatedCharacters('a--b-c'), null);
    assert.equal(separatedCharacters('a-b'), null);
    assert.equal(separatedCharacters('-ab-'), null);
    assert.equal(separatedCharacters('password'), null);
    assert.equal(separatedCharacters('---'), null);
  });
});

describe('separated words', () => {
  it('writes another separator between words as a space, for the bits of writing it back', () => {
    assert.deepEqual(separatedWords('i~love~you'), { text: 'i love you', bits: Math.log2(34) });
    assert.deepEqual(separatedWords('let\u00b7me\u00b7in'), { text: 'let me in', bits: 7 });
    assert.deepEqual(separatedWords('i--love--you'), { text: 'i love you', bits: Math.log2(10) + 1 });
    assert.deepEqual(separatedWords('summer&2025'), null);
    assert.deepEqual(separatedWords('love&2025&you'), { text: 'love 2025 you', bits: Math.log2(34) });
  });

  it('leaves spaces, random characters and single words alone', () => {
    assert.equal(separatedWords('i love you'), null);
    assert.equal(separatedWords('Xk9$mQ2pL'), null);
    assert.equal(separatedWords('~password~'), null);
    assert.equal(separatedWords('password'), null);
  });
});

describe('accents', () => {
  it('strips them and charges which letters carried one', () => {
    const plain = withoutAccents('pässwörd');
    assert.ok(plain !== null);
    assert.equal(plain.text, 'password');
    // 8 letters, 2 accented: C(8,1) + C(8,2).
    assert.equal(plain.bits, Math.log2(8 + 28));
    assert.equal(withoutAccents('password'), null);
  });
});

describe('keyboard graphs', () => {
  it("builds zxcvbn-ts's own QWERTY graph from its rows (the builder is right)", () => {
    const qwerty = slantedGraph({
      rows: [
        ['`~', '1!', '2@', '3#', '4$', '5%', '6^', '7&', '8*', '9(', '0)', '-_', '=+'],
        ['qQ', 'wW', 'eE', 'rR', 'tT', 'yY', 'uU', 'iI', 'oO', 'pP', '[{', ']}', '\\|'],
        ['aA', 'sS', 'dD', 'fF', 'gG', 'hH', 'jJ', 'kK', 'lL', ';:', '\'"'],
        ['zZ', 'xX', 'cC', 'vV', 'bB', 'nN', 'mM', ',<', '.>', '/?'],
      ],
    });
    assert.deepEqual(qwerty, adjacencyGraphs.qwerty);
  });

  it('puts ЙЦУКЕН keys beside their neighbours', () => {
    const graph = slantedGraph(JCUKEN);
    assert.deepEqual(graph.й, [null, '1!', '2"', 'цЦ', 'фФ', null]);
    assert.deepEqual(graph.ы?.slice(0, 5), ['фФ', 'цЦ', 'уУ', 'вВ', 'чЧ']);
    assert.equal(Object.keys(graph).length, 2 * (13 + 13 + 11 + 10));
  });
});

describe('invisible characters and look-alikes (issue 40, item 6)', () => {
  it('drops zero-width characters, direction marks, soft hyphens and stray combining marks, at their price', () => {
    const zeroWidth = withoutInvisible('pass\u200bword');
    assert.equal(zeroWidth?.text, 'password');
    // One kind among 132, one of 9 gaps.
    assert.ok(Math.abs((zeroWidth?.bits ?? 0) - (Math.log2(132) + Math.log2(9))) < 1e-9);
    const struck = withoutInvisible('p\u0336a\u0336s\u0336s\u0336');
    assert.equal(struck?.text, 'pass');
    assert.equal(withoutInvisible('\u200fpass\u00adword\u200e')?.text, 'password');
    // Marks that compose, and the vowel signs of Devanagari, stay.
    assert.equal(withoutInvisible('pa\u0301ss'), null);
    assert.equal(withoutInvisible('नमस्ते'), null);
  });

  it('folds Cyrillic and Greek look-alikes to Latin where Latin letters are, priced as l33t', () => {
    const folded = withoutHomoglyphs('p\u0430\u0455\u0455w\u043erd123');
    assert.equal(folded?.text, 'password123');
    // 4 of 8 letters folded: C(8,1) + C(8,2) + C(8,3) + C(8,4) = 162.
    assert.ok(Math.abs((folded?.bits ?? 0) - Math.log2(162)) < 1e-9);
    assert.equal(withoutHomoglyphs('ялюблютебя'), null);
    assert.equal(withoutHomoglyphs('password'), null);
  });
});
