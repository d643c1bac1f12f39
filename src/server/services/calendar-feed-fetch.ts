/**
 * Fetching a studio's iCalendar feed (issue 38, docs/security.md): a URL an owner typed is fetched by
 * the server, so the fetch is hardened against reaching the directory's own network (SSRF):
 *
 * - https only;
 * - every address the host name resolves to is checked, and the connection goes to the checked
 *   address (no second lookup that could answer otherwise): loopback, private, link-local,
 *   unique-local, carrier-grade NAT, multicast and reserved addresses are refused;
 * - at most FEED_MAX_BYTES, within FEED_TIMEOUT_MS for the whole fetch;
 * - at most FEED_MAX_REDIRECTS redirects, each hop checked again as the first;
 * - hosts named in CALENDAR_FEED_ALLOWED_HOSTS skip the address check (an intranet, the tests), never
 *   the https one.
 */
import { lookup } from 'node:dns/promises';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { CALENDAR_ICS_MAX_BYTES } from '@domain/schemas/calendar-schemas';

export const FEED_MAX_BYTES = CALENDAR_ICS_MAX_BYTES;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

export const FEED_REFUSALS = {
  feed_url_invalid: 'The feed address is not a URL.',
  feed_not_https: 'The feed must be an https:// address.',
  feed_address_private:
    'The feed host is, or resolves to, a private, loopback, link-local or reserved address.',
  feed_unresolvable: 'The feed host name does not resolve.',
  feed_too_large: `The feed is over ${FEED_MAX_BYTES / 1024 / 1024} MB.`,
  feed_timeout: `The feed did not arrive within ${FEED_TIMEOUT_MS / 1000} s.`,
  feed_too_many_redirects: `The feed redirects more than ${FEED_MAX_REDIRECTS} times.`,
  feed_http_error: 'The feed server answered with an error status.',
  feed_unreachable: 'The feed server could not be reached (connection or TLS failed).',
} as const;
export type FeedRefusalCode = keyof typeof FEED_REFUSALS;

export class FeedRefusal extends Error {
  constructor(
    readonly code: FeedRefusalCode,
    detail: string = FEED_REFUSALS[code],
  ) {
    super(detail);
    this.name = 'FeedRefusal';
  }
}

export interface FeedFetchOptions {
  /** Host names (lower case) that may resolve to any address (CALENDAR_FEED_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Extra trusted certificates (the tests' own local server). */
  ca?: string | Buffer;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address a feed may not be fetched from (IPv4-mapped IPv6 read as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isForbiddenAddress(mapped[1]!);
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

function parseFeedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FeedRefusal('feed_url_invalid');
  }
  if (url.protocol === 'webcal:' && !base) url = new URL(`https:${text.slice('webcal:'.length)}`);
  if (url.protocol !== 'https:') throw new FeedRefusal('feed_not_https');
  if (url.username || url.password)
    throw new FeedRefusal('feed_url_invalid', 'The feed address carries credentials.');
  return url;
}

/** Checks a feed URL's form only (https, a URL): for the write that sets it. */
export function checkFeedUrl(text: string): URL {
  return parseFeedUrl(text);
}

/** The address to connect to: every resolved address checked, the first one used. */
async function checkedAddress(
  url: URL,
  allowedHosts: readonly string[],
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new FeedRefusal('feed_unresolvable');
    }
  }
  if (addresses.length === 0) throw new FeedRefusal('feed_unresolvable');
  const allowed = allowedHosts.includes(host);
  if (!allowed && addresses.some((a) => isForbiddenAddress(a.address)))
    throw new FeedRefusal('feed_address_private');
  return addresses[0]!;
}

interface Hop {
  status: number;
  location: string | null;
  body: Buffer | null;
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  options: Required<Pick<FeedFetchOptions, 'maxBytes'>> & Pick<FeedFetchOptions, 'ca'>,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const request = https.request(
      {
        host: target.address,
        family: target.family,
        port: url.port ? Number(url.port) : 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        servername: isIP(url.hostname) ? undefined : url.hostname,
        headers: {
          Host: url.host,
          Accept: 'text/calendar, */*;q=0.5',
          'User-Agent': 'vp-studio-directory calendar fetcher',
        },
        ca: options.ca,
        signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, body: null });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedRefusal('feed_http_error', `The feed server answered ${status}.`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? Number.NaN);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new FeedRefusal('feed_too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > options.maxBytes) {
            response.destroy();
            reject(new FeedRefusal('feed_too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(error));
        response.on('close', () => {
          if (!response.complete) reject(new Error('The connection closed before the feed ended.'));
        });
      },
    );
    request.on('error', (error) => reject(error));
    request.end();
  });
}

/** The feed's text, or a FeedRefusal naming why not. */
export async function fetchFeed(text: string, options: FeedFetchOptions): Promise<string> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? FEED_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseFeedUrl(text);
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, options.allowedHosts);
      if (controller.signal.aborted) throw new FeedRefusal('feed_timeout');
      let answer: Hop;
      try {
        answer = await requestOnce(url, target, { maxBytes, ca: options.ca }, controller.signal);
      } catch (error) {
        if (error instanceof FeedRefusal) throw error;
        if (controller.signal.aborted) throw new FeedRefusal('feed_timeout');
        throw new FeedRefusal(
          'feed_unreachable',
          `${FEED_REFUSALS.feed_unreachable} ${(error as Error).message}`,
        );
      }
      if (answer.body) return answer.body.toString('utf8');
      if (hop >= maxRedirects) throw new FeedRefusal('feed_too_many_redirects');
      if (!answer.location) throw new FeedRefusal('feed_http_error', 'A redirect without a Location.');
      url = parseFeedUrl(answer.location, url);
    }
  } finally {
    clearTimeout(timer);
  }
}
