/**
 * The hardened feed fetch (issue 38) against a local https server on 127.0.0.1 (a test-only
 * certificate for localhost and 127.0.0.1): each refusal, and what CALENDAR_FEED_ALLOWED_HOSTS allows.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedRefusal, fetchFeed, isForbiddenAddress } from './calendar-feed-fetch';

const fixtures = new URL('../../test/fixtures/calendar-feed-tls/', import.meta.url);
const cert = readFileSync(new URL('test-only-cert.pem', fixtures));
const key = readFileSync(new URL('test-only-key.pem', fixtures));
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

let server: https.Server;
let plain: http.Server;
let port: number;
let plainPort: number;
const pending: http.ServerResponse[] = [];

beforeAll(async () => {
  server = https.createServer({ cert, key }, (req, res) => {
    const path = req.url ?? '/';
    if (path === '/feed.ics') res.end(ICS);
    else if (path === '/big.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end('X'.repeat(3 * 1024 * 1024));
    } else if (path === '/slow.ics') {
      res.writeHead(200);
      res.write('BEGIN:VCALENDAR\r\n');
      pending.push(res);
    } else if (path === '/to-private') {
      res.writeHead(302, { Location: `https://localhost:${port}/feed.ics` });
      res.end();
    } else if (path === '/to-self') {
      res.writeHead(302, { Location: '/feed.ics' });
      res.end();
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { Location: `/loop${path.length}` });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  plain = http.createServer((_req, res) => res.end(ICS));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  plainPort = (plain.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of pending) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => plain.close(resolve));
});

const allowed = { allowedHosts: ['127.0.0.1'], ca: cert };

async function refusal(url: string, options: Parameters<typeof fetchFeed>[1]): Promise<string> {
  try {
    await fetchFeed(url, options);
  } catch (error) {
    if (error instanceof FeedRefusal) return error.code;
    throw error;
  }
  return 'fetched';
}

describe('the feed fetch', () => {
  it('fetches from a host named in CALENDAR_FEED_ALLOWED_HOSTS, and follows a redirect to it', async () => {
    expect(await fetchFeed(`https://127.0.0.1:${port}/feed.ics`, allowed)).toBe(ICS);
    expect(await fetchFeed(`https://127.0.0.1:${port}/to-self`, allowed)).toBe(ICS);
  });

  it('refuses http, even from an allowed host', async () => {
    expect(await refusal(`http://127.0.0.1:${plainPort}/feed.ics`, allowed)).toBe('feed_not_https');
  });

  it('refuses a loopback address, by literal or by name, when the host is not allowed', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/feed.ics`, { allowedHosts: [], ca: cert })).toBe(
      'feed_address_private',
    );
    expect(await refusal(`https://localhost:${port}/feed.ics`, { allowedHosts: [], ca: cert })).toBe(
      'feed_address_private',
    );
    expect(await refusal('https://[::1]/feed.ics', { allowedHosts: [] })).toBe('feed_address_private');
    expect(await refusal('https://10.1.2.3/feed.ics', { allowedHosts: [] })).toBe('feed_address_private');
  });

  it('checks every redirect again: a hop to a private address is refused', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/to-private`, allowed)).toBe('feed_address_private');
  });

  it('refuses more than three redirects', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/loop`, allowed)).toBe('feed_too_many_redirects');
  });

  it('refuses a feed over the size limit', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/big.ics`, allowed)).toBe('feed_too_large');
  });

  it('refuses a feed that does not arrive in time', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/slow.ics`, { ...allowed, timeoutMs: 300 })).toBe(
      'feed_timeout',
    );
  });

  it('an error status is a refusal, not a feed', async () => {
    expect(await refusal(`https://127.0.0.1:${port}/missing.ics`, allowed)).toBe('feed_http_error');
  });

  it('knows private, loopback, link-local and unique-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '8.8.8.8'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});
