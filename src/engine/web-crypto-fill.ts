import type { RandomFill } from '../core/random-bytes.js';

/** The most bytes `getRandomValues` fills in one call (the Web Crypto API's limit). */
const MAX_FILL_BYTES = 65_536;

/**
 * The local package's one random source where there is no device to read: Web Crypto's
 * `getRandomValues`, in browsers (the generator page and its worker) and in Node (the library;
 * the CLI where there is no /dev/urandom). It looks `globalThis.crypto` up on every call and
 * calls the method on it, because in browsers `this` must be the Crypto object; and it fills a
 * large buffer in pieces, because `getRandomValues` refuses more than 65,536 bytes at once.
 */
export const webCryptoFill: RandomFill = (bytes) => {
  for (let start = 0; start < bytes.length; start += MAX_FILL_BYTES) {
    globalThis.crypto.getRandomValues(bytes.subarray(start, start + MAX_FILL_BYTES));
  }
};
