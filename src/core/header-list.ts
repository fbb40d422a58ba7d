/**
 * The one bound on the comma-separated request headers the service negotiates
 * on (Accept-Encoding, Accept-Language). Pure, so both layers that read such a
 * header share it.
 */

/**
 * How much of a negotiated list header is read (characters). A browser sends
 * about 25 (`gzip, deflate, br, zstd`) or 25 (`es-ES,es;q=0.9,en;q=0.8`).
 * Without a bound a 16 KB header was split whole on every request: a static
 * answer cost 300 times as much, and GET / five times as much.
 */
export const LIST_HEADER_MAX_CHARS = 256;

/**
 * The header's first `maxChars` characters without an entry cut in the
 * middle: the entries that end within the bound, the rest dropped. A header
 * no longer than the bound is returned as it is.
 */
export function boundedHeaderList(header: string, maxChars: number): string {
  if (header.length <= maxChars) return header;
  if (header.charCodeAt(maxChars) === 44) return header.slice(0, maxChars);
  const head = header.slice(0, maxChars);
  return head.slice(0, Math.max(0, head.lastIndexOf(',')));
}
