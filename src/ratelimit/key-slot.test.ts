import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keySlot } from './key-slot.js';

// Expected slots from redis-server 7.0's CLUSTER KEYSLOT (test/redis-cluster.test.ts
// also compares against a live cluster).
describe('keySlot', () => {
  it('hashes whole keys without a tag as Redis does', () => {
    assert.equal(keySlot('somekey'), 11058);
    assert.equal(keySlot('foo'), 12182);
    assert.equal(keySlot('hello'), 866);
  });

  it('hashes only the first non-empty hash tag', () => {
    assert.equal(keySlot('pwgen:rl:{198.51.100.1}'), 14867);
    assert.equal(keySlot('pwgen:rl:{198.51.100.1}'), keySlot('198.51.100.1'));
    assert.equal(keySlot('x{y}z{w}'), keySlot('y'));
    assert.equal(keySlot('x{y}z{w}'), 12222);
  });

  it('hashes the whole key when the tag is empty or not closed', () => {
    assert.equal(keySlot('a{}b'), 13694);
    assert.equal(keySlot('{}{x}'), 3257);
    assert.equal(keySlot('x{y'), 2740);
  });
});
