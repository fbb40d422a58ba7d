import { isUtf8 } from 'node:buffer';
import type { ApiProblem } from '../options/problems.js';

/** The Content-Type of every JSON answer: the API's, the MCP endpoint's and the errors'. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** What the body parser hands on for a body that is not valid UTF-8. */
export const NOT_UTF8: unique symbol = Symbol('not UTF-8');

/** A request body as the routes get it: its text, or NOT_UTF8. */
export type RawBody = string | typeof NOT_UTF8;

/**
 * A body's bytes as text, or NOT_UTF8 when they are not valid UTF-8 (JSON is
 * UTF-8, RFC 8259 §8.1). Decoding leniently would turn each bad byte into
 * U+FFFD and accept the body as some other JSON than the one sent.
 */
export function decodeBody(bytes: Buffer): RawBody {
  return isUtf8(bytes) ? bytes.toString('utf8') : NOT_UTF8;
}

/** A request body read as JSON. */
export type JsonBody =
  | { readonly kind: 'absent' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'problem'; readonly problem: ApiProblem };

const ABSENT: JsonBody = { kind: 'absent' };
const UNSUPPORTED: JsonBody = { kind: 'problem', problem: { code: 'unsupported_media_type' } };
const INVALID_JSON: JsonBody = { kind: 'problem', problem: { code: 'invalid_json' } };

// RFC 9110 token characters, as Fastify checks them (lib/content-type.js).
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;
// JSON's own whitespace (RFC 8259): space, tab, line feed, carriage return. Not String#trim's
// Unicode spaces: a body of U+00A0 or a byte order mark is not JSON, so it is invalid_json.
const BLANK = /^[ \t\n\r]*$/;

/**
 * The essence (`type/subtype`, lower case) of a Content-Type value, or undefined
 * when the value is not a media type (`json`, `application/`, empty). Valid
 * exactly when Fastify's own parser finds it valid: type and subtype are tokens;
 * parameters are not checked.
 */
export function mediaTypeEssence(contentType: string): string | undefined {
  const semicolon = contentType.indexOf(';');
  const essence = semicolon === -1 ? contentType : contentType.slice(0, semicolon);
  const slash = essence.indexOf('/');
  if (slash === -1) return undefined;
  const type = essence.slice(0, slash).trimStart();
  const subtype = essence.slice(slash + 1).trimEnd();
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  return `${type}/${subtype}`.toLowerCase();
}

/** True for application/json and any application/*+json type, any case, parameters ignored. */
export function isJsonMediaType(contentType: string): boolean {
  if (contentType === 'application/json') return true;
  const essence = mediaTypeEssence(contentType);
  if (essence === undefined) return false;
  return essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json'));
}

/** True for a body that is empty or only JSON whitespace. */
export function isBlankBody(raw: string): boolean {
  return BLANK.test(raw);
}

/**
 * Reads a raw body by the body rules (docs/api.md, "Body rules"): empty or
 * whitespace-only means absent whatever the content type; a body without
 * Content-Type is read as JSON; any other type, or a value that is not a media
 * type, with a body is refused (415); a body that is not valid UTF-8 is not
 * JSON. Encoded bodies never get here: the protocol plugin refuses them first.
 */
export function readJsonBody(contentType: string | undefined, raw: RawBody | undefined): JsonBody {
  if (raw === undefined) return ABSENT;
  if (raw !== NOT_UTF8 && isBlankBody(raw)) return ABSENT;
  if (contentType !== undefined && !isJsonMediaType(contentType)) return UNSUPPORTED;
  if (raw === NOT_UTF8) return INVALID_JSON;
  try {
    return { kind: 'json', value: JSON.parse(raw) };
  } catch {
    return INVALID_JSON;
  }
}
