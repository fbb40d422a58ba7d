import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Responder } from '../api/responses.js';
import { MAX_BODY_BYTES } from '../api/schemas.js';
import { message } from '../i18n/catalogue.js';
import type { AppliedLanguage } from '../i18n/languages.js';
import { classifyMessage, JSON_RPC, type RequestId, rpcError, SUPPORTED_PROTOCOL_VERSIONS } from '../mcp/protocol.js';
import type { McpServer } from '../mcp/server.js';
import type { RateLimitDecision } from '../ratelimit/store.js';
import type { RouteHelpers } from './app.js';
import { readJsonBody } from './json-body.js';

/** Options of {@link createMcpRoute}. */
export interface McpRouteOptions {
  readonly mcp: McpServer;
  readonly responder: Responder;
  /** Origins allowed to call /mcp from a browser; requests without Origin are always served. */
  readonly allowedOrigins: readonly string[];
}

/**
 * POST /mcp, the Streamable HTTP transport in its stateless JSON form: every
 * POST is answered with one JSON body (never a stream), no session is issued and
 * a client's Mcp-Session-Id is ignored. GET and DELETE answer 405.
 */
export function createMcpRoute(options: McpRouteOptions): (app: FastifyInstance, helpers: RouteHelpers) => void {
  const { mcp, responder } = options;
  const allowedOrigins = new Set(options.allowedOrigins);

  return (app, helpers) => {
    const send = (reply: FastifyReply, status: number, body?: object | string): FastifyReply =>
      body === undefined
        ? reply.code(status).send()
        : reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);

    // Over the limit, every answer is the 429, whatever else is wrong with the request.
    const refuse = (reply: FastifyReply, decision: RateLimitDecision, id: RequestId | null, lang: AppliedLanguage) => {
      const { body } = responder.error({ code: 'rate_limited', params: { retry_after: decision.resetSeconds } }, lang);
      return send(reply, 429, rpcError(id, JSON_RPC.rateLimited, body.message, body));
    };

    // Its own scope, so that failures before the handler (413, a bad Content-Type header)
    // are answered as JSON-RPC errors rather than with the REST Error body.
    app.register(async (scope) => {
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const lang = helpers.language(request);
        const decision = helpers.decision(request);
        if (decision !== undefined && !decision.allowed) return refuse(reply, decision, null, lang);
        const status = error.statusCode ?? 500;
        if (status === 413) {
          const text = message(lang.messages, 'error_payload_too_large', { max_bytes: MAX_BODY_BYTES });
          return send(reply, 413, rpcError(null, JSON_RPC.invalidRequest, text));
        }
        if (status === 415) {
          return send(
            reply,
            415,
            rpcError(null, JSON_RPC.serverError, message(lang.messages, 'mcp_unsupported_media_type')),
          );
        }
        if (status >= 400 && status < 500) {
          return send(
            reply,
            400,
            rpcError(null, JSON_RPC.invalidRequest, message(lang.messages, 'mcp_invalid_request')),
          );
        }
        request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'internal error');
        return send(reply, 500, rpcError(null, JSON_RPC.internalError, message(lang.messages, 'error_internal_error')));
      });

      scope.post('/mcp', { onRequest: helpers.rateLimitHook(true) }, (request, reply) => {
        const lang = helpers.language(request);
        const read = readJsonBody(request.headers['content-type'], request.body as string | undefined);
        const decision = helpers.decision(request);
        if (decision !== undefined && !decision.allowed) {
          // The limiter ran before anything else; the body is only read to echo the request id.
          const incoming = read.kind === 'json' ? classifyMessage(read.value) : undefined;
          return refuse(reply, decision, incoming?.kind === 'request' ? incoming.id : null, lang);
        }

        // DNS-rebinding protection (MCP transport security): a browser origin must be listed.
        const origin = request.headers.origin;
        if (origin !== undefined && !allowedOrigins.has(origin)) {
          const text = message(lang.messages, 'mcp_forbidden_origin', { origin });
          return send(reply, 403, rpcError(null, JSON_RPC.serverError, text));
        }
        const version = request.headers['mcp-protocol-version'];
        if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) {
          const text = message(lang.messages, 'mcp_unsupported_protocol_version', {
            version: String(version),
            supported: SUPPORTED_PROTOCOL_VERSIONS.join(', '),
          });
          return send(reply, 400, rpcError(null, JSON_RPC.serverError, text));
        }

        if (read.kind === 'problem') {
          return read.code === 'invalid_json'
            ? send(reply, 400, rpcError(null, JSON_RPC.parseError, message(lang.messages, 'mcp_parse_error')))
            : send(
                reply,
                415,
                rpcError(null, JSON_RPC.serverError, message(lang.messages, 'mcp_unsupported_media_type')),
              );
        }
        if (read.kind === 'absent') {
          return send(
            reply,
            400,
            rpcError(null, JSON_RPC.invalidRequest, message(lang.messages, 'mcp_invalid_request')),
          );
        }
        const result = mcp.handle(read.value, helpers.languageSources(request));
        return send(reply, result.status, result.json ?? result.body);
      });
    });
    helpers.methodNotAllowed('/mcp', ['POST']);
  };
}
