import { isIP } from 'node:net';

/** Whether the hop at `address` (0 = the socket peer) is a trusted proxy: proxy-addr's compiled TRUST_PROXY. */
export type TrustProxy = (address: string, hop: number) => boolean;

// The longest text that can be an IP address worth reading: a full IPv6 address with an
// embedded IPv4 (45 characters) and a short zone. Anything longer is not looked at.
const MAX_ADDRESS_LENGTH = 64;
// The longest X-Forwarded-For entry read, spaces around it included: the walk looks at no more
// than this many characters per hop, whatever the length of the header.
const MAX_ENTRY_LENGTH = 96;

// How many trust decisions memoizeTrust keeps before it starts afresh.
const TRUST_MEMORY = 1024;

/**
 * A trust function that remembers its answers by address (at most 1024, then
 * it forgets them all): the socket peer is nearly always one of a few proxies,
 * and proxy-addr parses the address on every call (about 1 µs). For compiled
 * address lists only, whose answer does not depend on the hop.
 */
export function memoizeTrust(trust: TrustProxy): TrustProxy {
  const known = new Map<string, boolean>();
  return (address) => {
    let trusted = known.get(address);
    if (trusted === undefined) {
      if (known.size >= TRUST_MEMORY) known.clear();
      trusted = trust(address, 0);
      known.set(address, trusted);
    }
    return trusted;
  };
}

/** The key for a peer whose address is unknown (a socket already closed). */
const UNKNOWN = 'unknown';

/**
 * The client's IP address: the socket peer, or, while the peer is a trusted
 * proxy, the entry it appended to `X-Forwarded-For`, walked from the right.
 * The walk stops at the first untrusted address (the client) and also at an
 * entry that is not an IP address (`01.2.3.4`, `1.2.3.4:80`, any text): such
 * a value is not believed, and the nearest trusted hop counts as the client.
 * So the result is always an address that `isIP` accepts (or the socket's
 * own), never header text; each hop reads at most MAX_ENTRY_LENGTH characters.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy | undefined,
): string {
  let address = socketAddress ?? UNKNOWN;
  if (trust === undefined || forwardedFor === undefined) return address;
  let end = forwardedFor.length;
  for (let hop = 0; end > 0 && trust(address, hop); hop++) {
    const start = entryStart(forwardedFor, end);
    const entry = start === -1 ? undefined : trimmedEntry(forwardedFor, start, end);
    if (entry === undefined || isIP(entry) === 0) break;
    address = entry;
    end = start - 1;
  }
  return address;
}

// Where the entry ending at `end` starts (just after its comma, or 0), or -1 when it is longer
// than MAX_ENTRY_LENGTH: the comma is looked for only that far back.
function entryStart(header: string, end: number): number {
  const stop = Math.max(0, end - MAX_ENTRY_LENGTH - 1);
  for (let i = end - 1; i >= stop; i--) if (header.charCodeAt(i) === 44 /* , */) return i + 1;
  return stop === 0 ? 0 : -1;
}

// The entry between start and end without surrounding spaces and tabs, or undefined when it is
// too long to be an address.
function trimmedEntry(header: string, start: number, end: number): string | undefined {
  let from = start;
  let to = end;
  while (from < to && (header[from] === ' ' || header[from] === '\t')) from++;
  while (to > from && (header[to - 1] === ' ' || header[to - 1] === '\t')) to--;
  if (to - from > MAX_ADDRESS_LENGTH) return undefined;
  return header.slice(from, to);
}

/**
 * The rate-limit key of a client address (one that `clientAddress` returned).
 * IPv4 addresses are their own key; IPv4-mapped IPv6 addresses (::ffff:a.b.c.d)
 * count as the IPv4 address; any other IPv6 address is keyed by its /64 prefix,
 * because one host usually owns a whole /64 and would otherwise get 2^64
 * separate budgets. A key is at most 24 characters (`ffff:ffff:ffff:ffff::/64`);
 * something that is not an address is keyed `unknown`, never by its text.
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address.length <= 15 ? address : UNKNOWN;
  const hextets = expandIpv6(address);
  if (hextets === undefined) return UNKNOWN;
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [hextets[6] as number, hextets[7] as number];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

// The eight 16-bit groups of an IPv6 address, or undefined when it is not one.
function expandIpv6(address: string): number[] | undefined {
  if (address.length > MAX_ADDRESS_LENGTH) return undefined;
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): number[] | undefined => {
    if (part === undefined || part === '') return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const octets = piece.split('.').map(Number);
        if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return undefined;
        const [a, b, c, d] = octets as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return undefined;
        groups.push(Number.parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (head === undefined || tail === undefined) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}
