import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';
import type { RateLimitStore } from '../src/ratelimit/store.js';
import { startTestService } from './support/service.js';

/** A memory store that also records every key it is asked about. */
function recordingStore(limit: number) {
  const store = createMemoryStore({ limit, windowMs: 60_000, maxClients: 1_000_000 });
  const keys: string[] = [];
  const limiter: RateLimitStore = {
    name: store.name,
    hit(key) {
      keys.push(key);
      return store.hit(key);
    },
    status: () => store.status(),
    close: () => store.close(),
  };
  return { limiter, keys, size: () => store.size() };
}

async function withService(
  env: Record<string, string>,
  limiter: RateLimitStore,
  run: (service: RunningService) => Promise<void>,
): Promise<void> {
  const service = await startTestService(env, { limiter });
  try {
    await run(service);
  } finally {
    await service.close();
  }
}

const generate = (service: RunningService, forwardedFor?: string) =>
  service.app.inject({
    method: 'POST',
    url: '/v1/generate',
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

// The longest key an address can have: an IPv6 /64 prefix with four full groups.
const MAX_KEY_LENGTH = 'ffff:ffff:ffff:ffff::/64'.length;

describe('client keys are canonical and bounded', () => {
  it('a forwarded value that is not an IP address gets no budget of its own: 01.2.3.4, 1.2.3.4:80 and garbage count as the trusted hop', async () => {
    const { limiter, keys } = recordingStore(1);
    await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' }, limiter, async (service) => {
      assert.equal((await generate(service, '1.2.3.4')).statusCode, 200);
      assert.equal((await generate(service, '1.2.3.4')).statusCode, 429);
      assert.equal((await generate(service, '::ffff:1.2.3.4')).statusCode, 429, 'IPv4-mapped is the same client');
      const spellings = [
        '01.2.3.4',
        '1.2.3.4:80',
        '1.2.3.04',
        '[1.2.3.4]',
        '1.2.3.4.5',
        '0x1.2.3.4',
        'unknown',
        '2001:db8::1:80:zz',
        'x'.repeat(12_000),
        `${'a, '.repeat(3000)}not-an-ip`,
      ];
      const statuses: number[] = [];
      for (const spelling of spellings) statuses.push((await generate(service, spelling)).statusCode);
      // All of them are the proxy itself (127.0.0.1): one budget of 1 between them.
      assert.deepEqual(
        statuses,
        spellings.map((_, i) => (i === 0 ? 200 : 429)),
        JSON.stringify(statuses),
      );
      assert.equal((await generate(service)).statusCode, 429, 'the proxy shares that budget');
      assert.deepEqual(new Set(keys), new Set(['1.2.3.4', '127.0.0.1']));
    });
  });

  it('the key is the parsed address: one budget however an address is spelled', async () => {
    const { limiter, keys } = recordingStore(1);
    await withService({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' }, limiter, async (service) => {
      assert.equal((await generate(service, '2001:DB8:0:1::1')).statusCode, 200);
      const spellings = [
        '2001:db8:0:1:0:0:0:2',
        '2001:0db8:0000:0001::ffff',
        ' 2001:db8:0:1::3 ',
        '2001:db8:0:1::1%eth0',
        '2001:DB8:0:1:FFFF:FFFF:FFFF:FFFF',
      ];
      for (const same of spellings) {
        assert.equal((await generate(service, same)).statusCode, 429, same);
      }
      assert.ok(
        keys.every((key) => key === '2001:db8:0:1::/64'),
        JSON.stringify(keys),
      );
    });
  });

  it('1,000 clients with maximal X-Forwarded-For values: garbage is one key, addresses are keys of at most 24 characters', async () => {
    const { limiter, keys, size } = recordingStore(60);
    await withService({ RATE_LIMIT_MAX: '60', TRUST_PROXY: 'loopback' }, limiter, async (service) => {
      // 12 KB values that are not addresses, each different: all of them are the proxy's budget.
      for (let i = 0; i < 1_000; i++) {
        const response = await generate(service, `${'x'.repeat(12_000)}${i}`);
        assert.ok(response.statusCode === 200 || response.statusCode === 429);
      }
      assert.equal(size(), 1, 'garbage adds no client');
      assert.deepEqual(new Set(keys), new Set(['127.0.0.1']));
      // 12 KB values whose rightmost entry is an address: one key per client, of bounded length.
      keys.length = 0;
      const padding = 'garbage-entry-that-is-not-an-address, '.repeat(300);
      for (let i = 0; i < 1_000; i++) {
        const group = (0xf000 + i).toString(16);
        const response = await generate(service, `${padding}ffff:${group}:ffff:${group}:ffff:ffff:ffff:ffff`);
        assert.equal(response.statusCode, 200);
      }
      assert.equal(size(), 1_001, 'one entry per client, plus the proxy');
      assert.equal(new Set(keys).size, 1_000);
      const longest = Math.max(...keys.map((key) => key.length));
      assert.ok(longest <= MAX_KEY_LENGTH, `longest key ${longest} characters`);
    });
  });
});
