import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RunningService } from '../src/main.js';
import { startTestService } from './support/service.js';

/** An answer as it came over the wire: the body not decoded. */
interface WireAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

function send(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

// The static text documents over 1 KB: the OpenAPI document, the reference page, the pages in
// languages of both directions, a web app manifest and the service worker.
const DOCUMENTS = [
  '/openapi.json',
  '/docs',
  '/en/generator',
  '/es/checker',
  '/ar/generator',
  '/ja/checker',
  '/en/manifest.webmanifest',
  '/sw.js',
];

// Headers that must not depend on the coding.
const STABLE_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'];

let service: RunningService;
before(async () => {
  service = await startTestService({ RATE_LIMIT_MAX: '100000' });
});
after(() => service.close());

describe('static text documents are compressed for clients that accept it', () => {
  for (const path of DOCUMENTS) {
    it(`${path}: brotli or gzip by Accept-Encoding and its q-values, decoding to the identity body`, async () => {
      const url = `${service.url}${path}`;
      const identity = await send(url, {});
      assert.equal(identity.status, 200);
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.equal(identity.headers.vary, 'Accept-Encoding', 'the identity answer says what it depends on');
      assert.equal(Number(identity.headers['content-length']), identity.body.length);
      assert.ok(identity.body.length > 1024, `${path} is over 1 KB`);
      for (const [acceptEncoding, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['*', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ] as const) {
        const what = `${path} with ${acceptEncoding}`;
        const answer = await send(url, { 'accept-encoding': acceptEncoding });
        assert.equal(answer.status, 200, what);
        assert.equal(answer.headers['content-encoding'], coding, what);
        assert.equal(answer.headers.vary, 'Accept-Encoding', what);
        assert.equal(Number(answer.headers['content-length']), answer.body.length, what);
        assert.ok(DECODE[coding](answer.body).equals(identity.body), `${what}: decodes to the identity body`);
        assert.ok(answer.body.length < identity.body.length * 0.6, `${what}: ${answer.body.length} bytes`);
        for (const name of STABLE_HEADERS)
          assert.equal(answer.headers[name], identity.headers[name], `${what}: ${name}`);
      }
      for (const refused of ['br;q=0, gzip;q=0', '*;q=0', 'deflate', 'identity', 'br;q=0.5, identity']) {
        const answer = await send(url, { 'accept-encoding': refused });
        assert.equal(answer.headers['content-encoding'], undefined, `${path} with ${refused}`);
        assert.equal(answer.headers.vary, 'Accept-Encoding', `${path} with ${refused}`);
        assert.ok(answer.body.equals(identity.body), `${path} with ${refused}`);
      }
    });
  }

  it('HEAD has the headers of the GET in the same coding, and no body', async () => {
    for (const path of DOCUMENTS) {
      for (const acceptEncoding of [undefined, 'gzip', 'br']) {
        const headers: Record<string, string> =
          acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const get = await send(`${service.url}${path}`, headers);
        const head = await send(`${service.url}${path}`, headers, 'HEAD');
        const what = `HEAD ${path} with ${acceptEncoding}`;
        assert.equal(head.status, 200, what);
        assert.equal(head.body.length, 0, what);
        for (const name of ['content-encoding', 'content-length', 'vary', ...STABLE_HEADERS]) {
          assert.equal(head.headers[name], get.headers[name], `${what}: ${name}`);
        }
      }
    }
  });
});

describe('what is not compressed', () => {
  it('small answers (under 1 KB) go out as they are, without Vary', async () => {
    for (const path of ['/', '/healthz', '/readyz', '/no-such-path']) {
      const answer = await send(`${service.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
      assert.ok(answer.body.length < 1024, path);
      assert.equal(answer.headers['content-encoding'], undefined, path);
      assert.equal(answer.headers.vary, undefined, path);
    }
  });

  it('POST /v1/generate and /mcp: never, not even a 2 KB answer (passwords, and the fast path)', async () => {
    const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const small = await send(`${service.url}/v1/generate`, json, 'POST', '{}');
    const big = await send(`${service.url}/v1/generate`, json, 'POST', '{"count":20,"length":64}');
    const mcp = await send(
      `${service.url}/mcp`,
      { ...json, accept: 'application/json, text/event-stream' },
      'POST',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'generate_password', arguments: { count: 20, length: 64 } },
      }),
    );
    for (const [what, answer] of [
      ['small', small],
      ['count 20', big],
      ['mcp', mcp],
    ] as const) {
      assert.equal(answer.status, 200, what);
      assert.equal(answer.headers['content-encoding'], undefined, what);
      assert.equal(answer.headers.vary, undefined, what);
      assert.doesNotThrow(() => JSON.parse(answer.body.toString('utf8')), what);
    }
    assert.ok(big.body.length > 1024 && mcp.body.length > 1024);
  });
});
