/** The site settings the server embedded in index.html (src/domain/site-config.ts). */
import type { SiteConfig } from '@domain/site-config';

const FALLBACK: SiteConfig = {
  dataProvider: { name: 'VP Atlas Research', url: 'https://example.com/vp-atlas' },
  contactSpecialistUrl: 'https://www.linkedin.com/in/vp-directory-specialist',
  defaultTourCredits: [],
  // Without the server's list, no tour is framed: each shows as a link.
  tourEmbedHosts: [],
  listMaxPages: 10,
  mapTiles: null,
  publicUrl: null,
};

let cached: SiteConfig | null = null;

/** The server's renderer has no document to read: it hands the configuration over once. */
export function provideSiteConfig(config: SiteConfig): void {
  cached = { ...FALLBACK, ...config };
}

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  try {
    const element = document.getElementById('app-config');
    cached = element?.textContent
      ? { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) }
      : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
