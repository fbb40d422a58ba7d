/**
 * The online breach check, k-anonymous: the first 5 hex characters of the password's SHA-1 go to the Pwned
 * Passwords range API (or a mirror), with `Add-Padding: true`; the other 35 never leave, and are compared with
 * the answer's suffixes here. Uses the platform's fetch, WebCrypto and AbortSignal only (Node or a browser).
 */
import type { BreachResult } from '../checker/breach-result.js';
import { onlineBreach } from '../checker/breach-verdict.js';
import { hexOf, RANGE_PREFIX_LENGTH, readRangeBody } from '../checker/range-body.js';
import { BreachError } from './breach-error.js';

/** The Pwned Passwords range API: `GET {this}/{prefix}`. */
export const DEFAULT_RANGE_URL = 'https://api.pwnedpasswords.com/range';
/** How long an answer may take, body included. */
export const DEFAULT_BREACH_TIMEOUT_MS = 10_000;
/** A padded answer is about 40 KB; anything past this is no range answer. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** Options of {@link lookupOnline}. */
export interface OnlineLookupOptions {
  /** The range API's base URL, without the prefix (default {@link DEFAULT_RANGE_URL}). */
  readonly url?: string;
  /** Milliseconds before `breach_timeout` (default {@link DEFAULT_BREACH_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
}

/** The SHA-1 of a password's UTF-8 bytes, by WebCrypto. */
export async function sha1Of(password: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(password)));
}

/** A range API base URL read and checked (http or https, nothing else), or `invalid_breach_url`. */
export function rangeBaseOf(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BreachError(
      'invalid_breach_url',
      'The breach URL is not a URL: give an http or https URL, such as the default https://api.pwnedpasswords.com/range.',
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new BreachError(
      'invalid_breach_url',
      `The breach URL must be http or https, not ${parsed.protocol.slice(0, -1)}.`,
    );
  }
  return parsed;
}

/** The URL of one prefix's range: the base's path, then `/{prefix}`. */
export function rangeUrlOf(base: URL, prefix: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${prefix}`;
  return url;
}

// The answer's text, at most MAX_ANSWER_BYTES; the timeout's signal aborts the reading too.
async function answerText(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new BreachError(
        'breach_malformed_answer',
        `The breach range API's answer is over ${MAX_ANSWER_BYTES} bytes: no range answer is.`,
      );
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

// What went wrong on the way, as a code: the timeout's abort, or anything else the network did.
function failureOf(error: unknown, base: URL, timeoutMs: number): BreachError {
  if (error instanceof BreachError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new BreachError(
      'breach_timeout',
      `The breach range API at ${base.host} did not answer within ${timeoutMs} ms; the password was not checked.`,
    );
  }
  // undici puts the system's code on the cause, or on the first of an AggregateError's errors (one per address).
  const cause = (error as { cause?: { code?: unknown; message?: unknown; errors?: { code?: unknown }[] } } | null)
    ?.cause;
  const detail = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message;
  const reason = typeof detail === 'string' ? detail : error instanceof Error ? error.message : 'unknown error';
  return new BreachError(
    'breach_network_error',
    `Could not get an answer from the breach range API at ${base.host} (${reason}); the password was not checked.`,
    { cause: error },
  );
}

/**
 * Looks a password up in the range API: found with its count, or not found. Throws a {@link BreachError} when
 * the check could not be made (`breach_timeout`, `breach_network_error`, `breach_http_status`,
 * `breach_malformed_answer`), never a "not found".
 */
export async function lookupOnline(password: string, options: OnlineLookupOptions = {}): Promise<BreachResult> {
  const base = rangeBaseOf(options.url ?? DEFAULT_RANGE_URL);
  const timeoutMs = options.timeoutMs ?? DEFAULT_BREACH_TIMEOUT_MS;
  const hex = hexOf(await sha1Of(password));
  const url = rangeUrlOf(base, hex.slice(0, RANGE_PREFIX_LENGTH));
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { 'Add-Padding': 'true', Accept: 'text/plain', 'User-Agent': 'pwgen-service' },
      // A redirect is an answer like any other non-200: the prefix goes to the host that was named, and no other.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new BreachError(
        'breach_http_status',
        `The breach range API at ${base.host} answered HTTP ${response.status}; the password was not checked.`,
      );
    }
    text = await answerText(response);
  } catch (error) {
    throw failureOf(error, base, timeoutMs);
  }
  const reading = readRangeBody(text, hex.slice(RANGE_PREFIX_LENGTH));
  if (!reading.ok) {
    throw new BreachError(
      'breach_malformed_answer',
      `The breach range API at ${base.host} gave an answer that is not a range (${reading.reason}); the password was not checked.`,
    );
  }
  return onlineBreach(reading.count);
}
