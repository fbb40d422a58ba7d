import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Responder } from '../api/responses.js';
import { message } from '../i18n/catalogue.js';
import { classifyMessage, JSON_RPC, rpcError, SUPPORTED_PROTOCOL_VERSIONS } from '../mcp/protocol.js';
import type { McpServer } from '../mcp/server.js';
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
    app.post('/mcp', { onRequest: helpers.rateLimitHook(true) }, (request, reply) => {
      const lang = helpers.language(request);
      const send = (status: number, body?: object): FastifyReply =>
        body === undefined
          ? reply.code(status).send()
          : reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);

      // DNS-rebinding protection (MCP transport security): a browser origin must be listed.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        return send(
          403,
          rpcError(null, JSON_RPC.serverError, message(lang.messages, 'mcp_forbidden_origin', { origin })),
        );
      }
      const version = request.headers['mcp-protocol-version'];
      if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) {
        const text = message(lang.messages, 'mcp_unsupported_protocol_version', {
          version: String(version),
          supported: SUPPORTED_PROTOCOL_VERSIONS.join(', '),
        });
        return send(400, rpcError(null, JSON_RPC.serverError, text));
      }

      const read = readJsonBody(request.headers['content-type'], request.body as string | undefined);
      const decision = helpers.decision(request);
      if (decision !== undefined && !decision.allowed) {
        // The limiter ran before anything else; the body is only read to echo the request id.
        const incoming = read.kind === 'json' ? classifyMessage(read.value) : undefined;
        const id = incoming?.kind === 'request' ? incoming.id : null;
        const { body } = responder.error(
          { code: 'rate_limited', params: { retry_after: decision.resetSeconds } },
          lang,
        );
        return send(429, rpcError(id, JSON_RPC.rateLimited, body.message, body));
      }
      if (read.kind === 'problem') {
        return read.code === 'invalid_json'
          ? send(400, rpcError(null, JSON_RPC.parseError, message(lang.messages, 'mcp_parse_error')))
          : send(415, rpcError(null, JSON_RPC.serverError, message(lang.messages, 'mcp_unsupported_media_type')));
      }
      if (read.kind === 'absent') {
        return send(400, rpcError(null, JSON_RPC.invalidRequest, message(lang.messages, 'mcp_invalid_request')));
      }
      const result = mcp.handle(read.value, helpers.languageSources(request));
      if (result.json !== undefined) {
        return reply.code(result.status).header('content-type', 'application/json; charset=utf-8').send(result.json);
      }
      return send(result.status, result.body);
    });
    helpers.methodNotAllowed('/mcp', ['POST']);
  };
}
