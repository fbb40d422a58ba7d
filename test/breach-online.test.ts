/**
 * The online breach check against a local range server on 127.0.0.1 that speaks the Pwned Passwords format
 * (SUFFIX:COUNT lines, CRLF, padding lines with count 0), and misbehaves on request. No test reaches the internet.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { BreachError } from '../src/breach/breach-error.js';
import { lookupOnline } from '../src/breach/online-lookup.js';
import { checkPassword } from '../src/library.js';

const PASSWORD = 'ji32k7au4a83';
const HASH = createHash('sha1').update(PASSWORD).digest('hex').toUpperCase();
const PREFIX = HASH.slice(0, 5);
const SUFFIX = HASH.slice(5);

// Suffixes of the same prefix that are not the password's, as the real API mixes them.
const OTHERS = [
  '0018A45C4D1DEF81644B54AB7F969B88D6',
  '00D4F6E8FA6EECAD2A3AA415EEC418D38E',
  '011053FD0102E94D6AE2F8B83D76FAF94F',
].map((suffix, index) => `${suffix}5:${index + 3}`);
const padding = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `${index.toString(16).toUpperCase().padStart(35, 'F')}:0`);

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let behaviour: Behaviour = () => undefined;
const server = createServer((request, response) => {
  seen.push({ url: request.url ?? '', headers: request.headers });
  behaviour(request, response);
});
let base: string;

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

function answer(lines: readonly string[]): Behaviour {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(lines.join('\r\n'));
  };
}

async function failure(options: Parameters<typeof lookupOnline>[1]): Promise<BreachError> {
  try {
    await lookupOnline(PASSWORD, options);
  } catch (error) {
    assert.ok(error instanceof BreachError, String(error));
    assert.doesNotMatch(error.message, new RegExp(`${PASSWORD}|${SUFFIX}|${PREFIX}`));
    return error;
  }
  assert.fail('the lookup did not fail');
}

describe('online breach check against a local range server', () => {
  it('found: the count comes back, only the 5-character prefix was sent, with Add-Padding', async () => {
    behaviour = answer([...OTHERS, `${SUFFIX}:2345`, ...padding(5)]);
    seen.length = 0;
    const result = await checkPassword(PASSWORD, { breach: { url: base } });
    assert.deepEqual(result.breach, { status: 'found', source: 'online', count: 2345 });
    assert.ok((await checkPassword(PASSWORD)).level > 0, 'the pattern figure alone rates it above 0');
    assert.equal(result.level, 0);
    assert.equal(result.warning, 'Your password was exposed by a data breach on the Internet.');
    assert.equal(result.suggestions[0], 'If you use this password elsewhere, you should change it.');
    assert.equal(seen.length, 1);
    assert.equal(seen[0]?.url, `/range/${PREFIX}`);
    assert.equal(seen[0]?.headers['add-padding'], 'true');
    assert.doesNotMatch(JSON.stringify(seen), new RegExp(SUFFIX.slice(0, 8)));
    // The figure agrees with level 0: no more guesses than a breach list holds, so no scenario reads as safe.
    assert.equal(result.log10_guesses, 9);
    assert.equal(result.crack_time_log10_seconds, -3);
    assert.equal(result.ceiling, true);
    const scenarios = await checkPassword(PASSWORD, { breach: { url: base }, scenarios: true });
    assert.ok((scenarios.scenarios ?? []).length >= 5);
    for (const row of scenarios.scenarios ?? []) {
      assert.ok(row.crack_time_log10_seconds <= 9 - Math.log10(row.guesses_per_second) + 1e-9, row.name);
    }
  });

  it('found, in Spanish: the warning is in the result language', async () => {
    behaviour = answer([`${SUFFIX}:7`]);
    const result = await checkPassword(PASSWORD, { breach: { url: `${base}/` }, lang: 'es' });
    assert.equal(result.level, 0);
    assert.equal(result.warning, 'Su contraseña fue expuesta por una violación de datos en Internet.');
  });

  it("not found: the figures are the checker's own, with breach not_found", async () => {
    behaviour = answer([...OTHERS, ...padding(3)]);
    const plain = await checkPassword(PASSWORD);
    assert.deepEqual(plain.breach, { status: 'not_checked' });
    const result = await checkPassword(PASSWORD, { breach: { url: base } });
    assert.deepEqual(result, { ...plain, breach: { status: 'not_found', source: 'online' } });
  });

  it("padding: the password's own suffix with count 0 is not found", async () => {
    behaviour = answer([...OTHERS, `${SUFFIX}:0`, '']);
    assert.deepEqual(await lookupOnline(PASSWORD, { url: base }), { status: 'not_found', source: 'online' });
  });

  it('a slow answer is breach_timeout: no headers, or headers and then nothing', async () => {
    behaviour = () => undefined;
    assert.equal((await failure({ url: base, timeoutMs: 100 })).code, 'breach_timeout');
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write(`${OTHERS[0]}\r\n`);
    };
    assert.equal((await failure({ url: base, timeoutMs: 100 })).code, 'breach_timeout');
    server.closeAllConnections();
  });

  it('a reset is breach_network_error, before the answer or in its middle', async () => {
    behaviour = (request) => request.socket.destroy();
    assert.equal((await failure({ url: base })).code, 'breach_network_error');
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '4000' });
      response.write(`${OTHERS[0]}\r\n`, () => response.socket?.destroy());
    };
    assert.equal((await failure({ url: base })).code, 'breach_network_error');
  });

  it('a closed port is breach_network_error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    assert.equal((await failure({ url: `http://127.0.0.1:${port}/range` })).code, 'breach_network_error');
  });

  it('503 (and a redirect) is breach_http_status, never not found', async () => {
    behaviour = (_request, response) => {
      response.writeHead(503, { 'retry-after': '1' });
      response.end('busy');
    };
    const error = await failure({ url: base });
    assert.equal(error.code, 'breach_http_status');
    assert.match(error.message, /HTTP 503/);
    behaviour = (_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.2/elsewhere' });
      response.end();
    };
    assert.equal((await failure({ url: base })).code, 'breach_http_status');
  });

  it('a truncated or foreign body is breach_malformed_answer', async () => {
    for (const body of [`${OTHERS[0]}\r\n${SUFFIX.slice(0, 20)}`, '', '<html>Not here</html>', `${SUFFIX}:12x`]) {
      behaviour = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(body);
      };
      assert.equal((await failure({ url: base })).code, 'breach_malformed_answer', JSON.stringify(body));
    }
  });

  it('an unusable URL is invalid_breach_url, before anything is sent', async () => {
    seen.length = 0;
    assert.equal((await failure({ url: 'ftp://127.0.0.1/range' })).code, 'invalid_breach_url');
    assert.equal((await failure({ url: 'not a url' })).code, 'invalid_breach_url');
    assert.equal(seen.length, 0);
  });

  it('the library refuses a breach option it does not know, with a TypeError', async () => {
    for (const breach of ['offline', { file: '' }, { file: 'x', url: base }, { timeoutMs: 0 }, { urls: base }, null]) {
      await assert.rejects(checkPassword('x', { breach } as never), TypeError, JSON.stringify(breach));
    }
  });
});
