import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

/** Bounds of a lingering close: what a connection still reads, and drops, after its answer. */
export interface CloseLinger {
  /** Longest it keeps reading after the answer (ms). */
  readonly ms: number;
  /** Most body bytes it reads and drops after the answer. */
  readonly bytes: number;
}

/**
 * The service's bounds. A body on its way after an answer is unwanted (over
 * 8 KiB, or refused from its headers): every byte read and dropped costs the
 * server more than it costs the sender, so a client gets enough to finish an
 * upload of 1 MiB, 128 times the body limit, within 3 s, and no more.
 */
export const CLOSE_LINGER: CloseLinger = { ms: 3_000, bytes: 1024 * 1024 };

/**
 * Closes the connection of a request answered before its body has arrived (a
 * 413, a 415 refused from the headers) the way servers with a lingering close
 * do; does nothing for a request without a body or whose body has arrived.
 * Closing at once would reset the connection: the kernel answers body bytes
 * still unread at the close, or arriving after it, with a reset, and a client
 * that is still sending (curl, or any client that reads its answer after
 * sending its body) loses the answer it has not read yet.
 *
 * So the rest of the body is read and dropped (in place of Node's own dump,
 * which this replaces), and when Node closes the connection after the answer
 * it only half-closes it: the answer and a FIN go out, and the socket is
 * destroyed once the body has arrived whole, or `linger.bytes` more have
 * arrived, or after `linger.ms`, whichever comes first (or when the client
 * closes). A connection kept alive after the answer (no `Connection: close`)
 * only has its body read and dropped, within the same byte bound. Returns
 * true when the body is still to arrive: the caller then answers with
 * `Connection: close`, so that the rest of the body is never taken for a
 * next request (nor timed out as one).
 */
export function lingerAfterAnswer(request: IncomingMessage, linger: CloseLinger): boolean {
  // readableEnded too: a request of app.inject() never says it is complete, though its body has been read.
  if (request.complete || request.readableEnded || !bodyExpected(request)) return false;
  if (lingering.has(request)) return true;
  lingering.add(request);
  const { socket } = request;
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > linger.bytes) socket.destroy();
  });
  // Node calls destroySoon when an answer that closes its connection has been written.
  socket.destroySoon = function closeAfterBody(this: Socket): void {
    if (request.complete || this.destroyed) {
      Socket.prototype.destroySoon.call(this);
      return;
    }
    this.end();
    const timer = setTimeout(() => this.destroy(), linger.ms);
    this.once('close', () => clearTimeout(timer));
    request.once('end', () => Socket.prototype.destroySoon.call(this));
  };
  return true;
}

// The requests whose body is already being dropped: an answer may pass more than one place that calls this.
const lingering = new WeakSet<IncomingMessage>();

// A request answered from its headers has not completed yet even without a body.
function bodyExpected({ headers }: IncomingMessage): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && Number(length) > 0;
}
