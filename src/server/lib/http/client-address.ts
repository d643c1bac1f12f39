/**
 * The part of a client address that identifies one client, for every per-address limit (sign-in,
 * invitation accepts, the public forms, downloads): one host usually has a whole IPv6 /64 to pick
 * addresses from, so counting the raw address would give it 2^64 allowances (issue 35).
 */
import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The part of a client address that identifies one client: the IPv4 address (also when written as
 * an IPv4-mapped IPv6 address), or the /64 prefix of an IPv6 address, since one host usually has a
 * whole /64 to pick addresses from.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  if (mapped) {
    const hi = Number.parseInt(groups[6]!, 16);
    const lo = Number.parseInt(groups[7]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
