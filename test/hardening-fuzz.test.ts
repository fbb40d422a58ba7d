/**
 * Property-based fuzzing of the HTTP API and the MCP endpoint (fast-check).
 * Seeded and replayable: the seed is printed (as a test diagnostic, and in
 * every failure); FUZZ_SEED=<seed> npm test replays the same inputs. Most of
 * the volume goes through app.inject() (no socket); raw framing goes over real
 * sockets. Every answer must be: never a 5xx, JSON with nosniff, an Error body
 * (or a JSON-RPC error on /mcp) when not 2xx, on time, and of the class the
 * contract gives the input (200 only for a valid body).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RunningService } from '../src/main.js';
import {
  bodyText,
  contentEncoding,
  contentType,
  type Expected,
  expectBody,
  expectGenerate,
  generateEntries,
  jsonValue,
  objectText,
  parsedObject,
} from './support/fuzz-model.js';
import { rawCase, runRawCase, truncatedCases } from './support/fuzz-raw.js';
import { startTestService } from './support/service.js';

function readSeed(): number {
  const raw = process.env.FUZZ_SEED;
  if (raw === undefined || raw.trim() === '') return (Date.now() ^ (process.pid << 10)) | 0;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got "${raw}"`);
  return seed | 0;
}

const SEED = readSeed();
const counts = { inject: 0, raw: 0 };
const started = Date.now();

/** The fast-check parameters of the nth property: the run's seed, shifted, so that each is replayable alone. */
const params = (n: number, numRuns: number): fc.Parameters<unknown> => ({
  seed: SEED + n,
  numRuns,
  endOnFailure: true,
});

const REST_ERROR_FIELDS = ['error', 'message', 'docs', '_meta'];

/** The invariants every answer keeps, and the class the contract gives it. */
function checkAnswer(response: LightMyRequestResponse, expected: Expected | undefined, what: string): void {
  const context = `${what} -> ${response.statusCode} ${response.body.slice(0, 300)} (FUZZ_SEED=${SEED})`;
  assert.ok(response.statusCode < 500 || response.statusCode === 501, context);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', context);
  const isJson = /^application\/json/.test(String(response.headers['content-type']));
  // Parsed only when looked at: /openapi.json is large, and parsing it thousands of times is no test.
  const needed = response.statusCode >= 400 || expected !== undefined;
  const body = isJson && needed ? (JSON.parse(response.body) as Record<string, any>) : undefined;
  if (response.statusCode >= 400) {
    assert.ok(isJson, context);
    for (const field of REST_ERROR_FIELDS) assert.ok(body !== undefined && field in body, `${field}: ${context}`);
  }
  if (expected === undefined) return;
  assert.equal(response.statusCode, expected.status, context);
  if ('code' in expected) {
    assert.equal(body?.error, expected.code, context);
    if (expected.field !== undefined) assert.equal(body?.field, expected.field, context);
    if (expected.message !== undefined) assert.match(body?.message, expected.message, context);
    return;
  }
  assert.equal(body?.passwords.length, expected.count, context);
  for (const password of body?.passwords ?? []) assert.equal([...password].length, expected.length, context);
  assert.equal(body?.analysis.pool, expected.pool, context);
}

describe(`fuzzing the HTTP API and MCP (FUZZ_SEED=${SEED})`, () => {
  let service: RunningService;
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => {
    counts.inject++;
    return service.app.inject(options);
  };

  before(async () => {
    service = await startTestService(
      { RATE_LIMIT_MAX: '100000', TRUST_PROXY: 'loopback' },
      // Short timeouts, so that truncated requests get their 408 quickly.
      { timeouts: { headers: 600, request: 900, keepAlive: 2_000, checkingInterval: 50 } },
    );
  });
  after(() => service.close());

  it('generate bodies: 200 exactly when the body is valid, else the first problem in the documented order', async () => {
    await fc.assert(
      fc.asyncProperty(generateEntries, async (entries) => {
        const payload = objectText(entries);
        const response = await inject({
          method: 'POST',
          url: '/v1/generate',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        checkAnswer(response, expectGenerate(parsedObject(entries)), payload);
      }),
      params(1, 3_000),
    );
  });

  it('body shapes, content types and encodings: the decision table of the body rules', async () => {
    const headerValue = fc.string({ maxLength: 30, unit: 'grapheme-ascii' });
    await fc.assert(
      fc.asyncProperty(
        contentType,
        contentEncoding,
        bodyText,
        fc.option(headerValue),
        fc.option(headerValue),
        async (type, encoding, body, acceptLanguage, forwardedFor) => {
          const headers: Record<string, string> = {};
          if (type !== undefined) headers['content-type'] = type;
          if (encoding !== undefined) headers['content-encoding'] = encoding;
          if (acceptLanguage !== null) headers['accept-language'] = acceptLanguage;
          if (forwardedFor !== null) headers['x-forwarded-for'] = forwardedFor;
          const response = await inject({
            method: 'POST',
            url: '/v1/generate',
            headers,
            ...(body === undefined ? {} : { payload: body }),
          });
          checkAnswer(
            response,
            expectBody(type, encoding, body),
            JSON.stringify({ headers, body: body?.slice(0, 80) }),
          );
        },
      ),
      params(2, 3_000),
    );
  });

  it('methods, paths and headers: never a 5xx, every error an Error body, 404/405 as routed', async () => {
    const ROUTES: Record<string, readonly string[]> = {
      '/': ['GET', 'HEAD'],
      '/v1/generate': ['POST'],
      '/v1/check': ['POST'],
      '/openapi.json': ['GET', 'HEAD'],
      '/mcp': ['POST'],
      '/healthz': ['GET', 'HEAD'],
      '/readyz': ['GET', 'HEAD'],
      '/docs': ['GET', 'HEAD'],
    };
    // Cheap generators of odd paths and queries (fc.webPath is thorough but costs 2 ms a value). No
    // backslash: inject() takes a path starting with a slash and a backslash for a URL with a host, and throws.
    const segment = fc.string({ unit: fc.constantFrom(..."abz09-._~%:@!$&()*+,;='".split('')), maxLength: 8 });
    const oddPath = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
    const path = fc.oneof(fc.constantFrom(...Object.keys(ROUTES)), oddPath);
    const query = fc.oneof(
      fc.constant(''),
      fc.string({ unit: fc.constantFrom(...'lang=es&x%2F?;#'.split('')), maxLength: 12 }).map((q) => `?${q}`),
      fc.constant('?lang=es&lang=xx'),
    );
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
    await fc.assert(
      fc.asyncProperty(path, query, method, fc.option(bodyText, { nil: undefined }), async (p, q, m, body) => {
        const response = await inject({
          method: m as 'GET',
          url: `${p}${q}`,
          ...(body === undefined || m === 'GET' || m === 'HEAD' ? {} : { payload: body }),
        });
        const what = `${m} ${p}${q} ${JSON.stringify(body?.slice(0, 60))}`;
        // Generated paths may still reach a route (dot segments, escapes): only the listed ones are routed here.
        const allowed = Object.hasOwn(ROUTES, p) ? ROUTES[p] : undefined;
        if (p === '/mcp' && m === 'POST') return checkMcpAnswer(response, undefined, what);
        if (m === 'HEAD') {
          assert.ok(response.statusCode < 500, what);
          return;
        }
        checkAnswer(response, undefined, what);
        // A body over the limit is refused (413) before routing decides anything else.
        if (response.statusCode === 413) assert.ok(Buffer.byteLength(body ?? '') > 8192, what);
        else if (allowed !== undefined && !allowed.includes(m)) assert.equal(response.statusCode, 405, what);
        else if (response.statusCode >= 400) {
          assert.ok([400, 404, 405, 415, 501].includes(response.statusCode), `${what}: ${response.statusCode}`);
        }
      }),
      params(3, 1_500),
    );
  });

  it('MCP messages: tools/call answers like REST (isError exactly when the arguments are invalid), JSON-RPC errors otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(mcpMessage, async ({ message, expected }) => {
        const payload = JSON.stringify(message);
        const response = await inject({
          method: 'POST',
          url: '/mcp',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        checkMcpAnswer(response, expected, payload.slice(0, 200));
      }),
      params(4, 1_000),
    );
  });

  it('raw framing over real sockets: pipelined, split and malformed requests are answered in order, then closed', async () => {
    const port = Number(new URL(service.url).port);
    const cases = fc.sample(rawCase, { seed: SEED + 5, numRuns: 1_000 });
    await runConcurrently(cases, 24, async (rawInput, index) => {
      counts.raw += rawInput.requests;
      await runRawCase(port, rawInput, `case ${index} of sample seed ${SEED + 5} (FUZZ_SEED=${SEED})`);
    });
  });

  it('truncated requests get 408 request_timeout, never a hang', async () => {
    const port = Number(new URL(service.url).port);
    const cases = fc.sample(truncatedCases, { seed: SEED + 6, numRuns: 24 });
    await runConcurrently(cases, 24, async (rawInput, index) => {
      counts.raw += rawInput.requests;
      await runRawCase(port, rawInput, `truncated case ${index} (FUZZ_SEED=${SEED})`);
    });
  });

  it('sent at least 10,000 generated requests', (t) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    t.diagnostic(
      `${counts.inject} inject + ${counts.raw} raw-socket requests in ${seconds} s; replay: FUZZ_SEED=${SEED}`,
    );
    assert.ok(counts.inject + counts.raw >= 10_000, JSON.stringify(counts));
  });
});

async function runConcurrently<T>(items: readonly T[], width: number, run: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** An MCP message with the answer it must get: a status, and the result or JSON-RPC error it carries. */
type McpExpected =
  | { readonly status: 202 }
  | { readonly status: number; readonly rpcError: number }
  | { readonly status: 200; readonly tool: Expected };

const requestId = fc.oneof(fc.integer(), fc.string({ maxLength: 10 }));
const mcpMessage: fc.Arbitrary<{ message: unknown; expected: McpExpected }> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(requestId, generateEntries).map(([id, entries]) => ({
      message: {
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'generate_password', arguments: parsedObject(entries) },
      },
      expected: { status: 200, tool: expectGenerate(parsedObject(entries)) } as McpExpected,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(requestId, fc.constantFrom([], 'x', 3, null, [1])).map(([id, args]) => ({
      message: { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'generate_password', arguments: args } },
      expected: { status: 200, tool: { status: 400, code: 'invalid_body' } } as McpExpected,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(requestId, fc.constantFrom('initialize', 'ping', 'tools/list')).map(([id, method]) => ({
      message: { jsonrpc: '2.0', id, method, params: {} },
      expected: { status: 200, rpcError: 0 } as McpExpected,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(requestId, fc.string({ maxLength: 12 })).map(([id, method]) => ({
      message: { jsonrpc: '2.0', id, method: `x/${method}` },
      expected: { status: 200, rpcError: -32601 } as McpExpected,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 12 }).map((method) => ({
      message: { jsonrpc: '2.0', method: `notifications/${method}` },
      expected: { status: 202 } as McpExpected,
    })),
  },
  {
    weight: 2,
    arbitrary: jsonValue.map((message) => ({ message, expected: { status: 400, rpcError: -32600 } as McpExpected })),
  },
);

function checkMcpAnswer(response: LightMyRequestResponse, expected: McpExpected | undefined, what: string): void {
  const context = `${what} -> ${response.statusCode} ${response.body.slice(0, 300)} (FUZZ_SEED=${SEED})`;
  assert.ok(response.statusCode < 500, context);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', context);
  if (response.statusCode === 202) {
    assert.equal(response.body, '', context);
    if (expected !== undefined) assert.equal(expected.status, 202, context);
    return;
  }
  const body = JSON.parse(response.body) as Record<string, any>;
  if (response.statusCode >= 400) {
    // A JSON-RPC error, or (for a refusal before the route, such as 415 for an encoded body) the Error body.
    assert.ok(body.error?.code !== undefined || typeof body.error === 'string', context);
  }
  if (expected === undefined) return;
  assert.equal(response.statusCode, expected.status, context);
  if ('rpcError' in expected) {
    if (expected.rpcError === 0) assert.ok(body.result !== undefined, context);
    else assert.equal(body.error?.code, expected.rpcError, context);
    return;
  }
  if (!('tool' in expected)) return;
  const result = body.result;
  assert.ok(result !== undefined, context);
  if (expected.tool.status === 200) {
    assert.equal(result.isError, false, context);
    assert.equal(result.structuredContent.passwords.length, (expected.tool as { count: number }).count, context);
    assert.equal(result.structuredContent.analysis.pool, (expected.tool as { pool: number }).pool, context);
  } else {
    assert.equal(result.isError, true, context);
    assert.match(result.content[0].text, new RegExp(`^${(expected.tool as { code: string }).code}:`), context);
  }
}
