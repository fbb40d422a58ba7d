import { connect, type Socket } from 'node:net';

const SLOW_BODY_PATHS = ['/v1/check', '/mcp', '/no-such-path'];

/**
 * The attack: `size` connections from `localAddress`, each sending the
 * headers of a POST with Content-Length: 8000 (to /v1/check, /mcp or an
 * unknown path, in turn), then one byte of body per second; whatever the
 * server closes is reopened.
 */
export function slowBodyFlood(port: number, size: number, localAddress: string) {
  const open = new Set<Socket>();
  let stopped = false;
  let attempts = 0;
  const add = () => {
    if (stopped) return;
    const path = SLOW_BODY_PATHS[attempts++ % SLOW_BODY_PATHS.length];
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.add(socket);
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n`,
      );
      drip = setInterval(() => socket.write('x'), 1_000);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      open.delete(socket);
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
