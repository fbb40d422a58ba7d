import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadWebAssets } from '../src/http/web-assets.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import type { RunningService } from '../src/main.js';
import { rawRequest } from './support/raw-http.js';
import { startTestService } from './support/service.js';

// The package is not on the npm registry: `npx pwgen-service` would fetch whatever someone
// registered under that name and run it. No answer, page or doc may tell anyone to run it.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE_NAME = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string }).name;
/** `npx` (with any flags) followed by this package's name. */
const NPX_OURS = new RegExp(`\\bnpx\\s+(?:-{1,2}\\S+\\s+)*${PACKAGE_NAME}\\b`, 'i');
const MCP_ACCEPT = 'application/json, text/event-stream';

function mcpCall(id: number): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'generate_password', arguments: {} },
  });
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('nobody is told to npx an unpublished name', () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '1' });
  });
  after(() => service?.close());

  it('not in any 429 (REST and MCP, both message languages), whose _futuros names no command at all', async () => {
    const bodies: string[] = [];
    for (const lang of ['en', 'es']) {
      const headers = { 'accept-language': lang };
      await rawRequest(`${service.url}/v1/generate`, { method: 'POST', headers });
      const refused = await rawRequest(`${service.url}/v1/generate`, { method: 'POST', headers });
      assert.equal(refused.status, 429);
      assert.equal(typeof refused.body._futuros, 'string');
      assert.doesNotMatch(refused.body._futuros, /\bnpx\b|\bnpm\s+(install|i|exec)\b/);
      bodies.push(refused.text);
      const mcp = await rawRequest(`${service.url}/mcp`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: MCP_ACCEPT },
        body: mcpCall(1),
      });
      assert.match(mcp.text, /-32029/);
      bodies.push(mcp.text);
    }
    for (const body of bodies) assert.doesNotMatch(body, /\bnpx\b/, body);
  });

  it('not in the index, the OpenAPI document, the reference, the pages or their assets', async () => {
    const paths = ['/', '/openapi.json', '/docs', '/docs/docs.js'];
    for (const lang of LANGUAGES) paths.push(`/${lang}/generator`, `/${lang}/checker`);
    for (const name of loadWebAssets().files.keys()) paths.push(`/assets/${name}`);
    for (const path of paths) {
      const response = await rawRequest(`${service.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.doesNotMatch(response.text, NPX_OURS, path);
    }
    // The reference says how to get the package for real.
    const docs = (await rawRequest(`${service.url}/docs`)).text;
    assert.match(docs, /not published on the npm registry/);
    assert.match(docs, /<code>npm pack<\/code>.*<code>npm install -g \.\/pwgen-service-\*\.tgz<\/code>/s);
  });

  it("not in the command line's help", () => {
    const bin = join(ROOT, 'dist/src/cli/bin.js');
    for (const args of [['--help'], ['help', 'generate'], ['help', 'check'], ['help', 'serve']]) {
      const help = execFileSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
      assert.ok(help.length > 100, args.join(' '));
      assert.doesNotMatch(help, NPX_OURS, args.join(' '));
    }
  });

  it('not in the README nor the docs (docs/**/*.md)', () => {
    const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
    assert.ok(files.length > 0);
    for (const file of files) assert.doesNotMatch(readFileSync(file, 'utf8'), NPX_OURS, file);
  });

  it('the pattern finds the advice it forbids', () => {
    for (const text of ['run npx pwgen-service', 'npx -y pwgen-service --count 2', '(npx  --yes pwgen-service)']) {
      assert.match(text, NPX_OURS);
    }
    assert.doesNotMatch('npx redocly lint', NPX_OURS);
  });
});
