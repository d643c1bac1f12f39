/**
 * Editing the named-link lists of a studio (tools, partners, capabilities, tour credits). The page
 * shows a stored list through studio-detail's linkListOf, which skips entries without a name; the
 * editors work on the same entries in the same order, so the index the page hands to an entry's
 * actions is its index here. Each write sends the whole list (one PATCH field).
 */
import type { StudioField } from '@domain/schemas/studio-edit-schemas';
import type { Link, Studio } from '@domain/schemas/studio-schemas';

/** A stored list entry as the dialog edits it: the domain's named link. */
export type EditableLink = Link;

/** The lists edited through the name+URL dialog. */
export type LinkListField = Extract<
  StudioField,
  | 'tour_credits'
  | 'production_pipeline_virtual_tools'
  | 'production_pipeline_post_tools'
  | 'external_scanning_partners'
  | 'in_house_scanning_capabilities'
  | 'external_environment_partners'
  | 'in_house_environment_capabilities'
>;

/** What the dialog calls an entry of the list ('Add Tool', 'Edit Credit', ...). */
export type LinkKind = 'tool' | 'partner' | 'capability' | 'credit';

export function linkKindOf(field: LinkListField): LinkKind {
  if (field === 'tour_credits') return 'credit';
  if (field.startsWith('production_pipeline_')) return 'tool';
  if (field.startsWith('external_')) return 'partner';
  return 'capability';
}

/** The entries of a stored list as the page shows them (named entries, in order), names trimmed. */
export function editableLinksOf(value: unknown): EditableLink[] {
  if (!Array.isArray(value)) return [];
  const links: EditableLink[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { name, url } = item as { name?: unknown; url?: unknown };
    if (typeof name !== 'string' || name.trim() === '') continue;
    links.push({ name: name.trim(), url: typeof url === 'string' ? url.trim() : '' });
  }
  return links;
}

/** The studio's stored list for a field (tour credits are a column; the rest are attributes). */
export function storedLinksOf(studio: Studio, field: LinkListField): EditableLink[] {
  const value = field === 'tour_credits' ? studio.tour_credits : studio.detailed_attributes?.[field];
  return editableLinksOf(value);
}

function sameLink(a: EditableLink, b: EditableLink): boolean {
  return a.name === b.name && a.url === b.url;
}

/**
 * Where an entry the admin opened is now: at its old index if it is still there, else wherever an
 * identical entry is (the list changed meanwhile), else -1 (someone else changed or removed it).
 */
export function locateLink(list: readonly EditableLink[], index: number, original: EditableLink): number {
  const atIndex = list[index];
  if (atIndex && sameLink(atIndex, original)) return index;
  return list.findIndex((link) => sameLink(link, original));
}

function clean(link: EditableLink): EditableLink {
  return { name: link.name.trim(), url: link.url.trim() };
}

export function withAddedLink(list: readonly EditableLink[], link: EditableLink): EditableLink[] {
  return [...list, clean(link)];
}

/** The list with the entry at `index` replaced; an index of -1 adds the entry instead. */
export function withReplacedLink(
  list: readonly EditableLink[],
  index: number,
  link: EditableLink,
): EditableLink[] {
  if (index < 0 || index >= list.length) return withAddedLink(list, link);
  return list.map((entry, i) => (i === index ? clean(link) : entry));
}

/** The list without the entry at `index` (unchanged for -1). */
export function withoutLink(list: readonly EditableLink[], index: number): EditableLink[] {
  if (index < 0) return [...list];
  return list.filter((_, i) => i !== index);
}
