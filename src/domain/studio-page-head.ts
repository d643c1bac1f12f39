/**
 * What a studio's page says about it to search engines and link previews (issue 15): its name and
 * place for the title, a description of at most 160 characters, its cover photo and schema.org
 * JSON-LD (a LocalBusiness). The web app renders them in the page's head (shared/seo/page-head.tsx);
 * React escapes every text, and the JSON-LD goes through jsonForScript.
 */

import { studioCountryName } from './countries';
import { decodeHtmlEntities } from './html-entities';
import type { Studio } from './schemas/studio-schemas';
import type { ValueLocale } from './value-format';

/** Search engines show about this much of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Whitespace collapsed, cut at a word boundary to at most max characters (with an ellipsis). */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

function httpUrlOrNull(value: string | null): string | null {
  if (!value || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface StudioPageFacts {
  /** The name as readers see it (HTML entities decoded), or 'Studio {id}' when it is blank. */
  name: string;
  /** 'City, Country' (either may be missing; the country named in the reader's language), or ''. */
  place: string;
  /** The short description, else the description, whitespace collapsed ('' when it has none). */
  about: string;
}

export function studioPageFacts(studio: Studio, locale: ValueLocale = 'en'): StudioPageFacts {
  const name = decodeHtmlEntities(studio.name).trim() || `Studio ${studio.id}`;
  const place = [studio.city, studioCountryName(studio, locale)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const about = (studio.short_description || studio.description).replace(/\s+/g, ' ').trim();
  return { name, place, about };
}

/** The page's meta description: the studio's own words cut to 160 characters, else `fallback`. */
export function studioMetaDescription(facts: StudioPageFacts, fallback: string): string {
  return truncateText(facts.about || fallback, META_DESCRIPTION_MAX);
}

/** schema.org LocalBusiness of the studio; `pageUrl`: the page's address without a language. */
export function studioJsonLd(
  studio: Studio,
  facts: StudioPageFacts,
  pageUrl: string,
  description: string,
  imageUrl: string | null,
): Record<string, unknown> {
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (studio.city.trim()) address.addressLocality = studio.city.trim();
  if (studio.country.trim()) address.addressCountry = studio.country.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#studio`,
    name: facts.name,
    description: facts.about || description,
    address,
    url: httpUrlOrNull(studio.website_url) ?? pageUrl,
    mainEntityOfPage: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
  };
}
