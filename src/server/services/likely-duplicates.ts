/**
 * The likely duplicate studios of product.md §20 over the studio store: every studio but the archived
 * ones (a merged studio is one), less the pairs an admin dismissed (duplicate_dismissals).
 */
import { type DuplicatePair, type DuplicateSubject, findDuplicatePairs } from '@domain/duplicate-candidates';
import type { DetailedAttributes } from '@domain/schemas/studio-schemas';
import { contactEmailOf } from '@domain/studio-attributes';
import type { StudioRow } from '../db/repositories/studio-reads';
import type { StudioStore } from './studio-store';

/** What the finder reads of a stored studio. */
export function duplicateSubjectOf(row: StudioRow): DuplicateSubject {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    website: row.websiteUrl,
    email: contactEmailOf(row.detailedAttributes as DetailedAttributes),
  };
}

/** The store's studios as the finder reads them (archived ones left out). */
export async function storedDuplicateSubjects(store: StudioStore): Promise<DuplicateSubject[]> {
  await store.ready();
  return store.listedIds(true).flatMap((id) => {
    const row = store.row(id);
    return row && row.status !== 'archived' && row.mergedInto === null ? [duplicateSubjectOf(row)] : [];
  });
}

/** The pairs to show: found among the stored studios, less the dismissed ones ('a:b'). */
export async function likelyDuplicatePairs(
  store: StudioStore,
  dismissed: ReadonlySet<string>,
): Promise<DuplicatePair[]> {
  const pairs = findDuplicatePairs(await storedDuplicateSubjects(store));
  return pairs.filter((pair) => !dismissed.has(`${pair.a}:${pair.b}`));
}
