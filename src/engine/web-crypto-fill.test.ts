import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { webCryptoFill } from './web-crypto-fill.js';

describe('webCryptoFill', () => {
  it('fills a buffer larger than one getRandomValues call, to its last byte', () => {
    // Four calls' worth and a bit: a fill that stopped at 65,536 bytes (or threw) leaves the tail zero.
    const bytes = new Uint8Array(4 * 65_536 + 100);
    webCryptoFill(bytes);
    for (let start = 0; start < bytes.length; start += 4096) {
      const piece = bytes.subarray(start, start + 4096);
      assert.ok(
        piece.some((b) => b !== 0),
        `bytes ${start}.. are all zero`,
      );
    }
    assert.ok(bytes.subarray(-100).some((b) => b !== 0));
  });

  it('calls getRandomValues on the Crypto object itself (a browser throws otherwise)', () => {
    const real = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    const receivers: unknown[] = [];
    const stub = {
      getRandomValues(this: unknown, target: Uint8Array) {
        receivers.push(this);
        target.fill(7);
        return target;
      },
    };
    Object.defineProperty(globalThis, 'crypto', { value: stub, configurable: true });
    try {
      const bytes = new Uint8Array(3);
      webCryptoFill(bytes);
      assert.deepEqual([...bytes], [7, 7, 7]);
      assert.deepEqual(receivers, [stub]);
    } finally {
      if (real !== undefined) Object.defineProperty(globalThis, 'crypto', real);
    }
  });
});
