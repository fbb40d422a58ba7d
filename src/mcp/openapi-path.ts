import { PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from './protocol.js';
import { TOOL_NAME } from './server.js';

/** The /mcp entry of the OpenAPI document. */
export const MCP_OPENAPI_PATH = {
  '/mcp': {
    post: {
      operationId: 'mcp',
      summary: 'Model Context Protocol endpoint (stateless, JSON responses)',
      description: [
        `JSON-RPC 2.0 over HTTP following MCP ${PROTOCOL_VERSION} (Streamable HTTP transport, answered with JSON, never a stream). One tool: \`${TOOL_NAME}\`, whose inputSchema is the GenerateRequest schema and whose outputSchema is the GenerateResponse schema.`,
        'Methods: `initialize` (answers protocolVersion 2025-06-18 whatever the client asks), `ping`, `tools/list`, `tools/call`. Notifications and client responses get 202 with no body. No `Mcp-Session-Id` is issued; one sent is ignored.',
        `Errors: invalid tool arguments are a tool result with \`isError: true\` carrying the REST error code and message; unknown tool -32602; unknown method -32601; malformed JSON -32700 (HTTP 400); not a JSON-RPC 2.0 request (missing jsonrpc, id null, batch array) -32600 (HTTP 400). A present but unsupported \`MCP-Protocol-Version\` (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}) is HTTP 400; an \`Origin\` not listed in MCP_ALLOWED_ORIGINS is HTTP 403.`,
        'Rate limit: every POST counts against the same per-client budget as POST /v1/generate. Over the limit: HTTP 429 with Retry-After and RateLimit-* headers, and a JSON-RPC error (code -32029) whose `data` holds the REST 429 Error body.',
      ].join('\n\n'),
      parameters: [
        {
          name: 'lang',
          in: 'query',
          required: false,
          description:
            'Language of messages and links (same precedence as REST; the tool argument lang is the body source).',
          schema: { type: 'string' },
        },
        {
          name: 'MCP-Protocol-Version',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['jsonrpc', 'method'],
              properties: {
                jsonrpc: { const: '2.0' },
                id: { type: ['string', 'integer'] },
                method: { type: 'string' },
                params: { type: 'object' },
              },
            },
            examples: {
              call: {
                value: {
                  jsonrpc: '2.0',
                  id: 1,
                  method: 'tools/call',
                  params: { name: TOOL_NAME, arguments: { length: 20 } },
                },
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'A JSON-RPC response.', content: { 'application/json': { schema: { type: 'object' } } } },
        '202': { description: 'Accepted notification or client response; no body.' },
        '400': { description: 'Parse error, invalid request or unsupported protocol version (JSON-RPC error body).' },
        '403': { description: 'Origin not allowed (JSON-RPC error body).' },
        '405': { $ref: '#/components/responses/MethodNotAllowed' },
        '429': {
          description: 'Rate limited: JSON-RPC error -32029 with the REST 429 body in error.data.',
          headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
        },
      },
    },
  },
} as const;
