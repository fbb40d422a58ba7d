import { GENERATE_REQUEST_SCHEMA, GENERATE_RESPONSE_SCHEMA } from '../api/contract/schemas.js';
import { answerJson } from '../api/responder/answer-json.js';
import type { Responder } from '../api/responder/responses.js';
import { message } from '../i18n/catalogue.js';
import { type AppliedLanguage, type LanguageSources, languageInBody, negotiateLanguage } from '../i18n/languages.js';
import type { Links } from '../i18n/links.js';
import {
  type CallToolResult,
  classifyMessage,
  type InitializeResult,
  isObject,
  JSON_RPC,
  type JSONRPCErrorResponse,
  type JSONRPCResultResponse,
  type ListToolsResult,
  PROTOCOL_VERSION,
  type RequestId,
  rpcError,
  rpcResult,
  type Tool,
} from './protocol.js';

/** The one tool's name. */
export const TOOL_NAME = 'generate_password';

/** What the transport sends back: an HTTP status and a JSON-RPC body, or no body (202). */
export interface McpReply {
  readonly status: number;
  readonly body?: JSONRPCResultResponse | JSONRPCErrorResponse;
}

/** Options of {@link createMcpServer}. */
export interface McpServerOptions {
  readonly responder: Responder;
  readonly links: Links;
  readonly serverInfo: { readonly name: string; readonly version: string; readonly title?: string };
}

/** A stateless MCP server: one parsed message in, one reply out. */
export interface McpServer {
  /** Handles one parsed JSON value; `sources` are the HTTP-level language sources (query, Accept-Language). */
  handle(parsed: unknown, sources: Omit<LanguageSources, 'body'>): McpReply;
  /** The tool as published by tools/list, in a language. */
  tool(lang: AppliedLanguage): Tool;
}

/** What a method handler gets: the request's id, params and language, and the HTTP-level language sources. */
interface MethodCall {
  readonly id: RequestId;
  readonly params: Record<string, unknown>;
  readonly lang: AppliedLanguage;
  readonly sources: Omit<LanguageSources, 'body'>;
}

/** A method's handler: the server's options and the call in, the reply out. */
type MethodHandler = (server: McpServerOptions, call: MethodCall) => McpReply;

const ok = (id: RequestId, result: Parameters<typeof rpcResult>[1]): McpReply => ({
  status: 200,
  body: rpcResult(id, result),
});

const invalidParams = (id: RequestId, text: string): McpReply => ({
  status: 200,
  body: rpcError(id, JSON_RPC.invalidParams, text),
});

/** The one tool as tools/list publishes it, in a language. */
function toolOf(links: Links, lang: AppliedLanguage): Tool {
  return {
    name: TOOL_NAME,
    title: 'Generate passwords',
    description: message(lang.messages, 'tool_description', { generator_url: links.generator(lang.links) }),
    inputSchema: GENERATE_REQUEST_SCHEMA as unknown as Tool['inputSchema'],
    outputSchema: GENERATE_RESPONSE_SCHEMA as unknown as NonNullable<Tool['outputSchema']>,
    annotations: { title: 'Generate passwords', readOnlyHint: true, openWorldHint: false, idempotentHint: false },
  };
}

/** The tool's call: the responder's answer, as a tool result (a refused argument is `isError`, not a protocol fault). */
function callTool(responder: Responder, id: RequestId, args: unknown, sources: Omit<LanguageSources, 'body'>) {
  const lang = negotiateLanguage({ ...sources, body: languageInBody(args) });
  const outcome =
    args !== undefined && !isObject(args)
      ? { ok: false as const, ...responder.error({ code: 'invalid_body' }, lang) }
      : responder.generate(args, lang);
  if (!outcome.ok) {
    return ok(id, {
      content: [
        { type: 'text', text: `${outcome.body.error}: ${outcome.body.message}\n\n${JSON.stringify(outcome.body)}` },
        { type: 'text', text: responder.notice(lang) },
      ],
      isError: true,
    } satisfies CallToolResult);
  }
  // The body appears twice, as JSON text in content and as structuredContent; answerJson
  // splices its cached JSON into both, so it is serialised once.
  return ok(id, {
    content: [
      { type: 'text', text: answerJson(outcome.body) },
      { type: 'text', text: responder.notice(lang) },
    ],
    structuredContent: outcome.body as unknown as Record<string, unknown>,
    isError: false,
  } satisfies CallToolResult);
}

function initialize({ links, serverInfo }: McpServerOptions, { id, lang }: MethodCall): McpReply {
  return ok(id, {
    protocolVersion: PROTOCOL_VERSION,
    capabilities: { tools: { listChanged: false } },
    serverInfo,
    instructions: message(lang.messages, 'instructions', { generator_url: links.generator(lang.links) }),
  } satisfies InitializeResult);
}

function listTools({ links }: McpServerOptions, { id, lang }: MethodCall): McpReply {
  return ok(id, { tools: [toolOf(links, lang)] } satisfies ListToolsResult);
}

function callToolMethod({ responder }: McpServerOptions, { id, params, lang, sources }: MethodCall): McpReply {
  if (typeof params.name !== 'string') return invalidParams(id, message(lang.messages, 'mcp_invalid_params'));
  if (params.name !== TOOL_NAME) {
    return invalidParams(id, message(lang.messages, 'mcp_unknown_tool', { name: params.name }));
  }
  return callTool(responder, id, params.arguments, sources);
}

/** One handler per method; any other method is not found. */
const METHODS: Readonly<Record<string, MethodHandler>> = {
  initialize,
  ping: (_server, { id }) => ok(id, {}),
  'tools/list': listTools,
  'tools/call': callToolMethod,
};

/** The server's `handle`: notifications and responses are accepted (202), requests go to their method's handler. */
function handleMessage(server: McpServerOptions, parsed: unknown, sources: Omit<LanguageSources, 'body'>): McpReply {
  const incoming = classifyMessage(parsed);
  const lang = negotiateLanguage(sources);
  if (incoming.kind === 'notification' || incoming.kind === 'response') return { status: 202 };
  if (incoming.kind === 'invalid') {
    return {
      status: 400,
      body: rpcError(incoming.id, JSON_RPC.invalidRequest, message(lang.messages, 'mcp_invalid_request')),
    };
  }
  const { id, method, params } = incoming;
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (handler !== undefined) return handler(server, { id, params, lang, sources });
  return {
    status: 200,
    body: rpcError(id, JSON_RPC.methodNotFound, message(lang.messages, 'mcp_method_not_found', { method })),
  };
}

/**
 * JSON-RPC handling written directly against the SDK's protocol types: the
 * SDK's stateless server builds a server and a transport per request, which
 * the benchmark showed to be many times slower than this direct handler.
 * Everything about passwords (validation, generation, analysis, words) is the
 * REST API's Responder; this module only frames it, one handler per method.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  return {
    tool: (lang) => toolOf(options.links, lang),
    handle: (parsed, sources) => handleMessage(options, parsed, sources),
  };
}
