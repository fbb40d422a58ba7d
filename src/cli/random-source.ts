import type { RandomFill } from '../core/generator.js';
import { webCryptoFill } from '../engine/web-crypto-fill.js';

const URANDOM = '/dev/urandom';

// Fills `bytes` from the device; false when it cannot be opened.
function deviceFill(fs: typeof import('node:fs'), device: string, bytes: Uint8Array): boolean {
  let fd: number;
  try {
    fd = fs.openSync(device, 'r');
  } catch {
    return false;
  }
  try {
    for (let filled = 0; filled < bytes.length; ) {
      const read = fs.readSync(fd, bytes, filled, bytes.length - filled, null);
      if (read <= 0) throw new Error(`${device} returned no bytes`);
      filled += read;
    }
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * The operating system's cryptographic random source for the command line:
 * the kernel's CSPRNG read from /dev/urandom where there is one (Linux, macOS,
 * the BSDs), else `globalThis.crypto.getRandomValues` (Windows). Reading the
 * device directly spares the command about 20 ms of start-up: the first call
 * to Node's Web Crypto loads its whole key and algorithm machinery.
 */
export function systemRandomFill(device = URANDOM): RandomFill {
  const fs = process.getBuiltinModule?.('node:fs');
  return (bytes) => {
    if (fs === undefined || !deviceFill(fs, device, bytes)) webCryptoFill(bytes);
  };
}
