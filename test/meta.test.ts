import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { HTTP_TIMEOUTS, type HttpTimeouts } from '../src/http/server.js';
import type { RunningService } from '../src/main.js';
import { ERROR_STATUS } from '../src/options/problems.js';
import { header } from './support/assertions.js';
import { rawRequest } from './support/raw-http.js';
import { injectJson, injectRequest, startTestService } from './support/service.js';

/** A service with a fake clock; requests go through app.inject() unless a socket matters. */
async function withService(
  env: Record<string, string>,
  run: (service: RunningService, clock: { ms: number }) => Promise<void>,
  timeouts?: HttpTimeouts,
): Promise<void> {
  const clock = { ms: Date.UTC(2030, 5, 30, 23, 59, 59, 500) };
  const service = await startTestService(env, { now: () => clock.ms, ...(timeouts === undefined ? {} : { timeouts }) });
  try {
    await run(service, clock);
  } finally {
    await service.close();
  }
}

/** How often Node sweeps for header and request timeouts when the server does not say (ms). */
const NODE_DEFAULT_CHECKING_INTERVAL = 30_000;

describe('_meta', () => {
  it('is the same in generate responses, error responses and the index', async () => {
    await withService({}, async (service) => {
      const expected = {
        plan: 'anonymous',
        lang: { messages: 'en', links: 'en' },
        limits: { burst: { limit: 60, window_seconds: 60 } },
        quota: { limit: null, remaining: null, reset: '2030-07-01T00:00:00.000Z' },
        docs: 'http://pw.example/docs',
      };
      assert.deepEqual((await injectJson(service.app, '/v1/generate')).body._meta, expected);
      assert.deepEqual((await injectJson(service.app, '/v1/generate', { count: 0 })).body._meta, expected);
      assert.deepEqual((await injectJson(service.app, '/v1/check')).body._meta, expected);
      assert.deepEqual((await injectRequest(service.app, '/nope')).body._meta, expected);
      assert.deepEqual((await injectRequest(service.app, '/')).body._meta, expected);
    });
  });

  it('quota.reset is always the next midnight UTC (injected clock)', async () => {
    await withService({}, async (service, clock) => {
      const reset = async () => (await injectRequest(service.app, '/')).body._meta.quota.reset;
      assert.equal(await reset(), '2030-07-01T00:00:00.000Z');
      clock.ms = Date.UTC(2030, 6, 1, 0, 0, 0, 0);
      assert.equal(await reset(), '2030-07-02T00:00:00.000Z');
      clock.ms = Date.UTC(2030, 11, 31, 12);
      assert.equal(await reset(), '2031-01-01T00:00:00.000Z');
      clock.ms = Date.UTC(2032, 1, 28, 23);
      assert.equal(await reset(), '2032-02-29T00:00:00.000Z');
    });
  });

  it('links come from SITE_URL and DOCS_URL', async () => {
    await withService(
      { SITE_URL: 'https://site.example/pw/', DOCS_URL: 'https://docs.example/reference' },
      async (service) => {
        const ok = await injectJson(service.app, '/v1/generate?lang=de');
        assert.ok(ok.body.notice.includes('https://site.example/pw/de/generator'));
        assert.equal(ok.body._meta.docs, 'https://docs.example/reference');
        const error = await injectJson(service.app, '/v1/generate', { length: 0 });
        assert.equal(error.body.docs, 'https://docs.example/reference#invalid_length');
        const check = await injectJson(service.app, '/v1/check?lang=ja');
        assert.equal(check.body.checker_url, 'https://site.example/pw/ja/checker');
        assert.equal((await injectRequest(service.app, '/')).body.docs, 'https://docs.example/reference');
      },
    );
  });

  it('SITE_URL and DOCS_URL default to PUBLIC_BASE_URL and PUBLIC_BASE_URL/docs', async () => {
    await withService({ PUBLIC_BASE_URL: 'https://api.example' }, async (service) => {
      const ok = await injectJson(service.app, '/v1/generate');
      assert.ok(ok.body.notice.includes('https://api.example/en/generator'));
      assert.equal(ok.body._meta.docs, 'https://api.example/docs');
      assert.equal((await injectJson(service.app, '/v1/check')).body.checker_url, 'https://api.example/en/checker');
    });
  });
});

describe('GET / (service index)', () => {
  it('has name, endpoints as "METHOD path" strings, docs and _meta', async () => {
    await withService({}, async (service) => {
      const response = await injectRequest(service.app, '/');
      assert.equal(response.status, 200);
      assert.equal(header(response, 'x-content-type-options'), 'nosniff');
      const { name, endpoints, docs, _meta } = response.body;
      assert.equal(typeof name, 'string');
      assert.ok(name.length > 0);
      assert.equal(endpoints.generate, 'POST /v1/generate');
      assert.equal(endpoints.openapi, 'GET /openapi.json');
      assert.equal(endpoints.mcp, 'POST /mcp');
      assert.equal(endpoints.generator, 'GET /generator');
      assert.equal(endpoints.checker, 'GET /checker');
      for (const value of Object.values(endpoints)) assert.match(String(value), /^(GET|POST) \/\S*$/);
      assert.equal(docs, 'http://pw.example/docs');
      assert.equal(_meta.plan, 'anonymous');
    });
  });

  it('lists the generator and checker pages, and each one leads to its page', async () => {
    await withService({}, async (service) => {
      const { endpoints } = (await injectRequest(service.app, '/')).body;
      for (const [key, page] of [
        ['generator', '/en/generator'],
        ['checker', '/en/checker'],
      ] as const) {
        const [method, path] = String(endpoints[key]).split(' ');
        const redirect = await service.app.inject({ method: method as 'GET', url: path as string });
        assert.equal(redirect.statusCode, 302, key);
        assert.equal(redirect.headers.location, page);
        const html = await service.app.inject({ method: 'GET', url: page });
        assert.equal(html.statusCode, 200);
        assert.match(String(html.headers['content-type']), /^text\/html/);
      }
    });
  });
});

describe('health, readiness and the reference page', () => {
  it('/healthz and /readyz answer 200 JSON', async () => {
    await withService({}, async (service) => {
      const health = await injectRequest(service.app, '/healthz');
      assert.equal(health.status, 200);
      assert.deepEqual(health.body, { status: 'ok' });
      const ready = await injectRequest(service.app, '/readyz');
      assert.equal(ready.status, 200);
      assert.equal(ready.body.ready, true);
    });
  });

  it('/docs (DOCS_URL by default) is HTML with an anchor for every error code', async () => {
    await withService({}, async (service) => {
      const page = await injectRequest(service.app, '/docs');
      assert.equal(page.status, 200);
      assert.match(header(page, 'content-type') ?? '', /^text\/html/);
      assert.equal(header(page, 'x-content-type-options'), 'nosniff');
      for (const code of Object.keys(ERROR_STATUS)) assert.ok(page.text.includes(`id="${code}"`), code);
    });
  });

  it('/docs is served with its Content-Security-Policy, and the files it loads from under /docs/', async () => {
    await withService({ PUBLIC_BASE_URL: 'https://api.example:8443/base' }, async (service) => {
      const page = await rawRequest(`${service.url}/docs`);
      const csp = header(page, 'content-security-policy') ?? '';
      assert.match(csp, /^default-src 'none'; script-src 'self'; style-src 'self';/);
      assert.match(csp, /connect-src 'self';/);
      assert.doesNotMatch(csp, /unsafe/);
      const files: [name: string, type: RegExp][] = [
        ['swagger-ui-bundle.js', /^text\/javascript/],
        ['swagger-ui.css', /^text\/css/],
        ['docs.js', /^text\/javascript/],
        ['docs.css', /^text\/css/],
      ];
      for (const [name, type] of files) {
        assert.ok(page.text.includes(`"docs/${name}"`), `the page loads ${name}`);
        const file = await fetch(`${service.url}/docs/${name}`);
        assert.equal(file.status, 200, name);
        assert.match(file.headers.get('content-type') ?? '', type, name);
        assert.ok((await file.text()).length > 100, name);
      }
      assert.doesNotMatch(
        page.text,
        /<script>|<style>| style="|https?:\/\/(?!api\.example)/,
        'nothing inline, no other origin',
      );
    });
  });
});

describe('slow clients', () => {
  it('header, request and keep-alive timeouts are the configured ones', async () => {
    await withService({}, async (service) => {
      const server = service.app.server;
      assert.equal(server.headersTimeout, HTTP_TIMEOUTS.headers);
      assert.equal(server.requestTimeout, HTTP_TIMEOUTS.request);
      assert.equal(server.keepAliveTimeout, HTTP_TIMEOUTS.keepAlive);
      assert.ok(HTTP_TIMEOUTS.headers > 0 && HTTP_TIMEOUTS.headers <= 60_000, `headers ${HTTP_TIMEOUTS.headers}`);
      assert.ok(HTTP_TIMEOUTS.request > 0 && HTTP_TIMEOUTS.request <= 120_000, `request ${HTTP_TIMEOUTS.request}`);
      assert.ok(HTTP_TIMEOUTS.keepAlive > 0, `keepAlive ${HTTP_TIMEOUTS.keepAlive}`);
    });
    // Values unlike Node's defaults (headers 60 s, request 300 s, keep-alive 5 s): a timeout the
    // server did not apply would show Node's own value here.
    const injected: HttpTimeouts = { headers: 1_234, request: 2_345, keepAlive: 3_456, checkingInterval: 500 };
    await withService(
      {},
      async (service) => {
        const server = service.app.server;
        assert.deepEqual(
          [server.headersTimeout, server.requestTimeout, server.keepAliveTimeout],
          [injected.headers, injected.request, injected.keepAlive],
        );
      },
      injected,
    );
  });

  it('a client that never finishes its headers gets 408 request_timeout in the Error format, then the connection closes', async () => {
    // Short injected timeouts: the answer comes in milliseconds. The bound below holds only because
    // the server checks every `checkingInterval`; with Node's default 30 s sweep the close would come
    // up to 30 s after the header timeout, far past it.
    const timeouts: HttpTimeouts = { headers: 300, request: 1_000, keepAlive: 5_000, checkingInterval: 50 };
    const bound = timeouts.headers + timeouts.checkingInterval + 1_500;
    assert.ok(bound < NODE_DEFAULT_CHECKING_INTERVAL, 'the bound tells the injected sweep from the default one');
    await withService(
      {},
      async (service) => {
        const { port } = new URL(service.url);
        const started = Date.now();
        const { text, closedAfterMs } = await new Promise<{ text: string; closedAfterMs: number }>(
          (resolve, reject) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              // Headers begun, never ended: no blank line ever comes.
              socket.write('POST /v1/generate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
            });
            let received = '';
            socket.setEncoding('utf8');
            socket.on('data', (chunk: string) => {
              received += chunk;
            });
            socket.on('error', reject);
            socket.on('close', () => resolve({ text: received, closedAfterMs: Date.now() - started }));
            setTimeout(() => {
              socket.destroy();
              reject(new Error(`no answer within ${timeouts.headers + 5_000} ms; got ${JSON.stringify(received)}`));
            }, timeouts.headers + 5_000).unref();
          },
        );
        assert.match(text, /^HTTP\/1\.1 408 /);
        assert.match(text, /\r\nConnection: close\r\n/i);
        const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
        assert.equal(body.error, 'request_timeout');
        assert.equal(typeof body.message, 'string');
        assert.ok(closedAfterMs >= timeouts.headers - 100, `closed after ${closedAfterMs} ms`);
        assert.ok(closedAfterMs <= bound, `closed after ${closedAfterMs} ms`);
      },
      timeouts,
    );
  });
});
