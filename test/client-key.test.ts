import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientKey } from '../src/ratelimit/client-key.js';

describe('clientKey', () => {
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
});
