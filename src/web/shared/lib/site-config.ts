/**
 * Site settings the server embeds in index.html as inert JSON (<script type="application/json">):
 * the data provider's credit, the contact link, default tour credits, placeholder partners.
 */
export interface SiteConfig {
  dataProvider: { name: string; url: string };
  contactSpecialistUrl: string;
  defaultTourCredits: { name: string; url: string }[];
  placeholderPartners: string[];
  listMaxPages: number;
}

const FALLBACK: SiteConfig = {
  dataProvider: { name: 'VP Atlas Research', url: 'https://example.com/vp-atlas' },
  contactSpecialistUrl: 'https://www.linkedin.com/in/vp-directory-specialist',
  defaultTourCredits: [],
  placeholderPartners: [],
  listMaxPages: 10,
};

let cached: SiteConfig | null = null;

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
