/**
 * The reader's shortlist (product.md §16): studios saved in this browser, each with the name it had
 * when saved (a studio that later leaves the directory is still named) and a private note. Pure: the
 * browser keeps it in localStorage (src/web/features/shortlist), and a share link carries its ids only,
 * never the notes.
 */

/** The localStorage key; its value is `serializeShortlist`'s JSON. */
export const SHORTLIST_STORAGE_KEY = 'vp-shortlist';
/** A shortlist holds at most this many studios; a share link and the export take as many. */
export const SHORTLIST_MAX_STUDIOS = 100;
/** A note is cut to this many characters. */
export const SHORTLIST_NOTE_MAX_LENGTH = 1000;
/** A saved name is cut to this many characters. */
const NAME_MAX_LENGTH = 300;

export interface ShortlistEntry {
  readonly id: number;
  /** The studio's name when it was last seen (saved, or shown on the shortlist). */
  readonly name: string;
  /** The reader's private note ('' when none). */
  readonly note: string;
  /** When it was saved (ISO 8601). */
  readonly savedAt: string;
}

export type Shortlist = readonly ShortlistEntry[];

export const EMPTY_SHORTLIST: Shortlist = Object.freeze([]);

function isStudioId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e10;
}

/** What localStorage held, read leniently: anything unreadable is an empty list, a bad entry is left out. */
export function parseShortlist(raw: string | null | undefined): Shortlist {
  if (!raw) return EMPTY_SHORTLIST;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_SHORTLIST;
  }
  const items = (data as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(items)) return EMPTY_SHORTLIST;
  const entries: ShortlistEntry[] = [];
  for (const item of items) {
    const { id, name, note, savedAt } = (item ?? {}) as Record<string, unknown>;
    if (!isStudioId(id) || entries.some((entry) => entry.id === id)) continue;
    entries.push({
      id,
      name: typeof name === 'string' ? name.slice(0, NAME_MAX_LENGTH) : '',
      note: typeof note === 'string' ? note.slice(0, SHORTLIST_NOTE_MAX_LENGTH) : '',
      savedAt: typeof savedAt === 'string' ? savedAt : '',
    });
    if (entries.length >= SHORTLIST_MAX_STUDIOS) break;
  }
  return entries;
}

export function serializeShortlist(entries: Shortlist): string {
  return JSON.stringify({ version: 1, entries });
}

export function isShortlisted(entries: Shortlist, id: number): boolean {
  return entries.some((entry) => entry.id === id);
}

/** The list with the studio added last; unchanged when it is there already or the list is full. */
export function addToShortlist(
  entries: Shortlist,
  studio: { id: number; name: string },
  now: Date = new Date(),
): Shortlist {
  if (!isStudioId(studio.id) || isShortlisted(entries, studio.id)) return entries;
  if (entries.length >= SHORTLIST_MAX_STUDIOS) return entries;
  return [
    ...entries,
    { id: studio.id, name: studio.name.slice(0, NAME_MAX_LENGTH), note: '', savedAt: now.toISOString() },
  ];
}

export function removeFromShortlist(entries: Shortlist, id: number): Shortlist {
  return isShortlisted(entries, id) ? entries.filter((entry) => entry.id !== id) : entries;
}

/** The list with the studio's note set (cut to its limit); unchanged when the studio is not on it. */
export function setShortlistNote(entries: Shortlist, id: number, note: string): Shortlist {
  const cut = note.slice(0, SHORTLIST_NOTE_MAX_LENGTH);
  return entries.map((entry) => (entry.id === id && entry.note !== cut ? { ...entry, note: cut } : entry));
}

/**
 * The names the directory gives now, kept as the saved names (so a studio that leaves later is named
 * as it was last seen); the same list when nothing changed.
 */
export function refreshShortlistNames(entries: Shortlist, names: ReadonlyMap<number, string>): Shortlist {
  let changed = false;
  const next = entries.map((entry) => {
    const name = names.get(entry.id)?.slice(0, NAME_MAX_LENGTH);
    if (!name || name === entry.name) return entry;
    changed = true;
    return { ...entry, name };
  });
  return changed ? next : entries;
}

/** Adds the studios of a shared list that are not on this one yet (in their order, up to the limit). */
export function mergeIntoShortlist(
  entries: Shortlist,
  studios: readonly { id: number; name: string }[],
  now: Date = new Date(),
): Shortlist {
  return studios.reduce<Shortlist>((list, studio) => addToShortlist(list, studio, now), entries);
}

/** The ids a share link carries ("3,7,12"): ids only, never the notes. */
export function shortlistShareIds(entries: Shortlist): string {
  return entries.map((entry) => entry.id).join(',');
}

/**
 * A shared list's `ids` ("3,7,12"), read leniently for the page: what is not a studio id is left
 * out, and so are repeats and ids past the limit.
 */
export function parseShortlistIds(raw: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const item = part.trim();
    if (!/^\d{1,9}$/.test(item)) continue;
    const id = Number(item);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length >= SHORTLIST_MAX_STUDIOS) break;
  }
  return ids;
}

/**
 * The export's `ids` (an API parameter), read strictly: the ids, or null when any part is not a
 * positive integer or there are more than the limit.
 */
export function parseShortlistIdsStrict(raw: string): number[] | null {
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d{1,9}$/.test(part) || Number(part) === 0)) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= SHORTLIST_MAX_STUDIOS ? ids : null;
}
