import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { Responder } from '../../api/responder/responses.js';
import { negotiateLanguage } from '../../i18n/languages.js';
import { type ApiProblem, ERROR_STATUS } from '../../options/problems.js';
import { JSON_TYPE, mediaTypeEssence } from '../json-body.js';
import { answerLast, rawProblemAnswer } from './errors.js';
import { type RequestObserver, UNMATCHED_ROUTE } from './metrics.js';

/** Options of {@link protocolPlugin}. */
export interface ProtocolPluginOptions {
  readonly responder: Responder;
  /** Counts the answers given outside Fastify (Expect, CONNECT) as requests that matched no route. */
  readonly observer?: RequestObserver | undefined;
}

const ENCODED_BODY: ApiProblem = { code: 'unsupported_media_type', message: 'error_unsupported_media_type_encoding' };
const MISSING_HOST: ApiProblem = { code: 'bad_request' };
const CONNECT_REFUSED: ApiProblem = { code: 'bad_request' };
// 400 rather than 417, which would need an error code of its own for one header nobody sends.
const UNMET_EXPECTATION: ApiProblem = { code: 'bad_request', message: 'error_bad_request_expect' };
const BODY_NOT_ALLOWED: ApiProblem = { code: 'bad_request', message: 'error_bad_request_body_not_allowed' };
// The methods Fastify never reads a body for: a body sent with them would be read and dropped
// until it ended or the request timed out, and the connection kept for the next request.
const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * What a Content-Type that is not a media type (`json`, `application/`, empty)
 * is replaced with before Fastify sees it: a valid type that is not JSON, so
 * that the body rules decide (an empty body means the defaults, anything else
 * is 415) instead of Fastify refusing it before the body is read.
 */
export const NOT_A_MEDIA_TYPE = 'application/x-not-a-media-type';

function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

// Node keeps the first of several Host lines; the raw headers still show them all.
function hostLines(rawHeaders: readonly string[]): number {
  let lines = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') lines++;
  }
  return lines;
}

/**
 * The protocol-level refusal of a request, if any: HTTP/1.1 without Host, or
 * any request with more than one Host line (RFC 9112 §3.2), is 400; so is a
 * GET, HEAD or TRACE with a body (RFC 9110 §9.3.1: a body there has no
 * meaning), refused at once rather than read; a transfer coding other than chunked, or a body
 * with a Content-Encoding other than identity, is 415 (bodies must not be
 * compressed: the service reads plain JSON only). Node's parser has already
 * refused a Transfer-Encoding that does not end in chunked, or one sent with
 * Content-Length.
 */
export function protocolProblem(request: IncomingMessage): ApiProblem | undefined {
  const { headers } = request;
  if (headers.host === undefined) {
    if (request.httpVersionMajor === 1 && request.httpVersionMinor === 1) return MISSING_HOST;
  } else if (hostLines(request.rawHeaders) > 1) {
    return MISSING_HOST;
  }
  if (BODYLESS_METHODS.has(request.method ?? '') && hasBody(headers)) return BODY_NOT_ALLOWED;
  const transfer = headers['transfer-encoding'];
  if (transfer !== undefined && transfer.trim().toLowerCase() !== 'chunked') return ENCODED_BODY;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && hasBody(headers)) {
    const coding = encoding.trim().toLowerCase();
    if (coding !== '' && coding !== 'identity') return ENCODED_BODY;
  }
  return undefined;
}

/**
 * Protocol checks, before routing and before any body is read: the refusals
 * of {@link protocolProblem} get the Error body and `Connection: close`; a
 * Content-Type that is not a media type is replaced (see NOT_A_MEDIA_TYPE), and
 * so is a missing one on a QUERY that no route takes (405 or 404, not Fastify's 400).
 * Two answers Node would otherwise give itself, without the Error body, are
 * taken over: an Expect other than 100-continue (400 `bad_request`, saying so)
 * and CONNECT (400 `bad_request`: this server is no proxy).
 */
export const protocolPlugin = fp<ProtocolPluginOptions>(
  async (app, { responder, observer }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const problem = protocolProblem(request.raw);
      if (problem !== undefined) {
        // Answering from the hook ends the request here; done() must not be called.
        reply.header('Connection', 'close').sendProblem(problem);
        return;
      }
      const type = request.headers['content-type'];
      if (type === undefined) {
        // Fastify refuses a QUERY without Content-Type (400, RFC 10008 §2) before routing has its say;
        // no route takes QUERY, so it is 405 (or 404) like every other method.
        if (request.is404 && request.raw.method === 'QUERY') request.headers['content-type'] = NOT_A_MEDIA_TYPE;
      } else if (type !== 'application/json' && mediaTypeEssence(type) === undefined) {
        request.headers['content-type'] = NOT_A_MEDIA_TYPE;
      }
      done();
    });

    app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
      const started = performance.now();
      const lang = negotiateLanguage({ acceptLanguage: request.headers['accept-language'] });
      const { status, body } = responder.error(UNMET_EXPECTATION, lang);
      const json = JSON.stringify(body);
      response.writeHead(status, {
        'Content-Type': JSON_TYPE,
        'Content-Length': Buffer.byteLength(json),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      response.end(json);
      observer?.requestCompleted(UNMATCHED_ROUTE, status, (performance.now() - started) / 1000);
    });

    app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
      const started = performance.now();
      socket.on('error', () => socket.destroy());
      answerLast(socket, rawProblemAnswer(responder, CONNECT_REFUSED, request.headers['accept-language']));
      observer?.requestCompleted(
        UNMATCHED_ROUTE,
        ERROR_STATUS[CONNECT_REFUSED.code],
        (performance.now() - started) / 1000,
      );
    });
  },
  { name: 'protocol', dependencies: ['errors', 'base-headers'] },
);
