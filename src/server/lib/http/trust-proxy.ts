/**
 * TRUST_PROXY as the function Fastify takes. Fastify 5 refuses a bare hop count (it would believe
 * X-Forwarded-For from anyone who reaches the port directly), so the count is a function here: the
 * nearest N addresses (the socket's peer, then the entries the proxies appended, right to left) are
 * proxies; the next one to the left is the client. Safe when only the proxy can reach the server
 * (HOST=127.0.0.1 behind a proxy on the same machine); otherwise list the proxies' addresses.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../../config';

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustProxyFunction(setting: TrustProxy): TrustFunction | false {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
