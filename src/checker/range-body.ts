/**
 * The Pwned Passwords range API's answer, pure: `GET {base}/{5 hex}` answers one line per SHA-1 suffix that
 * begins with the prefix, `SUFFIX:COUNT` (35 upper-case hex characters, a decimal count), CRLF between lines;
 * with `Add-Padding: true` it adds suffixes with count 0 so that every answer has about the same size.
 */

/** The first 5 of the 40 upper-case hex characters of a SHA-1: all that is sent. */
export const RANGE_PREFIX_LENGTH = 5;

const LINE = /^([0-9A-Fa-f]{35}):(0|[1-9][0-9]{0,15})$/;

/** What an answer says of one suffix: its count (0 for padding or absence), or why the answer is unusable. */
export type RangeReading =
  | { readonly ok: true; readonly count: number }
  | { readonly ok: false; readonly reason: string };

/** Upper-case hex of a digest. */
export function hexOf(digest: Uint8Array): string {
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

/**
 * The count of `suffix` (35 upper-case hex characters) in a range answer's text: 0 when absent or padding.
 * An answer with no line, or with any line that is not `SUFFIX:COUNT`, is unusable (a truncated or foreign
 * body): a check that could not be made must never read as "not found". A blank last line is allowed.
 */
export function readRangeBody(text: string, suffix: string): RangeReading {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length === 0) return { ok: false, reason: 'the answer has no line' };
  let count = 0;
  for (const [index, raw] of lines.entries()) {
    const match = LINE.exec(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (match === null) return { ok: false, reason: `line ${index + 1} is not SUFFIX:COUNT` };
    if ((match[1] as string).toUpperCase() === suffix) count = Number(match[2]);
  }
  return { ok: true, count };
}
