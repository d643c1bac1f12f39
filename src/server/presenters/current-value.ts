/**
 * A studio's field or parameter as the studio shows it now: what a correction is set beside and what
 * 'Still correct' confirms (corrections.ts, freshness.ts).
 */
import type { StudioRow } from '../db/repositories/studio-reads';
import { presentStudio } from './studio-presenter';

/** The value as the studio shows it now (the side-by-side view, 'Still correct'). */
export function currentValue(row: StudioRow | null, field: string): unknown {
  if (!row) return null;
  const studio = presentStudio(row) as unknown as Record<string, unknown>;
  // Own keys only: a name like 'toString' or '__proto__' is no field and must not reach the object's prototype.
  if (Object.hasOwn(studio, field) && field !== 'detailed_attributes') return studio[field] ?? null;
  return Object.hasOwn(row.detailedAttributes, field) ? (row.detailedAttributes[field] ?? null) : null;
}
