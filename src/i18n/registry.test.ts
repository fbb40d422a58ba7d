import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from './languages.js';
import {
  CATALOGUES,
  DEFAULT_MESSAGES_LANGUAGE,
  isMessagesLanguage,
  MESSAGES_LANGUAGES,
  messagesLanguageNames,
  messagesOf,
  numberWordsOf,
} from './registry.js';

describe('the language registry', () => {
  it('English comes first and is the fallback; codes are unique links languages', () => {
    assert.equal(MESSAGES_LANGUAGES[0], 'en');
    assert.equal(DEFAULT_MESSAGES_LANGUAGE, 'en');
    assert.equal(new Set(MESSAGES_LANGUAGES).size, MESSAGES_LANGUAGES.length);
    for (const code of MESSAGES_LANGUAGES) assert.ok((LANGUAGES as readonly string[]).includes(code), code);
  });

  it('answers membership and lookups from the catalogues', () => {
    for (const catalogue of CATALOGUES) {
      assert.ok(isMessagesLanguage(catalogue.code));
      assert.equal(messagesOf(catalogue.code), catalogue.messages);
      assert.equal(numberWordsOf(catalogue.code), catalogue.numberWords);
    }
    assert.equal(isMessagesLanguage('de'), false);
    assert.equal(isMessagesLanguage('constructor'), false);
  });

  it('names the languages for prose', () => {
    assert.equal(messagesLanguageNames('and'), 'English and Spanish');
    assert.equal(messagesLanguageNames('or'), 'English or Spanish');
  });
});

describe('number words', () => {
  it('every language names the same exponents, ascending multiples of 3 from 3', () => {
    const en = numberWordsOf('en').magnitudes.map((m) => m.exponent);
    assert.deepEqual(
      en,
      en.map((_, i) => 3 * (i + 1)),
    );
    for (const { numberWords } of CATALOGUES) {
      assert.deepEqual(
        numberWords.magnitudes.map((m) => m.exponent),
        en,
      );
    }
  });

  it('every template has the {n} placeholder and every scientific form {m} and {e}', () => {
    for (const { numberWords } of CATALOGUES) {
      for (const m of numberWords.magnitudes) assert.ok(m.other.includes('{n}'), m.other);
      assert.ok(numberWords.scientific.includes('{m}') && /\{e(_sup)?\}/.test(numberWords.scientific));
    }
  });
});
