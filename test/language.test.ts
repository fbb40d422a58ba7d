import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { message } from '../src/i18n/catalogue.js';
import type { RunningService } from '../src/main.js';
import { injectJson, injectRequest, startTestService } from './support/service.js';

const ALL = [
  'en',
  'es',
  'nl',
  'de',
  'fr',
  'it',
  'pt',
  'ca',
  'gl',
  'eu',
  'pl',
  'tr',
  'id',
  'vi',
  'ja',
  'ko',
  'hi',
  'ar',
];

describe('language negotiation over HTTP', () => {
  let service: RunningService;
  // No socket matters here: requests go through app.inject().
  const generate = (query: string, body?: unknown, headers: Record<string, string> = {}) =>
    injectJson(service.app, `/v1/generate${query}`, body, headers);
  const applied = async (query: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await generate(query, body, headers)).body._meta.lang;

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000', SITE_URL: 'https://site.example' });
  });
  after(() => service.close());

  it('is English with no source at all', async () => {
    assert.deepEqual(await applied(''), { messages: 'en', links: 'en' });
  });

  it('all eighteen codes give their links; only es gives Spanish messages', async () => {
    for (const code of ALL) {
      const response = await generate(`?lang=${code}`);
      assert.deepEqual(response.body._meta.lang, { messages: code === 'es' ? 'es' : 'en', links: code });
      assert.ok(response.body.notice.includes(`https://site.example/${code}/generator`), code);
      const lang = code === 'es' ? 'es' : 'en';
      assert.equal(
        response.body.notice,
        message(lang, 'notice', { generator_url: `https://site.example/${code}/generator` }),
      );
    }
  });

  it('fr gives English messages and French links', async () => {
    const response = await generate('?lang=fr', { length: 4 });
    assert.deepEqual(response.body._meta.lang, { messages: 'en', links: 'fr' });
    assert.equal(response.body.analysis.crack_time.unit, 'second');
    assert.ok(response.body.notice.includes('https://site.example/fr/generator'));
    const error = await generate('?lang=fr', { length: 1 });
    assert.match(error.body.message, /^The length/);
    assert.deepEqual(error.body._meta.lang, { messages: 'en', links: 'fr' });
  });

  it('precedence: query over body over Accept-Language', async () => {
    assert.deepEqual(await applied('?lang=es', { lang: 'de' }, { 'accept-language': 'fr' }), {
      messages: 'es',
      links: 'es',
    });
    assert.deepEqual(await applied('', { lang: 'es' }, { 'accept-language': 'fr' }), { messages: 'es', links: 'es' });
    assert.deepEqual(await applied('', { length: 8 }, { 'accept-language': 'es' }), { messages: 'es', links: 'es' });
    assert.deepEqual(await applied('?lang=de', undefined, { 'accept-language': 'es' }), {
      messages: 'en',
      links: 'de',
    });
  });

  it('the first present source decides: an unknown value there is English, not the next source', async () => {
    assert.deepEqual(await applied('?lang=xx', { lang: 'es' }, { 'accept-language': 'es' }), {
      messages: 'en',
      links: 'en',
    });
    assert.deepEqual(await applied('?lang=', { lang: 'es' }), { messages: 'en', links: 'en' });
    assert.deepEqual(await applied('', { lang: 'xx' }, { 'accept-language': 'es' }), { messages: 'en', links: 'en' });
    assert.deepEqual(await applied('', {}, { 'accept-language': 'xx' }), { messages: 'en', links: 'en' });
  });

  it('a non-string body lang is never an error: it is English and does not fall through', async () => {
    for (const lang of [5, true, null, ['es'], { code: 'es' }]) {
      const response = await generate('', { lang }, { 'accept-language': 'es' });
      assert.equal(response.status, 200, JSON.stringify(lang));
      assert.deepEqual(response.body._meta.lang, { messages: 'en', links: 'en' }, JSON.stringify(lang));
    }
  });

  it('an unknown lang is never an error', async () => {
    for (const query of ['?lang=klingon', '?lang=es-ES', '?lang=__proto__']) {
      assert.equal((await generate(query)).status, 200, query);
    }
  });

  it('a repeated query lang uses the first value', async () => {
    assert.deepEqual(await applied('?lang=es&lang=de'), { messages: 'es', links: 'es' });
    assert.deepEqual(await applied('?lang=de&lang=es'), { messages: 'en', links: 'de' });
    assert.deepEqual(await applied('?lang=xx&lang=es'), { messages: 'en', links: 'en' });
  });

  it('lang is case-insensitive in the query and the body', async () => {
    assert.deepEqual(await applied('?lang=ES'), { messages: 'es', links: 'es' });
    assert.deepEqual(await applied('', { lang: 'Es' }), { messages: 'es', links: 'es' });
  });

  describe('Accept-Language', () => {
    const cases: [header: string, messages: string, links: string][] = [
      ['es', 'es', 'es'],
      ['es-ES', 'es', 'es'],
      ['ES-mx', 'es', 'es'],
      ['fr-CA, es;q=0.5', 'en', 'fr'],
      ['de;q=0.3, es;q=0.9, fr;q=0.5', 'es', 'es'],
      ['zh-CN, ja;q=0.4', 'en', 'ja'],
      ['xx, yy;q=0.9', 'en', 'en'],
      ['*', 'en', 'en'],
      ['*, es;q=0.5', 'en', 'en'],
      ['es;q=0, pt;q=0.1', 'en', 'pt'],
      ['', 'en', 'en'],
    ];
    for (const [value, messages, links] of cases) {
      it(`"${value}" gives messages ${messages}, links ${links}`, async () => {
        assert.deepEqual(await applied('', undefined, { 'accept-language': value }), { messages, links });
      });
    }
  });

  it('the same negotiation applies to errors, /v1/check, 404, 405 and the index', async () => {
    const es = { 'accept-language': 'es' };
    assert.equal((await generate('', '{', es)).body._meta.lang.messages, 'es');
    assert.equal((await injectJson(service.app, '/v1/check', undefined, es)).body._meta.lang.messages, 'es');
    assert.equal((await injectRequest(service.app, '/missing', { headers: es })).body._meta.lang.messages, 'es');
    assert.equal((await injectRequest(service.app, '/v1/generate?lang=es')).body._meta.lang.messages, 'es');
    const index = await injectRequest(service.app, '/?lang=pt');
    assert.deepEqual(index.body._meta.lang, { messages: 'en', links: 'pt' });
    assert.deepEqual((await injectRequest(service.app, '/', { headers: es })).body._meta.lang, {
      messages: 'es',
      links: 'es',
    });
  });

  it('a body that fails to parse or is not an object does not set the language', async () => {
    const response = await generate('', '["lang", "es"]', { 'accept-language': 'de' });
    assert.equal(response.body.error, 'invalid_body');
    assert.deepEqual(response.body._meta.lang, { messages: 'en', links: 'de' });
  });

  it('a body lang applies to the validation error of that same body', async () => {
    const response = await generate('', { lang: 'es', length: 100 });
    assert.equal(response.body.error, 'invalid_length');
    assert.equal(response.body.message, message('es', 'error_invalid_length', { min: 4, max: 64 }));
  });
});
