/**
 * Writes to studios and their parameters. Every write to a studio ends with commitStudioChange(),
 * inside the same transaction: it bumps the studio's version (its ETag) and rebuilds
 * detailed_attributes from the studio's own attributes and its current parameter values. That is
 * the one place the two are reconciled, so the list, the filters and the detail page agree at once.
 */
import type { DayRates } from '@domain/schemas/day-rate-schemas';
import type { ImportSourceDto } from '@domain/schemas/import-schemas';
import type { Link } from '@domain/schemas/studio-schemas';
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { changeLog, studioParameters, studioSources, studios } from '../schema';
import { intArray, jsonTextArray, textArray } from '../sql-arrays';
import type { WriteContext } from '../write-context';
import { lastVerifiedAt, type StudioRow, verifiesValues } from './studio-reads';

export interface NewStudio {
  name: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2; latitude and longitude both or neither (product.md §11). */
  countryCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  status?: string;
  websiteUrl?: string | null;
  description?: string;
  shortDescription?: string;
  stageCount?: number | null;
  totalArea?: number | null;
  showreelVideoUrl?: string | null;
  interactiveTourUrl?: string | null;
  tourCredits?: Link[];
  attributes?: Record<string, unknown>;
  createdBy?: number | null;
  createdAt?: Date;
  /** Structured day rates (product.md §18); the demo data's, or null. */
  dayRates?: DayRates | null;
}

export async function insertStudio(tx: Executor, input: NewStudio): Promise<StudioRow> {
  const rows = await tx
    .insert(studios)
    .values({
      name: input.name,
      city: input.city,
      country: input.country,
      countryCode: input.countryCode ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      status: input.status ?? 'draft',
      websiteUrl: input.websiteUrl ?? null,
      description: input.description ?? '',
      shortDescription: input.shortDescription ?? '',
      stageCount: input.stageCount ?? null,
      totalArea: input.totalArea ?? null,
      showreelVideoUrl: input.showreelVideoUrl ?? null,
      interactiveTourUrl: input.interactiveTourUrl ?? null,
      tourCredits: input.tourCredits ?? [],
      attributes: input.attributes ?? {},
      createdBy: input.createdBy ?? null,
      dayRates: input.dayRates ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into studios returned no row');
  return row;
}

export interface NewParameter {
  key: string;
  value: string;
  displayName?: string | null;
  sourceReferences?: number[] | null;
}

/** Inserts first versions of parameters that the studio does not have yet (seeding, creates). */
export async function insertParameters(
  tx: Executor,
  studioId: number,
  params: readonly NewParameter[],
  meta: { createdBy?: number | null; importId?: number | null } = {},
): Promise<void> {
  if (params.length === 0) return;
  await tx.insert(studioParameters).values(
    params.map((p) => ({
      studioId,
      parameterKey: p.key,
      parameterValue: p.value,
      displayName: p.displayName ?? null,
      sourceReferences: p.sourceReferences ?? null,
      version: 1,
      isCurrent: true,
      createdBy: meta.createdBy ?? null,
      importId: meta.importId ?? null,
    })),
  );
}

/** Merges sources into the studio's list: a known index gets the new url and description. */
export async function upsertSources(
  tx: Executor,
  studioId: number,
  sources: readonly ImportSourceDto[],
): Promise<void> {
  if (sources.length === 0) return;
  await tx
    .insert(studioSources)
    .values(sources.map((s) => ({ studioId, refIndex: s.index, url: s.url, description: s.description })))
    .onConflictDoUpdate({
      target: [studioSources.studioId, studioSources.refIndex],
      set: {
        url: sql`excluded.url`,
        description: sql`excluded.description`,
        updatedAt: sql`now()`,
      },
    });
}

export interface ChangeEntry {
  adminId: number | null;
  /** Null for changes that concern no studio (admin accounts). */
  studioId: number | null;
  /** migrate: a one-time data migration (startup/data-migrations.ts), by the system. */
  /** owner: an owner bound to the studio (product.md §14); correction: an approved correction. */
  action:
    | 'create'
    | 'edit'
    | 'status'
    | 'archive'
    | 'import'
    | 'undo'
    | 'seed'
    | 'admin'
    | 'migrate'
    | 'owner'
    | 'correction'
    /** 'Still correct': a value confirmed unchanged (product.md §14 freshness). */
    | 'verify'
    /** A value's source marks corrected, the value itself unchanged (data-migrations.ts). */
    | 'references'
    /** A photo or floor plan added, changed, reordered, made the cover or deleted (issue 18). */
    | 'image'
    /** Personal data erased: a claim, an enquiry, a suggester's email (personal-data.ts). */
    | 'erase'
    /** The studio's calendar: a range, its feed, an upload or a feed's refresh (issue 38). */
    | 'calendar'
    /** A pair of studios said not to be duplicates, or the saying withdrawn (duplicate-dismissals.ts). */
    | 'duplicate'
    /** Two duplicate studios merged into one, or the merge undone (services/studio-merge.ts, issue 39). */
    | 'merge';
  field: string;
  before: unknown;
  after: unknown;
  importId?: number | null;
  /** The studio import that made the change (studio_imports). */
  studioImportId?: number | null;
}

/**
 * The INSERT of change-log rows, each column one array parameter (sql-arrays.ts): a 5,000-row
 * import's log costs the database about 20 ms. The log has no foreign keys (decision 012): it is
 * written only here, by write paths that have just read or locked what they record.
 */
function changeLogInsert(entries: readonly ChangeEntry[]): SQL {
  return sql`
    INSERT INTO ${changeLog} (admin_id, studio_id, action, field, before, after, import_id, studio_import_id)
    SELECT x.admin_id, x.studio_id, x.action, x.field, x.before::jsonb, x.after::jsonb, x.import_id,
           x.studio_import_id
      FROM unnest(${intArray(entries.map((e) => e.adminId))}, ${intArray(entries.map((e) => e.studioId))},
                  ${textArray(entries.map((e) => e.action))}, ${textArray(entries.map((e) => e.field))},
                  ${jsonTextArray(entries.map((e) => e.before))}, ${jsonTextArray(entries.map((e) => e.after))},
                  ${intArray(entries.map((e) => e.importId ?? null))},
                  ${intArray(entries.map((e) => e.studioImportId ?? null))})
        AS x(admin_id, studio_id, action, field, before, after, import_id, studio_import_id)`;
}

/** Writes change-log rows that concern no studio write (admin accounts, the seed); see commitStudioChange. */
export async function recordChanges(tx: Executor, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(changeLogInsert(entries));
}

/**
 * Columns commitStudioChange() may set in its own statement: the ones detailed_attributes is not
 * built from (an UPDATE's expressions read the row as it was, so a showreel or an attribute set in
 * the same statement would be missing from it).
 */
type CommitColumns = Pick<
  typeof studios.$inferInsert,
  | 'name'
  | 'city'
  | 'country'
  | 'countryCode'
  | 'latitude'
  | 'longitude'
  | 'status'
  | 'archivedAt'
  | 'archivedBy'
  | 'hasOwner'
  | 'images'
  | 'dayRates'
  | 'calendar'
>;
export type StudioCommitSet = { [K in keyof CommitColumns]?: CommitColumns[K] | SQL };

export interface StudioCommit {
  /** The change-log rows of this write, written by the same statement. */
  log?: readonly ChangeEntry[];
  /** Columns to set on every studio in the same statement (one round trip fewer for an edit). */
  set?: StudioCommitSet;
}

/**
 * Ends every write to the given studios, in one statement: writes the change log, sets `set`, bumps
 * their version and updated_at, and rebuilds detailed_attributes = attributes + showreel/tour columns
 * + current parameter values. Each statement of a write is one more turn of a busy server's event
 * loop, and one more message to the database's thread.
 */
export async function commitStudioChange(
  write: WriteContext,
  studioIds: readonly number[],
  commit: StudioCommit = {},
): Promise<void> {
  const { tx } = write;
  if (studioIds.length === 0) {
    if (commit.log?.length) await recordChanges(tx, commit.log);
    return;
  }
  const log = commit.log?.length
    ? tx
        .$with('logged', { written: sql<number>`written` })
        .as(sql`${changeLogInsert(commit.log)} RETURNING 1 AS written`)
    : null;
  const update = (log ? tx.with(log) : tx).update(studios).set({
    ...commit.set,
    version: sql`${studios.version} + 1`,
    updatedAt: sql`now()`,
    detailedAttributes: sql`${studios.attributes}
        || jsonb_strip_nulls(jsonb_build_object(
             'showreel_video_url', ${studios.showreelVideoUrl},
             'interactive_tour_url', ${studios.interactiveTourUrl},
             'tour_credits', ${studios.tourCredits}))
        || coalesce((select jsonb_object_agg(p.parameter_key, p.parameter_value)
                       from ${studioParameters} p
                      where p.studio_id = ${studios.id} and p.is_current), '{}'::jsonb)`,
  });
  // The log rows this statement writes are not visible to its own subqueries: a studio whose values
  // this write verifies (a person's edit, confirmation or approved correction) is verified now.
  const verifiedNow = [
    ...new Set(
      (commit.log ?? []).filter((e) => e.studioId !== null && verifiesValues(e)).map((e) => e.studioId!),
    ),
  ];
  const touched = await update.where(inArray(studios.id, [...studioIds])).returning({
    ...getTableColumns(studios),
    verifiedAt: sql<Date | null>`CASE WHEN ${studios.id} = ANY(${intArray(verifiedNow)}) THEN now()
      ELSE ${lastVerifiedAt} END`.mapWith((v: Date | string) => (v instanceof Date ? v : new Date(v))),
  });
  // The write transaction announces these studios, so caches refresh them and nothing else; the
  // rows themselves spare this process reading them again.
  write.noteStudios(touched);
}
