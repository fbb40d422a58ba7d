import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { exchange, openSocket, parseResponses } from './support/raw-socket.js';
import { MAIN_JS, spawnService } from './support/service.js';
import { slowBodyFlood } from './support/slow-body-flood.js';
import { waitFor } from './support/wait-for.js';

/** Starts the service under `ulimit -n descriptors`. */
const spawnWithDescriptorLimit = (descriptors: number, env: Record<string, string>) =>
  spawnService(env, 10_000, MAIN_JS, descriptors);

/**
 * Holds `size` idle connections from 127.0.0.2 (one address, not the probe's
 * 127.0.0.1) that never send a byte, and reconnects whenever the server closes
 * one, as an attacker would.
 */
function idleFlood(port: number, size: number) {
  const open = new Set<Socket>();
  let stopped = false;
  let attempts = 0;
  const add = () => {
    if (stopped) return;
    attempts++;
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    open.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      open.delete(socket);
      // Reconnect soon, as an attacker would (not in a tight loop, which would only measure this machine).
      setTimeout(add, 100);
    });
  };
  for (let i = 0; i < size; i++) add();
  return {
    open: () => open.size,
    attempts: () => attempts,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

// One request on a fresh connection, as a normal client without keep-alive makes it.
async function probe(port: number): Promise<boolean> {
  const { responses } = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 3_000);
  return responses[0]?.status === 200;
}

describe('connection cap', () => {
  it('a normal client keeps getting answers while another address holds 600 idle connections (ulimit -n 256)', async () => {
    const service = await spawnWithDescriptorLimit(256, {});
    const flood = idleFlood(service.port, 600);
    try {
      await waitFor('the flood to connect', () => flood.attempts() >= 600);
      let answered = 0;
      const probes = 20;
      for (let i = 0; i < probes; i++) if (await probe(service.port)) answered++;
      assert.equal(answered, probes, `${answered} of ${probes} probes answered:\n${service.output().slice(-2000)}`);
      assert.equal(service.child.exitCode, null, 'the service is still running');
    } finally {
      flood.stop();
      await service.stop();
    }
  });

  it('MAX_CONNECTIONS bounds open connections; idle ones are closed first and in-flight requests finish', async () => {
    const service = await spawnWithDescriptorLimit(1024, { MAX_CONNECTIONS: '20' });
    try {
      // Five requests in flight: headers sent, body not yet.
      const body = '{"length": 12}';
      const inFlight: { socket: Socket; received: () => string }[] = [];
      for (let i = 0; i < 5; i++) {
        const socket = await openSocket(service.port);
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString('latin1');
        });
        socket.write(
          `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        inFlight.push({ socket, received: () => received });
      }
      // 100 idle connections, opened one after another, never reconnecting.
      const idle: Socket[] = [];
      const closed = new Set<Socket>();
      for (let i = 0; i < 100; i++) {
        const socket = connect(service.port, '127.0.0.1');
        socket.on('error', () => {});
        socket.on('close', () => closed.add(socket));
        idle.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
      }
      await waitFor('at most MAX_CONNECTIONS open connections', () => 5 + idle.length - closed.size <= 20, 3_000);
      assert.ok(await probe(service.port), 'a new client is still answered');
      for (const { socket } of inFlight) socket.write(body);
      await waitFor('the in-flight answers', () =>
        inFlight.every(({ received }) => parseResponses(received().toString()).length === 1),
      );
      for (const { received } of inFlight) assert.equal(parseResponses(received())[0]?.status, 200);
      for (const socket of idle) socket.destroy();
    } finally {
      await service.stop();
    }
  });

  it('slow request bodies from one address holding more than MAX_CONNECTIONS do not lock other clients out', async () => {
    const service = await spawnWithDescriptorLimit(1024, { MAX_CONNECTIONS: '100' });
    const flood = slowBodyFlood(service.port, 130, '127.0.0.2');
    try {
      await waitFor('the flood to connect', () => flood.attempts() >= 130);
      // Let the bodies start dripping: every one of those requests is now in flight, body incomplete.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      let answered = 0;
      const probes = 30;
      for (let i = 0; i < probes; i++) if (await probe(service.port)) answered++;
      assert.equal(answered, probes, `${answered} of ${probes} probes answered:\n${service.output().slice(-2000)}`);
      // A normal POST with its whole body is answered too (its request is never shed).
      const body = '{"length": 12}';
      const { responses } = await exchange(
        service.port,
        `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      assert.equal(responses[0]?.status, 200);
      assert.ok(flood.open() > 50, `the attacker still holds ${flood.open()} connections: the cap is what is tested`);
    } finally {
      flood.stop();
      await service.stop();
    }
  });
});
