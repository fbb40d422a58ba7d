import { componentRef } from '../api/reference/openapi-refs.js';
import { JSON_RPC, PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from './protocol.js';
import { TOOL_NAME } from './server.js';

/** The tag of the /mcp operation. */
export const MCP_OPENAPI_TAG = {
  name: 'MCP',
  description: `The Model Context Protocol endpoint, for AI assistants: one tool, \`${TOOL_NAME}\`, with the same options, answers and rate limit as \`POST /v1/generate\`.`,
} as const;

const RPC_ID = { anyOf: [{ type: 'string' }, { type: 'integer' }], description: 'The id of the request.' };

const RPC_RESPONSE = {
  type: 'object',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { type: 'string', const: '2.0' },
    id: { anyOf: [...RPC_ID.anyOf, { type: 'null' }] },
    result: { type: 'object', description: 'The result of a request (tools/call: a CallToolResult).' },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'object' } },
    },
  },
} as const;

const rpcError = (description: string) => ({ description, content: { 'application/json': { schema: RPC_RESPONSE } } });

const DESCRIPTION = [
  `JSON-RPC 2.0 over HTTP following MCP ${PROTOCOL_VERSION} (Streamable HTTP transport, answered with JSON, never a stream). One tool: \`${TOOL_NAME}\`, whose inputSchema is the GenerateRequest body and whose outputSchema is the GenerateResponse schema.`,
  'Methods: `initialize` (answers protocolVersion 2025-06-18 whatever the client asks), `ping`, `tools/list`, `tools/call`. Notifications and client responses get 202 with no body. No `Mcp-Session-Id` is issued; one sent is ignored. `GET` and `DELETE` answer 405.',
  `Errors: invalid tool arguments are a tool result with \`isError: true\` carrying the REST Error body (code, message, \`suggestion\` for a mistyped argument name, \`docs\` link) as JSON text; unknown tool ${JSON_RPC.invalidParams}; unknown method ${JSON_RPC.methodNotFound}; malformed JSON ${JSON_RPC.parseError} (HTTP 400); not a JSON-RPC 2.0 request (missing jsonrpc, id null, batch array) ${JSON_RPC.invalidRequest} (HTTP 400). A present but unsupported \`MCP-Protocol-Version\` (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}) is HTTP 400; an \`Origin\` not listed in MCP_ALLOWED_ORIGINS is HTTP 403.`,
  `Rate limit: every POST counts against the same per-client budget as POST /v1/generate. Over the limit: HTTP 429 with Retry-After and RateLimit-* headers, and a JSON-RPC error (code ${JSON_RPC.rateLimited}) whose \`data\` holds the REST 429 Error body.`,
].join('\n\n');

/** The /mcp entry of the OpenAPI document. */
export const MCP_OPENAPI_PATH = {
  '/mcp': {
    post: {
      operationId: 'mcp',
      tags: [MCP_OPENAPI_TAG.name],
      summary: 'Model Context Protocol endpoint',
      description: DESCRIPTION,
      parameters: [
        componentRef('parameters', 'Lang'),
        {
          name: 'MCP-Protocol-Version',
          in: 'header',
          required: false,
          description: 'The MCP version the client speaks; when present it must be a supported one.',
          schema: { type: 'string', enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
        },
      ],
      requestBody: {
        required: true,
        description: 'One JSON-RPC 2.0 message; the tool argument `lang` is the body source of the language.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['jsonrpc', 'method'],
              properties: {
                jsonrpc: { type: 'string', const: '2.0' },
                id: RPC_ID,
                method: { type: 'string', examples: ['tools/call'] },
                params: { type: 'object' },
              },
            },
            examples: {
              call: {
                summary: `Call ${TOOL_NAME}`,
                value: {
                  jsonrpc: '2.0',
                  id: 1,
                  method: 'tools/call',
                  params: { name: TOOL_NAME, arguments: { length: 20 } },
                },
              },
              list: { summary: 'List the tools', value: { jsonrpc: '2.0', id: 2, method: 'tools/list' } },
            },
          },
        },
      },
      responses: {
        '200': rpcError('A JSON-RPC response: a result, or an error for an unknown method or tool.'),
        '202': { description: 'Accepted notification or client response; no body.' },
        '400': rpcError('Parse error, invalid request or unsupported protocol version (a JSON-RPC error).'),
        '403': rpcError('Origin not allowed (a JSON-RPC error).'),
        '413': rpcError('The body is too large (a JSON-RPC error).'),
        '415': rpcError('The body is not sent as `application/json` (a JSON-RPC error).'),
        '429': {
          description: `Rate limited: JSON-RPC error ${JSON_RPC.rateLimited} with the REST 429 Error body in \`error.data\`.`,
          headers: { 'Retry-After': componentRef('headers', 'Retry-After') },
          content: { 'application/json': { schema: RPC_RESPONSE } },
        },
        '500': rpcError(`An unexpected failure (JSON-RPC error ${JSON_RPC.internalError}); the service keeps serving.`),
      },
    },
  },
} as const;
