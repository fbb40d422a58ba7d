/** Hash slots of Redis Cluster. */
export const CLUSTER_SLOTS = 16_384;

// CRC16-CCITT (XModem: polynomial 0x1021, initial value 0), the checksum Redis
// Cluster hashes keys with, one byte at a time.
const CRC16_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ (CRC16_TABLE[((crc >> 8) ^ byte) & 0xff] as number);
  return crc;
}

/**
 * The Redis Cluster hash slot of `key`, as CLUSTER KEYSLOT computes it: only
 * the hash tag is hashed when the key has one (the text between the first `{`
 * and the next `}`, when not empty).
 */
export function keySlot(key: string): number {
  const bytes = Buffer.from(key, 'utf8');
  const open = bytes.indexOf(0x7b);
  if (open !== -1) {
    const close = bytes.indexOf(0x7d, open + 1);
    if (close > open + 1) return crc16(bytes.subarray(open + 1, close)) % CLUSTER_SLOTS;
  }
  return crc16(bytes) % CLUSTER_SLOTS;
}
