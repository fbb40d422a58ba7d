/**
 * Raw HTTP/1.1 framing for the fuzz tests: well-formed requests (pipelined,
 * split across writes at random points), optionally followed by one malformed
 * or refused request, each with the answer it must get.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { expectGenerate, generateEntries, objectText, parsedObject } from './fuzz-model.js';
import { openSocket, parseResponses, type WireResponse } from './raw-socket.js';

/** The answer one request on the wire must get. */
export interface WireExpected {
  readonly status: number;
  readonly code?: string;
  readonly generate?: { readonly length: number; readonly count: number; readonly pool: number };
}

/** One connection's worth of bytes, the writes they are split into, and the answers in order. */
export interface RawCase {
  readonly pieces: readonly string[];
  readonly expected: readonly WireExpected[];
  /** True when the last request is refused and the server must close the connection after answering it. */
  readonly closes: boolean;
  /** How many requests the bytes hold. */
  readonly requests: number;
}

interface WireRequest {
  readonly text: string;
  readonly expected: WireExpected;
}

const HOST = 'Host: fuzz.example\r\n';
const json = 'Content-Type: application/json\r\n';

function generateRequest(entries: [string, unknown][], chunks: number): WireRequest {
  const body = objectText(entries);
  const outcome = expectGenerate(parsedObject(entries));
  const expected: WireExpected =
    'code' in outcome ? { status: outcome.status, code: outcome.code } : { status: 200, generate: outcome };
  if (chunks === 0) {
    return {
      text: `POST /v1/generate HTTP/1.1\r\n${HOST}${json}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      expected,
    };
  }
  const size = Math.ceil(body.length / chunks);
  let framed = '';
  for (let at = 0; at < body.length; at += size) {
    const part = body.slice(at, at + size);
    framed += `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`;
  }
  return {
    text: `POST /v1/generate HTTP/1.1\r\n${HOST}${json}Transfer-Encoding: chunked\r\n\r\n${framed}0\r\n\r\n`,
    expected,
  };
}

const wellFormed: fc.Arbitrary<WireRequest> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(generateEntries, fc.integer({ min: 0, max: 3 })).map(([e, c]) => generateRequest(e, c)),
  },
  { weight: 1, arbitrary: fc.constant({ text: `GET /healthz HTTP/1.1\r\n${HOST}\r\n`, expected: { status: 200 } }) },
  {
    weight: 1,
    arbitrary: fc.constant({ text: `GET / HTTP/1.1\r\n${HOST}Accept-Language: es\r\n\r\n`, expected: { status: 200 } }),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ text: `GET /nope HTTP/1.1\r\n${HOST}\r\n`, expected: { status: 404, code: 'not_found' } }),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      text: `POST /v1/generate HTTP/1.1\r\n${HOST}Content-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}`,
      expected: { status: 415, code: 'unsupported_media_type' },
    }),
  },
);

const badRequest = { status: 400, code: 'bad_request' };
const encoded = { status: 415, code: 'unsupported_media_type' };

/** Requests that end the connection: malformed framing and protocol-level refusals. */
const REFUSED: readonly WireRequest[] = [
  { text: 'GARBAGE\r\n\r\n', expected: badRequest },
  { text: '\x01\x02\x03 nonsense\r\n\r\n', expected: badRequest },
  { text: 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n', expected: badRequest },
  { text: 'GET / HTTP/1.1\r\nHost : x\r\n\r\n', expected: badRequest },
  { text: 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n', expected: badRequest },
  { text: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, expected: badRequest },
  { text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', expected: badRequest },
  {
    text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
    expected: badRequest,
  },
  {
    text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    expected: badRequest,
  },
  {
    text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    expected: badRequest,
  },
  { text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n', expected: badRequest },
  { text: 'GET /%% HTTP/1.1\r\nHost: x\r\n\r\n', expected: badRequest },
  { text: 'GET /healthz HTTP/1.1\r\n\r\n', expected: badRequest },
  { text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 0\r\n\r\n', expected: badRequest },
  { text: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', expected: badRequest },
  {
    text: `POST /v1/generate HTTP/1.1\r\nHost: x\r\n${json}Content-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}`,
    expected: encoded,
  },
  {
    text: `POST /v1/generate HTTP/1.1\r\nHost: x\r\n${json}Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    expected: encoded,
  },
];

/** Requests that never finish arriving: answered 408 when the header or request timeout fires. */
const TRUNCATED: readonly WireRequest[] = [
  { text: 'POST /v1/generate HTTP/1.1\r\nHost: x\r\n', expected: { status: 408, code: 'request_timeout' } },
  { text: 'GET / HTT', expected: { status: 408, code: 'request_timeout' } },
  {
    text: `POST /v1/generate HTTP/1.1\r\nHost: x\r\n${json}Content-Length: 40\r\n\r\n{"length":`,
    expected: { status: 408, code: 'request_timeout' },
  },
];

// Splits the bytes into up to three writes at arbitrary points.
function split(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => Math.floor(c * text.length)))].filter((p) => p > 0).sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

function rawCaseOf(requests: readonly WireRequest[], last: WireRequest | null, cuts: readonly number[]): RawCase {
  const all = last === null ? requests : [...requests, last];
  return {
    pieces: split(all.map((r) => r.text).join(''), cuts),
    expected: all.map((r) => r.expected),
    closes: last !== null,
    requests: all.length,
  };
}

const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 2 });

/** One to three well-formed requests, then (half the time) one that is refused, split across writes. */
export const rawCase: fc.Arbitrary<RawCase> = fc
  .tuple(fc.array(wellFormed, { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom(...REFUSED)), cuts)
  .map(([requests, last, at]) => rawCaseOf(requests, last, at));

/** Zero to two well-formed requests, then one that never finishes arriving. */
export const truncatedCases: fc.Arbitrary<RawCase> = fc
  .tuple(fc.array(wellFormed, { maxLength: 2 }), fc.constantFrom(...TRUNCATED), cuts)
  .map(([requests, last, at]) => rawCaseOf(requests, last, at));

/** The answers every response on the wire must be, in order; `closed` says whether the server closed. */
function checkWire(responses: readonly WireResponse[], closed: boolean, input: RawCase, what: string): void {
  const context = `${what}: ${JSON.stringify(input.pieces).slice(0, 400)} -> ${responses.map((r) => r.status).join(',')}`;
  assert.equal(responses.length, input.expected.length, `answers: ${context}`);
  responses.forEach((response, i) => {
    const expected = input.expected[i] as WireExpected;
    assert.equal(response.status, expected.status, `answer ${i}: ${context} ${response.text.slice(0, 200)}`);
    assert.match(response.headers['content-type'] ?? '', /^application\/json/, context);
    assert.equal(response.headers['x-content-type-options'], 'nosniff', context);
    if (expected.code !== undefined) assert.equal(response.body?.error, expected.code, context);
    if (expected.generate !== undefined) {
      assert.equal(response.body?.passwords.length, expected.generate.count, context);
      assert.equal(response.body?.analysis.length, expected.generate.length, context);
      assert.equal(response.body?.analysis.pool, expected.generate.pool, context);
    }
  });
  if (input.closes) assert.ok(closed, `the server must close the connection: ${context}`);
}

/**
 * Writes a case on a new connection (a millisecond between writes) and reads
 * until the server has answered everything (and, for a refused request,
 * closed the connection). Anything slower than the deadline is a hang.
 */
export async function runRawCase(port: number, input: RawCase, what: string, deadlineMs = 5_000): Promise<void> {
  const socket = await openSocket(port);
  let raw = '';
  let closed = false;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, deadlineMs);
    const check = () => {
      const complete = parseResponses(raw).length >= input.expected.length;
      if (closed || (complete && !input.closes)) {
        clearTimeout(timer);
        resolve();
      }
    };
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      check();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      check();
    });
  });
  for (const piece of input.pieces) {
    socket.write(piece);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await done;
  socket.destroy();
  checkWire(parseResponses(raw), closed, input, what);
}
