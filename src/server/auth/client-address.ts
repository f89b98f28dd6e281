import { isIPv4, isIPv6 } from 'node:net';

/** What a request counts against when its address cannot be known (a call made in process). */
export const UNKNOWN_ADDRESS = 'unknown';

const FORWARDED_FOR = 'x-forwarded-for';

/**
 * The eight 16-bit groups of an IPv6 address, or null when it is not one. Handles `::` and an IPv4
 * tail (`::ffff:192.0.2.1`).
 */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const withoutZone = address.split('%')[0] ?? '';
  const [head = '', tail] = withoutZone.split('::');
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client's failed sign-ins count against: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), and an IPv6 address by its /64 network, since one subscriber is usually given a
 * whole /64 and could otherwise step through its addresses.
 */
export function addressKey(address: string | undefined): string {
  const trimmed = address?.trim() ?? '';
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return UNKNOWN_ADDRESS;
  const isMappedIPv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address: the connection's peer, unless the server is configured to sit behind one
 * reverse proxy (`trustProxy`), in which case the last X-Forwarded-For entry, the one that proxy added,
 * is taken. Entries before it were written by the client and are never trusted.
 */
export function clientAddress(headers: Headers, peer: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers.get(FORWARDED_FOR)?.split(',').at(-1)?.trim();
    if (forwarded) return addressKey(forwarded);
  }
  return addressKey(peer);
}
