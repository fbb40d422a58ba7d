import assert from 'node:assert/strict';
import { get } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { etagMatches, IF_NONE_MATCH_MAX_CHARS } from '../src/http/routes/docs.js';
import type { RunningService } from '../src/main.js';
import { rawRequest } from './support/raw-http.js';
import { startTestService } from './support/service.js';

// The reference's files (Swagger UI's 1.7 MB bundle above all) are sent compressed when the
// client accepts it, with an ETag per encoding, and revalidated with 304.

const FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js', 'docs.css'];

/** One GET through node:http, which (unlike fetch) leaves the body as sent: compressed bytes. */
function rawBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }));
    }).on('error', reject);
  });
}

/** fetch, as a browser: it decodes the body itself. */
async function bytes(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('the reference files are compressed and cacheable', () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service?.close());

  for (const name of FILES) {
    it(`${name}: brotli, gzip or identity by Accept-Encoding, one ETag each, 304 on revalidation`, async () => {
      const url = `${service.url}/docs/${name}`;
      const identity = await rawRequest(url, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(identity.status, 200);
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.equal(identity.headers.vary, 'Accept-Encoding');
      assert.match(String(identity.headers['cache-control']), /^public, max-age=\d+$/);
      const plain = Buffer.from(identity.text, 'utf8');
      const etags = new Set([String(identity.headers.etag)]);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await rawBytes(url, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        assert.equal(response.status, 200);
        assert.equal(response.headers['content-encoding'], encoding);
        assert.ok(decode(response.body).equals(plain), `${encoding} decodes to the file`);
        if (name === 'swagger-ui-bundle.js') {
          assert.ok(response.body.length < plain.length / 3, `${encoding}: ${response.body.length} of ${plain.length}`);
        }
        const etag = String(response.headers.etag);
        assert.match(etag, /^"[\w-]+"$/);
        etags.add(etag);
        const again = await rawRequest(url, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
        assert.equal(again.status, 304);
        assert.equal(again.text, '');
        assert.equal(again.headers.etag, etag);
      }
      assert.equal(etags.size, 3, 'each encoding is its own representation');
      const stale = await rawRequest(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': '"other"' } });
      assert.equal(stale.status, 200);
      assert.equal(stale.text, identity.text);
    });
  }

  it('a browser fetch gets the bundle compressed and identical', async () => {
    const { response, body } = await bytes(`${service.url}/docs/swagger-ui-bundle.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    const plain = await rawRequest(`${service.url}/docs/swagger-ui-bundle.js`);
    assert.equal(body.toString('utf8'), plain.text);
  });

  it('If-None-Match: lists, weak tags and * match; others do not', () => {
    assert.equal(etagMatches('"a", W/"b"', '"b"'), true);
    assert.equal(etagMatches('*', '"b"'), true);
    assert.equal(etagMatches('"a"', '"b"'), false);
    assert.equal(etagMatches(undefined, '"b"'), false);
    // An attacker's long header is not split: past the bound it matches nothing, even with the tag.
    const long = `${'"x", '.repeat(IF_NONE_MATCH_MAX_CHARS)}"b"`;
    assert.equal(etagMatches(long, '"b"'), false);
    assert.equal(etagMatches(`${' '.repeat(IF_NONE_MATCH_MAX_CHARS - 3)}"b"`, '"b"'), true);
  });
});
