import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SHORT_WORD_LANGUAGES as LANGUAGES,
  SHORT_WORD_PHRASES as PHRASES,
} from '../../test/support/short-word-phrases.js';
import { wordSpans } from './estimator.js';
import { createLanguageChecker } from './language-checker.js';

const checkers = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await createLanguageChecker(l)])));

describe('words of one to three letters (issue 40, item 4)', () => {
  it('rate 40 phrases of short common words at level 0 or 1', () => {
    assert.equal(PHRASES.length, 40);
    for (const [lang, phrase] of PHRASES) {
      const { level } = checkers[lang].check(phrase, lang);
      assert.ok(level <= 1, `${lang} "${phrase}": level ${level}`);
    }
  });

  it('count only in an input divided into words: tokens all letters or all digits, two of letters at least', () => {
    assert.deepEqual([...(wordSpans('i am 12', 'I am 12') ?? [])], ['0:0', '2:3', '5:6']);
    // Cut where a small letter meets a capital: `IAm` stays one token.
    assert.deepEqual([...(wordSpans('iamtheone', 'IAmTheOne') ?? [])], ['0:2', '3:5', '6:8']);
    assert.equal(wordSpans('k#9vq2!m', 'k#9vQ2!m'), null);
    assert.equal(wordSpans('summer2025', 'Summer2025'), null);
    assert.equal(wordSpans('password', 'password'), null);
  });

  it('rates invisible characters and look-alikes in a weak password at level 0 (issue 40, item 6)', () => {
    const writings = [
      'p\u0430\u0455\u0455w\u043erd123',
      'pass\u200bword',
      'p\u0336a\u0336s\u0336s\u0336w\u0336o\u0336r\u0336d\u0336',
      '\u200fpassword\u200e',
      'pass\u00adword1',
    ];
    for (const text of writings) assert.equal(checkers.en.check(text, 'en').level, 0, JSON.stringify(text));
  });

  it('rates a weak password with any separator between its characters or words at level 0 (issue 40, item 6)', () => {
    const writings = [
      'p.a.s.s.w.o.r.d.',
      'p--a--s--s--w--o--r--d',
      'p~a~s~s~w~o~r~d',
      'p\ta\ts\ts\tw\to\tr\td',
      '**d*r*a*g*o*n**',
      'm\u00b7o\u00b7n\u00b7k\u00b7e\u00b7y',
      '1 2 3 4 5 6 7 8',
      'i--love--you',
      'let\u00b7me\u00b7in',
      'you&and&me',
    ];
    for (const text of writings) assert.equal(checkers.en.check(text, 'en').level, 0, JSON.stringify(text));
  });

  it('reads dates with month names in the pack languages as dates (issue 40, item 6)', () => {
    const dates = ['31-Dec-90', '31 December 1990', 'Dec311990', '12mars1990', '1.Mai.2001', '7 agosto 1985'];
    for (const text of dates) assert.equal(checkers.en.check(text, 'en').level, 0, JSON.stringify(text));
  });
});
