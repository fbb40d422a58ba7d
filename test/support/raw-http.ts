import { request } from 'node:http';

/** A response read in full, with its body parsed as JSON when it is JSON. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  readonly body: any;
}

/** Options of {@link rawRequest}: nothing is added that is not given (no implicit Content-Type). */
export interface RawRequestOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent with an exact Content-Length; absent means no body at all. */
  readonly body?: string | Buffer;
}

/**
 * Sends one HTTP request with node:http so that the test controls every header:
 * `fetch` would add `Content-Type: text/plain` to a string body.
 */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method ?? 'GET',
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
