/**
 * Which interactive tours a studio page embeds (product.md §2, issue 35). A tour plays in a sandboxed
 * frame that may run scripts and keep its own origin's storage (splat viewers need both), so a frame
 * of any https page would let an owner put, say, a fake sign-in form inside the directory's own page.
 * Only the hosts of TOUR_EMBED_HOSTS are framed; any other tour link shows as a plain external link.
 */

/**
 * The known 3D-tour and Gaussian-splat viewers (TOUR_EMBED_HOSTS's default): Matterport, Kuula,
 * Sketchfab, Polycam, Luma AI, SuperSplat and PlayCanvas. A leading dot takes the domain and every
 * subdomain, as in ALLOWED_HOSTS.
 */
export const DEFAULT_TOUR_EMBED_HOSTS: readonly string[] = [
  '.matterport.com',
  '.kuula.co',
  '.sketchfab.com',
  '.poly.cam',
  '.lumalabs.ai',
  '.superspl.at',
  '.playcanv.as',
];

/** True when the tour's URL is https on one of `hosts` (a name, or `.domain` for it and its subdomains). */
export function isTourEmbedHost(url: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:') return false;
    host = parsed.hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((entry) => {
    const name = entry.toLowerCase();
    return name.startsWith('.') ? host === name.slice(1) || host.endsWith(name) : host === name;
  });
}
