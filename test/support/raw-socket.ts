import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 response read off a raw byte stream. */
export interface WireResponse {
  readonly status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly body: any;
}

/** What a raw exchange saw: every byte the server sent, and how the connection ended. */
export interface Exchange {
  readonly raw: string;
  /** True when the server closed (or reset) the connection before the deadline. */
  readonly closed: boolean;
  readonly responses: readonly WireResponse[];
}

/**
 * Opens a TCP connection to 127.0.0.1:port and resolves once it is connected.
 * A reset afterwards is no test failure (servers close these sockets on purpose):
 * watch 'close' to see it.
 */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.off('error', reject);
      socket.on('error', () => {});
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * Writes `data` (each element in its own write) on a new connection and reads
 * until the server closes it or `timeoutMs` passes; the connection is then
 * destroyed. Resets count as a close.
 */
export async function exchange(
  port: number,
  data: string | Buffer | readonly (string | Buffer)[],
  timeoutMs = 3_000,
): Promise<Exchange> {
  const socket = await openSocket(port);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ raw, closed, responses: parseResponses(raw) });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    for (const piece of Array.isArray(data) ? data : [data]) socket.write(piece);
  });
}

/** Splits a raw HTTP/1.1 byte stream into responses (Content-Length and chunked bodies). */
export function parseResponses(raw: string): WireResponse[] {
  const responses: WireResponse[] = [];
  let at = 0;
  while (at < raw.length) {
    const headEnd = raw.indexOf('\r\n\r\n', at);
    if (headEnd === -1) break;
    const [statusLine = '', ...lines] = raw.slice(at, headEnd).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    let bodyEnd: number;
    let bytes: string;
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      ({ text: bytes, end: bodyEnd } = readChunked(raw, headEnd + 4));
    } else {
      bodyEnd = headEnd + 4 + Number(headers['content-length'] ?? 0);
      bytes = raw.slice(headEnd + 4, bodyEnd);
    }
    const text = Buffer.from(bytes, 'latin1').toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    responses.push({ status, headers, text, body });
    at = bodyEnd;
  }
  return responses;
}

function readChunked(raw: string, start: number): { text: string; end: number } {
  let at = start;
  let text = '';
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) return { text, end: raw.length };
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return { text, end: Math.min(raw.length, lineEnd + 4) };
    text += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** Resolves with the exit code once the child exits, or undefined after `timeoutMs`. */
export function exitWithin(
  child: { exitCode: number | null; once(event: 'exit', listener: (code: number | null) => void): unknown },
  timeoutMs: number,
): Promise<number | null | undefined> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Resolves once the server closes `socket` (end, close or reset), or false after `timeoutMs`. */
export function closedWithin(socket: Socket, timeoutMs: number): Promise<boolean> {
  if (socket.destroyed || socket.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (closed: boolean) => {
      clearTimeout(timer);
      resolve(closed);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('end', () => done(true));
    socket.once('close', () => done(true));
    socket.once('error', () => done(true));
    socket.resume();
  });
}
