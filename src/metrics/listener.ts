import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Options of {@link startMetricsListener}. */
export interface MetricsListenerOptions {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The exposition text, built at each scrape. */
  render(): Promise<string>;
  readonly contentType: string;
}

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

/**
 * A plain node:http server answering `GET /metrics` (404 for any other path),
 * on its own host and port so that metrics never reach the public port. Bind
 * it to loopback or a cluster-internal address: it has no authentication.
 */
export function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 15_000 }, handler(options));
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
