/**
 * The rate-limit key of a client address. IPv4 addresses are their own key;
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) count as the IPv4 address; any
 * other IPv6 address is keyed by its /64 prefix, because one host usually
 * owns a whole /64 and would otherwise get 2^64 separate budgets.
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  const hextets = expandIpv6(address);
  if (hextets === undefined) return address;
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
