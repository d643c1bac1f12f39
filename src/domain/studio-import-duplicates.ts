/**
 * The studio import's duplicate warnings (product.md §13, §20): a row that would create a studio that
 * is likely one already stored, or one another row creates, says so, with the reasons. A warning, not a
 * refusal: the row imports all the same.
 */
import { type DuplicateReason, type DuplicateSubject, findDuplicatePairs } from './duplicate-candidates';
import type { MatchedSheet } from './studio-import-plan';

export interface ImportDuplicate {
  /** The stored studio the row is likely a duplicate of; null when it is another row. */
  studioId: number | null;
  /** The other row of the file; null when it is a stored studio. */
  row: number | null;
  name: string;
  reasons: DuplicateReason[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Per row number, the likely duplicates of each row that would create a studio. Rows are subjects of
 * negative ids (-row), so that they never meet a stored studio's id.
 */
export function importDuplicates(
  sheet: MatchedSheet,
  stored: readonly DuplicateSubject[],
): Map<number, ImportDuplicate[]> {
  const rows: DuplicateSubject[] = sheet.rows
    .filter((row) => row.rowKey !== null && row.studio === null)
    .map((row) => {
      const lat = number(row.values.get('latitude'));
      const lng = number(row.values.get('longitude'));
      return {
        id: -row.row,
        name: row.name,
        city: text(row.values.get('city')),
        country: text(row.values.get('country')),
        latitude: lat !== null && lng !== null ? lat : null,
        longitude: lat !== null && lng !== null ? lng : null,
        website: text(row.values.get('website_url')) || null,
        email: text(row.values.get('CONTACT_EMAIL')) || null,
      };
    });
  const found = new Map<number, ImportDuplicate[]>();
  if (rows.length === 0) return found;
  const names = new Map<number, string>();
  for (const s of stored) names.set(s.id, s.name);
  for (const s of rows) names.set(s.id, s.name);
  const add = (rowId: number, otherId: number, reasons: DuplicateReason[]) => {
    const entry: ImportDuplicate = {
      studioId: otherId > 0 ? otherId : null,
      row: otherId < 0 ? -otherId : null,
      name: names.get(otherId) ?? '',
      reasons,
    };
    const list = found.get(-rowId);
    if (list) list.push(entry);
    else found.set(-rowId, [entry]);
  };
  const involving = new Set(rows.map((r) => r.id));
  for (const pair of findDuplicatePairs([...stored, ...rows], { involving })) {
    // a < b: a is always a row (negative); b a stored studio or another row.
    add(pair.a, pair.b, pair.reasons);
    if (pair.b < 0) add(pair.b, pair.a, pair.reasons);
  }
  return found;
}
