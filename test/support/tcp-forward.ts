import { connect, createServer, type Socket } from 'node:net';

/** Where a connection can be forwarded. */
export interface Endpoint {
  readonly host: string;
  readonly port: number;
}

/** A loopback listener forwarding connections to endpoints (see startTcpForward). */
export interface TcpForward {
  readonly port: number;
  /** Connections forwarded to each endpoint so far, by `host:port`. */
  counts(): ReadonlyMap<string, number>;
  /** Stops listening and cuts every forwarded connection. */
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port and forwards each connection whole to one endpoint, round robin
 * over `endpoints()` (read at each new connection), as kube-proxy spreads a Service's connections
 * over its ready endpoints. An endpoint that refuses the connection is skipped for the next one, so
 * a connection that reached no pod is not a lost request. Bytes, half-closes and resets go through
 * unchanged in both directions: a server's `FIN` reaches the client as a `FIN`, a reset as a reset.
 */
/** How long a connection to one endpoint may take before the next one is tried. */
const CONNECT_TIMEOUT_MS = 2_000;

export function startTcpForward(endpoints: () => readonly Endpoint[]): Promise<TcpForward> {
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  let next = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer({ allowHalfOpen: true, pauseOnConnect: true }, (client) => {
    track(client);
    client.on('error', () => {});
    const candidates = endpoints();
    const start = next++;
    const attempt = (tried: number) => {
      if (client.destroyed) return;
      const endpoint = candidates[(start + tried) % Math.max(1, candidates.length)];
      if (endpoint === undefined || tried >= candidates.length) {
        client.resetAndDestroy();
        return;
      }
      const upstream = connect({ host: endpoint.host, port: endpoint.port, allowHalfOpen: true });
      track(upstream);
      const refused = () => attempt(tried + 1);
      upstream.once('error', refused);
      // A pod that was just replaced leaves an address that answers nothing: a SYN to it waits for the
      // kernel's ~2 minutes. Give up on it quickly and try the next endpoint, as a Service's proxy would.
      upstream.setTimeout(CONNECT_TIMEOUT_MS, () => upstream.destroy(new Error('connect timed out')));
      upstream.once('connect', () => {
        upstream.setTimeout(0);
        upstream.off('error', refused);
        const key = `${endpoint.host}:${endpoint.port}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        splice(client, upstream);
        splice(upstream, client);
        client.resume();
      });
    };
    attempt(0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : 0,
        counts: () => counts,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

// One direction of a forwarded connection: data with back-pressure, FIN as FIN, a reset as a reset.
function splice(from: Socket, to: Socket): void {
  from.setNoDelay(true);
  from.on('data', (chunk: Buffer) => {
    if (!to.write(chunk)) from.pause();
  });
  to.on('drain', () => from.resume());
  from.on('end', () => to.end());
  from.on('error', () => {
    if (!to.destroyed) to.resetAndDestroy();
  });
  from.on('close', () => {
    if (!to.destroyed && !to.writableEnded) to.end();
  });
}
