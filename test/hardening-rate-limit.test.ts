import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { exchange } from './support/raw-socket.js';
import { startTestService } from './support/service.js';

// A body timeout of 1 s (the service's is 15 s); the rest as the service has them.
const TIMEOUTS = { headers: 1_000, request: 1_000, keepAlive: 5_000, checkingInterval: 100 };

let service: RunningService;
let port: number;
before(async () => {
  service = await startTestService({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' }, { timeouts: TIMEOUTS });
  port = Number(new URL(service.url).port);
});
after(() => service.close());

const headers = (path: string, more: string) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${more}\r\n`;

describe('protocol-level refusals do not use up the rate-limit budget', () => {
  it('a bad chunked body (400) and a body timeout (408), on /v1/generate and /mcp, count nothing', async () => {
    for (const path of ['/v1/generate', '/mcp']) {
      // The issue's shape: chunked, and the body `zz\r\n` (not a chunk size).
      const badChunk = await exchange(port, `${headers(path, 'Transfer-Encoding: chunked\r\n')}zz\r\n`);
      assert.equal(badChunk.responses[0]?.status, 400, `${path}: ${badChunk.raw}`);
      assert.equal(badChunk.responses[0]?.body?.error, 'bad_request');
      // Half a body, then silence until the request timeout.
      const slow = await exchange(port, `${headers(path, 'Content-Length: 40\r\n')}{"length":`, 5_000);
      assert.equal(slow.responses[0]?.status, 408, `${path}: ${slow.raw}`);
      assert.equal(slow.responses[0]?.body?.error, 'request_timeout');
    }
    // Four refusals, none counted: the whole budget of 2 is still there.
    const body = '{"length": 12}';
    const generate = `${headers('/v1/generate', `Content-Length: ${body.length}\r\nConnection: close\r\n`)}${body}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const { responses } = await exchange(port, generate);
      statuses.push([responses[0]?.status, responses[0]?.headers['ratelimit-remaining']]);
    }
    assert.deepEqual(statuses, [
      [200, '1'],
      [200, '0'],
      [429, '0'],
    ]);
  });
});
