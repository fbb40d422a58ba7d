import { execFile } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

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
 * answers, and writing them again whenever the last batch is written; a
 * connection the server closes is opened again. It goes on until stopped.
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
    const send = () => {
      if (!stopped && !socket.destroyed)
        socket.write(payload, (error) => {
          if (error === undefined || error === null) send();
        });
    };
    socket.on('connect', send);
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

/** The compiled file, to run the attack in a process of its own (see runPipeliningFlood). */
export const PIPELINING_FLOOD_JS = fileURLToPath(import.meta.url);

/**
 * Runs {@link pipeliningFlood} (4 connections, 200,000 requests each) in a
 * child process for `milliseconds`, so that the attacker's own work does not
 * delay the measuring process; resolves with the answers it read.
 */
export function runPipeliningFlood(port: number, milliseconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [PIPELINING_FLOOD_JS, String(port), String(milliseconds)],
      { timeout: milliseconds + 30_000 },
      (error, stdout) => (error === null ? resolve(Number(stdout.trim())) : reject(error)),
    );
  });
}

if (process.argv[1] === PIPELINING_FLOOD_JS) {
  const flood = pipeliningFlood(Number(process.argv[2]), 4, 200_000);
  setTimeout(() => {
    flood.stop();
    process.stdout.write(`${flood.answers()}\n`);
    process.exit(0);
  }, Number(process.argv[3]));
}
