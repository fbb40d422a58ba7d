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

/** A slow link: what the server sends shares `bytesPerSecond`, and reaches the client `latencyMs` late. */
export interface Link {
  readonly bytesPerSecond: number;
  readonly latencyMs: number;
}

/**
 * The slow mobile connection of issue 41: 200 KiB/s, 150 ms. Chromium's own network emulation throttles a
 * page's requests but not those of a module worker (they bypass the page's DevTools session), so the tests and
 * the bench throttle here, below every fetcher of the browser alike: the page, its workers, its service worker.
 */
export const SLOW_MOBILE: Link = { bytesPerSecond: 200 * 1024, latencyMs: 150 };

/**
 * Sends what `from` gives to `to` through `link`: each chunk is sent once the bytes before it are, at the link's
 * rate, and arrives `latencyMs` later (one link for every connection, as a person's one phone line).
 */
function throttled(link: Link, clock: { freeAt: number }, from: Socket, to: Socket): void {
  let queue = Promise.resolve();
  from.on('data', (chunk: Buffer) => {
    // Sent once the bytes before it are, at the link's rate; received its latency later.
    clock.freeAt = Math.max(clock.freeAt, Date.now()) + (chunk.length * 1000) / link.bytesPerSecond;
    const leaves = clock.freeAt + link.latencyMs;
    queue = queue.then(
      () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            if (!to.destroyed) to.write(chunk);
            done();
          }, leaves - Date.now()),
        ),
    );
  });
  from.on('end', () => {
    queue = queue.then(() => {
      to.end();
    });
  });
}

/**
 * Listens on a free loopback port and forwards every connection to `port`, counting what the server
 * sends: what a browser behind it transfers, its service worker included, compressed as served. With a
 * `link`, what the server sends goes through it.
 */
export function startByteCountProxy(port: number, link?: Link): Promise<ByteCountProxy> {
  let bytes = 0;
  let last = Date.now();
  const clock = { freeAt: 0 };
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
    if (link === undefined) upstream.pipe(client);
    else throttled(link, clock, upstream, client);
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
