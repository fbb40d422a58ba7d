/**
 * The breach check through the packed package's installed command: `check --breach` against a local range
 * server on 127.0.0.1, `breach build` and `check --breach-file`, their errors and exit statuses.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { COMMAND_NAME } from '../src/cli/help.js';
import { checkPassword } from '../src/library.js';
import {
  type CommandResult,
  type InstalledPackage,
  installPackedPackage,
  type RunOptions,
  runCommand,
} from './support/package.js';

const PASSWORD = 'ji32k7au4a83';
const HASH = createHash('sha1').update(PASSWORD).digest('hex').toUpperCase();
const OTHER = `${'0'.repeat(34)}1:4`;

let installed: InstalledPackage;
const cli = (args: readonly string[], options?: RunOptions): Promise<CommandResult> =>
  runCommand(installed.bin, args, { input: `${PASSWORD}\n`, ...options });

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;
let behaviour: Behaviour = () => undefined;
let requests: string[] = [];
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  behaviour(request, response);
});
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'pwgen-cli-breach-'));

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range`;
  installed = await installPackedPackage(COMMAND_NAME);
});
after(() => {
  installed?.remove();
  server.closeAllConnections();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function answer(status: number, body: string): Behaviour {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(body);
  };
}

function assertFailed(result: CommandResult, code: string, status = 1): void {
  const what = JSON.stringify(result);
  assert.equal(result.code, status, what);
  assert.equal(result.stdout, '', what);
  assert.ok(result.stderr.startsWith(`${code}: `), what);
  assert.doesNotMatch(result.stderr, new RegExp(`${PASSWORD}|${HASH.slice(5, 15)}`), what);
}

describe('check --breach, online', () => {
  it('found: level 0, the count in the text and in --json, which equals the library', async () => {
    behaviour = answer(200, `${OTHER}\r\n${HASH.slice(5)}:42\r\n${'F'.repeat(35)}:0`);
    requests = [];
    const json = await cli(['check', '--json', '--breach-url', url]);
    assert.equal(json.code, 0, json.stderr);
    assert.deepEqual(requests, [`/range/${HASH.slice(0, 5)}`]);
    const result = JSON.parse(json.stdout);
    assert.deepEqual(result.breach, { status: 'found', source: 'online', count: 42 });
    assert.equal(result.level, 0);
    assert.deepEqual(
      result,
      JSON.parse(JSON.stringify(await checkPassword(PASSWORD, { breach: { url }, lang: 'en' }))),
    );
    const text = await cli(['check', '--breach-url', url]);
    assert.match(text.stdout, /level 0 of 4/);
    assert.match(text.stdout, /^Breach check: found, seen 42 times in known data breaches\.$/m);
    assert.match(text.stdout, /^Warning: Your password was exposed by a data breach on the Internet\.$/m);
  });

  it('--breach takes PWGEN_BREACH_URL; not found says so; the variable alone sends nothing', async () => {
    behaviour = answer(200, `${OTHER}\r\n`);
    requests = [];
    const env = { PWGEN_BREACH_URL: url };
    const found = await cli(['check', '--breach', '--lang', 'es'], { env });
    assert.equal(found.code, 0, found.stderr);
    assert.match(found.stdout, /^Filtraciones: no encontrada en filtraciones de datos conocidas\.$/m);
    assert.equal(requests.length, 1);
    const plain = await cli(['check', '--json'], { env });
    assert.deepEqual(JSON.parse(plain.stdout).breach, { status: 'not_checked' });
    assert.equal(requests.length, 1, 'nothing was sent without --breach');
  });

  it('a 503, a malformed body and a reset exit 1 with their codes, and print no result', async () => {
    behaviour = answer(503, 'busy');
    assertFailed(await cli(['check', '--breach-url', url]), 'breach_http_status');
    behaviour = answer(200, `${OTHER}\r\n${HASH.slice(5, 20)}`);
    assertFailed(await cli(['check', '--breach-url', url]), 'breach_malformed_answer');
    behaviour = (request) => request.socket.destroy();
    assertFailed(await cli(['check', '--breach-url', url]), 'breach_network_error');
  });

  it('usage errors exit 2: a URL that is not http(s), --breach with --breach-file', async () => {
    assertFailed(await cli(['check', '--breach-url', 'file:///etc/passwd']), 'invalid_breach_url', 2);
    assertFailed(await cli(['check', '--breach', '--breach-file', 'x']), 'conflicting_options', 2);
    const misplaced = await cli(['--breach']);
    assertFailed(misplaced, 'unknown_option', 2);
    assert.match(misplaced.stderr, /'--breach' is an option of check/);
  });

  it('--help says exactly what leaves the machine', async () => {
    const help = await cli(['check', '--help']);
    assert.match(help.stdout, /first 5 of the 40 hex characters/);
    assert.match(help.stdout, /Add-Padding: true/);
  });
});

describe('breach build and check --breach-file, offline', () => {
  const source = join(dir, 'pwned.txt');
  const filter = join(dir, 'pwned.filter');

  it('builds from SHA1:COUNT lines; the listed password is found, another not, and nothing is sent', async () => {
    const lines = [PASSWORD, 'hunter2', 'password1'].map(
      (p) => `${createHash('sha1').update(p).digest('hex').toUpperCase()}:9`,
    );
    writeFileSync(source, `${lines.sort().join('\r\n')}\r\n`);
    const built = await cli(['breach', 'build', '--from', source, '--out', filter]);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stdout, /3 distinct entries from 3 lines \(sha1\)/);
    requests = [];
    const found = await cli(['check', '--json', '--breach-file', filter]);
    assert.equal(found.code, 0, found.stderr);
    assert.deepEqual(JSON.parse(found.stdout).breach, {
      status: 'found',
      source: 'filter',
      count: null,
      false_positive_rate: 1 / 256,
    });
    assert.deepEqual(
      JSON.parse(found.stdout),
      JSON.parse(JSON.stringify(await checkPassword(PASSWORD, { breach: { file: filter }, lang: 'en' }))),
    );
    const text = await cli(['check', '--breach-file', filter], { input: 'correct horse battery staple\n' });
    assert.match(text.stdout, /^Breach check: not found in the breach filter\.$/m);
    assert.deepEqual(requests, []);
  });

  it('a corrupt, truncated or missing filter exits 1 with its code before any result', async () => {
    const bytes = readFileSync(filter);
    const cut = join(dir, 'cut.filter');
    writeFileSync(cut, bytes.subarray(0, bytes.byteLength - 2));
    assertFailed(await cli(['check', '--breach-file', cut]), 'breach_filter_truncated');
    const flipped = Buffer.from(bytes);
    flipped[130] = (flipped[130] as number) ^ 0xff;
    writeFileSync(cut, flipped);
    assertFailed(await cli(['check', '--breach-file', cut]), 'breach_filter_corrupt');
    assertFailed(await cli(['check', '--breach-file', join(dir, 'missing')]), 'breach_filter_unreadable');
    assertFailed(await cli(['check', '--breach-file', source]), 'breach_filter_invalid');
  });

  it('build errors: a malformed source exits 1, missing flags exit 2', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, `${HASH}:1\nnot a hash\n`);
    assertFailed(
      await cli(['breach', 'build', '--from', bad, '--out', join(dir, 'bad.filter')]),
      'breach_source_malformed',
    );
    assertFailed(await cli(['breach', 'build', '--from', bad]), 'missing_option', 2);
    assertFailed(await cli(['breach', 'build', '--from', bad, '--out', bad]), 'conflicting_options', 2);
    assert.equal(readFileSync(bad, 'utf8'), `${HASH}:1\nnot a hash\n`, 'the source is untouched');
    assertFailed(await cli(['breach']), 'unknown_command', 2);
    assert.match((await cli(['breach', '--help'])).stdout, /binary fuse filters/);
  });
});
