/**
 * Admin edits of a studio, each inside the caller's write transaction: the row is locked,
 * the change applied, a change-log row written and the studio's version bumped, all or nothing.
 */

import type { CoordinatesInput, StudioField } from '@domain/schemas/studio-edit-schemas';
import { placeChangeOf } from '@domain/studio-place-change';
import type { StudioStatus } from '@domain/studio-status';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { adminUsers, changeLog, studioParameters, studios } from '../schema';
import type { WriteContext } from '../write-context';
import type { StudioRow } from './studio-reads';
import { commitStudioChange, insertStudio, type StudioCommitSet } from './studio-writes';

/** The studio, locked against concurrent writers until the transaction ends. */
export async function lockStudio(tx: Executor, id: number): Promise<StudioRow | null> {
  const rows = await tx.select().from(studios).where(eq(studios.id, id)).for('update');
  return rows[0] ?? null;
}

/** Locks the studio like lockStudio() without reading it (true: it exists). */
export async function lockStudioId(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, id)).for('update');
  return rows.length > 0;
}

const COLUMN_FIELDS = {
  name: studios.name,
  city: studios.city,
  country: studios.country,
  country_code: studios.countryCode,
  showreel_video_url: studios.showreelVideoUrl,
  interactive_tour_url: studios.interactiveTourUrl,
  tour_credits: studios.tourCredits,
} as const;
type ColumnField = keyof typeof COLUMN_FIELDS;

const CAPABILITY_FIELDS = new Set<StudioField>([
  '3DGS_LOCATION_SCANNING_STATUS',
  '4DGS_ACTOR_SCANNING_STATUS',
]);

function isColumnField(field: StudioField): field is ColumnField {
  return Object.hasOwn(COLUMN_FIELDS, field);
}

function columnValue(row: StudioRow, field: ColumnField): unknown {
  switch (field) {
    case 'name':
      return row.name;
    case 'city':
      return row.city;
    case 'country':
      return row.country;
    case 'country_code':
      return row.countryCode;
    case 'showreel_video_url':
      return row.showreelVideoUrl;
    case 'interactive_tour_url':
      return row.interactiveTourUrl;
    case 'tour_credits':
      return row.tourCredits;
  }
}

async function currentCapability(tx: Executor, studioId: number, key: string) {
  const rows = await tx
    .select()
    .from(studioParameters)
    .where(
      and(
        eq(studioParameters.studioId, studioId),
        eq(studioParameters.parameterKey, key),
        eq(studioParameters.isCurrent, true),
      ),
    );
  return rows[0] ?? null;
}

/** The studio's place as the coordinates field reads it: both numbers, or null. */
export function coordinatesOf(row: Pick<StudioRow, 'latitude' | 'longitude'>): CoordinatesInput {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };
}

/** The field's value as it is now (for the change log and no-op detection). */
async function currentValue(tx: Executor, row: StudioRow, field: StudioField): Promise<unknown> {
  if (field === 'coordinates') return coordinatesOf(row);
  if (isColumnField(field)) return columnValue(row, field);
  if (CAPABILITY_FIELDS.has(field))
    return (await currentCapability(tx, row.id, field))?.parameterValue ?? null;
  return row.attributes[field] ?? null;
}

/** The columns a field's edit sets, when commitStudioChange() may set them itself (else null). */
function closingSetOf(field: StudioField, value: unknown): StudioCommitSet | null {
  switch (field) {
    case 'name':
    case 'city':
    case 'country':
      return { [field]: value as string };
    case 'country_code':
      return { countryCode: value as string | null };
    case 'coordinates': {
      const place = value as CoordinatesInput;
      return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
    }
    default:
      return null;
  }
}

/** Resolves a country's text to its ISO code (null when not known): the server's one resolver. */
export type CountryCodeOf = (country: string) => string | null;

/**
 * Sets one field. Returns false when the value is already what was asked (nothing written).
 * Capabilities are catalog parameters: their current version is updated in place. A changed city or
 * country moves the code and clears coordinates of the old place as the studio import does
 * (placeChangeOf), in the same entry's transaction with a change-log row each.
 */
export async function applyFieldEdit(
  write: WriteContext,
  row: StudioRow,
  field: StudioField,
  value: unknown,
  adminId: number,
  countryCodeOf: CountryCodeOf,
  /** correction: an approved correction, credited as such (product.md §14). */
  action: 'edit' | 'correction' = 'edit',
): Promise<boolean> {
  const { tx } = write;
  const before = await currentValue(tx, row, field);
  if (JSON.stringify(before) === JSON.stringify(value ?? null)) return false;

  const entry = (f: string, was: unknown, now: unknown) => ({
    adminId,
    studioId: row.id,
    action,
    field: f,
    before: was,
    after: now,
  });
  const log = [entry(field, before, value ?? null)];
  const set = closingSetOf(field, value);
  if (set && (field === 'city' || field === 'country')) {
    const place = placeChangeOf(row, { [field]: value as string }, countryCodeOf);
    if (place.countryCode !== undefined) {
      set.countryCode = place.countryCode;
      log.push(entry('country_code', row.countryCode, place.countryCode));
    }
    if (place.clearCoordinates) {
      set.latitude = null;
      set.longitude = null;
      log.push(entry('coordinates', coordinatesOf(row), null));
    }
  }
  if (set) {
    // Not part of detailed_attributes: set by the closing statement itself (one round trip fewer).
    await commitStudioChange(write, [row.id], { log, set });
    return true;
  }
  if (isColumnField(field)) {
    await tx
      .update(studios)
      .set({ [columnKey(field)]: value as never })
      .where(eq(studios.id, row.id));
  } else if (CAPABILITY_FIELDS.has(field)) {
    const current = await currentCapability(tx, row.id, field);
    if (current) {
      await tx
        .update(studioParameters)
        .set({
          parameterValue: value as string,
          sourceReferences: null,
          updatedAt: sql`now()`,
          createdBy: adminId,
        })
        .where(eq(studioParameters.id, current.id));
    } else {
      await tx.insert(studioParameters).values({
        studioId: row.id,
        parameterKey: field,
        parameterValue: value as string,
        version: 1,
        isCurrent: true,
        createdBy: adminId,
      });
    }
  } else {
    await tx
      .update(studios)
      .set({
        attributes: sql`${studios.attributes} || jsonb_build_object(${field}::text, ${JSON.stringify(value)}::jsonb)`,
      })
      .where(eq(studios.id, row.id));
  }
  await commitStudioChange(write, [row.id], { log });
  return true;
}

function columnKey(
  field: ColumnField,
): 'name' | 'city' | 'country' | 'countryCode' | 'showreelVideoUrl' | 'interactiveTourUrl' | 'tourCredits' {
  switch (field) {
    case 'country_code':
      return 'countryCode';
    case 'showreel_video_url':
      return 'showreelVideoUrl';
    case 'interactive_tour_url':
      return 'interactiveTourUrl';
    case 'tour_credits':
      return 'tourCredits';
    default:
      return field;
  }
}

/** Any status to any other (product.md §4); leaving "archived" clears who archived it (the log keeps it). */
export async function setStudioStatus(
  write: WriteContext,
  row: StudioRow,
  status: StudioStatus,
  adminId: number,
): Promise<boolean> {
  if (row.status === status) return false;
  const archiving = status === 'archived';
  await commitStudioChange(write, [row.id], {
    set: { status, archivedAt: archiving ? sql`now()` : null, archivedBy: archiving ? adminId : null },
    log: [
      {
        adminId,
        studioId: row.id,
        action: archiving ? 'archive' : 'status',
        field: 'status',
        before: row.status,
        after: status,
      },
    ],
  });
  return true;
}

/** A new studio's country sets its code as the import's new studios do (null when not known). */
export async function createStudioRecord(
  write: WriteContext,
  input: { name: string; city: string; country: string; status?: StudioStatus },
  adminId: number,
  countryCodeOf: CountryCodeOf,
): Promise<number> {
  const { tx } = write;
  const row = await insertStudio(tx, {
    ...input,
    countryCode: countryCodeOf(input.country),
    status: input.status ?? 'draft',
    createdBy: adminId,
  });
  await commitStudioChange(write, [row.id], {
    log: [
      {
        adminId,
        studioId: row.id,
        action: 'create',
        field: 'studio',
        before: null,
        after: {
          name: row.name,
          city: row.city,
          country: row.country,
          country_code: row.countryCode,
          status: row.status,
        },
      },
    ],
  });
  return row.id;
}

export interface ChangeRow {
  id: number;
  createdAt: Date;
  adminId: number | null;
  adminEmail: string | null;
  adminRole: string | null;
  action: string;
  field: string;
  before: unknown;
  after: unknown;
  importId: number | null;
  studioImportId: number | null;
}

/** The change-log rows `where` selects, newest first, with who made each (a row of no studio too). */
export async function changeLogRows(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<ChangeRow[]> {
  return db
    .select({
      id: changeLog.id,
      createdAt: changeLog.createdAt,
      adminId: changeLog.adminId,
      adminEmail: adminUsers.email,
      adminRole: adminUsers.role,
      action: changeLog.action,
      field: changeLog.field,
      before: changeLog.before,
      after: changeLog.after,
      importId: changeLog.importId,
      studioImportId: changeLog.studioImportId,
    })
    .from(changeLog)
    .leftJoin(adminUsers, eq(adminUsers.id, changeLog.adminId))
    .where(where)
    .orderBy(desc(changeLog.id))
    .limit(limit);
}

/** The studio's change log, newest first. */
export async function studioChangeLog(db: Executor, studioId: number, limit: number): Promise<ChangeRow[]> {
  return changeLogRows(db, eq(changeLog.studioId, studioId), limit);
}
