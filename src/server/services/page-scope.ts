/**
 * What a rendered page shows, read from the API requests its rendering made (page-renderer.ts
 * records them): the studios it read one by one, or everything. A page whose every read is of one
 * studio (its row, its parameters, its values' freshness) or of nothing the database holds (the
 * reader's sign-in state, the gazetteer) shows only those studios, and only a change to one of them
 * can alter it (page-html-cache.ts); any other read (the list, a comparison, anything new) makes the
 * page depend on every change, as every page did before (issue 36).
 */

/** The studios a page shows, or null: it may show anything (retired by every change). */
export type PageScope = { readonly studios: readonly number[] } | null;

/** An API read as the renderer made it: the method, and the path with its query. */
export interface PageRead {
  method: string;
  path: string;
}

/** Reads of one studio, everything of which bumps its row version (commitStudioChange). */
const STUDIO_READS = [
  /^\/api\/studios\/studios-enhanced\/(\d+)\/$/,
  /^\/api\/studios\/studios\/(\d+)\/$/,
  /^\/api\/studios\/studios\/(\d+)\/parameters\/categorized\/$/,
  /^\/api\/studios\/studios-enhanced\/(\d+)\/verifications\/$/,
];

/**
 * Reads of nothing a write changes: the reader's sign-in state (only visitors' pages are kept) and
 * the offline gazetteer (registry data, read once).
 */
const DATA_FREE_READS = [/^\/api\/admin\/status\/$/, /^\/api\/places\/(?:at\/)?$/];

/** The scope of a page that made `reads`. */
export function pageScope(reads: readonly PageRead[]): PageScope {
  const studios = new Set<number>();
  for (const read of reads) {
    if (read.method !== 'GET') return null;
    const path = read.path.split('?', 1)[0]!;
    if (DATA_FREE_READS.some((pattern) => pattern.test(path))) continue;
    const id = STUDIO_READS.map((pattern) => pattern.exec(path)?.[1]).find((found) => found !== undefined);
    if (id === undefined || !Number.isSafeInteger(Number(id))) return null;
    studios.add(Number(id));
  }
  return { studios: [...studios].sort((a, b) => a - b) };
}
