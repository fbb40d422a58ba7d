import { connect, createServer, type Socket } from 'node:net';

/** A loopback proxy that counts the bytes a server sends through it (see startByteCountProxy). */
export interface ByteCountProxy {
  readonly port: number;
  /** Bytes from the server to clients so far: every status line, header and body as sent. */
  bytesToClients(): number;
  /** Milliseconds since the last byte went either way. */
  quietFor(): number;
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port and forwards every connection to `port`, counting what the server
 * sends: what a browser behind it transfers, its service worker included, compressed as served.
 */
export function startByteCountProxy(port: number): Promise<ByteCountProxy> {
  let bytes = 0;
  let last = Date.now();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.once('close', () => sockets.delete(socket));
    }
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      last = Date.now();
    });
    client.on('data', () => {
      last = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : 0,
        bytesToClients: () => bytes,
        quietFor: () => Date.now() - last,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
