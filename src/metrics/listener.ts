import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Options of {@link startMetricsListener}. */
export interface MetricsListenerOptions {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The exposition text, built at each scrape. */
  render(): Promise<string>;
  readonly contentType: string;
  /** Most open connections; METRICS_MAX_CONNECTIONS unless given. */
  readonly maxConnections?: number;
  /** Idle time (ms) after which a connection with no request in flight is closed; METRICS_IDLE_TIMEOUT_MS unless given. */
  readonly idleTimeoutMs?: number;
  /** Told, at most once per 10 s, how many connections the cap closed since it last told. */
  readonly onShed?: (closed: number) => void;
}

/**
 * Most open connections of the metrics listener. A scraper needs one or two; the
 * cap sits well inside the descriptors kept for the process (RESERVED_DESCRIPTORS
 * in config.ts), so that however many connections reach the metrics port, the
 * public port's MAX_CONNECTIONS still has its descriptors.
 */
export const METRICS_MAX_CONNECTIONS = 16;
/** Idle time before a metrics connection is closed (ms): silent, or kept alive between scrapes. */
export const METRICS_IDLE_TIMEOUT_MS = 5_000;

const SHED_LOG_INTERVAL_MS = 10_000;

/** The metrics listener, separate from the public port. */
export interface MetricsListener {
  /** `http://host:port/metrics`, with the port actually bound. */
  readonly url: string;
  close(): Promise<void>;
}

const PLAIN_TEXT = 'text/plain; charset=utf-8';
const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

function answer(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.writeHead(status, { ...BASE_HEADERS, 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

function handler(options: MetricsListenerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') {
      answer(response, 404, { 'Content-Type': PLAIN_TEXT }, 'Not found: this listener serves GET /metrics only.\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, { 'Content-Type': PLAIN_TEXT, Allow: 'GET, HEAD' }, 'Method not allowed: use GET.\n');
      return;
    }
    options.render().then(
      (text) => {
        response.writeHead(200, {
          ...BASE_HEADERS,
          'Content-Type': options.contentType,
          'Content-Length': Buffer.byteLength(text),
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        answer(response, 500, { 'Content-Type': PLAIN_TEXT }, `Metrics could not be collected: ${reason}\n`);
      },
    );
  };
}

// The connections with a request in flight: never closed for room or for idleness.
const busy = new WeakSet<Socket>();

/**
 * Keeps at most `max` connections open: a new connection at the cap closes the
 * oldest idle one (so that a scraper still gets in when idle connections fill
 * the cap), or is itself closed at once when every open one is being answered.
 */
function capConnections(server: Server, max: number, onShed: ((closed: number) => void) | undefined): void {
  const open = new Set<Socket>();
  let shed = 0;
  let toldAt = -Infinity;
  const shedOne = (socket: Socket): void => {
    socket.destroy();
    shed++;
    const now = performance.now();
    if (onShed !== undefined && now - toldAt >= SHED_LOG_INTERVAL_MS) {
      onShed(shed);
      shed = 0;
      toldAt = now;
    }
  };
  server.on('connection', (socket: Socket) => {
    if (open.size >= max) {
      let idle: Socket | undefined;
      for (const candidate of open) {
        if (!busy.has(candidate)) {
          idle = candidate;
          break;
        }
      }
      if (idle === undefined) {
        shedOne(socket);
        return;
      }
      open.delete(idle);
      shedOne(idle);
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    busy.add(socket);
    response.once('close', () => busy.delete(socket));
  });
}

/**
 * A plain node:http server answering `GET /metrics` (404 for any other path),
 * on its own host and port so that metrics never reach the public port. Bind
 * it to loopback or a cluster-internal address: it has no authentication. Its
 * connections are bounded on their own (see capConnections and idleTimeoutMs),
 * so that idle connections to it cannot use up the descriptors the public port
 * needs.
 */
export function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  const idleMs = options.idleTimeoutMs ?? METRICS_IDLE_TIMEOUT_MS;
  const server = createServer(
    {
      headersTimeout: Math.min(idleMs, 10_000),
      requestTimeout: Math.min(2 * idleMs, 15_000),
      keepAliveTimeout: idleMs,
      // Node sweeps the header and request timeouts every 30 s by default.
      connectionsCheckingInterval: Math.min(idleMs, 1_000),
    },
    handler(options),
  );
  capConnections(server, options.maxConnections ?? METRICS_MAX_CONNECTIONS, options.onShed);
  // A connection that sends nothing (no request yet, or between requests) is closed after idleMs.
  server.setTimeout(idleMs, (socket: Socket) => {
    if (!busy.has(socket)) socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({
        url: `http://${host}:${port}/metrics`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
