import { execFile } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const CHUNK = Buffer.alloc(64 * 1024, 0x78);
const DECLARED = 100 * 1024 * 1024;

// Half the connections send a refused POST (a body of 100 MiB declared, far over the 8 KiB
// limit), the other half a GET with a body; each writes its body as fast as the socket takes it.
function requestHead(index: number): string {
  return index % 2 === 0
    ? `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${DECLARED}\r\n\r\n`
    : `GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: ${DECLARED}\r\n\r\n`;
}

/**
 * Issue 38's body flood: `connections` connections from `localAddress`, each sending the head of
 * a request whose body is unwanted, then body bytes as fast as it can; whatever the server closes
 * is opened again. Returns the bytes the attacker managed to write, when stopped.
 */
export function bodyFlood(port: number, connections: number, localAddress = '127.0.0.2') {
  const open = new Set<Socket>();
  let stopped = false;
  let written = 0;
  let opened = 0;
  const add = () => {
    if (stopped) return;
    const head = requestHead(opened++);
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.add(socket);
    const send = () => {
      if (stopped || socket.destroyed) return;
      socket.write(CHUNK, (error) => {
        if (error !== undefined && error !== null) return;
        written += CHUNK.length;
        send();
      });
    };
    socket.on('connect', () => {
      socket.write(head);
      send();
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      open.delete(socket);
      setTimeout(add, 10);
    });
  };
  for (let i = 0; i < connections; i++) add();
  return {
    written: () => written,
    opened: () => opened,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** The compiled file, to run the attack in a process of its own. */
export const BODY_FLOOD_JS = fileURLToPath(import.meta.url);

/** What the attacking process reports: bytes written, connections opened, its own CPU time. */
export interface BodyFloodReport {
  readonly written: number;
  readonly opened: number;
  readonly cpuMs: number;
}

/** Runs {@link bodyFlood} with `connections` in a child process for `milliseconds`. */
export function runBodyFlood(port: number, connections: number, milliseconds: number): Promise<BodyFloodReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BODY_FLOOD_JS, String(port), String(connections), String(milliseconds)],
      { timeout: milliseconds + 30_000 },
      (error, stdout) => (error === null ? resolve(JSON.parse(stdout) as BodyFloodReport) : reject(error)),
    );
  });
}

if (process.argv[1] === BODY_FLOOD_JS) {
  const flood = bodyFlood(Number(process.argv[2]), Number(process.argv[3]));
  setTimeout(() => {
    flood.stop();
    const cpu = process.cpuUsage();
    const report: BodyFloodReport = {
      written: flood.written(),
      opened: flood.opened(),
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.stdout.write(JSON.stringify(report));
    process.exit(0);
  }, Number(process.argv[4]));
}
