import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { RequestObserver } from './metrics.js';

/** The open connections of the server, as the connections plugin tracks them. */
export interface Connections {
  /** Connections open now. */
  count(): number;
  /** Destroys every open connection (the shutdown deadline); returns how many there were. */
  destroyAll(): number;
  /** What the drain did so far: requests answered since it began, connections closed unanswered. */
  drainReport(): DrainReport;
}

/** What the drain did: for the one log line when the process has stopped. */
export interface DrainReport {
  /** Requests answered after the drain began (in flight then, or arrived during the linger). */
  readonly requestsDrained: number;
  /** Connections closed without an answer: silent at the end of the linger, or open at the deadline. */
  readonly connectionsDestroyed: number;
}

/**
 * How long, once the drain begins, an idle keep-alive connection may still
 * bring a request (ms). Under load such a connection is rarely idle: its next
 * request is on the wire. The linger is within SHUTDOWN_TIMEOUT_SECONDS, whose
 * deadline ends everything anyway.
 */
export const DRAIN_LINGER_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    connections: Connections;
  }
}

/** Options of {@link connectionsPlugin}. */
export interface ConnectionsPluginOptions {
  /** Most open connections; beyond it Node refuses new ones at once (server.maxConnections). */
  readonly maxConnections: number;
  /** Counts the connections refused at the cap. */
  readonly observer?: RequestObserver | undefined;
  /** The drain's linger for idle connections; DRAIN_LINGER_MS unless given. */
  readonly drainLingerMs?: number;
}

// The response Node is writing on a connection (Node's own field, which its
// closeIdleConnections reads too; the public API has no equivalent).
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/** The response a connection is busy with: its request arrived whole (headers at least) and is not answered yet. */
export function pendingResponse(socket: Socket): ServerResponse | undefined {
  const response = (socket as HttpSocket)._httpMessage;
  return response != null && !response.writableFinished ? response : undefined;
}

/**
 * True while the response on a connection has finished but Node has not yet moved on:
 * it may still hand the connection to a pipelined response that is queued behind it.
 */
export function handingOver(socket: Socket): boolean {
  const response = (socket as HttpSocket)._httpMessage;
  return response?.writableFinished === true;
}

// No request in flight on the connection: nothing, or only part of the headers, has arrived.
const idle = (socket: Socket): boolean => pendingResponse(socket) === undefined;

// A request in flight whose body is still arriving (one byte a second, or never).
const bodyIncomplete = (socket: Socket): boolean => pendingResponse(socket)?.req.complete === false;

/**
 * Where the cap starts to bite: from `high` open connections on, each new one
 * closes idle connections, oldest first, until `low` are left, so that a flood
 * of idle sockets is shed before the cap refuses anyone.
 */
export function capMarks(maxConnections: number): { readonly high: number; readonly low: number } {
  const reserve = Math.max(1, Math.floor(maxConnections / 8));
  return { high: Math.max(0, maxConnections - reserve), low: Math.max(0, maxConnections - 2 * reserve) };
}

const DROP_LOG_INTERVAL_MS = 10_000;

/** The open connections, with the cap's shedding and the drain; the plugin feeds it the server's events. */
export interface ConnectionTracker extends Connections {
  /** A new connection: tracked, or closed at once while draining; near the cap, makes room. */
  add(socket: Socket): void;
  /**
   * Shutdown: marks in-flight answers Connection: close, and gives connections
   * with no request in flight `lingerMs` to bring one (it is answered with
   * Connection: close). Resolves when each of them has closed or brought a
   * request, or at the end of the linger, when those still silent are closed.
   */
  drain(lingerMs: number): Promise<void>;
  /** Counts a request answered during the drain. */
  drained(): void;
  /** The responses in flight now. */
  inFlight(): ServerResponse[];
  /** Counts for the stop line. */
  drainReport(): DrainReport;
}

// How often the linger looks whether its connections have closed or brought a request (ms).
const LINGER_POLL_MS = 20;

/**
 * Waits up to `lingerMs` for each watched connection to close or to bring a
 * new request (answered with Connection: close; the connection closes after
 * it). A connection whose answer was already being written when the drain
 * began said keep-alive, so its client may send one more: it is watched too.
 * Resolves early when none is left, else with those idle at the end.
 */
function linger(watched: Map<Socket, ServerResponse | undefined>, lingerMs: number): Promise<Socket[]> {
  // Settled: closed, or busy with a request that arrived since the drain began.
  const settled = () => {
    for (const [socket, atStart] of watched) {
      const response = pendingResponse(socket);
      if (socket.destroyed || (response !== undefined && response !== atStart)) watched.delete(socket);
    }
    return watched.size === 0;
  };
  const deadline = Date.now() + lingerMs;
  return new Promise((resolve) => {
    const look = () => {
      if (!settled() && Date.now() < deadline) setTimeout(look, LINGER_POLL_MS);
      else resolve([...watched.keys()].filter((socket) => pendingResponse(socket) === undefined));
    };
    look();
  });
}

/** What the tracker's functions share: the connections in the order accepted, by peer address, and the counts. */
interface TrackerState {
  /** Each open connection and its peer address, oldest first. */
  readonly sockets: Map<Socket, string>;
  readonly perAddress: Map<string, number>;
  /** From this many open connections on, a new one makes room (capMarks). */
  readonly high: number;
  /** Room is made down to this many. */
  readonly low: number;
  /** The one `close` listener of every tracked connection (one function, not one per connection). */
  readonly onClose: (this: Socket) => void;
  draining: boolean;
  requestsDrained: number;
  connectionsDestroyed: number;
}

function forget(state: TrackerState, socket: Socket): void {
  const address = state.sockets.get(socket);
  if (address === undefined) return;
  state.sockets.delete(socket);
  const count = (state.perAddress.get(address) ?? 1) - 1;
  if (count === 0) state.perAddress.delete(address);
  else state.perAddress.set(address, count);
}

function heaviestAddress(perAddress: ReadonlyMap<string, number>): string | undefined {
  let heaviest: string | undefined;
  let most = 0;
  for (const [address, count] of perAddress) {
    if (count > most) [heaviest, most] = [address, count];
  }
  return heaviest;
}

// Room is made in passes, each oldest first, until `low` are left: the address holding the most
// connections loses its idle ones, then those whose request body is still incomplete; then any
// address loses idle ones, then incomplete bodies. A request whose body has arrived is never
// closed for room.
function shed(state: TrackerState, except: Socket): void {
  const heaviest = heaviestAddress(state.perAddress);
  const passes: [string | undefined, (socket: Socket) => boolean][] = [
    [heaviest, idle],
    [heaviest, bodyIncomplete],
    [undefined, idle],
    [undefined, bodyIncomplete],
  ];
  for (const [only, sheddable] of passes) {
    for (const [socket, address] of state.sockets) {
      if (state.sockets.size <= state.low) return;
      if ((only !== undefined && address !== only) || socket === except || !sheddable(socket)) continue;
      forget(state, socket);
      socket.destroy();
    }
  }
}

/** The tracker's `add`: a new connection, tracked (or closed at once while draining); near the cap, room is made. */
function addConnection(state: TrackerState, socket: Socket): void {
  if (state.draining) {
    socket.destroy();
    return;
  }
  const address = socket.remoteAddress ?? '';
  state.sockets.set(socket, address);
  state.perAddress.set(address, (state.perAddress.get(address) ?? 0) + 1);
  socket.once('close', state.onClose);
  if (state.sockets.size >= state.high) shed(state, socket);
}

/** The tracker's `drain`: see {@link ConnectionTracker.drain}. */
async function drainConnections(state: TrackerState, lingerMs: number): Promise<void> {
  state.draining = true;
  // Watched: connections that are, or will be once their answer is written, idle keep-alive.
  const watched = new Map<Socket, ServerResponse | undefined>();
  for (const socket of state.sockets.keys()) {
    const response = pendingResponse(socket);
    if (response === undefined || response.headersSent) watched.set(socket, response);
    else response.shouldKeepAlive = false;
  }
  for (const socket of await linger(watched, lingerMs)) {
    forget(state, socket);
    socket.destroy();
    state.connectionsDestroyed++;
  }
}

function responsesInFlight(state: TrackerState): ServerResponse[] {
  const responses: ServerResponse[] = [];
  for (const socket of state.sockets.keys()) {
    const response = pendingResponse(socket);
    if (response !== undefined) responses.push(response);
  }
  return responses;
}

function destroyAllConnections(state: TrackerState): number {
  const count = state.sockets.size;
  state.connectionsDestroyed += count;
  for (const socket of state.sockets.keys()) socket.destroy();
  state.sockets.clear();
  state.perAddress.clear();
  return count;
}

/**
 * Tracks connections in the order they were accepted. From `high` open
 * connections on (see capMarks), each new one closes connections down to
 * `low`, oldest first: of the peer address holding the most connections,
 * the idle ones, then those still sending a request body; then, of any
 * address, idle ones, then incomplete bodies. So one address that
 * holds most of the connections with slow bodies loses its own, and other
 * clients keep getting in. A request whose body has arrived whole is never
 * closed for room: it is being answered.
 */
export function createConnectionTracker(maxConnections: number): ConnectionTracker {
  const { high, low } = capMarks(maxConnections);
  const state: TrackerState = {
    sockets: new Map(),
    perAddress: new Map(),
    high,
    low,
    onClose(this: Socket) {
      forget(state, this);
    },
    draining: false,
    requestsDrained: 0,
    connectionsDestroyed: 0,
  };
  return {
    add: (socket) => addConnection(state, socket),
    drain: (lingerMs) => drainConnections(state, lingerMs),
    drained() {
      state.requestsDrained++;
    },
    inFlight: () => responsesInFlight(state),
    drainReport: () => ({ requestsDrained: state.requestsDrained, connectionsDestroyed: state.connectionsDestroyed }),
    count: () => state.sockets.size,
    destroyAll: () => destroyAllConnections(state),
  };
}

/**
 * Most requests one connection may have running at a time (pipelined
 * HTTP/1.1): handed to the application and not yet answered. Node parses
 * every request of a read (up to 64 KB, some 1,800 small requests) at once,
 * and the application would run them all in the same turn of the event loop.
 */
export const MAX_PIPELINED_REQUESTS = 32;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** A connection's requests past the bound, waiting to run, in order; the connection reads nothing meanwhile. */
interface Backlog {
  readonly requests: [IncomingMessage, ServerResponse][];
  scheduled: boolean;
}

// Per connection: requests running (handed to the application, not yet answered), and the backlog.
const RUNNING = Symbol('pipelined requests running');
const BACKLOG = Symbol('pipelined requests waiting');
type GatedSocket = Socket & { [RUNNING]?: number; [BACKLOG]?: Backlog };

// A socket with a backlog reads nothing: Node resumes sockets it paused itself once their answers
// have drained, so resume() does nothing until the backlog has run.
function keepPaused(this: Socket): Socket {
  return this;
}

/**
 * Bounds the work one connection can queue, by backpressure: the server's
 * request listeners (Fastify's) run a connection's requests only while it
 * has fewer than `limit` running. A request past the bound waits in the
 * connection's backlog, and the connection stops reading until the backlog
 * has run; the backlog runs as answers are written, at most `limit` at a
 * time, one batch per turn of the event loop, and only while the client
 * reads its answers (the socket's write buffer is not full). So a client
 * pipelining 200,000 requests gets every answer, at a pace that leaves the
 * event loop to others, and holds at most one read's worth of requests in
 * memory.
 */
export function limitPipelining(server: HttpServer, limit: number): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const run = (socket: GatedSocket, request: IncomingMessage, response: ServerResponse) => {
    socket[RUNNING] = (socket[RUNNING] ?? 0) + 1;
    response.on('finish', answered);
    for (const listener of listeners) listener.call(server, request, response);
  };
  const runBacklog = (socket: GatedSocket, backlog: Backlog) => {
    if (socket.destroyed) return;
    if (socket.writableNeedDrain) {
      // The client is not reading its answers as fast as they come: run more once it has.
      socket.once('drain', () => runBacklog(socket, backlog));
      return;
    }
    backlog.scheduled = false;
    while ((socket[RUNNING] ?? 0) < limit) {
      const next = backlog.requests.shift();
      if (next === undefined) break;
      run(socket, ...next);
    }
    if (backlog.requests.length > 0) return;
    socket[BACKLOG] = undefined;
    Reflect.deleteProperty(socket, 'resume');
    socket.resume();
  };
  function answered(this: ServerResponse): void {
    const socket = this.req.socket as GatedSocket;
    socket[RUNNING] = (socket[RUNNING] ?? 1) - 1;
    const backlog = socket[BACKLOG];
    if (backlog === undefined || backlog.scheduled) return;
    backlog.scheduled = true;
    setImmediate(runBacklog, socket, backlog);
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket as GatedSocket;
    const backlog = socket[BACKLOG];
    if (backlog === undefined && (socket[RUNNING] ?? 0) < limit) return run(socket, request, response);
    if (backlog !== undefined) return void backlog.requests.push([request, response]);
    socket[BACKLOG] = { requests: [[request, response]], scheduled: false };
    socket.pause();
    socket.resume = keepPaused;
  });
}

/**
 * Bounded connections, bounded pipelining and a bounded drain.
 *
 * Cap: Node refuses connections beyond `maxConnections` at once (the socket is
 * closed without an answer: answering would need the resources the cap
 * protects); before that, the tracker closes idle connections and requests
 * whose body is still arriving for room (see createConnectionTracker). So one
 * address holding thousands of idle sockets, or of bodies sent one byte a
 * second, loses its own, and other clients keep getting in.
 *
 * Pipelining: a connection runs at most MAX_PIPELINED_REQUESTS requests at
 * a time, and reads nothing while more wait (see limitPipelining).
 *
 * Drain (preClose): the listener stops accepting at once; a request in flight
 * finishes and its answer says `Connection: close`; a connection with no
 * request in flight lingers up to `drainLingerMs` (DRAIN_LINGER_MS): a request
 * that arrives on it, or completes on it, in that time is answered with
 * `Connection: close`, and only the connections still silent at the end are
 * closed unanswered. `app.connections.destroyAll` is for the shutdown deadline.
 */
export const connectionsPlugin = fp<ConnectionsPluginOptions>(
  async (app, { maxConnections, observer, drainLingerMs = DRAIN_LINGER_MS }) => {
    const tracker = createConnectionTracker(maxConnections);
    app.server.maxConnections = maxConnections;
    limitPipelining(app.server, MAX_PIPELINED_REQUESTS);
    app.server.on('connection', (socket: Socket) => tracker.add(socket));

    let refused = 0;
    let loggedAt = 0;
    app.server.on('drop', () => {
      observer?.connectionRefused();
      refused++;
      const now = Date.now();
      if (now - loggedAt < DROP_LOG_INTERVAL_MS) return;
      app.log.warn({ refused, maxConnections }, 'connection cap reached: new connections refused');
      refused = 0;
      loggedAt = now;
    });

    app.addHook('preClose', async () => {
      // Stop accepting now (Node's server.close would also close every idle connection at once,
      // before the linger); Fastify's own server.close() after this hook then finds it closed.
      if (app.server.listening) Server.prototype.close.call(app.server);
      const count = (response: ServerResponse) => response.once('finish', tracker.drained);
      for (const response of tracker.inFlight()) count(response);
      app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => count(response));
      await tracker.drain(drainLingerMs);
    });
    app.decorate('connections', {
      count: tracker.count,
      destroyAll: tracker.destroyAll,
      drainReport: tracker.drainReport,
    } satisfies Connections);
  },
  { name: 'connections' },
);
