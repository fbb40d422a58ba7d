import { connect, type Socket } from 'node:net';

/** What one keep-alive client saw. */
export interface KeepAliveClientResult {
  /** Requests written completely. */
  readonly sent: number;
  /** Answers read. */
  readonly answered: number;
  /** Requests written completely that got no answer before the connection ended (reset or close). */
  readonly lost: number;
  /** True when the last answer said `Connection: close` (the server asked the client not to reuse it). */
  readonly toldToClose: boolean;
  /** True when the connection ended with a reset (ECONNRESET, EPIPE) rather than a clean close. */
  readonly reset: boolean;
}

/** A running load of keep-alive clients. */
export interface KeepAliveLoad {
  /** Answers read so far, over all clients. */
  answered(): number;
  /** Clients that have read at least one answer: their connection is established and served. */
  served(): number;
  /** Resolves when every client's connection has ended. */
  readonly finished: Promise<KeepAliveClientResult[]>;
  /** Ends every connection now (cleanup). */
  stop(): void;
}

// Splits complete HTTP/1.1 answers (all of this service's answers have a Content-Length) off the front of `buffer`.
function takeAnswers(buffer: string): { rest: string; closes: boolean[] } {
  const closes: boolean[] = [];
  let rest = buffer;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const head = rest.slice(0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) break;
    closes.push(/\r\nconnection: *close/i.test(head));
    rest = rest.slice(headEnd + 4 + length);
  }
  return { rest, closes };
}

/**
 * One keep-alive client over a raw socket: writes `request`, and as soon as
 * the answer is read writes the next one, back to back, until an answer says
 * `Connection: close` (then it sends nothing more) or the connection ends.
 * A request written completely and never answered is lost: `POST` is not
 * idempotent, so a real client would not retry it.
 */
function keepAliveClient(port: number, request: string, onAnswer: (first: boolean) => void) {
  const socket: Socket = connect(port, '127.0.0.1');
  let sent = 0;
  let answered = 0;
  let toldToClose = false;
  let reset = false;
  let buffer = '';
  const send = () =>
    socket.write(request, (error) => {
      if (error === undefined || error === null) sent++;
    });
  socket.setNoDelay(true);
  socket.on('connect', send);
  socket.on('data', (chunk: Buffer) => {
    const { rest, closes } = takeAnswers(buffer + chunk.toString('latin1'));
    buffer = rest;
    for (const close of closes) {
      answered++;
      onAnswer(answered === 1);
      toldToClose = close;
    }
    if (closes.length > 0 && !toldToClose) send();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
  });
  const finished = new Promise<KeepAliveClientResult>((resolve) => {
    socket.on('close', () => resolve({ sent, answered, lost: Math.max(0, sent - answered), toldToClose, reset }));
  });
  return { socket, finished };
}

/** Starts `connections` keep-alive clients, each sending `request` back to back (see keepAliveClient). */
export function keepAliveLoad(port: number, connections: number, request: string): KeepAliveLoad {
  let answered = 0;
  let served = 0;
  const clients = Array.from({ length: connections }, () =>
    keepAliveClient(port, request, (first) => {
      answered++;
      if (first) served++;
    }),
  );
  return {
    answered: () => answered,
    served: () => served,
    finished: Promise.all(clients.map((client) => client.finished)),
    stop() {
      for (const { socket } of clients) socket.destroy();
    },
  };
}

/** A complete keep-alive `POST /v1/generate` with a small JSON body. */
export const GENERATE_REQUEST = (() => {
  const body = '{"length": 12}';
  return `POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
})();
