/** The Host header, checked for shape: a DNS name or an address, and an optional port. */
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface HostHeader {
  /** Lower case; an IPv6 address keeps its brackets. */
  name: string;
  port: number | null;
}

/** The host and port of a Host header, or null when it is not one. */
export function parseHostHeader(raw: string | undefined): HostHeader | null {
  if (!raw || !HOST_PATTERN.test(raw)) return null;
  const colon = raw.lastIndexOf(':');
  const hasPort = colon > raw.lastIndexOf(']');
  const port = hasPort ? Number(raw.slice(colon + 1)) : null;
  if (port !== null && port > 65535) return null;
  return { name: (hasPort ? raw.slice(0, colon) : raw).toLowerCase(), port };
}
