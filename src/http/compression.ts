import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { boundedHeaderList, LIST_HEADER_MAX_CHARS } from '../core/header-list.js';

/** A content coding the service answers in besides identity. */
export type ContentCoding = 'br' | 'gzip';

/** Bodies shorter than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// One entry of an Accept-Encoding list: `br;q=0.5` is ['br', 0.5].
function parseCoding(part: string): [string, number] | undefined {
  const [name = '', ...params] = part.split(';');
  const coding = name.trim().toLowerCase();
  if (coding === '') return undefined;
  let q = 1;
  for (const param of params) {
    const [key, value] = param.split('=');
    if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim() ?? 'x');
  }
  return [coding === 'x-gzip' ? 'gzip' : coding, Number.isNaN(q) ? 0 : q];
}

/** How much of an Accept-Encoding header is read (characters): LIST_HEADER_MAX_CHARS. */
export const ACCEPT_ENCODING_MAX_CHARS = LIST_HEADER_MAX_CHARS;

/**
 * The coding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3):
 * of brotli and gzip, the one with the highest q-value above 0, a coding not
 * named taking the q-value of `*` if present; brotli on a tie (it is the
 * smaller). Identity when neither is acceptable, or when identity is named
 * with a q-value higher than theirs. Identity is also the answer to a header
 * that refuses it (`identity;q=0`) and every coding offered: sending it anyway
 * is more useful than a 406. Only the entries within the header's first
 * ACCEPT_ENCODING_MAX_CHARS characters count; those after are ignored.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | 'identity' {
  if (header === undefined || header === '') return 'identity';
  const q = new Map<string, number>();
  for (const part of boundedHeaderList(header, ACCEPT_ENCODING_MAX_CHARS).split(',')) {
    const entry = parseCoding(part);
    if (entry !== undefined && !q.has(entry[0])) q.set(entry[0], entry[1]);
  }
  const any = q.get('*') ?? 0;
  const br = q.get('br') ?? any;
  const gz = q.get('gzip') ?? any;
  const best = Math.max(br, gz);
  if (best <= 0 || (q.get('identity') ?? 0) > best) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** A body that never changes, held with its compressed forms. */
export interface StaticBody {
  readonly identity: Buffer;
  /** True when the body is long enough to be compressed (COMPRESS_MIN_BYTES). */
  readonly compressible: boolean;
  /** The body in `coding`, compressed off the event loop on first use and kept. */
  compressed(coding: ContentCoding): Promise<Buffer>;
}

/** Options of {@link createStaticBody}. */
export interface StaticBodyOptions {
  /** Brotli's quality, 11 (its best) unless given: a few milliseconds, once, for a document of 50 KB. */
  readonly brotliQuality?: number;
}

/**
 * A static body (a page, the OpenAPI document) to serve in the client's
 * coding. Compressed lazily: a process that never serves it spends nothing,
 * and the first request in each coding waits a few milliseconds of a
 * thread-pool thread, once.
 */
export function createStaticBody(content: string | Buffer, options: StaticBodyOptions = {}): StaticBody {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  const quality = options.brotliQuality ?? constants.BROTLI_MAX_QUALITY;
  const cache = new Map<ContentCoding, Promise<Buffer>>();
  const compress = (coding: ContentCoding): Promise<Buffer> =>
    coding === 'br'
      ? brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    identity,
    compressible: identity.length >= COMPRESS_MIN_BYTES,
    compressed(coding) {
      let done = cache.get(coding);
      if (done === undefined) {
        done = compress(coding);
        cache.set(coding, done);
      }
      return done;
    },
  };
}

/**
 * Sends a static body in the coding the request accepts, with
 * `Vary: Accept-Encoding` whenever the body could have been compressed, in
 * identity too, so that a cache keeps the codings apart. The route sets the
 * other headers (Content-Type first). A HEAD answer has the headers of the
 * GET in the same coding.
 */
export async function sendStaticBody(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  body: StaticBody,
): Promise<FastifyReply> {
  if (!body.compressible) return reply.send(body.identity);
  reply.header('Vary', 'Accept-Encoding');
  const coding = negotiateEncoding(acceptEncoding);
  if (coding === 'identity') return reply.send(body.identity);
  return reply.header('Content-Encoding', coding).send(await body.compressed(coding));
}
