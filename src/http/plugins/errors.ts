import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Responder } from '../../api/responder/responses.js';
import { type AppliedLanguage, negotiateLanguage } from '../../i18n/languages.js';
import { type ApiProblem, ERROR_STATUS, problemFromStatus } from '../../options/problems.js';
import { JSON_TYPE } from '../json-body.js';
import { requestLanguage } from '../language.js';
import { type CloseLinger, lingerAfterAnswer } from '../lingering-close.js';
import { handingOver, pendingResponse } from './connections.js';
import { type RequestObserver, UNMATCHED_ROUTE } from './metrics.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the Error body of a problem, in the request's language unless given. */
    sendProblem(problem: ApiProblem, lang?: AppliedLanguage): FastifyReply;
  }
}

/** Options of {@link errorsPlugin}. */
export interface ErrorsPluginOptions {
  readonly responder: Responder;
  /** How an answer given before the request's body has arrived closes its connection (see lingerAfterAnswer). */
  readonly closeLinger: CloseLinger;
}

/**
 * Error mapping, once for every route: `reply.sendProblem`, the error handler
 * (a framework error becomes an ApiProblem through the one status table in
 * options/problems.ts), and 404/405 for unknown paths and methods. The methods of
 * each path are collected from the routes as they are registered, so that a
 * known path with another method answers 405 with `Allow`. A refusal given
 * while the body is still arriving (413, or a 415 from the headers) reads the
 * rest of it before the connection closes, so that the answer reaches the
 * client rather than a reset (see lingerAfterAnswer).
 */
export const errorsPlugin = fp<ErrorsPluginOptions>(
  async (app, { responder, closeLinger }) => {
    app.decorateReply('sendProblem', function (this: FastifyReply, problem: ApiProblem, lang?: AppliedLanguage) {
      // An answer given before the body has arrived (a 429 or a 413 decided from the headers, a 404)
      // closes its connection, as Fastify's own refusals of a body do.
      if (lingerAfterAnswer(this.request.raw, closeLinger)) this.header('Connection', 'close');
      const { status, body } = responder.error(problem, lang ?? requestLanguage(this.request));
      return this.code(status).header('content-type', JSON_TYPE).send(body);
    });
    // Every scope's error handler (the MCP route answers in JSON-RPC), e.g. for the 413 of a body over the limit.
    app.addHook('onError', (request, _reply, _error, done) => {
      lingerAfterAnswer(request.raw, closeLinger);
      done();
    });

    const allowed = new Map<string, string[]>();
    app.addHook('onRoute', (route) => {
      const methods = allowed.get(route.url) ?? [];
      for (const method of [route.method].flat()) if (!methods.includes(method)) methods.push(method);
      allowed.set(route.url, methods);
    });

    app.setNotFoundHandler((request, reply) => {
      const allow = allowed.get(request.url.split('?', 1)[0] ?? '')?.join(', ');
      if (allow === undefined) return reply.sendProblem({ code: 'not_found' });
      return reply.header('Allow', allow).sendProblem({ code: 'method_not_allowed', params: { allow } });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = problemFromStatus(error.statusCode);
      if (problem.code === 'internal_error') logInternalError(request, error);
      return reply.sendProblem(problem);
    });
  },
  { name: 'errors' },
);

/** Unknown failure: log what went wrong (no bodies, no passwords) and keep serving. */
export function logInternalError(request: FastifyRequest, error: FastifyError): void {
  request.log.error(
    { err: { type: error.name, message: error.message, code: error.code, stack: error.stack } },
    'internal error',
  );
}

/**
 * Fastify's `frameworkErrors`: a path that cannot be decoded (`/%%`) gets the Error body, not Fastify's own,
 * and the connection is closed (after any body still arriving, as for sendProblem). No hook runs for it, so it
 * is reported to the observer (metrics) here.
 */
export function frameworkErrorAnswer(responder: Responder, closeLinger: CloseLinger, observer?: RequestObserver) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const started = performance.now();
    lingerAfterAnswer(request.raw, closeLinger);
    const { status, body } = responder.error(
      { code: 'bad_request' },
      negotiateLanguage({ acceptLanguage: request.headers['accept-language'] }),
    );
    reply
      .code(status)
      .headers({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', Connection: 'close' })
      .header('content-type', JSON_TYPE)
      .send(body);
    observer?.requestCompleted(UNMATCHED_ROUTE, status, (performance.now() - started) / 1000);
  };
}

/**
 * A whole HTTP/1.1 answer in the Error format, as raw bytes, for the paths where
 * Node answers before Fastify has a reply (malformed HTTP, timeouts, CONNECT):
 * the Error body, Date (as Node adds to its own answers), nosniff, no-store and
 * `Connection: close`.
 */
export function rawProblemAnswer(
  responder: Responder,
  problem: ApiProblem,
  acceptLanguage?: string | undefined,
): string {
  const { status, body } = responder.error(problem, negotiateLanguage({ acceptLanguage }));
  const json = JSON.stringify(body);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`;
}

// How long a refused connection stays open after its answer, for the client to read it (ms).
const LINGER_MS = 1_000;

/**
 * Writes a raw answer (rawProblemAnswer) on a connection and closes it, after
 * the responses to the requests that arrived complete before it (pipelining):
 * they are answered first, in order. A response still waiting for its own
 * body (a timeout, a bad chunk) is not waited for: it can never finish.
 */
export function answerLast(socket: Socket, answer: string, settled = false): void {
  if (!settled && handingOver(socket)) {
    // Node (22 at least) hands the connection to the next pipelined response on the
    // finished one's 'finish' event, which may not have run yet: look again after it.
    setImmediate(answerLast, socket, answer, true);
    return;
  }
  const pending = pendingResponse(socket);
  if (pending !== undefined) {
    if (pending.req?.complete === true && !socket.destroyed) {
      // Node hands the socket to the next pipelined response when this one finishes.
      pending.once('finish', () => setImmediate(answerLast, socket, answer));
      return;
    }
    if (pending.headersSent) {
      socket.destroy();
      return;
    }
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(answer);
  // A peer that never closes its side must not keep the socket: it gets a moment to read the answer.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Node's `clientError`: malformed HTTP or a header/request timeout, answered in
 * the Error format after any complete requests before it (see answerLast), then
 * closed. Node reports each further byte as another error: only the first counts.
 * The metrics count it as a request that matched no route.
 */
export function clientErrorAnswer(responder: Responder, observer?: RequestObserver) {
  const answered = new WeakSet<Socket>();
  return (error: Error, socket: Socket): void => {
    if (answered.has(socket)) return;
    if (!socket.writable) {
      // Half-closed after its answer (lingerAfterAnswer), and the client gave up sending the
      // rest of its body: nothing is left to answer, and no request to count.
      socket.destroy();
      return;
    }
    answered.add(socket);
    const started = performance.now();
    const code = (error as NodeJS.ErrnoException).code;
    const problem: ApiProblem = { code: code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request_timeout' : 'bad_request' };
    answerLast(socket, rawProblemAnswer(responder, problem));
    observer?.requestCompleted(UNMATCHED_ROUTE, ERROR_STATUS[problem.code], (performance.now() - started) / 1000);
  };
}
