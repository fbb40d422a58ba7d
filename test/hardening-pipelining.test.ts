import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PIPELINED_REQUESTS } from '../src/http/plugins/connections.js';
import { runPipeliningFlood } from './support/pipelining-flood.js';
import { exchange } from './support/raw-socket.js';
import { spawnService, startTestService } from './support/service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one pipelining client', () => {
  it('4 connections pipelining 200,000 GET /healthz each: /readyz stays 200 and other clients get answers', async () => {
    // The event-loop readiness check at its default threshold (500 ms), as in production.
    const service = await spawnService({ READY_MAX_EVENT_LOOP_DELAY_MS: '500' });
    // A process that has served some traffic (its code compiled), as one in rotation is.
    for (let i = 0; i < 200; i++) await (await fetch(`${service.url}/healthz`)).arrayBuffer();
    // The attacker in a process of its own: its work must not delay this one's probes.
    const attack = runPipeliningFlood(service.port, 4_500);
    try {
      await sleep(200);
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
      // The attacker is served too, at a pace that leaves the event loop to others.
      const answers = await attack;
      assert.ok(answers >= 1_000, `${answers} answers to the attacker`);
    } finally {
      await attack.catch(() => 0);
      await service.stop();
    }
  });

  it(`pipelined requests past ${MAX_PIPELINED_REQUESTS} wait their turn: all are answered, in order, on an open connection`, async () => {
    const service = await startTestService();
    try {
      const port = Number(new URL(service.url).port);
      const requests = Array.from(
        { length: MAX_PIPELINED_REQUESTS * 4 },
        (_, i) => `GET ${i % 2 === 0 ? '/healthz' : '/nothing'} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      const { responses, closed } = await exchange(port, requests.join(''), 2_000);
      assert.deepEqual(
        responses.map((r) => r.status),
        requests.map((_, i) => (i % 2 === 0 ? 200 : 404)),
      );
      assert.ok(responses.every((r) => r.headers.connection === 'keep-alive'));
      assert.equal(closed, false, 'the connection stays open');
    } finally {
      await service.close();
    }
  });
});
