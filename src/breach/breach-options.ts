/**
 * The library's `breach` option read once: `'online'`, `{ url?, timeoutMs? }` (online, through a mirror or with
 * another time-out) or `{ file }` (a filter file, offline). No I/O here.
 */

/** What {@link readBreachOption} accepts. */
export type BreachOption =
  | 'online'
  | { readonly url?: string; readonly timeoutMs?: number }
  | { readonly file: string };

/** A breach check asked for. */
export type BreachRequest =
  | { readonly kind: 'online'; readonly url?: string; readonly timeoutMs?: number }
  | { readonly kind: 'filter'; readonly file: string };

const USAGE = "checkPassword: breach must be 'online', { url?, timeoutMs? } or { file }";
/** The longest time-out accepted: ten minutes. */
const MAX_TIMEOUT_MS = 600_000;

function ownString(fields: Readonly<Record<string, unknown>>, name: string): string | undefined {
  if (!Object.hasOwn(fields, name) || fields[name] === undefined) return undefined;
  const value = fields[name];
  if (typeof value !== 'string' || value === '') throw new TypeError(`${USAGE}: ${name} must be a non-empty string`);
  return value;
}

/** The option read, undefined when left out; a TypeError for anything else. Only own properties count. */
export function readBreachOption(value: unknown): BreachRequest | undefined {
  if (value === undefined) return undefined;
  if (value === 'online') return { kind: 'online' };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(USAGE);
  const fields = value as Readonly<Record<string, unknown>>;
  const unknown = Object.keys(fields).find((name) => !['url', 'timeoutMs', 'file'].includes(name));
  if (unknown !== undefined) throw new TypeError(`${USAGE}, not with "${unknown}"`);
  const file = ownString(fields, 'file');
  const url = ownString(fields, 'url');
  const timeoutMs = Object.hasOwn(fields, 'timeoutMs') ? fields.timeoutMs : undefined;
  if (file !== undefined) {
    if (url !== undefined || timeoutMs !== undefined) throw new TypeError(`${USAGE}: file goes alone`);
    return { kind: 'filter', file };
  }
  if (timeoutMs === undefined) return url === undefined ? { kind: 'online' } : { kind: 'online', url };
  if (!Number.isSafeInteger(timeoutMs) || (timeoutMs as number) < 1 || (timeoutMs as number) > MAX_TIMEOUT_MS) {
    throw new TypeError(`${USAGE}: timeoutMs must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`);
  }
  return { kind: 'online', ...(url === undefined ? {} : { url }), timeoutMs: timeoutMs as number };
}
