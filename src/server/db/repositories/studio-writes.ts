/**
 * Writes to studios and their parameters. Every write to a studio ends with commitStudioChange(),
 * inside the same transaction: it bumps the studio's version (its ETag) and rebuilds
 * detailed_attributes from the studio's own attributes and its current parameter values. That is
 * the one place the two are reconciled, so the list, the filters and the detail page agree at once.
 */
import { inArray, sql } from 'drizzle-orm';
import type { ImportSourceDto } from '../../../domain/schemas/import-schemas';
import type { Link } from '../../../domain/schemas/studio-schemas';
import { noteStudioChanges } from '../data-version';
import type { Executor } from '../database';
import { changeLog, studioParameters, studioSources, studios } from '../schema';
import type { StudioRow } from './studio-reads';

export interface NewStudio {
  name: string;
  city: string;
  country: string;
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
}

export async function insertStudio(tx: Executor, input: NewStudio): Promise<StudioRow> {
  const rows = await tx
    .insert(studios)
    .values({
      name: input.name,
      city: input.city,
      country: input.country,
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
  action: 'create' | 'edit' | 'status' | 'archive' | 'import' | 'undo' | 'seed' | 'admin';
  field: string;
  before: unknown;
  after: unknown;
  importId?: number | null;
}

/**
 * Writes change-log rows in one statement: the rows travel as one JSON parameter, which keeps a
 * 5,000-row import fast on both drivers (thousands of bind parameters are slow to send and parse).
 */
export async function recordChanges(tx: Executor, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    admin_id: e.adminId,
    studio_id: e.studioId,
    action: e.action,
    field: e.field,
    before: e.before === undefined ? null : e.before,
    after: e.after === undefined ? null : e.after,
    import_id: e.importId ?? null,
  }));
  await tx.execute(sql`
    INSERT INTO ${changeLog} (admin_id, studio_id, action, field, before, after, import_id)
    SELECT x.admin_id, x.studio_id, x.action, x.field, x.before, x.after, x.import_id
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(admin_id int, studio_id int, action text, field text, before jsonb, after jsonb, import_id int)`);
}

/**
 * Ends every write to the given studios: bumps their version and updated_at, and rebuilds
 * detailed_attributes = attributes + showreel/tour columns + current parameter values.
 */
export async function commitStudioChange(tx: Executor, studioIds: readonly number[]): Promise<void> {
  if (studioIds.length === 0) return;
  const touched = await tx
    .update(studios)
    .set({
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
    })
    .where(inArray(studios.id, [...studioIds]))
    .returning();
  // The write transaction announces these studios, so caches refresh them and nothing else; the
  // rows themselves spare this process reading them again.
  noteStudioChanges(tx, touched);
}
