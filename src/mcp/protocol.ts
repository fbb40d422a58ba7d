/**
 * The slice of JSON-RPC 2.0 and MCP 2025-06-18 this server speaks. Wire types
 * come from the official SDK (type-only imports, erased at build time), so a
 * drift from the protocol fails the build; the SDK client's tests prove the rest.
 */
import type {
  CallToolResult,
  InitializeResult,
  JSONRPCErrorResponse,
  JSONRPCResultResponse,
  ListToolsResult,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';

export type { CallToolResult, InitializeResult, JSONRPCErrorResponse, JSONRPCResultResponse, ListToolsResult, Tool };

/** The protocol version this server answers with, whatever the client asks. */
export const PROTOCOL_VERSION = '2025-06-18';
/** Values accepted in the MCP-Protocol-Version header (absent is accepted too). */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = ['2025-06-18', '2025-03-26'];

/** JSON-RPC error codes used here (string-literal style constants, not an enum). */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Server-defined range -32000..-32099: transport refusals (origin, version, media type). */
  serverError: -32000,
  /** Server-defined: rate limited (429). */
  rateLimited: -32029,
} as const;

/** A request id: a string or a number (null is not a request id). */
export type RequestId = string | number;

/** A well-formed incoming message, classified. */
export type IncomingMessage =
  | {
      readonly kind: 'request';
      readonly id: RequestId;
      readonly method: string;
      readonly params: Record<string, unknown>;
    }
  | { readonly kind: 'notification'; readonly method: string }
  | { readonly kind: 'response' }
  | { readonly kind: 'invalid'; readonly id: RequestId | null };

/** True for a JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is RequestId =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * Classifies one parsed JSON value. Batches (arrays) are invalid: 2025-06-18
 * removed JSON-RPC batching. A request needs a string or number id; `id: null`
 * is invalid.
 */
export function classifyMessage(message: unknown): IncomingMessage {
  if (!isObject(message) || message.jsonrpc !== '2.0') {
    return { kind: 'invalid', id: isObject(message) && isId(message.id) ? message.id : null };
  }
  const hasId = Object.hasOwn(message, 'id');
  if (typeof message.method === 'string') {
    if (message.params !== undefined && !isObject(message.params)) {
      return { kind: 'invalid', id: isId(message.id) ? message.id : null };
    }
    if (!hasId) return { kind: 'notification', method: message.method };
    if (!isId(message.id)) return { kind: 'invalid', id: null };
    return { kind: 'request', id: message.id, method: message.method, params: message.params ?? {} };
  }
  if (hasId && (Object.hasOwn(message, 'result') || Object.hasOwn(message, 'error'))) return { kind: 'response' };
  return { kind: 'invalid', id: isId(message.id) ? message.id : null };
}

/** A JSON-RPC error response. */
export function rpcError(id: RequestId | null, code: number, message: string, data?: unknown): JSONRPCErrorResponse {
  const error = data === undefined ? { code, message } : { code, message, data };
  // The SDK's type has no null id, but JSON-RPC 2.0 requires null when the id is unknown.
  return { jsonrpc: '2.0', id: id as RequestId, error };
}

/** A JSON-RPC result response. */
export function rpcResult(id: RequestId, result: JSONRPCResultResponse['result']): JSONRPCResultResponse {
  return { jsonrpc: '2.0', id, result };
}
