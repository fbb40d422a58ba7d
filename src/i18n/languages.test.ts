import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ACCEPT_LANGUAGE_MAX_CHARS,
  applyLanguage,
  LANGUAGES,
  negotiateLanguage,
  pickAcceptLanguage,
} from './languages.js';

const EN = { messages: 'en', links: 'en' };
const ES = { messages: 'es', links: 'es' };

describe('LANGUAGES', () => {
  it('are the eighteen codes of the specification, English first', () => {
    assert.deepEqual(
      [...LANGUAGES],
      ['en', 'es', 'nl', 'de', 'fr', 'it', 'pt', 'ca', 'gl', 'eu', 'pl', 'tr', 'id', 'vi', 'ja', 'ko', 'hi', 'ar'],
    );
  });
});

describe('applyLanguage', () => {
  it('gives Spanish messages only for es, English messages and own links for the other sixteen', () => {
    assert.deepEqual(applyLanguage('es'), ES);
    assert.deepEqual(applyLanguage('en'), EN);
    for (const code of LANGUAGES.filter((c) => c !== 'es')) {
      assert.deepEqual(applyLanguage(code), { messages: 'en', links: code });
    }
  });

  it('is case-insensitive', () => {
    assert.deepEqual(applyLanguage('ES'), ES);
    assert.deepEqual(applyLanguage('Fr'), { messages: 'en', links: 'fr' });
  });

  it('falls back to English for unknown codes and non-strings, never throwing', () => {
    for (const value of ['xx', '', 'es-ES', '__proto__', 'constructor', 5, true, null, ['es'], { es: 1 }]) {
      assert.deepEqual(applyLanguage(value), EN, JSON.stringify(value));
    }
  });
});

describe('negotiateLanguage: precedence query > body > Accept-Language > en', () => {
  it('uses the query first', () => {
    assert.deepEqual(negotiateLanguage({ query: 'es', body: 'fr', acceptLanguage: 'de' }), ES);
  });

  it('uses the body when the query is absent', () => {
    assert.deepEqual(negotiateLanguage({ body: 'es', acceptLanguage: 'de' }), ES);
  });

  it('uses Accept-Language when query and body are absent', () => {
    assert.deepEqual(negotiateLanguage({ acceptLanguage: 'es' }), ES);
  });

  it('is English when nothing is given', () => {
    assert.deepEqual(negotiateLanguage({}), EN);
  });

  it('the first present source decides: an unknown value there is English, no fall-through', () => {
    assert.deepEqual(negotiateLanguage({ query: 'xx', body: 'es', acceptLanguage: 'es' }), EN);
    assert.deepEqual(negotiateLanguage({ query: '', body: 'es' }), EN);
    assert.deepEqual(negotiateLanguage({ body: 'xx', acceptLanguage: 'es' }), EN);
    assert.deepEqual(negotiateLanguage({ body: 42, acceptLanguage: 'es' }), EN);
    assert.deepEqual(negotiateLanguage({ body: null, acceptLanguage: 'es' }), EN);
    assert.deepEqual(negotiateLanguage({ acceptLanguage: 'xx' }), EN);
  });
});

describe('pickAcceptLanguage', () => {
  const cases: [header: string, expected: string][] = [
    ['es', 'es'],
    ['es-ES', 'es'],
    ['ES-es', 'es'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['zh-CN, ja;q=0.5', 'ja'],
    ['fr;q=0.4, de;q=0.8, es;q=0.6', 'de'],
    ['en;q=0.1, es', 'es'],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['es;q=0', 'en'],
    ['de, es', 'de'],
    ['es;Q=0.5, fr;q=0.4', 'es'],
    [' es-419 ; q=0.9 , nl ; q=0.8 ', 'es'],
    ['xx, yy', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['es;q=abc, fr;q=0.3', 'fr'],
    ['es;q=2, fr;q=0.3', 'fr'],
    [',,;;q=,', 'en'],
  ];
  for (const [header, expected] of cases) {
    it(`"${header}" gives ${expected}`, () => assert.equal(pickAcceptLanguage(header), expected));
  }

  it('"*" stands for any other language, which is English: "*, es;q=0.5" prefers English', () => {
    assert.equal(pickAcceptLanguage('*, es;q=0.5'), 'en');
    assert.equal(pickAcceptLanguage('es;q=0.8, *;q=0.5'), 'es');
  });

  // Issue 38: the whole header was split on every request; 16 KB of it took GET / from about 240 µs to 1,330 µs.
  it(`reads only the entries within the first ${ACCEPT_LANGUAGE_MAX_CHARS} characters`, () => {
    const filler = (length: number) => 'x,'.repeat(length / 2);
    const max = ACCEPT_LANGUAGE_MAX_CHARS;
    const huge = 16 * 1024;
    assert.equal(pickAcceptLanguage(`${filler(max - 2)}es`), 'es', 'an entry ending at the bound counts');
    assert.equal(pickAcceptLanguage(`${filler(max - 2)}es,de`), 'es');
    assert.equal(pickAcceptLanguage(`${filler(max - 2)}es;q=0.5`), 'en', 'an entry cut by the bound does not count');
    assert.equal(pickAcceptLanguage(`${filler(max)}es`), 'en', 'an entry past the bound does not count');
    assert.equal(
      pickAcceptLanguage(`fr;q=0.1,${filler(huge)}de;q=1`),
      'fr',
      'a better entry past the bound is ignored',
    );
    assert.equal(pickAcceptLanguage(`es-ES,es;q=0.9,${'x'.repeat(huge)}`), 'es');
    assert.equal(pickAcceptLanguage('es-'.repeat(huge / 3)), 'en', 'one entry longer than the bound is not read');
  });
});
