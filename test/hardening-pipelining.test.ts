import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PIPELINED_REQUESTS } from '../src/http/plugins/connections.js';
import { pipeliningFlood } from './support/pipelining-flood.js';
import { exchange } from './support/raw-socket.js';
import { spawnService, startTestService } from './support/service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one pipelining client', () => {
  it('4 connections pipelining 200,000 GET /healthz each: /readyz stays 200 and other clients get answers', async () => {
    // The event-loop readiness check at its default threshold (500 ms), as in production.
    const service = await spawnService({ READY_MAX_EVENT_LOOP_DELAY_MS: '500' });
    const flood = pipeliningFlood(service.port, 4, 200_000);
    try {
      await sleep(500);
      const statuses: number[] = [];
      const others: boolean[] = [];
      const until = Date.now() + 4_000;
      while (Date.now() < until) {
        const ready = await exchange(service.port, 'GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        statuses.push(ready.responses[0]?.status ?? 0);
        const other = await exchange(
          service.port,
          'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n',
        );
        others.push(other.responses[0]?.status === 200);
        await sleep(100);
      }
      assert.deepEqual(
        statuses.filter((status) => status !== 200),
        [],
        `readiness under the attack: ${statuses.join(' ')}\n${service.output().slice(-1500)}`,
      );
      assert.ok(statuses.length >= 10, `${statuses.length} readiness probes`);
      assert.ok(
        others.every((ok) => ok),
        `other clients answered: ${others.filter((ok) => ok).length}/${others.length}`,
      );
      // The attacker is served, a bounded amount per connection, not locked out.
      assert.ok(flood.answers() >= MAX_PIPELINED_REQUESTS, `${flood.answers()} answers to the attacker`);
      assert.ok(flood.connections() > 4, 'the server closed the attacking connections past the bound');
    } finally {
      flood.stop();
      await service.stop();
    }
  });

  it(`up to ${MAX_PIPELINED_REQUESTS} pipelined requests are all answered; past the bound the rest are not run and the connection closes`, async () => {
    const service = await startTestService();
    try {
      const port = Number(new URL(service.url).port);
      const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
      const within = await exchange(port, request.repeat(MAX_PIPELINED_REQUESTS), 1_000);
      assert.equal(within.responses.length, MAX_PIPELINED_REQUESTS);
      assert.ok(within.responses.every((r) => r.status === 200 && r.headers.connection === 'keep-alive'));
      assert.equal(within.closed, false, 'the connection stays open');
      const past = await exchange(port, request.repeat(MAX_PIPELINED_REQUESTS * 4), 3_000);
      assert.equal(past.responses.length, MAX_PIPELINED_REQUESTS, 'the answers under way are written');
      assert.ok(past.responses.every((r) => r.status === 200));
      assert.equal(past.closed, true, 'then the connection is closed');
    } finally {
      await service.close();
    }
  });
});
