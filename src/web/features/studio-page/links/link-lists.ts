/**
 * The named-link lists of a studio's detailed_attributes (pipeline tools, partners, capabilities,
 * tour credits) read for display. A list never set (or empty, or unreadable) shows a single
 * 'Not specified' entry as text: the spec's 'Unknown' entry and placeholder partners would read as
 * facts the studio never gave.
 */
import type { TourCreditRole } from '@domain/site-config';
import { safeExternalUrl } from '@/shared/lib/safe-url';

export type LinkEntry =
  /** A named entry; url is null unless it is an http(s) URL (then the name shows as text). */
  | { kind: 'link'; name: string; url: string | null }
  /** The stand-in of a list never set, empty or unreadable: 'Not specified'. */
  | { kind: 'unset' };

/** The entries of a stored list: items with a non-blank name; null when the value is no list at all. */
export function linkListOf(value: unknown): Extract<LinkEntry, { kind: 'link' }>[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const entries: Extract<LinkEntry, { kind: 'link' }>[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { name, url } = item as { name?: unknown; url?: unknown };
    if (typeof name !== 'string' || name.trim() === '') continue;
    entries.push({ kind: 'link', name: name.trim(), url: safeExternalUrl(url) });
  }
  return entries;
}

/** A list, or the single 'Not specified' entry when it was never set, is empty or unreadable. */
export function linksOrUnset(value: unknown): LinkEntry[] {
  const list = linkListOf(value);
  return list && list.length > 0 ? list : [{ kind: 'unset' }];
}

/** The studio's own tour credits, else the configured default credits (product.md §2). */
/** The default credits as the reader reads them: the role in their language, the configured name. */
export function defaultCreditsIn(
  defaults: readonly { role: TourCreditRole; name: string; url: string }[],
  words: Record<TourCreditRole, (p: { name: string }) => string>,
): { name: string; url: string }[] {
  return defaults.map((credit) => {
    // A page saved before credits had roles names the whole credit.
    const say = Object.hasOwn(words, credit.role) ? words[credit.role] : null;
    return { name: say ? say({ name: credit.name }) : credit.name, url: credit.url };
  });
}

export function tourCreditsOf(
  credits: unknown,
  defaults: readonly { name: string; url: string }[],
): Extract<LinkEntry, { kind: 'link' }>[] {
  const own = linkListOf(credits);
  return own && own.length > 0 ? own : (linkListOf(defaults) ?? []);
}
