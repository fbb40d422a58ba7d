import { connect, type Socket } from 'node:net';

/** A running pipelining attack. */
export interface PipeliningFlood {
  /** Answers (status lines) the attacker has read so far. */
  answers(): number;
  /** Connections opened so far (the attacker reconnects whenever the server closes one). */
  connections(): number;
  stop(): void;
}

/**
 * The attack: `connections` connections from `localAddress`, each
 * writing `requests` pipelined `GET /healthz` at once while reading the
 * answers; a connection the server closes is opened again and sends them all
 * again, until stopped.
 */
export function pipeliningFlood(
  port: number,
  connections: number,
  requests: number,
  localAddress = '127.0.0.2',
): PipeliningFlood {
  const payload = Buffer.from('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(requests));
  const open = new Set<Socket>();
  let stopped = false;
  let answers = 0;
  let opened = 0;
  const add = () => {
    if (stopped) return;
    opened++;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.add(socket);
    socket.on('connect', () => socket.write(payload));
    socket.on('data', (chunk: Buffer) => {
      // Count status lines; one may straddle two chunks, which only undercounts.
      for (let at = chunk.indexOf('HTTP/1.1 '); at !== -1; at = chunk.indexOf('HTTP/1.1 ', at + 9)) answers++;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      open.delete(socket);
      setTimeout(add, 10);
    });
  };
  for (let i = 0; i < connections; i++) add();
  return {
    answers: () => answers,
    connections: () => opened,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}
