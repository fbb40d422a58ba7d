/**
 * The MCP Inspector's CLI (the official debugging client) against the real
 * /mcp: `tools/list --strict` runs its tool-schema portability check, which
 * must find nothing. A stand-in server publishing the schema shapes the check
 * warns about shows that it does run.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { RunningService } from '../src/main.js';
import { startTestService } from './support/service.js';

const run = promisify(execFile);
const INSPECTOR = join(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json'),
  '..',
  'clients',
  'launcher',
  'build',
  'index.js',
);

// The Inspector declares engines node >= 22.19.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const SKIP =
  major > 22 || (major === 22 && minor >= 19)
    ? false
    : `the MCP Inspector needs Node 22.19 or newer (this is ${process.versions.node})`;

interface InspectorOutput {
  readonly code: number;
  readonly envelope: { result?: { tools?: { name: string }[] }; schemaFindings?: unknown[] };
  readonly stderr: string;
}

/** `inspector --cli URL --method tools/list --strict --format json`, without a timeout of its own. */
async function inspectTools(url: string): Promise<InspectorOutput> {
  const args = [INSPECTOR, '--cli', url, '--method', 'tools/list', '--strict', '--format', 'json'];
  const outcome = await run(process.execPath, args, { env: { ...process.env, NO_COLOR: '1' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error) => ({ code: Number(error.code), stdout: String(error.stdout), stderr: String(error.stderr) }),
  );
  return { code: outcome.code, envelope: JSON.parse(outcome.stdout), stderr: outcome.stderr };
}

/** A minimal stateless MCP server over HTTP that publishes one tool with the given input schema. */
function standIn(inputSchema: object): Promise<Server> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const message = raw === '' ? {} : JSON.parse(raw);
      if (request.method !== 'POST' || message.id === undefined) {
        response.writeHead(request.method === 'POST' ? 202 : 405).end();
        return;
      }
      const result =
        message.method === 'initialize'
          ? {
              protocolVersion: '2025-06-18',
              capabilities: { tools: {} },
              serverInfo: { name: 'stand-in', version: '1' },
            }
          : { tools: [{ name: 'stand_in', inputSchema }] };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('MCP Inspector CLI, strict tool-schema check', { skip: SKIP }, () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('lists generate_password with no finding and no warning', async () => {
    const { code, envelope, stderr } = await inspectTools(`${service.url}/mcp`);
    assert.equal(code, 0, stderr);
    assert.deepEqual(
      envelope.result?.tools?.map((tool) => tool.name),
      ['generate_password'],
    );
    assert.equal(envelope.schemaFindings, undefined, JSON.stringify(envelope.schemaFindings, null, 1));
    assert.doesNotMatch(stderr, /warning|error/i);
  });

  it('the check has teeth: an untyped lang and a type array are reported', async () => {
    const server = await standIn({
      type: 'object',
      properties: {
        lang: { description: 'any value' },
        limit: { type: ['integer', 'null'] },
      },
    });
    try {
      const { port } = server.address() as AddressInfo;
      const { envelope, stderr } = await inspectTools(`http://127.0.0.1:${port}/mcp`);
      const findings = (envelope.schemaFindings as { findings: { rule: string; path: string }[] }[])[0]?.findings;
      assert.deepEqual(
        findings?.map((finding) => `${finding.rule} ${finding.path}`),
        ['untyped-schema properties.lang', 'type-union properties.limit'],
      );
      assert.match(stderr, /2 warnings/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
