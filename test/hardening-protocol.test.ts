import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { RunningService } from '../src/main.js';
import { exchange, type WireResponse } from './support/raw-socket.js';
import { startTestService } from './support/service.js';

/** A refusal at the protocol level: the Error body, nosniff, and the connection closed after it. */
function assertRefusal(response: WireResponse | undefined, status: number, code: string): void {
  const what = JSON.stringify(response);
  assert.ok(response !== undefined, 'an answer, not a silently closed socket');
  assert.equal(response.status, status, what);
  assert.match(response.headers['content-type'] ?? '', /^application\/json/, what);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
  assert.ok(!Number.isNaN(Date.parse(response.headers.date ?? '')), `a Date header: ${what}`);
  assert.equal(response.headers.connection?.toLowerCase(), 'close', what);
  assert.equal(response.body?.error, code, what);
  assert.equal(typeof response.body?.message, 'string', what);
  assert.equal(response.body?._meta?.plan, 'anonymous', what);
}

const JSON_BODY = '{"length": 10}';
const post = (headers: string, body: string | Buffer = JSON_BODY): (string | Buffer)[] => [
  `POST /v1/generate HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  body,
];

// One service for the whole file: every exchange below opens its own connection.
let service: RunningService;
let port: number;
before(async () => {
  service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  port = Number(new URL(service.url).port);
});
after(() => service.close());

describe('every answer is an Error body, also for protocol-level refusals', () => {
  it('a HTTP/1.1 request without Host is 400 bad_request in the Error body, then closed', async () => {
    const { responses, closed } = await exchange(port, 'GET /healthz HTTP/1.1\r\n\r\n');
    assertRefusal(responses[0], 400, 'bad_request');
    assert.ok(closed);
    // HTTP/1.0 has no Host requirement.
    const old = await exchange(port, 'GET /healthz HTTP/1.0\r\n\r\n');
    assert.equal(old.responses[0]?.status, 200);
  });

  it('a request with two Host lines is 400 bad_request in the Error body, then closed (RFC 9112 3.2)', async () => {
    for (const version of ['1.1', '1.0']) {
      const { responses, closed } = await exchange(port, `GET /healthz HTTP/${version}\r\nHost: a\r\nhost: b\r\n\r\n`);
      assertRefusal(responses[0], 400, 'bad_request');
      assert.ok(closed, version);
    }
  });

  it('an Expect other than 100-continue is 400 bad_request in the Error body, naming the header, then closed', async () => {
    const { responses, closed } = await exchange(port, post('Expect: bogus\r\nContent-Type: application/json\r\n'));
    assertRefusal(responses[0], 400, 'bad_request');
    assert.match(responses[0]?.body.message, /Expect/);
    assert.ok(closed);
    // 100-continue still works.
    const ok = await exchange(
      port,
      `POST /v1/generate HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    assert.equal(ok.responses.at(-1)?.status, 200, ok.raw);
  });

  it('CONNECT is 400 bad_request in the Error body, then closed (this server is no proxy)', async () => {
    const { responses, closed } = await exchange(
      port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    assertRefusal(responses[0], 400, 'bad_request');
    assert.ok(closed);
  });

  it('an unsupported Transfer-Encoding is 415 unsupported_media_type saying bodies must not be compressed', async () => {
    const chunk = Buffer.from(JSON_BODY);
    const { responses } = await exchange(port, [
      'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n',
      `${chunk.length.toString(16)}\r\n${JSON_BODY}\r\n0\r\n\r\n`,
    ]);
    assertRefusal(responses[0], 415, 'unsupported_media_type');
    assert.match(responses[0]?.body.message, /compress/);
  });

  it('a Content-Encoding other than identity is 415 unsupported_media_type saying bodies must not be compressed', async () => {
    const gzipped = gzipSync(JSON_BODY);
    for (const [encoding, body] of [
      ['gzip', gzipped],
      ['x-bogus', JSON_BODY],
      ['br', JSON_BODY],
      ['identity, gzip', gzipped],
    ] as const) {
      const { responses } = await exchange(
        port,
        post(`Content-Type: application/json\r\nContent-Encoding: ${encoding}\r\n`, body),
      );
      assertRefusal(responses[0], 415, 'unsupported_media_type');
      assert.match(responses[0]?.body.message, /compress/, encoding);
    }
    // identity is no encoding at all.
    const plain = await exchange(
      port,
      post('Content-Type: application/json\r\nContent-Encoding: identity\r\nConnection: close\r\n'),
    );
    assert.equal(plain.responses[0]?.status, 200, plain.raw);
  });

  it('malformed HTTP, oversized headers and a bad path are 400 bad_request in the Error body, then closed', async () => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET /%% HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const { responses, closed } = await exchange(port, request);
      assertRefusal(responses[0], 400, 'bad_request');
      assert.ok(closed, request.slice(0, 40));
    }
  });
});

describe('pipelining', () => {
  const generate = (length: number) => {
    const body = `{"length":${length}}`;
    return `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  };

  it('a valid request followed by garbage in the same write gets its answer before the 400', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const { responses, closed } = await exchange(port, `${generate(10)}GARBAGE\r\n\r\n`);
      assert.equal(responses.length, 2, JSON.stringify(responses));
      assert.equal(responses[0]?.status, 200);
      assert.equal(responses[0]?.body.passwords[0].length, 10);
      assertRefusal(responses[1], 400, 'bad_request');
      assert.ok(closed);
    }
  });

  it('every complete request before a malformed one is answered, in order', async () => {
    const { responses } = await exchange(
      port,
      `${generate(5)}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n${generate(7)}${generate(9)}\x01\x02 nonsense\r\n\r\n`,
    );
    assert.deepEqual(
      responses.map((r) => r.status),
      [200, 200, 200, 200, 400],
    );
    assert.equal(responses[0]?.body.passwords[0].length, 5);
    assert.equal(responses[1]?.body.status, 'ok');
    assert.equal(responses[2]?.body.passwords[0].length, 7);
    assert.equal(responses[3]?.body.passwords[0].length, 9);
    assertRefusal(responses[4], 400, 'bad_request');
  });

  it('a request queued behind one that has just finished is answered before the 400 (Node 22 hands over late)', async () => {
    for (const tail of [
      'GARBAGE\r\n\r\n',
      'POST /v1/generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
    ]) {
      const { responses, closed } = await exchange(
        port,
        `GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\n\r\n${tail}`,
      );
      assert.deepEqual(
        responses.map((r) => r.status),
        [200, 404, 400],
        tail,
      );
      assert.ok(closed);
    }
  });
});

describe('QUERY, a method no route takes', () => {
  it('is 405 method_not_allowed with Allow on /v1/generate, with or without Content-Type, and 404 elsewhere', async () => {
    const query = (path: string, headers: string, body = '{}') =>
      `QUERY ${path} HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: ${body.length}\r\n\r\n${body}`;
    for (const headers of ['', 'Content-Type: application/json\r\n']) {
      for (const body of ['{}', '']) {
        const what = `${JSON.stringify(headers)} body ${JSON.stringify(body)}`;
        const { responses } = await exchange(port, query('/v1/generate', headers, body), 1_000);
        assert.equal(responses[0]?.status, 405, what);
        assert.equal(responses[0]?.headers.allow, 'POST', what);
        assert.equal(responses[0]?.body?.error, 'method_not_allowed', what);
        const unknown = await exchange(port, query('/nothing', headers, body), 1_000);
        assert.equal(unknown.responses[0]?.status, 404, what);
        assert.equal(unknown.responses[0]?.body?.error, 'not_found', what);
      }
    }
  });
});
