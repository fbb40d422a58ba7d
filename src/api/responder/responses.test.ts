import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { createPasswordGenerator } from '../../core/generator.js';
import { message } from '../../i18n/catalogue.js';
import { createLinks } from '../../i18n/links.js';
import { ERROR_STATUS, type ErrorCode } from '../../options/problems.js';
import { answerJson } from './answer-json.js';
import { createResponder } from './responses.js';

const EN = { messages: 'en', links: 'en' } as const;
const ES = { messages: 'es', links: 'es' } as const;
const FR = { messages: 'en', links: 'fr' } as const;

function responder(now = () => Date.UTC(2030, 0, 15, 12, 0, 0), rateLimit = { limit: 60, windowSeconds: 60 }) {
  return createResponder({
    links: createLinks({ siteUrl: 'https://site.example', docsUrl: 'https://docs.example/ref' }),
    rateLimit,
    now,
    generator: createPasswordGenerator({ randomFill: randomFillSync }),
    serviceName: 'Test',
  });
}

describe('responder.meta', () => {
  it('plan anonymous, applied languages, enforced limits, null quota, DOCS_URL', () => {
    assert.deepEqual(responder(undefined, { limit: 7, windowSeconds: 13 }).meta(FR), {
      plan: 'anonymous',
      lang: { messages: 'en', links: 'fr' },
      limits: { burst: { limit: 7, window_seconds: 13 } },
      quota: { limit: null, remaining: null, reset: '2030-01-16T00:00:00.000Z' },
      docs: 'https://docs.example/ref',
    });
  });

  it('quota.reset is always the next midnight UTC, following the clock', () => {
    let t = Date.UTC(2030, 0, 15, 23, 59, 59, 999);
    const r = responder(() => t);
    assert.equal(r.meta(EN).quota.reset, '2030-01-16T00:00:00.000Z');
    t = Date.UTC(2030, 0, 16, 0, 0, 0, 0);
    assert.equal(r.meta(EN).quota.reset, '2030-01-17T00:00:00.000Z');
    t = Date.UTC(2030, 11, 31, 18);
    assert.equal(r.meta(EN).quota.reset, '2031-01-01T00:00:00.000Z');
  });
});

describe('responder.generate', () => {
  it('the spliced JSON of a body is exactly the body as JSON, in every language pair', () => {
    const r = responder();
    for (const lang of [EN, ES, FR]) {
      for (const request of [undefined, {}, { length: 64, count: 20, no_repeats: true, symbols: false }]) {
        const outcome = r.generate(request, lang);
        assert.ok(outcome.ok);
        assert.equal(answerJson(outcome.body), JSON.stringify(outcome.body));
        assert.equal(outcome.body._meta.lang.links, lang.links);
      }
    }
  });

  it('the cached _meta follows the clock: quota.reset moves at midnight UTC', () => {
    let t = Date.UTC(2030, 0, 15, 23, 59, 59, 999);
    const r = responder(() => t);
    const first = r.generate(undefined, EN);
    assert.ok(first.ok);
    assert.equal(JSON.parse(answerJson(first.body))._meta.quota.reset, '2030-01-16T00:00:00.000Z');
    t = Date.UTC(2030, 0, 16, 0, 0, 0, 0);
    const next = r.generate(undefined, EN);
    assert.ok(next.ok);
    assert.equal(JSON.parse(answerJson(next.body))._meta.quota.reset, '2030-01-17T00:00:00.000Z');
  });
});

describe('responder.error', () => {
  it('every code maps to its status, a message in both languages with no unfilled placeholder, and docs#code', () => {
    const r = responder();
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      for (const lang of [EN, ES]) {
        const { status, body } = r.error({ code, field: 'length', params: { allow: 'POST', retry_after: 5 } }, lang);
        assert.equal(status, ERROR_STATUS[code]);
        assert.equal(body.error, code);
        assert.doesNotMatch(body.message, /\{[a-z_]+\}/, `${code} ${lang.messages}: ${body.message}`);
        assert.equal(body.docs, `https://docs.example/ref#${code}`);
        assert.equal(body._meta.lang.messages, lang.messages);
      }
    }
  });

  it('omits field when the problem has none', () => {
    const { body } = responder().error({ code: 'empty_alphabet' }, EN);
    assert.ok(!('field' in body));
    assert.equal(body.message, message('en', 'error_empty_alphabet'));
  });

  it('501 carries checker_url in the links language', () => {
    const { status, body } = responder().error({ code: 'not_implemented' }, FR);
    assert.equal(status, 501);
    assert.equal(body.checker_url, 'https://site.example/fr/checker');
    assert.ok(body.message.includes('https://site.example/fr/checker'));
  });

  it('429 carries limit, window_seconds, _futuros and says how long to wait, with the right plural', () => {
    const r = responder(undefined, { limit: 5, windowSeconds: 30 });
    const { status, body } = r.error({ code: 'rate_limited', params: { retry_after: 7 } }, EN);
    assert.equal(status, 429);
    assert.equal(body.limit, 5);
    assert.equal(body.window_seconds, 30);
    assert.equal(typeof body._futuros, 'string');
    assert.match(body.message, /wait 7 seconds/);
    assert.match(body.message, /30 seconds/);
    assert.ok(body.message.includes('https://site.example/en/generator'));
    const one = r.error({ code: 'rate_limited', params: { retry_after: 1 } }, EN).body.message;
    assert.match(one, /wait 1 second\b(?!s)/);
    const es = r.error({ code: 'rate_limited', params: { retry_after: 1 } }, ES).body.message;
    assert.match(es, /Espera 1 segundo\b(?!s)/);
    const single = responder(undefined, { limit: 1, windowSeconds: 1 }).error(
      { code: 'rate_limited', params: { retry_after: 1 } },
      EN,
    );
    assert.doesNotMatch(single.body.message, /\b1 seconds\b|\b1 requests\b/);
  });

  it('only 429 has limit/window_seconds/_futuros and only 501 has checker_url', () => {
    const { body } = responder().error({ code: 'invalid_json' }, EN);
    for (const key of ['limit', 'window_seconds', '_futuros', 'checker_url']) assert.ok(!(key in body), key);
  });
});

describe('responder.generate', () => {
  it('builds the whole 200 body: passwords, analysis, notice with the generator link, _meta', () => {
    const outcome = responder().generate({ length: 12, count: 3 }, ES);
    assert.equal(outcome.ok, true);
    assert.equal(outcome.status, 200);
    if (!outcome.ok) return;
    const { passwords, analysis, notice, _meta } = outcome.body;
    assert.equal(passwords.length, 3);
    assert.equal(analysis.length, 12);
    assert.equal(analysis.pool, 89);
    assert.equal(analysis.level_scale, 'time');
    assert.equal(analysis.ceiling, false);
    assert.equal(notice, message('es', 'notice', { generator_url: 'https://site.example/es/generator' }));
    assert.equal(_meta.lang.messages, 'es');
  });

  it('a refused body becomes the Error body with its status', () => {
    const outcome = responder().generate({ length: 3 }, EN);
    assert.equal(outcome.ok, false);
    assert.equal(outcome.status, 400);
    assert.equal(outcome.body.error, 'invalid_length');
  });
});

describe('responder.index', () => {
  it('name, endpoints as given, docs and _meta', () => {
    const body = responder().index(ES, { generate: 'POST /v1/generate' });
    assert.deepEqual(Object.keys(body), ['name', 'endpoints', 'docs', '_meta']);
    assert.equal(body.docs, 'https://docs.example/ref');
  });
});
