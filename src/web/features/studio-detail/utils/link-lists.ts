/**
 * The named-link lists of a studio's detailed_attributes (pipeline tools, partners, capabilities,
 * tour credits) read for display, with spec §8's fallbacks: an empty or unreadable list shows a
 * single 'Unknown' entry (as text: no dead link), scanning partners fall back to the configured
 * placeholder partners marked '(not confirmed)'.
 */
import { safeExternalUrl } from '@/shared/lib/safe-url';

export type LinkEntry =
  /** A named entry; url is null unless it is an http(s) URL (then the name shows as text). */
  | { kind: 'link'; name: string; url: string | null }
  /** The fallback of an empty or unreadable list. */
  | { kind: 'unknown' }
  /** A configured placeholder partner, shown as text with '(not confirmed)'. */
  | { kind: 'placeholder'; name: string };

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

/** A list, or the single 'Unknown' entry when it is empty or unreadable. */
export function linksOrUnknown(value: unknown): LinkEntry[] {
  const list = linkListOf(value);
  return list && list.length > 0 ? list : [{ kind: 'unknown' }];
}

/** External scanning partners, else the placeholder partners, else 'Unknown'. */
export function scanningPartnersOf(value: unknown, placeholders: readonly string[]): LinkEntry[] {
  const list = linkListOf(value);
  if (list && list.length > 0) return list;
  const names = placeholders.map((p) => p.trim()).filter(Boolean);
  return names.length > 0 ? names.map((name) => ({ kind: 'placeholder', name })) : [{ kind: 'unknown' }];
}

/** The studio's own tour credits, else the configured default credits (spec §2). */
export function tourCreditsOf(
  credits: unknown,
  defaults: readonly { name: string; url: string }[],
): Extract<LinkEntry, { kind: 'link' }>[] {
  const own = linkListOf(credits);
  return own && own.length > 0 ? own : (linkListOf(defaults) ?? []);
}
