/**
 * Answers only to known host names. Pages, the sitemap and the compare PDF build absolute URLs from
 * the Host header when PUBLIC_URL is not set, and shared caches keep those answers: a request with a
 * forged Host would otherwise plant the attacker's origin in them (Host header poisoning). Any other
 * or malformed Host gets 400 `bad_host`, before any route runs.
 *
 * The list is ALLOWED_HOSTS when set; else PUBLIC_URL's host, the listening address (every local
 * interface when listening on all) and localhost. An entry without a port allows any port; a
 * leading dot allows the name and its subdomains.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { parseHostHeader } from '../lib/http/host-header';
import { HttpError } from '../lib/http/http-error';
import { HEALTH_PATHS } from './health';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** An address as it appears in a Host header: IPv6 in brackets. */
function asHostName(address: string): string {
  const bare = address.toLowerCase();
  return isIP(bare) === 6 ? `[${bare}]` : bare;
}

function localInterfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address.replace(/%.*$/, ''));
}

/** The allow-list in effect for this configuration. */
export function allowedHostsOf(config: AppConfig): string[] {
  if (config.allowedHosts) return config.allowedHosts.map(asHostName);
  const listening = ANY_ADDRESS.has(config.host) ? localInterfaceAddresses() : [config.host];
  const names = ['localhost', '127.0.0.1', '::1', ...listening].map(asHostName);
  if (config.publicUrl) names.unshift(new URL(config.publicUrl).host.toLowerCase());
  return [...new Set(names)];
}

/** Whether a Host header value is on the list. */
export function hostAllowed(raw: string | undefined, allowed: readonly string[]): boolean {
  const host = parseHostHeader(raw);
  if (!host) return false;
  return allowed.some((entry) => {
    const entryHost = parseHostHeader(entry.startsWith('.') ? entry.slice(1) : entry);
    if (!entryHost) return false;
    if (entryHost.port !== null && entryHost.port !== host.port) return false;
    if (entry.startsWith('.'))
      return host.name === entryHost.name || host.name.endsWith(`.${entryHost.name}`);
    return host.name === entryHost.name;
  });
}

export default fp(
  async (app) => {
    const allowed = allowedHostsOf(app.config);
    app.addHook('onRequest', async (request) => {
      if (HEALTH_PATHS.has(request.url)) return;
      if (!hostAllowed(request.host, allowed)) {
        throw new HttpError(400, 'Unknown or malformed Host header.', { code: 'bad_host' });
      }
    });
  },
  { name: 'allowed-hosts', dependencies: ['error-handler'] },
);
