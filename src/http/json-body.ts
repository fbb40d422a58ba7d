import type { Problem } from '../api/errors.js';

/** A request body read as JSON. */
export type JsonBody =
  | { readonly kind: 'absent' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'problem'; readonly problem: Problem };

const ABSENT: JsonBody = { kind: 'absent' };
const UNSUPPORTED: JsonBody = { kind: 'problem', problem: { code: 'unsupported_media_type' } };
const INVALID_JSON: JsonBody = { kind: 'problem', problem: { code: 'invalid_json' } };

/** True for application/json and any application/*+json type, parameters ignored. */
export function isJsonMediaType(contentType: string): boolean {
  if (contentType === 'application/json') return true;
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json'));
}

/**
 * Reads a raw body: empty or whitespace-only means absent whatever the content
 * type; a body without Content-Type is read as JSON; any other non-JSON type
 * with a body is refused (415).
 */
export function readJsonBody(contentType: string | undefined, raw: string | undefined): JsonBody {
  if (raw === undefined || raw.trim() === '') return ABSENT;
  if (contentType !== undefined && !isJsonMediaType(contentType)) return UNSUPPORTED;
  try {
    return { kind: 'json', value: JSON.parse(raw) };
  } catch {
    return INVALID_JSON;
  }
}
