import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BODY_BYTES } from '../../api/contract/schemas.js';
import { answerJson } from '../../api/responder/answer-json.js';
import type { Responder } from '../../api/responder/responses.js';
import { message } from '../../i18n/catalogue.js';
import type { AppliedLanguage } from '../../i18n/languages.js';
import type { MessageKey } from '../../i18n/messages-en.js';
import {
  classifyMessage,
  JSON_RPC,
  type RequestId,
  rpcError,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '../../mcp/protocol.js';
import type { McpServer } from '../../mcp/server.js';
import { type ApiProblem, ERROR_STATUS, type ErrorCode, problemFromStatus } from '../../options/problems.js';
import type { RateLimitDecision } from '../../ratelimit/store.js';
import { JSON_TYPE, type RawBody, readJsonBody } from '../json-body.js';
import { languageSources, requestLanguage } from '../language.js';
import { logInternalError } from '../plugins/errors.js';

/** Options of {@link mcpRoutes}. */
export interface McpRoutesOptions {
  readonly mcp: McpServer;
  readonly responder: Responder;
  /** Origins allowed to call /mcp from a browser; requests without Origin are always served. */
  readonly allowedOrigins: readonly string[];
}

// Transport-level problems that have a JSON-RPC code and words of their own; any other is an invalid request.
const RPC_PROBLEMS: Partial<Record<ErrorCode, { readonly code: number; readonly words: MessageKey }>> = {
  payload_too_large: { code: JSON_RPC.invalidRequest, words: 'error_payload_too_large' },
  unsupported_media_type: { code: JSON_RPC.serverError, words: 'mcp_unsupported_media_type' },
  invalid_json: { code: JSON_RPC.parseError, words: 'mcp_parse_error' },
  internal_error: { code: JSON_RPC.internalError, words: 'error_internal_error' },
};

// A transport-level problem as a JSON-RPC error: the HTTP status of the one status table, a code and a message.
function rpcProblem(problem: ApiProblem, lang: AppliedLanguage): { status: number; code: number; text: string } {
  const known = RPC_PROBLEMS[problem.code];
  if (known === undefined) {
    const text = message(lang.messages, 'mcp_invalid_request');
    return { status: ERROR_STATUS.bad_request, code: JSON_RPC.invalidRequest, text };
  }
  const text = message(lang.messages, known.words, { max_bytes: MAX_BODY_BYTES });
  return { status: ERROR_STATUS[problem.code], code: known.code, text };
}

const send = (reply: FastifyReply, status: number, body?: object | string): FastifyReply =>
  body === undefined ? reply.code(status).send() : reply.code(status).header('content-type', JSON_TYPE).send(body);

/**
 * POST /mcp, the Streamable HTTP transport in its stateless JSON form: every
 * POST is answered with one JSON body (never a stream), no session is issued and
 * a client's Mcp-Session-Id is ignored. GET and DELETE answer 405. Registered
 * in its own scope, so that failures before the handler (413, a bad
 * Content-Type) are answered as JSON-RPC errors rather than REST Error bodies.
 */
export async function mcpRoutes(app: FastifyInstance, options: McpRoutesOptions): Promise<void> {
  const route: McpRoute = { ...options, allowedOrigins: new Set(options.allowedOrigins) };
  app.setErrorHandler((error: FastifyError, request, reply) => answerMcpError(route, error, request, reply));
  app.post('/mcp', { config: { rateLimit: { refusal: 'defer' } } }, (request, reply) =>
    answerMcp(route, request, reply),
  );
}

/** What the handlers of POST /mcp need: the MCP server, the responder (for the 429) and the allowed origins. */
interface McpRoute {
  readonly mcp: McpServer;
  readonly responder: Responder;
  readonly allowedOrigins: ReadonlySet<string>;
}

/** Over the limit, every answer is the 429, whatever else is wrong with the request. */
function refuse(
  responder: Responder,
  reply: FastifyReply,
  decision: RateLimitDecision,
  id: RequestId | null,
  lang: AppliedLanguage,
): FastifyReply {
  const { body } = responder.error({ code: 'rate_limited', params: { retry_after: decision.resetSeconds } }, lang);
  return send(reply, 429, rpcError(id, JSON_RPC.rateLimited, body.message, body));
}

/** A transport-level problem, answered as a JSON-RPC error without an id. */
function fail(reply: FastifyReply, problem: ApiProblem, lang: AppliedLanguage): FastifyReply {
  const { status, code, text } = rpcProblem(problem, lang);
  return send(reply, status, rpcError(null, code, text));
}

/** The handler of POST /mcp: the 429 first, then the transport's checks, then the body to the MCP server. */
function answerMcp(route: McpRoute, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = requestLanguage(request);
  const read = readJsonBody(request.headers['content-type'], request.body as RawBody | undefined);
  const decision = request.rateLimitDecision;
  if (decision !== null && !decision.allowed) {
    // The limiter ran before anything else; the body is only read to echo the request id.
    const incoming = read.kind === 'json' ? classifyMessage(read.value) : undefined;
    return refuse(route.responder, reply, decision, incoming?.kind === 'request' ? incoming.id : null, lang);
  }
  const refusal = transportRefusal(request, route.allowedOrigins, lang);
  if (refusal !== undefined) return send(reply, refusal.status, rpcError(null, JSON_RPC.serverError, refusal.text));
  if (read.kind === 'problem') return fail(reply, read.problem, lang);
  if (read.kind === 'absent') return fail(reply, { code: 'invalid_body' }, lang);
  const result = route.mcp.handle(read.value, languageSources(request));
  return send(reply, result.status, result.body === undefined ? undefined : answerJson(result.body));
}

/** A failure before the handler (413, a bad Content-Type, an internal error), as a JSON-RPC error; over the limit, the 429. */
function answerMcpError(route: McpRoute, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  const decision = request.rateLimitDecision;
  if (decision !== null && !decision.allowed) return refuse(route.responder, reply, decision, null, lang);
  const problem = problemFromStatus(error.statusCode);
  if (problem.code === 'internal_error') logInternalError(request, error);
  return fail(reply, problem, lang);
}

// DNS-rebinding protection (MCP transport security): a browser origin must be listed;
// a present MCP-Protocol-Version header must name a supported version.
function transportRefusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
  lang: AppliedLanguage,
): { status: number; text: string } | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    return { status: 403, text: message(lang.messages, 'mcp_forbidden_origin', { origin }) };
  }
  const version = request.headers['mcp-protocol-version'];
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) {
    const supported = SUPPORTED_PROTOCOL_VERSIONS.join(', ');
    return {
      status: 400,
      text: message(lang.messages, 'mcp_unsupported_protocol_version', { version: String(version), supported }),
    };
  }
  return undefined;
}
