import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { rawRequest } from './support/raw-http.js';
import { postJson, spawnService } from './support/service.js';

/** Every string in any `passwords` array of a JSON value, also inside JSON carried as text (MCP content). */
function collectPasswords(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('{') || value.includes('\n{')) {
      const start = value.indexOf('{');
      try {
        collectPasswords(JSON.parse(value.slice(start)), into);
      } catch {
        // prose, not JSON
      }
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectPasswords(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'passwords' && Array.isArray(inner)) {
      for (const p of inner) if (typeof p === 'string') into.add(p);
    } else {
      collectPasswords(inner, into);
    }
  }
}

function sendRaw(url: string, data: string): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname, () => socket.end(data));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

const CANARY = `canary${Date.now().toString(36)}`;
const QUERY_CANARY = `query${Date.now().toString(36)}`;

describe('no generated password is ever written by the process', () => {
  it('at LOG_LEVEL=trace, through every endpoint and error path, nothing the process wrote contains a password', async () => {
    const service = await spawnService({ LOG_LEVEL: 'trace', RATE_LIMIT_MAX: '40' });
    const passwords = new Set<string>();
    const url = service.url;
    const generate = `${url}/v1/generate`;
    try {
      // Successful generations through REST, in several shapes and languages.
      for (const body of [
        undefined,
        { count: 20 },
        { count: 20, length: 64 },
        { count: 20, length: 32, no_repeats: true, exclude_ambiguous: true },
        { count: 10, symbols: false, lang: 'es' },
        { count: 10, length: 24, lower: false },
      ]) {
        const response = await postJson(generate, body, { 'accept-language': 'fr' });
        assert.equal(response.status, 200);
        collectPasswords(response.body, passwords);
      }
      const noContentType = await rawRequest(generate, { method: 'POST', body: '{"count": 20, "length": 20}' });
      collectPasswords(noContentType.body, passwords);

      // The MCP tool.
      const mcpHeaders = { accept: 'application/json, text/event-stream' };
      const probe = await postJson(`${url}/mcp`, { jsonrpc: '2.0', id: 0, method: 'ping' }, mcpHeaders);
      assert.notEqual(probe.status, 404, 'the MCP endpoint exists and is covered');
      for (const args of [{ count: 20 }, { count: 20, length: 40, lang: 'es' }]) {
        const call = await postJson(
          `${url}/mcp`,
          { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_password', arguments: args } },
          mcpHeaders,
        );
        assert.equal(call.status, 200, call.text);
        const before = passwords.size;
        collectPasswords(call.body, passwords);
        assert.ok(passwords.size >= before + 20, 'the MCP result carried 20 passwords');
      }

      const sample = [...passwords];
      assert.ok(sample.length >= 100, `${sample.length} passwords collected`);
      for (const p of sample) assert.ok(p.length >= 16, 'long enough never to appear by chance');
      const pw = (i: number) => sample[i % sample.length] as string;

      // Error paths, each carrying a generated password the way a confused client might send it back.
      const errors: Promise<unknown>[] = [
        postJson(generate, { [pw(1)]: true }),
        postJson(generate, { length: pw(2) }),
        postJson(generate, { count: pw(3) }),
        postJson(generate, { lower: pw(4) }),
        postJson(generate, `{"length": "${pw(5)}"`),
        postJson(generate, JSON.stringify([pw(6)])),
        postJson(generate, `password=${encodeURIComponent(pw(7))}`, {
          'content-type': 'application/x-www-form-urlencoded',
        }),
        postJson(generate, JSON.stringify({ lang: `${pw(8)}${'x'.repeat(9000)}` })),
        postJson(generate, { lower: false, upper: false, digits: false, symbols: false, lang: pw(9) }),
        postJson(`${url}/v1/check`, { password: pw(10) }),
        postJson(`${url}/v1/check`, `password=${pw(11)}`, { 'content-type': 'application/x-www-form-urlencoded' }),
        postJson(`${url}/nope`, { password: pw(12) }),
        rawRequest(`${url}/v1/check`, { method: 'PUT', body: pw(13) }),
        sendRaw(url, `BROKEN ${pw(14)}\r\n\r\n`),
        sendRaw(
          url,
          `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n${pw(15)}`,
        ),
      ];
      errors.push(
        postJson(
          `${url}/mcp`,
          {
            jsonrpc: '2.0',
            id: 2,
            method: 'tools/call',
            params: { name: 'generate_password', arguments: { length: pw(16) } },
          },
          mcpHeaders,
        ),
        postJson(`${url}/mcp`, `{"jsonrpc": "2.0", "id": 3, "method": "${pw(17)}"`, mcpHeaders),
        postJson(`${url}/mcp`, { jsonrpc: '2.0', id: 4, method: pw(18) }, mcpHeaders),
      );
      for (const error of errors) await error;

      // Spend the budget and carry a password in refused requests too.
      let refused = 0;
      for (let i = 0; i < 60 && refused < 3; i++) {
        const response = await postJson(generate, { length: pw(19 + i) });
        if (response.status === 429) refused++;
      }
      assert.equal(refused, 3, 'the 429 path was exercised');
      // A canary in a URL's path, which the access log does record (a query string it leaves out, and
      // a second canary there must not appear): proves the output is captured and searched.
      await rawRequest(`${url}/${CANARY}?password=${QUERY_CANARY}`);
    } finally {
      const code = await service.stop();
      assert.equal(code, 0);
    }

    const output = service.output();
    assert.match(output, /incoming request/, 'trace logging was on and captured');
    assert.ok(output.includes(CANARY), 'the canary logged with the request path is found');
    assert.ok(!output.includes(QUERY_CANARY), 'a query string is never logged');
    assert.ok(output.length > 5_000, `${output.length} characters of output`);
    const leaked = [...passwords].filter((p) => output.includes(p) || output.includes(JSON.stringify(p).slice(1, -1)));
    assert.deepEqual(leaked, [], 'passwords found in the process output');
  });
});
