import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { RunningService } from '../src/main.js';
import { startTestService } from './support/service.js';

/** One case of a row of the decision table in docs/api.md. */
interface Case {
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
}

/** What the row decides: the defaults, the body read as JSON (length 10), or an error code. */
type Expected = 'defaults' | 'read' | { readonly status: number; readonly code: string; readonly message?: RegExp };

const JSON_TYPES = [
  'application/json',
  'Application/JSON; charset=UTF-8',
  'application/problem+json',
  'application/vnd.api+json',
];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
const NOT_MEDIA_TYPES = ['json', 'application', 'application/', '/json', 'application/json/x', '', ';', 'a b/c'];
const ANY_TYPE: (string | undefined)[] = [undefined, ...JSON_TYPES, ...OTHER_TYPES, ...NOT_MEDIA_TYPES];
const EMPTY_BODIES = ['', ' ', '\t\r\n ', '\n\n\n'];

const withType = (type: string | undefined, extra: Record<string, string> = {}) =>
  type === undefined ? { ...extra } : { 'content-type': type, ...extra };

// The decision table of the README ("Body rules"), row by row, in the order the rules apply.
const ROWS: { readonly row: string; readonly cases: readonly Case[]; readonly expected: Expected }[] = [
  {
    row: '1. a body with a Content-Encoding other than identity',
    cases: ['gzip', 'x-bogus', 'deflate', 'GZIP'].flatMap((encoding) =>
      [undefined, 'application/json', 'text/plain'].map((type) => ({
        headers: withType(type, { 'content-encoding': encoding }),
        body: gzipSync('{"length": 10}'),
      })),
    ),
    expected: { status: 415, code: 'unsupported_media_type', message: /compress/ },
  },
  {
    row: '2. a body over 8 KiB',
    cases: [undefined, 'application/json', 'text/plain', 'json'].map((type) => ({
      headers: withType(type),
      body: `{"length": 10, "x": "${'a'.repeat(9000)}"}`,
    })),
    expected: { status: 413, code: 'payload_too_large' },
  },
  {
    row: '3. no body, an empty or a whitespace-only body, whatever the Content-Type (and Content-Encoding)',
    cases: [
      ...ANY_TYPE.map((type) => ({ headers: withType(type) })),
      ...ANY_TYPE.flatMap((type) => EMPTY_BODIES.map((body) => ({ headers: withType(type), body }))),
      { headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' }, body: '' },
    ],
    expected: 'defaults',
  },
  {
    row: '4. no Content-Type: the body is read as JSON',
    cases: [
      { headers: {}, body: '{"length": 10}' },
      { headers: {}, body: ' {"length":10}\n' },
    ],
    expected: 'read',
  },
  {
    row: '5. a JSON Content-Type (application/json, application/*+json, any case, any parameters)',
    cases: JSON_TYPES.map((type) => ({
      headers: withType(type, { 'content-encoding': 'identity' }),
      body: '{"length": 10}',
    })),
    expected: 'read',
  },
  {
    row: '6. any other Content-Type, or one that is not a media type',
    cases: [...OTHER_TYPES, ...NOT_MEDIA_TYPES].map((type) => ({ headers: withType(type), body: '{"length": 10}' })),
    expected: { status: 415, code: 'unsupported_media_type', message: /Content-Type: application\/json/ },
  },
  {
    row: '7. not valid JSON (non-JSON whitespace included)',
    cases: ['{', '{"length": 10', "{'length': 10}", '\u00a0', '\ufeff{}', 'undefined'].flatMap((body) => [
      { headers: {}, body },
      { headers: withType('application/json'), body },
    ]),
    expected: { status: 400, code: 'invalid_json' },
  },
  {
    row: '8. JSON that is not an object',
    cases: ['[]', '"x"', '1', 'true', 'null'].map((body) => ({ headers: withType('application/json'), body })),
    expected: { status: 400, code: 'invalid_body' },
  },
  {
    row: '9. an object is validated against the option table',
    cases: [{ headers: withType('application/json'), body: '{"length": 3}' }],
    expected: { status: 400, code: 'invalid_length' },
  },
];

describe('body rules: every row of the decision table', () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  for (const { row, cases, expected } of ROWS) {
    it(row, async () => {
      for (const { headers, body } of cases) {
        const response = await service.app.inject({
          method: 'POST',
          url: '/v1/generate',
          headers,
          ...(body === undefined ? {} : { payload: body }),
        });
        const what = `${JSON.stringify(headers)} ${JSON.stringify(body?.toString().slice(0, 40))}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        const parsed = response.json();
        if (expected === 'defaults' || expected === 'read') {
          assert.equal(response.statusCode, 200, what);
          assert.equal(parsed.analysis.length, expected === 'defaults' ? 16 : 10, what);
        } else {
          assert.equal(response.statusCode, expected.status, what);
          assert.equal(parsed.error, expected.code, what);
          if (expected.message !== undefined) assert.match(parsed.message, expected.message, what);
        }
      }
    });
  }

  it('/mcp reads bodies by the same rules (an empty body is no message there: -32600)', async () => {
    const mcp = (headers: Record<string, string>, payload?: string | Buffer) =>
      service.app.inject({ method: 'POST', url: '/mcp', headers, ...(payload === undefined ? {} : { payload }) });
    for (const type of ['json', '', 'text/plain', 'application/json']) {
      const empty = await mcp(withType(type), '  ');
      assert.equal(empty.statusCode, 400, `${type}: ${empty.body}`);
      assert.equal(empty.json().error.code, -32600, type);
    }
    const compressed = await mcp(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync('{"jsonrpc":"2.0","id":1,"method":"ping"}'),
    );
    assert.equal(compressed.statusCode, 415, compressed.body);
    const ping = await mcp({ 'content-type': 'application/json' }, '{"jsonrpc":"2.0","id":1,"method":"ping"}');
    assert.equal(ping.statusCode, 200);
  });
});
