import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { assertError, header } from './support/assertions.js';
import { injectJson, injectRequest, postJson, startTestService } from './support/service.js';

const T0 = Date.UTC(2030, 0, 15, 12, 0, 0);

/** A service with a fake clock at T0 + `clock.ms`; the test moves the clock, nothing sleeps. */
async function withService(
  env: Record<string, string>,
  run: (service: RunningService, clock: { ms: number }) => Promise<void>,
): Promise<void> {
  const clock = { ms: 0 };
  const service = await startTestService(env, { now: () => T0 + clock.ms });
  try {
    await run(service, clock);
  } finally {
    await service.close();
  }
}

const limitHeaders = (response: { headers: Headers }) => ({
  limit: response.headers.get('ratelimit-limit'),
  remaining: response.headers.get('ratelimit-remaining'),
  reset: response.headers.get('ratelimit-reset'),
  policy: response.headers.get('ratelimit-policy'),
});

// No socket matters for the limit itself: requests go through app.inject() (peer 127.0.0.1).
describe('rate limit on /v1/generate', () => {
  it('every response carries RateLimit-Limit, -Remaining, -Reset and -Policy', async () => {
    await withService({}, async (service) => {
      const first = await injectJson(service.app, '/v1/generate');
      assert.deepEqual(limitHeaders(first), { limit: '60', remaining: '59', reset: '60', policy: '60;w=60' });
      const second = await injectJson(service.app, '/v1/generate', { length: 2 });
      assert.equal(second.status, 400);
      assert.deepEqual(limitHeaders(second), { limit: '60', remaining: '58', reset: '60', policy: '60;w=60' });
    });
  });

  it('200, 400, 413 and 415 all count; the next request is 429', async () => {
    await withService({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '30' }, async (service) => {
      const url = '/v1/generate';
      const outcomes = [
        await injectJson(service.app, url),
        await injectJson(service.app, url, { count: 50 }),
        await injectJson(service.app, url, '{'),
        await injectJson(service.app, url, 'x'.repeat(9000)),
        await injectJson(service.app, url, 'length=8', { 'content-type': 'application/x-www-form-urlencoded' }),
      ];
      assert.deepEqual(
        outcomes.map((r) => r.status),
        [200, 400, 400, 413, 415],
      );
      outcomes.forEach((r, i) => {
        assert.equal(r.headers.get('ratelimit-remaining'), String(4 - i), `request ${i + 1}`);
        assert.equal(r.headers.get('ratelimit-policy'), '5;w=30');
      });
      const refused = await injectJson(service.app, url);
      assert.equal(refused.status, 429);
    });
  });

  it('429: Retry-After >= 1, RateLimit headers, limit/window_seconds, how long to wait, the generator link, no sign-up', async () => {
    await withService({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '20' }, async (service, clock) => {
      const url = '/v1/generate';
      await injectJson(service.app, url);
      clock.ms = 3_000;
      await injectJson(service.app, url);
      clock.ms = 5_000;
      const refused = await injectJson(service.app, url);
      assertError(refused, { status: 429, code: 'rate_limited' });
      // The oldest hit (t=0) leaves the window at t=20 s: 15 s from now.
      assert.equal(refused.headers.get('retry-after'), '15');
      assert.deepEqual(limitHeaders(refused), { limit: '2', remaining: '0', reset: '15', policy: '2;w=20' });
      assert.equal(refused.body.limit, 2);
      assert.equal(refused.body.window_seconds, 20);
      assert.match(refused.body.message, /wait 15 seconds/);
      assert.ok(refused.body.message.includes('http://pw.example/en/generator'));
      const urls = `${refused.body.message} ${refused.body._futuros ?? ''}`.match(/https?:\/\/\S+/g) ?? [];
      assert.deepEqual(urls, ['http://pw.example/en/generator']);
      // The only links in the whole body: the generator and the reference. No sign-up or pricing link.
      for (const link of refused.text.match(/https?:\/\/[^"\s]+/g) ?? []) {
        assert.match(link, /^http:\/\/pw\.example\/(en\/generator|docs(#rate_limited)?)$/, link);
      }
      if (refused.body._futuros !== undefined) assert.equal(typeof refused.body._futuros, 'string');

      clock.ms = 19_500;
      const almost = await injectJson(service.app, `${url}?lang=es`);
      assert.equal(almost.status, 429);
      assert.equal(almost.headers.get('retry-after'), '1', 'half a second rounds up to 1, never 0');
      assert.match(almost.body.message, /Espera 1 segundo /);
    });
  });

  it('is a sliding window: 3 per 10 s with hits at 0, 4, 8 s; one more at 10.5 s; refused at 11 s', async () => {
    await withService({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '10' }, async (service, clock) => {
      const url = '/v1/generate';
      const at = async (seconds: number) => {
        clock.ms = seconds * 1000;
        const r = await injectJson(service.app, url);
        return {
          status: r.status,
          remaining: r.headers.get('ratelimit-remaining'),
          reset: r.headers.get('ratelimit-reset'),
          retryAfter: r.headers.get('retry-after'),
        };
      };
      assert.deepEqual(await at(0), { status: 200, remaining: '2', reset: '10', retryAfter: null });
      assert.deepEqual(await at(4), { status: 200, remaining: '1', reset: '6', retryAfter: null });
      assert.deepEqual(await at(8), { status: 200, remaining: '0', reset: '2', retryAfter: null });
      assert.deepEqual(await at(9), { status: 429, remaining: '0', reset: '1', retryAfter: '1' });
      // The hit at 0 s has left the window: one more is allowed.
      assert.deepEqual(await at(10.5), { status: 200, remaining: '0', reset: '4', retryAfter: null });
      // A fixed window starting at 10 s would allow this one; the sliding window still holds 4, 8 and 10.5.
      assert.deepEqual(await at(11), { status: 429, remaining: '0', reset: '3', retryAfter: '3' });
      assert.deepEqual(await at(14.2), { status: 200, remaining: '0', reset: '4', retryAfter: null });
    });
  });

  it('never lets more than the limit through in any window (no burst of 2x across a boundary)', async () => {
    await withService({ RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_SECONDS: '10' }, async (service, clock) => {
      const url = '/v1/generate';
      const allowed: number[] = [];
      for (let ms = 0; ms <= 30_000; ms += 700) {
        clock.ms = ms;
        if ((await injectJson(service.app, url)).status === 200) allowed.push(ms);
      }
      for (const start of allowed) {
        const inWindow = allowed.filter((t) => t >= start && t < start + 10_000).length;
        assert.ok(inWindow <= 4, `${inWindow} allowed in the window from ${start} ms`);
      }
      assert.ok(allowed.length >= 12, 'and it does let the limit through in each window');
    });
  });

  it('refused requests are not counted', async () => {
    await withService({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '10' }, async (service, clock) => {
      const url = '/v1/generate';
      assert.equal((await injectJson(service.app, url)).status, 200);
      for (let s = 1; s < 10; s++) {
        clock.ms = s * 1000;
        assert.equal((await injectJson(service.app, url)).status, 429);
      }
      clock.ms = 10_000;
      assert.equal((await injectJson(service.app, url)).status, 200, 'the refusals did not push the window forward');
    });
  });

  it('no other endpoint is limited or carries RateLimit headers, even when the budget is spent', async () => {
    await withService({ RATE_LIMIT_MAX: '1' }, async (service) => {
      assert.equal((await injectJson(service.app, '/v1/generate')).status, 200);
      assert.equal((await injectJson(service.app, '/v1/generate')).status, 429);
      for (let i = 0; i < 5; i++) {
        for (const [method, path, status] of [
          ['GET', '/', 200],
          ['GET', '/openapi.json', 200],
          ['GET', '/healthz', 200],
          ['GET', '/readyz', 200],
          ['GET', '/docs', 200],
          ['POST', '/v1/check', 501],
          ['GET', '/nowhere', 404],
          ['GET', '/v1/generate', 405],
        ] as const) {
          const response = await injectRequest(service.app, path, { method });
          assert.equal(response.status, status, `${method} ${path}`);
          assert.equal(header(response, 'ratelimit-limit'), undefined, `${method} ${path}`);
        }
      }
    });
  });

  it('_meta.limits.burst reports RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_SECONDS', async () => {
    await withService({ RATE_LIMIT_MAX: '7', RATE_LIMIT_WINDOW_SECONDS: '13' }, async (service) => {
      const ok = await injectJson(service.app, '/v1/generate');
      assert.deepEqual(ok.body._meta.limits, { burst: { limit: 7, window_seconds: 13 } });
      assert.equal(ok.headers.get('ratelimit-policy'), '7;w=13');
      const index = await injectRequest(service.app, '/');
      assert.deepEqual(index.body._meta.limits, { burst: { limit: 7, window_seconds: 13 } });
    });
  });

  it('the default is 60 per 60 seconds', async () => {
    await withService({}, async (service) => {
      const ok = await injectJson(service.app, '/v1/generate');
      assert.deepEqual(ok.body._meta.limits, { burst: { limit: 60, window_seconds: 60 } });
      for (let i = 2; i <= 60; i++)
        assert.equal((await injectJson(service.app, '/v1/generate')).status, 200, `request ${i}`);
      assert.equal((await injectJson(service.app, '/v1/generate')).status, 429, 'request 61');
    });
  });
});

// On real sockets: the client's identity starts from the real peer address of the connection.
describe('client identity for the rate limit', () => {
  const spoof = (url: string, xff: string) => postJson(`${url}/v1/generate`, undefined, { 'x-forwarded-for': xff });

  it('X-Forwarded-For is ignored by default: spoofing it gives no new budget', async () => {
    await withService({ RATE_LIMIT_MAX: '2' }, async (service) => {
      assert.equal((await spoof(service.url, '1.1.1.1')).status, 200);
      assert.equal((await spoof(service.url, '2.2.2.2')).status, 200);
      assert.equal((await spoof(service.url, '3.3.3.3')).status, 429);
      assert.equal((await postJson(`${service.url}/v1/generate`)).status, 429);
    });
  });

  for (const trust of ['127.0.0.1', 'loopback', '127.0.0.0/8']) {
    it(`TRUST_PROXY=${trust}: X-Forwarded-For from the trusted proxy names the client`, async () => {
      await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: trust }, async (service) => {
        assert.equal((await spoof(service.url, '1.1.1.1')).status, 200);
        assert.equal((await spoof(service.url, '1.1.1.1')).status, 429);
        assert.equal((await spoof(service.url, '2.2.2.2')).status, 200, 'another client has its own budget');
        assert.equal((await postJson(`${service.url}/v1/generate`)).status, 200, 'the proxy itself is a client too');
      });
    });
  }

  it('walks X-Forwarded-For from the right: the first untrusted address is the client', async () => {
    await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' }, async (service) => {
      // The rightmost entry 9.9.9.9 is untrusted, so it is the client whatever the client wrote on the left.
      assert.equal((await spoof(service.url, '1.1.1.1, 9.9.9.9')).status, 200);
      assert.equal((await spoof(service.url, '2.2.2.2, 9.9.9.9')).status, 429);
    });
    await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, async (service) => {
      // 10.0.0.7 is a trusted inner proxy: skipped, so 1.1.1.1 is the client.
      assert.equal((await spoof(service.url, '1.1.1.1, 10.0.0.7')).status, 200);
      assert.equal((await spoof(service.url, '2.2.2.2, 10.0.0.7')).status, 200);
      assert.equal((await spoof(service.url, '8.8.8.8, 1.1.1.1, 10.0.0.7')).status, 429);
    });
  });

  it('IPv6 clients share one budget per /64; IPv4-mapped addresses count as IPv4', async () => {
    await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' }, async (service) => {
      assert.equal((await spoof(service.url, '2001:db8:1:2::1')).status, 200);
      assert.equal((await spoof(service.url, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status, 429, 'same /64');
      assert.equal((await spoof(service.url, '2001:db8:1:3::1')).status, 200, 'another /64');
      assert.equal((await spoof(service.url, '203.0.113.9')).status, 200);
      assert.equal((await spoof(service.url, '::ffff:203.0.113.9')).status, 429, 'mapped = the IPv4 address');
    });
  });
});
