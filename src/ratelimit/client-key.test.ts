import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import proxyAddr from '@fastify/proxy-addr';
import { clientAddress, clientKey, memoizeTrust } from './client-key.js';

const loopback = proxyAddr.compile(['loopback']);
const twoProxies = proxyAddr.compile(['127.0.0.1', '10.0.0.0/8']);

describe('clientAddress', () => {
  it('is the socket address when nothing is trusted or nothing is forwarded', () => {
    assert.equal(clientAddress('203.0.113.9', '1.1.1.1', undefined), '203.0.113.9');
    assert.equal(clientAddress('127.0.0.1', undefined, loopback), '127.0.0.1');
    assert.equal(clientAddress('127.0.0.1', '', loopback), '127.0.0.1');
    assert.equal(clientAddress(undefined, undefined, undefined), 'unknown');
  });

  it('is the socket address when the socket peer is not a trusted proxy', () => {
    assert.equal(clientAddress('203.0.113.9', '1.1.1.1', loopback), '203.0.113.9');
  });

  it('walks from the right while hops are trusted: the first untrusted address is the client', () => {
    assert.equal(clientAddress('127.0.0.1', '1.1.1.1', loopback), '1.1.1.1');
    assert.equal(clientAddress('127.0.0.1', '8.8.8.8, 1.1.1.1', loopback), '1.1.1.1');
    assert.equal(clientAddress('127.0.0.1', '1.1.1.1, 10.0.0.7', twoProxies), '1.1.1.1');
    assert.equal(clientAddress('127.0.0.1', '10.0.0.8,10.0.0.7', twoProxies), '10.0.0.8');
    assert.equal(clientAddress('127.0.0.1', ' \t2001:db8::1 \t', loopback), '2001:db8::1');
  });

  it('stops at an entry that is not an IP address: the nearest trusted hop is the client', () => {
    for (const bad of ['01.2.3.4', '1.2.3.4:80', '[::1]', '1.2.3.4.5', 'unknown', '', ' ', 'x'.repeat(12_000)]) {
      assert.equal(clientAddress('127.0.0.1', bad, loopback), '127.0.0.1', JSON.stringify(bad.slice(0, 20)));
      assert.equal(clientAddress('127.0.0.1', `${bad}, 10.0.0.7`, twoProxies), '10.0.0.7', bad.slice(0, 20));
    }
    // Left of the client, anything goes: it is never read.
    assert.equal(clientAddress('127.0.0.1', `${'y'.repeat(12_000)}, 1.1.1.1`, loopback), '1.1.1.1');
  });

  it('only ever returns the socket address or an address isIP accepts', () => {
    const samples = ['1.1.1.1', '::ffff:1.2.3.4', 'fe80::1%eth0', '1.1.1.1 ,', ',', 'a,b,c', '\u00a01.1.1.1'];
    for (const sample of samples) {
      const address = clientAddress('127.0.0.1', sample, loopback);
      assert.ok(
        ['127.0.0.1', '1.1.1.1', '::ffff:1.2.3.4', 'fe80::1%eth0'].includes(address),
        `${sample} -> ${address}`,
      );
    }
  });
});

describe('clientKey of an address', () => {
  it('an IPv4 address is its own key', () => {
    assert.equal(clientKey('203.0.113.9'), '203.0.113.9');
    assert.notEqual(clientKey('203.0.113.9'), clientKey('203.0.113.10'));
  });

  it('IPv4-mapped IPv6 counts as the IPv4 address, in any spelling', () => {
    for (const mapped of ['::ffff:203.0.113.9', '::FFFF:203.0.113.9', '0:0:0:0:0:ffff:cb00:7109', '::ffff:cb00:7109']) {
      assert.equal(clientKey(mapped), '203.0.113.9', mapped);
    }
  });

  it('IPv6 addresses in the same /64 share a key, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2::1');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0099',
      '2001:DB8:1:2::abcd',
      '[2001:db8:1:2::5]',
      '2001:db8:1:2::7%eth0',
    ]) {
      assert.equal(clientKey(same), key, same);
    }
  });

  it('IPv6 addresses in different /64s have different keys', () => {
    assert.notEqual(clientKey('2001:db8:1:2::1'), clientKey('2001:db8:1:3::1'));
    assert.notEqual(clientKey('2001:db8::1'), clientKey('2001:db9::1'));
    assert.notEqual(clientKey('::1'), clientKey('2001:db8::1'));
  });

  it('an IPv6 key never collides with an IPv4 key', () => {
    assert.match(clientKey('2001:db8::1'), /:/);
    assert.doesNotMatch(clientKey('192.0.2.1'), /:/);
  });

  it('something that is not an address gets a short key, never its long text (and never throws)', () => {
    for (const odd of ['', 'unknown', '1:2:3', 'g::1', '1::2::3', 'x'.repeat(100), `${'f'.repeat(60)}::1`]) {
      assert.ok(clientKey(odd).length <= 24, odd);
    }
    for (const odd of ['1:2:3', 'g::1', '1::2::3', 'x'.repeat(100), `${'f'.repeat(60)}::1`]) {
      assert.equal(clientKey(odd), 'unknown', odd);
    }
  });

  it('never exceeds 24 characters, and is never header text', () => {
    assert.equal(clientKey('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'), 'ffff:ffff:ffff:ffff::/64');
    assert.equal(clientKey('255.255.255.255'), '255.255.255.255');
    for (const odd of ['x'.repeat(100), `${'1:'.repeat(50)}1`, '1.2.3.4:80', 'not-an-address-at-all']) {
      assert.ok(clientKey(odd).length <= 24, odd.slice(0, 20));
      assert.notEqual(clientKey(odd), odd);
    }
  });
});

describe('memoizeTrust', () => {
  it('answers as the trust function does, asking it once per address', () => {
    const asked: string[] = [];
    const trust = memoizeTrust((address) => {
      asked.push(address);
      return address.startsWith('127.');
    });
    for (let i = 0; i < 3; i++) {
      assert.equal(trust('127.0.0.1', 0), true);
      assert.equal(trust('203.0.113.9', 1), false);
    }
    assert.deepEqual(asked, ['127.0.0.1', '203.0.113.9']);
  });

  it('forgets everything past 1024 addresses, so it stays small', () => {
    let calls = 0;
    const trust = memoizeTrust(() => {
      calls++;
      return false;
    });
    for (let i = 0; i < 1025; i++) trust(`10.0.${i >> 8}.${i & 255}`, 0);
    trust('10.0.0.0', 0);
    assert.equal(calls, 1026, 'the first address was forgotten when the 1025th came');
  });
});
