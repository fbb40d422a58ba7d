import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { message } from '../src/i18n/catalogue.js';
import type { MessageKey } from '../src/i18n/messages-en.js';
import type { RunningService } from '../src/main.js';
import type { RateLimitStore } from '../src/ratelimit/store.js';
import { assertError, header } from './support/assertions.js';
import type { RawRequestOptions } from './support/raw-http.js';
import { injectJson, injectRequest, startTestService } from './support/service.js';

const DOCS = 'http://pw.example/docs';
const PARAMS = { min: 4, max: 64, max_bytes: 8192, docs_url: DOCS };
// The accepted names written out again, independently of the option table.
const ACCEPTED = {
  en: 'length, count, lower, upper, digits, symbols, exclude_ambiguous, no_repeats and lang',
  es: 'length, count, lower, upper, digits, symbols, exclude_ambiguous, no_repeats y lang',
} as const;
const expectedMessage = (lang: 'en' | 'es', code: string, params: Record<string, string | number> = {}) =>
  message(lang, `error_${code}` as MessageKey, { ...PARAMS, accepted: ACCEPTED[lang], ...params });

describe('errors over HTTP', () => {
  let service: RunningService;
  let url: string;
  // No socket matters here but in the malformed-HTTP test: requests go through app.inject().
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    injectJson(service.app, path, body, headers);
  const send = (path: string, options?: RawRequestOptions) => injectRequest(service.app, path, options);
  const generate = (body?: unknown, headers: Record<string, string> = {}, query = '') =>
    post(`/v1/generate${query}`, body, headers);

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
    url = service.url;
  });
  after(() => service.close());

  describe('400 invalid_length / invalid_count', () => {
    it('length 3 and 65 are invalid_length with field length, in English and Spanish', async () => {
      for (const length of [3, 65]) {
        assertError(await generate({ length }), {
          status: 400,
          code: 'invalid_length',
          field: 'length',
          message: expectedMessage('en', 'invalid_length'),
        });
        assertError(await generate({ length }, {}, '?lang=es'), {
          status: 400,
          code: 'invalid_length',
          field: 'length',
          messages: 'es',
          message: expectedMessage('es', 'invalid_length'),
        });
      }
    });

    it('count 0 and 21 are invalid_count with field count, in English and Spanish', async () => {
      for (const count of [0, 21]) {
        assertError(await generate({ count }), {
          status: 400,
          code: 'invalid_count',
          field: 'count',
          message: expectedMessage('en', 'invalid_count', { min: 1, max: 20 }),
        });
        assertError(await generate({ count, lang: 'es' }), {
          status: 400,
          code: 'invalid_count',
          field: 'count',
          messages: 'es',
          message: expectedMessage('es', 'invalid_count', { min: 1, max: 20 }),
        });
      }
    });

    it('wrong types are not coerced: "20", 20.5, true, null give invalid_length / invalid_count', async () => {
      for (const value of ['20', 20.5, true, null]) {
        assertError(await generate({ length: value }), { status: 400, code: 'invalid_length', field: 'length' });
        assertError(await generate({ count: value }), { status: 400, code: 'invalid_count', field: 'count' });
      }
    });
  });

  describe('400 invalid_parameter, unknown_parameter, empty_alphabet', () => {
    it('a non-boolean flag ("yes", 1, null) is invalid_parameter naming the flag', async () => {
      for (const field of ['lower', 'upper', 'digits', 'symbols', 'exclude_ambiguous', 'no_repeats']) {
        for (const value of ['yes', 1, null]) {
          assertError(await generate({ [field]: value }), {
            status: 400,
            code: 'invalid_parameter',
            field,
            message: expectedMessage('en', 'invalid_parameter', { field }),
          });
        }
      }
      assertError(await generate({ lower: 'yes' }, {}, '?lang=es'), {
        status: 400,
        code: 'invalid_parameter',
        field: 'lower',
        messages: 'es',
        message: expectedMessage('es', 'invalid_parameter', { field: 'lower' }),
      });
    });

    it('an unknown property is unknown_parameter naming it', async () => {
      assertError(await generate({ size: 20 }), {
        status: 400,
        code: 'unknown_parameter',
        field: 'size',
        message: expectedMessage('en', 'unknown_parameter', { field: 'size' }),
      });
      assertError(await generate({ size: 20 }, { 'accept-language': 'es' }), {
        status: 400,
        code: 'unknown_parameter',
        field: 'size',
        messages: 'es',
        message: expectedMessage('es', 'unknown_parameter', { field: 'size' }),
      });
    });

    it('an unknown name close to an accepted one says which was probably meant, in both languages', async () => {
      const cases: [sent: string, meant: string][] = [
        ['lenght', 'length'],
        ['Count', 'count'],
        ['noRepeats', 'no_repeats'],
        ['len', 'length'],
        ['langauge', 'lang'],
      ];
      for (const [sent, meant] of cases) {
        for (const lang of ['en', 'es'] as const) {
          const response = await generate({ [sent]: 20 }, { 'accept-language': lang });
          assertError(response, {
            status: 400,
            code: 'unknown_parameter',
            field: sent,
            messages: lang,
            message: expectedMessage(lang, 'unknown_parameter_suggestion', { field: sent, suggestion: meant }),
          });
          assert.equal(response.body.suggestion, meant, sent);
          assert.ok(response.body.message.includes(`"${meant}"`), response.body.message);
        }
      }
    });

    it('no suggestion when nothing is close, and the message is the plain one', async () => {
      const response = await generate({ size: 20 });
      assert.ok(!('suggestion' in response.body), response.text);
      assert.deepEqual(Object.keys(response.body), ['error', 'message', 'field', 'docs', '_meta']);
    });

    it('a __proto__ or constructor key is a clean 400 unknown_parameter, not a 500', async () => {
      assertError(await generate('{"__proto__": {"length": 3}}'), {
        status: 400,
        code: 'unknown_parameter',
        field: '__proto__',
      });
      assertError(await generate('{"length": 8, "__proto__": null}'), {
        status: 400,
        code: 'unknown_parameter',
        field: '__proto__',
      });
      assertError(await generate('{"constructor": {"prototype": {"polluted": 1}}}'), {
        status: 400,
        code: 'unknown_parameter',
        field: 'constructor',
      });
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      assert.equal((await generate()).status, 200, 'the service keeps serving');
    });

    it('all four types off is empty_alphabet with no field property, in English and Spanish', async () => {
      const off = { lower: false, upper: false, digits: false, symbols: false };
      assertError(await generate(off), {
        status: 400,
        code: 'empty_alphabet',
        field: null,
        message: expectedMessage('en', 'empty_alphabet'),
      });
      assertError(await generate({ ...off, lang: 'es', exclude_ambiguous: true }), {
        status: 400,
        code: 'empty_alphabet',
        field: null,
        messages: 'es',
        message: expectedMessage('es', 'empty_alphabet'),
      });
    });

    it('several problems: unknown_parameter, then fields in table order, then empty_alphabet', async () => {
      const off = { lower: false, upper: false, digits: false, symbols: false };
      assertError(await generate({ ...off, no_repeats: 'x', count: 99, length: 1, nope: true }), {
        status: 400,
        code: 'unknown_parameter',
        field: 'nope',
      });
      assertError(await generate({ ...off, no_repeats: 'x', count: 99, length: 1 }), {
        status: 400,
        code: 'invalid_length',
        field: 'length',
      });
      assertError(await generate({ ...off, no_repeats: 'x', count: 99 }), {
        status: 400,
        code: 'invalid_count',
        field: 'count',
      });
      assertError(await generate({ ...off, no_repeats: 'x', symbols: 'x' }), {
        status: 400,
        code: 'invalid_parameter',
        field: 'symbols',
      });
      assertError(await generate({ ...off, no_repeats: 'x' }), {
        status: 400,
        code: 'invalid_parameter',
        field: 'no_repeats',
      });
    });
  });

  describe('400 invalid_json and invalid_body', () => {
    it('malformed JSON is invalid_json, with or without a JSON Content-Type', async () => {
      for (const raw of ['{"length":', '{length: 5}', "{'a': 1}", '{"a":1}}']) {
        assertError(await generate(raw), {
          status: 400,
          code: 'invalid_json',
          message: expectedMessage('en', 'invalid_json'),
        });
        assertError(await send('/v1/generate', { method: 'POST', body: raw }), {
          status: 400,
          code: 'invalid_json',
        });
      }
      assertError(await generate('{', {}, '?lang=es'), {
        status: 400,
        code: 'invalid_json',
        messages: 'es',
        message: expectedMessage('es', 'invalid_json'),
      });
    });

    it('JSON that is not an object (array, string, number, boolean, null) is invalid_body', async () => {
      for (const raw of ['[]', '[{"length": 5}]', '"text"', '42', 'true', 'null']) {
        assertError(await generate(raw), {
          status: 400,
          code: 'invalid_body',
          field: null,
          message: expectedMessage('en', 'invalid_body'),
        });
      }
      assertError(await generate('[]', { 'accept-language': 'es-ES' }), {
        status: 400,
        code: 'invalid_body',
        messages: 'es',
        message: expectedMessage('es', 'invalid_body'),
      });
    });
  });

  describe('content types and empty bodies', () => {
    it('a form content type with a body (what curl -d sends) is 415 naming the header to send', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      for (const body of ['length=20', '{"length": 20}']) {
        const response = await generate(body, form);
        assertError(response, {
          status: 415,
          code: 'unsupported_media_type',
          message: expectedMessage('en', 'unsupported_media_type'),
        });
        assert.ok(response.body.message.includes('Content-Type: application/json'));
        assert.ok(response.body.message.includes('curl -d'));
      }
      assertError(await generate('x', { 'content-type': 'text/plain' }, '?lang=es'), {
        status: 415,
        code: 'unsupported_media_type',
        messages: 'es',
        message: expectedMessage('es', 'unsupported_media_type'),
      });
    });

    it('a body without any Content-Type header is read as JSON', async () => {
      const response = await send('/v1/generate', { method: 'POST', body: '{"length": 5, "count": 2}' });
      assert.equal(response.status, 200, response.text);
      assert.equal(response.body.passwords.length, 2);
      assert.equal(response.body.passwords[0].length, 5);
    });

    it('an empty or whitespace-only body means all defaults, with or without a (JSON) Content-Type', async () => {
      const cases: [body: string | undefined, headers: Record<string, string>][] = [
        [undefined, {}],
        ['', {}],
        ['', { 'content-type': 'application/json' }],
        ['  \n\t ', { 'content-type': 'application/json' }],
        ['   ', {}],
        ['', { 'content-type': 'application/x-www-form-urlencoded' }],
        [' \r\n', { 'content-type': 'text/plain' }],
      ];
      for (const [body, headers] of cases) {
        const response = await send('/v1/generate', {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { body }),
        });
        assert.equal(response.status, 200, `${JSON.stringify(body)} ${JSON.stringify(headers)}: ${response.text}`);
        assert.equal(response.body.passwords.length, 1);
        assert.equal(response.body.analysis.length, 16);
        assert.equal(response.body.analysis.pool, 89);
      }
    });
  });

  describe('413 payload_too_large', () => {
    it('a body over 8 KiB is 413; 8 KiB exactly is read', async () => {
      const exactly = `{"lang":"${'x'.repeat(8192 - 11)}"}`;
      assert.equal(Buffer.byteLength(exactly), 8192);
      assert.equal((await generate(exactly)).status, 200);
      const over = `{"lang":"${'x'.repeat(8192 - 10)}"}`;
      assertError(await generate(over), {
        status: 413,
        code: 'payload_too_large',
        message: expectedMessage('en', 'payload_too_large'),
      });
      assertError(await generate(over, {}, '?lang=es'), {
        status: 413,
        code: 'payload_too_large',
        messages: 'es',
        message: expectedMessage('es', 'payload_too_large'),
      });
    });

    it('applies whatever the content type, and to /v1/check too', async () => {
      const big = 'a'.repeat(20_000);
      assertError(await generate(big, { 'content-type': 'application/x-www-form-urlencoded' }), {
        status: 413,
        code: 'payload_too_large',
      });
      assertError(await post('/v1/check', big), { status: 413, code: 'payload_too_large' });
    });
  });

  describe('404 and 405', () => {
    it('an unknown path is 404 not_found, in the negotiated language', async () => {
      assertError(await send('/nope'), {
        status: 404,
        code: 'not_found',
        message: expectedMessage('en', 'not_found'),
      });
      assertError(await post('/v2/generate?lang=es', {}), {
        status: 404,
        code: 'not_found',
        messages: 'es',
        message: expectedMessage('es', 'not_found'),
      });
      assertError(await send('/v1/generate/', { method: 'POST' }), { status: 404, code: 'not_found' });
    });

    it('a known path with the wrong method is 405 method_not_allowed with an Allow header', async () => {
      const cases: [method: string, path: string, allow: string][] = [
        ['GET', '/v1/generate', 'POST'],
        ['PUT', '/v1/generate', 'POST'],
        ['DELETE', '/v1/check', 'POST'],
        ['GET', '/v1/check', 'POST'],
        ['POST', '/', 'GET, HEAD'],
        ['POST', '/openapi.json', 'GET, HEAD'],
        ['PATCH', '/healthz', 'GET, HEAD'],
      ];
      for (const [method, path, allow] of cases) {
        const response = await send(path, { method });
        assertError(response, {
          status: 405,
          code: 'method_not_allowed',
          message: expectedMessage('en', 'method_not_allowed', { allow }),
        });
        assert.equal(header(response, 'allow'), allow, `${method} ${path}`);
      }
      assertError(await send('/v1/generate?lang=es'), {
        status: 405,
        code: 'method_not_allowed',
        messages: 'es',
        message: expectedMessage('es', 'method_not_allowed', { allow: 'POST' }),
      });
    });
  });

  describe('POST /v1/check', () => {
    it('is always 501 not_implemented with checker_url, whatever the body, without parsing it', async () => {
      const bodies: [body: string | undefined, headers: Record<string, string>][] = [
        [undefined, {}],
        ['{"password": "correct horse battery staple"}', { 'content-type': 'application/json' }],
        ['{"password": ', { 'content-type': 'application/json' }],
        ['[1, 2', {}],
        ['password=hunter2', { 'content-type': 'application/x-www-form-urlencoded' }],
        ['null', { 'content-type': 'application/json' }],
        ['{"__proto__": 1}', { 'content-type': 'application/json' }],
      ];
      for (const [body, headers] of bodies) {
        const response = await send('/v1/check', {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { body }),
        });
        assertError(response, {
          status: 501,
          code: 'not_implemented',
          message: expectedMessage('en', 'not_implemented', { checker_url: 'http://pw.example/en/checker' }),
        });
        assert.equal(response.body.checker_url, 'http://pw.example/en/checker');
        assert.equal(header(response, 'ratelimit-limit'), undefined, 'not rate limited');
      }
    });

    it('checker_url follows the links language; the message the messages language', async () => {
      const fr = await post('/v1/check?lang=fr', { password: 'x' });
      assertError(fr, { status: 501, code: 'not_implemented', messages: 'en' });
      assert.equal(fr.body.checker_url, 'http://pw.example/fr/checker');
      assert.deepEqual(fr.body._meta.lang, { messages: 'en', links: 'fr' });
      const es = await post('/v1/check', { password: 'x' }, { 'accept-language': 'es' });
      assertError(es, {
        status: 501,
        code: 'not_implemented',
        messages: 'es',
        message: expectedMessage('es', 'not_implemented', { checker_url: 'http://pw.example/es/checker' }),
      });
      assert.equal(es.body.checker_url, 'http://pw.example/es/checker');
    });
  });

  describe('malformed requests never get a non-JSON or non-Error body', () => {
    it('an undecodable path (/%%) is 400 bad_request in the Error body', async () => {
      assertError(await send('/%%'), { status: 400, code: 'bad_request' });
      assertError(await send('/v1/gen%ZZ', { method: 'POST' }), { status: 400, code: 'bad_request' });
    });

    it('malformed HTTP is 400 bad_request in the Error body', async () => {
      const port = Number(new URL(url).port);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      assert.match(raw, /^HTTP\/1\.1 400 /);
      assert.match(raw, /content-type: application\/json/i);
      assert.match(raw, /x-content-type-options: nosniff/i);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
      assert.equal(body.error, 'bad_request');
      assert.equal(body._meta.plan, 'anonymous');
    });

    it('a sweep of methods, paths and bodies: every answer is JSON, every error an Error body', async () => {
      const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
      const paths = ['/', '/v1/generate', '/v1/check', '/openapi.json', '/healthz', '/readyz', '/nope', '/v1', '/mcp'];
      const bodies: (string | undefined)[] = [undefined, '{}', '{', '[]', 'null', '{"length": "x"}', 'a=b'];
      for (const method of methods) {
        for (const path of paths) {
          for (const body of bodies) {
            if (method === 'GET' && body !== undefined) continue;
            const response = await send(path, {
              method,
              headers: body === 'a=b' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
              ...(body === undefined ? {} : { body }),
            });
            const what = `${method} ${path} ${body}: ${response.status} ${response.text.slice(0, 200)}`;
            assert.ok(response.status < 500 || (response.status === 501 && path === '/v1/check'), what);
            assert.equal(header(response, 'x-content-type-options'), 'nosniff', what);
            if (response.status === 202 || response.status === 204) continue;
            assert.match(header(response, 'content-type') ?? '', /^application\/json/, what);
            assert.notEqual(response.body, undefined, what);
            if (response.status >= 400 && path !== '/mcp') {
              assert.equal(typeof response.body.error, 'string', what);
              assert.equal(typeof response.body.message, 'string', what);
              assert.equal(response.body._meta.plan, 'anonymous', what);
            }
          }
        }
      }
    });
  });
});

describe('500 internal_error', () => {
  it('an unexpected failure is a 500 Error body, and the process keeps serving', async () => {
    let failing = true;
    const limiter: RateLimitStore = {
      name: 'memory',
      hit: async () => {
        if (failing) throw new Error('store exploded');
        return { allowed: true, limit: 60, remaining: 59, resetSeconds: 60 };
      },
      status: () => ({ ready: true, store: 'memory' }),
      close: async () => {},
    };
    const service = await startTestService({}, { limiter });
    try {
      const response = await injectJson(service.app, '/v1/generate?lang=es', { length: 20 });
      assertError(response, {
        status: 500,
        code: 'internal_error',
        messages: 'es',
        message: message('es', 'error_internal_error'),
      });
      assert.doesNotMatch(response.text, /store exploded|at .*\.js/, 'no internals leak into the body');
      failing = false;
      const next = await injectJson(service.app, '/v1/generate', { length: 20 });
      assert.equal(next.status, 200);
      assert.equal(next.body.passwords[0].length, 20);
    } finally {
      await service.close();
    }
  });
});
