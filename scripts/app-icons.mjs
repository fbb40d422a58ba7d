// @ts-check
/**
 * The web app's icons, drawn at build time (no image file in the repository):
 * the accent blue of the pages (#0b57b0) filling the square, and a white
 * field with three dots, a masked password, inside the central 80% (the safe
 * zone of a maskable icon). Written as plain RGBA PNGs with node:zlib.
 */
import { crc32, deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x57, 0xb0, 0xff];
const WHITE = [0xff, 0xff, 0xff, 0xff];

/**
 * The colour at (x, y) of a size × size icon, in units of the icon's width.
 * @param {number} x
 * @param {number} y
 */
function colour(x, y) {
  const inField = Math.abs(x - 0.5) < 0.34 && Math.abs(y - 0.5) < 0.14;
  if (!inField) return BLUE;
  for (const cx of [0.32, 0.5, 0.68]) {
    if ((x - cx) ** 2 + (y - 0.5) ** 2 < 0.065 ** 2) return BLUE;
  }
  return WHITE;
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The icon as a PNG of size × size pixels.
 * @param {number} size
 * @returns {Buffer}
 */
export function appIconPng(size) {
  const stride = size * 4 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const rgba = colour((x + 0.5) / size, (y + 0.5) / size);
      for (let c = 0; c < 4; c++) raw[y * stride + 1 + x * 4 + c] = rgba[c] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sizes the manifest lists (the two every install prompt asks for). */
export const APP_ICON_SIZES = [192, 512];
