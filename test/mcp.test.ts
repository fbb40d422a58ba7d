import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RunningService } from '../src/main.js';
import { dereference, generateRequestSchema } from './support/openapi.js';
import { postJson, startTestService } from './support/service.js';

const ANTIPATTERN = /antipattern/i;

function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

async function connect(url: string, path = '/mcp'): Promise<Client> {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}${path}`)));
  return client;
}

describe('MCP endpoint with the official SDK client', () => {
  let service: RunningService;
  let client: Client;

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '1000' });
    client = await connect(service.url);
  });
  after(async () => {
    await client.close();
    await service.close();
  });

  it('negotiates 2025-06-18 and carries the warning in the instructions', () => {
    assert.equal(client.getServerVersion()?.name, 'pwgen');
    assert.match(client.getInstructions() ?? '', ANTIPATTERN);
    assert.deepEqual(client.getServerCapabilities()?.tools, { listChanged: false });
  });

  it('lists exactly one tool, generate_password, with the REST schemas and the annotations', async () => {
    const { tools } = await client.listTools();
    assert.equal(tools.length, 1);
    const [tool] = tools;
    assert.ok(tool);
    assert.equal(tool.name, 'generate_password');
    assert.ok(tool.title);
    assert.match(tool.description ?? '', ANTIPATTERN);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal((tool.inputSchema as any).additionalProperties, false);
    const props = tool.inputSchema.properties as Record<string, any>;
    assert.deepEqual(Object.keys(props), [
      'length',
      'count',
      'lower',
      'upper',
      'digits',
      'symbols',
      'exclude_ambiguous',
      'no_repeats',
      'lang',
    ]);
    assert.equal(props.length.minimum, 4);
    assert.equal(props.length.maximum, 64);
    assert.equal(props.length.default, 16);
    assert.equal(props.count.maximum, 20);
    // The published inputSchema is the very schema of the REST body in the OpenAPI document, and
    // the outputSchema the GenerateResponse schema with its shared parts inlined.
    const openapi: any = await (await fetch(`${service.url}/openapi.json`)).json();
    assert.deepEqual(tool.inputSchema, generateRequestSchema(openapi));
    assert.deepEqual(tool.outputSchema, dereference(openapi, openapi.components.schemas.GenerateResponse));
    assert.deepEqual(tool.annotations, {
      title: tool.annotations?.title,
      readOnlyHint: true,
      openWorldHint: false,
      idempotentHint: false,
    });
  });

  it('calls generate_password without arguments: defaults, structuredContent valid against outputSchema', async () => {
    const { tools } = await client.listTools();
    const validate = newAjv().compile(tools[0]?.outputSchema as object);
    const result = await client.callTool({ name: 'generate_password' });
    assert.equal(result.isError, false);
    assert.ok(validate(result.structuredContent), JSON.stringify(validate.errors));
    const body = result.structuredContent as any;
    assert.equal(body.passwords.length, 1);
    assert.equal(body.passwords[0].length, 16);
    assert.equal(body.analysis.pool, 89);
    assert.equal(body.analysis.crack_time.unit, 'years');
    const content = result.content as { type: string; text: string }[];
    assert.deepEqual(JSON.parse(content[0]?.text ?? ''), body);
    assert.ok(content.some((c) => c.type === 'text' && ANTIPATTERN.test(c.text) && !c.text.startsWith('{')));
  });

  it('calls generate_password with arguments, including lang', async () => {
    const { tools } = await client.listTools();
    const validate = newAjv().compile(tools[0]?.outputSchema as object);
    const result = await client.callTool({
      name: 'generate_password',
      arguments: { length: 40, count: 5, symbols: false, no_repeats: true, lang: 'es' },
    });
    assert.equal(result.isError, false);
    assert.ok(validate(result.structuredContent), JSON.stringify(validate.errors));
    const body = result.structuredContent as any;
    assert.equal(body.passwords.length, 5);
    for (const p of body.passwords) {
      assert.equal(p.length, 40);
      assert.match(p, /^[a-zA-Z0-9]+$/);
      for (let i = 1; i < p.length; i++) assert.notEqual(p[i], p[i - 1]);
    }
    assert.equal(body.analysis.pool, 62);
    assert.equal(body.analysis.bits, Math.log2(62) + 39 * Math.log2(61));
    assert.deepEqual(body._meta.lang, { messages: 'es', links: 'es' });
    assert.match(body.notice, /antipatrón/);
    assert.match(body.notice, /\/es\/generator/);
  });

  it('answers bad arguments with isError and the REST code and message, in the requested language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ length: 3 }, 'invalid_length'],
      [{ count: 21 }, 'invalid_count'],
      [{ length: '20' }, 'invalid_length'],
      [{ upper: 'yes' }, 'invalid_parameter'],
      [{ colour: 'red' }, 'unknown_parameter'],
      [{ lower: false, upper: false, digits: false, symbols: false }, 'empty_alphabet'],
    ];
    for (const [args, code] of cases) {
      for (const lang of ['en', 'es'] as const) {
        const result = await client.callTool({ name: 'generate_password', arguments: { ...args, lang } });
        assert.equal(result.isError, true, code);
        assert.equal(result.structuredContent, undefined);
        const text = (result.content as { text: string }[]).map((c) => c.text).join('\n');
        const rest = await postJson(`${service.url}/v1/generate`, { ...args, lang });
        assert.equal(rest.body.error, code);
        assert.ok(text.includes(code), text);
        assert.ok(text.includes(rest.body.message), `${lang} ${code}: ${text}`);
        assert.match(text, lang === 'es' ? /antipatrón/ : /antipattern/);
      }
    }
  });

  it('a mistyped argument name carries the suggestion, as in the REST Error body, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      const result = await client.callTool({ name: 'generate_password', arguments: { lenght: 20, lang } });
      assert.equal(result.isError, true);
      const [first] = result.content as { text: string }[];
      const body = JSON.parse(first?.text.slice(first.text.indexOf('{')) ?? '{}');
      const rest = await postJson(`${service.url}/v1/generate`, { lenght: 20, lang });
      assert.equal(body.suggestion, 'length');
      assert.equal(body.field, 'lenght');
      assert.equal(body.message, rest.body.message);
      assert.match(body.message, lang === 'es' ? /¿Querías decir "length"\?/ : /Did you mean "length"\?/);
    }
  });

  it('answers an unknown tool with JSON-RPC error -32602', async () => {
    await assert.rejects(
      () => client.callTool({ name: 'check_password', arguments: {} }),
      (error: any) => error.code === -32602,
    );
  });

  it('answers ping with an empty result', async () => {
    assert.deepEqual(await client.ping(), {});
  });
});

describe('MCP endpoint over raw HTTP', () => {
  let service: RunningService;
  let mcp: string;
  const call = (id: unknown, args?: unknown) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: args === undefined ? { name: 'generate_password' } : { name: 'generate_password', arguments: args },
  });

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '1000', MCP_ALLOWED_ORIGINS: 'https://allowed.example' });
    mcp = `${service.url}/mcp`;
  });
  after(() => service.close());

  it('answers initialize with 2025-06-18 whatever version the client asks for', async () => {
    for (const asked of ['2024-11-05', '2025-11-25', '1999-01-01']) {
      const r = await postJson(mcp, {
        jsonrpc: '2.0',
        id: 'init',
        method: 'initialize',
        params: { protocolVersion: asked, capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
      });
      assert.equal(r.status, 200);
      assert.equal(r.body.id, 'init');
      assert.equal(r.body.result.protocolVersion, '2025-06-18');
      assert.deepEqual(r.body.result.capabilities, { tools: { listChanged: false } });
      assert.equal(r.headers.get('mcp-session-id'), null);
      assert.equal(r.headers.get('cache-control'), 'no-store');
      assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    }
  });

  it('answers notifications and client responses with 202 and no body', async () => {
    for (const msg of [
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
      { jsonrpc: '2.0', id: 5, result: {} },
      { jsonrpc: '2.0', id: 6, error: { code: -1, message: 'x' } },
    ]) {
      const r = await postJson(mcp, msg);
      assert.equal(r.status, 202, JSON.stringify(msg));
      assert.equal(r.text, '');
    }
  });

  it('answers an unknown method with -32601 and keeps the id', async () => {
    const r = await postJson(mcp, { jsonrpc: '2.0', id: 42, method: 'resources/list' });
    assert.equal(r.status, 200);
    assert.equal(r.body.id, 42);
    assert.equal(r.body.error.code, -32601);
    assert.match(r.body.error.message, /resources\/list/);
  });

  it('answers malformed JSON with -32700 and HTTP 400', async () => {
    const r = await postJson(mcp, '{"jsonrpc": "2.0", "id": 1,');
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, -32700);
    assert.equal(r.body.id, null);
  });

  it('answers messages that are not JSON-RPC 2.0 requests with -32600 and HTTP 400', async () => {
    const bad = [
      { id: 1, method: 'ping' },
      { jsonrpc: '1.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: null, method: 'ping' },
      [{ jsonrpc: '2.0', id: 1, method: 'ping' }],
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: [1] },
      '"ping"',
      7,
    ];
    for (const msg of bad) {
      const r = await postJson(mcp, msg);
      assert.equal(r.status, 400, JSON.stringify(msg));
      assert.equal(r.body.error.code, -32600, JSON.stringify(msg));
      assert.equal(r.body.jsonrpc, '2.0');
    }
  });

  it('treats absent arguments as all defaults and states isError false', async () => {
    const r = await postJson(mcp, call(1));
    assert.equal(r.body.result.isError, false);
    assert.equal(r.body.result.structuredContent.passwords[0].length, 16);
  });

  it('refuses GET and DELETE with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const r = await fetch(mcp, { method });
      assert.equal(r.status, 405);
      assert.equal(r.headers.get('allow'), 'POST');
      assert.equal(((await r.json()) as any).error, 'method_not_allowed');
    }
  });

  it('issues no session and ignores one sent by the client', async () => {
    const r = await postJson(mcp, call(2), { 'mcp-session-id': 'made-up-session' });
    assert.equal(r.status, 200);
    assert.equal(r.body.result.isError, false);
    assert.equal(r.headers.get('mcp-session-id'), null);
  });

  it('checks MCP-Protocol-Version only when present', async () => {
    assert.equal((await postJson(mcp, call(3), { 'mcp-protocol-version': '2025-06-18' })).status, 200);
    assert.equal((await postJson(mcp, call(4), { 'mcp-protocol-version': '2025-03-26' })).status, 200);
    const bad = await postJson(mcp, call(5), { 'mcp-protocol-version': '2023-01-01' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error.message, /2023-01-01/);
  });

  it('refuses a listed-nowhere Origin with 403 and serves a listed one or none', async () => {
    const evil = await postJson(mcp, call(6), { origin: 'https://evil.example' });
    assert.equal(evil.status, 403);
    assert.equal(evil.body.jsonrpc, '2.0');
    assert.equal((await postJson(mcp, call(7), { origin: 'https://allowed.example' })).status, 200);
    assert.equal((await postJson(mcp, call(8))).status, 200);
  });

  it('answers a body over 8 KiB with 413 and a JSON-RPC error, not the REST Error body', async () => {
    const r = await postJson(mcp, { jsonrpc: '2.0', id: 11, method: 'ping', params: { pad: 'x'.repeat(9000) } });
    assert.equal(r.status, 413);
    assert.equal(r.body.jsonrpc, '2.0');
    assert.equal(r.body.error.code, -32600);
    assert.match(r.body.error.message, /8192/);
  });

  it('answers any other method on /mcp, uncommon ones included, with 405 and Allow: POST', async () => {
    for (const method of ['PUT', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const r = await fetch(mcp, { method });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.get('allow'), 'POST');
    }
  });

  it('is lenient about Accept: JSON-only or no Accept header still gets JSON', async () => {
    for (const accept of ['application/json', '*/*', undefined]) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (accept !== undefined) headers.accept = accept;
      const r = await fetch(mcp, { method: 'POST', headers, body: JSON.stringify(call(9)) });
      assert.equal(r.status, 200);
      assert.equal(((await r.json()) as any).result.isError, false);
    }
  });

  it('selects the language by query, argument and Accept-Language with REST precedence', async () => {
    const lang = async (path: string, args: unknown, headers: Record<string, string> = {}) =>
      (await postJson(`${service.url}${path}`, call(10, args), headers)).body.result.structuredContent._meta.lang;
    assert.deepEqual(await lang('/mcp?lang=es', { lang: 'fr' }), { messages: 'es', links: 'es' });
    assert.deepEqual(await lang('/mcp', { lang: 'fr' }, { 'accept-language': 'es' }), { messages: 'en', links: 'fr' });
    assert.deepEqual(await lang('/mcp', {}, { 'accept-language': 'es-ES;q=0.9, de;q=0.5' }), {
      messages: 'es',
      links: 'es',
    });
    assert.deepEqual(await lang('/mcp', { lang: 'xx' }, { 'accept-language': 'es' }), { messages: 'en', links: 'en' });
    const list = await postJson(`${service.url}/mcp?lang=es`, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    assert.match(list.body.result.tools[0].description, /antipatrón/);
  });
});

describe('MCP rate limit', () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  after(() => service.close());

  it('shares one budget with /v1/generate and answers 429 as a JSON-RPC error with the REST fields', async () => {
    const ping = (id: number) => postJson(`${service.url}/mcp`, { jsonrpc: '2.0', id, method: 'ping' });
    const first = await ping(1);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('ratelimit-remaining'), '2');
    assert.equal((await postJson(`${service.url}/v1/generate`)).status, 200);
    assert.equal((await ping(2)).status, 200);
    const refused = await ping(77);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.id, 77);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.equal(refused.headers.get('ratelimit-remaining'), '0');
    assert.equal(refused.headers.get('ratelimit-policy'), '3;w=60');
    assert.ok(refused.body.error.code <= -32000 && refused.body.error.code >= -32099);
    assert.match(refused.body.error.message, /wait/);
    assert.equal(refused.body.error.data.error, 'rate_limited');
    assert.equal(refused.body.error.data.limit, 3);
    assert.equal(refused.body.error.data.window_seconds, 60);
    const rest = await postJson(`${service.url}/v1/generate`);
    assert.equal(rest.status, 429);
    const garbage = await postJson(`${service.url}/mcp`, '{nope');
    assert.equal(garbage.status, 429);
    assert.equal(garbage.body.id, null);
    // Over the limit, the 429 comes first, whatever else is wrong with the request.
    const evil = await postJson(
      `${service.url}/mcp`,
      { jsonrpc: '2.0', id: 8, method: 'ping' },
      { origin: 'https://evil.example' },
    );
    assert.equal(evil.status, 429);
    assert.equal(evil.body.id, 8);
    const oldVersion = await postJson(
      `${service.url}/mcp`,
      { jsonrpc: '2.0', id: 9, method: 'ping' },
      { 'mcp-protocol-version': '1999-01-01' },
    );
    assert.equal(oldVersion.status, 429);
    const huge = await postJson(`${service.url}/mcp`, {
      jsonrpc: '2.0',
      id: 10,
      method: 'ping',
      params: { pad: 'x'.repeat(9000) },
    });
    assert.equal(huge.status, 429);
    assert.equal(huge.body.error.code, -32029);
  });
});
