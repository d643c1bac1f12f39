/**
 * Merging two duplicate studios (product.md §20, issue 39): the preview an admin chooses from, the
 * merge (one write: the chosen values on the survivor, the merged studio's rows moved to it, the merged
 * studio archived with a pointer, one change-log entry) and its undo (both studios as they were, the
 * rows moved back, one change-log entry), allowed while neither studio changed since the merge.
 */
import { referencesOf, stripReferences } from '@domain/parameter-values';
import type { MergePreviewDto, MergeRequestDto } from '@domain/schemas/duplicate-merge-schemas';
import { NOT_FOUND_STUDIO } from '@domain/schemas/path-params';
import { IMAGES_PER_STUDIO_MAX } from '@domain/schemas/studio-images';
import { CALENDAR_MAX_RANGES, type StoredCalendar } from '@domain/studio-calendar';
import type { Executor } from '../db/database';
import { type CurrentRow, currentParameterMap } from '../db/repositories/parameter-import-rows';
import { lockStudio } from '../db/repositories/studio-edits';
import {
  deleteParameterRows,
  endParameterVersions,
  hasOwners,
  insertMerge,
  insertParameterVersion,
  lastVerifiedTimes,
  lockMerge,
  type MovableCounts,
  type MovedIds,
  markMergeUndone,
  movableCounts,
  moveOwners,
  moveOwnersBack,
  moveSources,
  moveSourcesBack,
  moveStudioRows,
  moveStudioRowsBack,
  type OwnerBinding,
  restoreParameterVersions,
  type StudioMergeRow,
  setStudioColumns,
  topSourceIndex,
} from '../db/repositories/studio-merges';
import { findStudios, type StudioRow } from '../db/repositories/studio-reads';
import { commitStudioChange } from '../db/repositories/studio-writes';
import { storedStandings, studioVerifications } from '../db/repositories/value-freshness';
import type { studios } from '../db/schema';
import type { WriteContext } from '../db/write-context';
import { HttpError } from '../lib/http/http-error';

type StudioSet = Partial<typeof studios.$inferInsert>;

/** A studio field the merge offers a choice for: how it reads from a row and how it is set. */
interface MergeField {
  key: string;
  read(row: StudioRow): unknown;
  /** Sets the value `from` has on `into`, the survivor's new columns (`survivor`: as it is now). */
  set(from: StudioRow, into: StudioSet, survivor: StudioRow): void;
}

function column<K extends keyof StudioRow & keyof StudioSet>(key: string, name: K): MergeField {
  return {
    key,
    read: (row) => row[name],
    set: (from, into) => {
      into[name] = from[name] as StudioSet[K];
    },
  };
}

/**
 * The studio fields compared, in the order the preview lists them (product.md §20). The attributes
 * that are not catalog parameters follow, each by its key (attributeFields).
 */
const MERGE_FIELDS: readonly MergeField[] = [
  column('name', 'name'),
  column('city', 'city'),
  column('country', 'country'),
  column('country_code', 'countryCode'),
  {
    key: 'coordinates',
    read: (row) =>
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
    set: (from, into) => {
      into.latitude = from.latitude;
      into.longitude = from.longitude;
    },
  },
  column('status', 'status'),
  column('website_url', 'websiteUrl'),
  column('short_description', 'shortDescription'),
  column('description', 'description'),
  column('stage_count', 'stageCount'),
  column('total_area', 'totalArea'),
  column('showreel_video_url', 'showreelVideoUrl'),
  column('interactive_tour_url', 'interactiveTourUrl'),
  column('tour_credits', 'tourCredits'),
  column('day_rates', 'dayRates'),
];
const FIELD_KEYS = new Set(MERGE_FIELDS.map((f) => f.key));

function attributeFields(rows: readonly StudioRow[]): MergeField[] {
  const keys = new Set(rows.flatMap((row) => Object.keys(row.attributes)));
  return [...keys]
    .filter((key) => !FIELD_KEYS.has(key))
    .sort()
    .map((key) => ({
      key,
      read: (row) => row.attributes[key] ?? null,
      set: (from, into, survivor) => {
        const attributes = { ...(into.attributes ?? survivor.attributes) } as Record<string, unknown>;
        if (Object.hasOwn(from.attributes, key)) attributes[key] = from.attributes[key];
        else delete attributes[key];
        into.attributes = attributes;
      },
    }));
}

/** A value as the preview shows it: empty text, an empty list or an empty object are "not given". */
function given(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return null;
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface ChoiceRow {
  key: string;
  values: [unknown, unknown];
  default_from: number;
}

/** Whose value a row keeps unless chosen: the only one given, else the preferred studio's. */
function defaultOf(values: [unknown, unknown], ids: [number, number], preferred: number): number {
  if (values[0] === null && values[1] !== null) return ids[1];
  if (values[1] === null && values[0] !== null) return ids[0];
  return preferred;
}

/** Both studios as one merge reads them: rows, current parameters, last verified. */
interface MergeSubjects {
  rows: [StudioRow, StudioRow];
  params: [Map<string, CurrentRow>, Map<string, CurrentRow>];
  verified: [Date | null, Date | null];
}

/** The more recently verified of the two (`tie` when neither or both equally are). */
function moreRecentlyVerified(subjects: MergeSubjects, tie: number): number {
  const [a, b] = subjects.verified.map((d) => d?.getTime() ?? null);
  if (a === b) return tie;
  if (a === null || a === undefined) return subjects.rows[1].id;
  if (b === null || b === undefined) return subjects.rows[0].id;
  return a > b ? subjects.rows[0].id : subjects.rows[1].id;
}

function choiceRows(
  subjects: MergeSubjects,
  preferred: number,
): { fields: ChoiceRow[]; parameters: ChoiceRow[] } {
  const { rows, params } = subjects;
  const ids: [number, number] = [rows[0].id, rows[1].id];
  const fields: ChoiceRow[] = [];
  for (const field of [...MERGE_FIELDS, ...attributeFields(rows)]) {
    const values: [unknown, unknown] = [given(field.read(rows[0])), given(field.read(rows[1]))];
    if (!same(values[0], values[1]))
      fields.push({ key: field.key, values, default_from: defaultOf(values, ids, preferred) });
  }
  const parameters: ChoiceRow[] = [];
  const keys = [...new Set([...params[0].keys(), ...params[1].keys()])].sort();
  for (const key of keys) {
    const values: [string | null, string | null] = [
      params[0].get(key)?.value ?? null,
      params[1].get(key)?.value ?? null,
    ];
    const shown = values.map((v) => (v === null ? null : stripReferences(v) || null));
    if (shown[0] === shown[1]) continue;
    parameters.push({ key, values, default_from: defaultOf([shown[0], shown[1]], ids, preferred) });
  }
  return { fields, parameters };
}

async function readSubjects(db: Executor, rows: [StudioRow, StudioRow]): Promise<MergeSubjects> {
  const [params0, params1, verified] = await Promise.all([
    currentParameterMap(db, rows[0].id),
    currentParameterMap(db, rows[1].id),
    lastVerifiedTimes(db, [rows[0].id, rows[1].id]),
  ]);
  return {
    rows,
    params: [params0, params1],
    verified: [verified.get(rows[0].id) ?? null, verified.get(rows[1].id) ?? null],
  };
}

/** A studio that may take part in a merge: not archived, not merged. */
function checkMergeable(rows: readonly StudioRow[]): void {
  const unavailable = rows.filter((row) => row.status === 'archived' || row.mergedInto !== null);
  if (unavailable.length > 0)
    throw new HttpError(409, 'A studio of the merge is archived or merged already: nothing was merged.', {
      code: 'merge_studio_unavailable',
      fields: Object.fromEntries(unavailable.map((row) => [String(row.id), ['archived or merged already']])),
    });
}

function calendarMerge(
  into: StoredCalendar | null,
  from: StoredCalendar | null,
): { calendar: StoredCalendar | null; moved: number } {
  if (!from || (from.ranges.length === 0 && !from.feedUrl)) return { calendar: into, moved: 0 };
  const takeFeed = !into?.feedUrl && Boolean(from.feedUrl);
  const known = new Set((into?.ranges ?? []).map((r) => r.id));
  const room = CALENDAR_MAX_RANGES - (into?.ranges.length ?? 0);
  const taken = from.ranges
    .filter((r) => (r.source !== 'feed' || takeFeed) && !known.has(r.id))
    .slice(0, Math.max(0, room));
  const ranges = [...(into?.ranges ?? []), ...taken].sort(
    (x, y) => x.start.localeCompare(y.start) || x.end.localeCompare(y.end),
  );
  const calendar: StoredCalendar = into
    ? {
        ...into,
        ranges,
        ...(takeFeed
          ? {
              feedUrl: from.feedUrl,
              feedCheckedAt: from.feedCheckedAt ?? null,
              feedError: from.feedError ?? null,
            }
          : {}),
        updatedAt: into.updatedAt ?? from.updatedAt,
      }
    : { ...from, ranges };
  return { calendar, moved: taken.length };
}

/** How many images of `from` fit beside those of `into` (IMAGES_PER_STUDIO_MAX); the rest stay. */
function imagesMoving(into: StudioRow, from: StudioRow): number {
  return Math.min(from.images.length, Math.max(0, IMAGES_PER_STUDIO_MAX - into.images.length));
}

function countsOf(
  row: StudioRow,
  other: StudioRow,
  stored: MovableCounts,
): MergePreviewDto['studios'][0]['counts'] {
  return {
    sources: stored.sources,
    images: imagesMoving(other, row),
    calendar_ranges: calendarMerge(other.calendar, row.calendar).moved,
    owners: stored.owners,
    claims: stored.claims,
    corrections: stored.corrections,
    enquiries: stored.enquiries,
  };
}

/** The preview of merging the two studios (either order): what differs, the defaults, what would move. */
export async function mergePreview(db: Executor, a: number, b: number): Promise<MergePreviewDto> {
  if (a === b)
    throw new HttpError(400, 'Two different studios.', { fields: { b: ['Two different studios.'] } });
  const [low, high] = a < b ? [a, b] : [b, a];
  const found = await findStudios(db, [low, high], { includeHidden: true });
  const rows = [found.find((r) => r.id === low), found.find((r) => r.id === high)];
  if (!rows[0] || !rows[1]) throw new HttpError(404, NOT_FOUND_STUDIO);
  const pair: [StudioRow, StudioRow] = [rows[0], rows[1]];
  checkMergeable(pair);
  const subjects = await readSubjects(db, pair);
  const preferred = moreRecentlyVerified(subjects, low);
  const [counts0, counts1] = await Promise.all([movableCounts(db, low), movableCounts(db, high)]);
  const studio = (i: 0 | 1, stored: MovableCounts) => {
    const row = pair[i];
    return {
      id: row.id,
      name: row.name,
      city: row.city,
      country: row.country,
      status: row.status,
      version: row.version,
      last_verified_at: subjects.verified[i]?.toISOString() ?? null,
      counts: countsOf(row, pair[i === 0 ? 1 : 0], stored),
    };
  };
  return {
    studios: [studio(0, counts0), studio(1, counts1)],
    default_survivor: preferred,
    ...choiceRows(subjects, preferred),
  };
}

/** The columns a merge changes and its undo puts back, as stored (dates as ISO text). */
const SNAPSHOT_COLUMNS = [
  'name',
  'city',
  'country',
  'countryCode',
  'latitude',
  'longitude',
  'status',
  'websiteUrl',
  'description',
  'shortDescription',
  'stageCount',
  'totalArea',
  'showreelVideoUrl',
  'interactiveTourUrl',
  'tourCredits',
  'attributes',
  'archivedAt',
  'archivedBy',
  'hasOwner',
  'images',
  'dayRates',
  'calendar',
  'mergedInto',
] as const satisfies readonly (keyof StudioRow & keyof StudioSet)[];

type StudioSnapshot = Record<(typeof SNAPSHOT_COLUMNS)[number], unknown>;

function snapshotOf(row: StudioRow): StudioSnapshot {
  const out = {} as StudioSnapshot;
  for (const key of SNAPSHOT_COLUMNS) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function columnsOf(snapshot: StudioSnapshot): StudioSet {
  const set = { ...snapshot } as Record<string, unknown>;
  set.archivedAt = snapshot.archivedAt === null ? null : new Date(String(snapshot.archivedAt));
  return set as StudioSet;
}

/** What a merge moved (studio_merges.moved), for its undo. */
interface MergeMoves {
  fields: string[];
  parameters: string[];
  parameterRows: { ended: number[]; inserted: number[] };
  sourceOffset: number;
  sources: number[];
  owners: { removed: OwnerBinding[]; added: number[] };
  rows: MovedIds;
  images: number;
  calendarRanges: number;
}

interface MergeBefore {
  survivor: StudioSnapshot;
  merged: StudioSnapshot;
  /** The survivor's parameters the merge replaced or added, as they were (null: not given). */
  parameters: Record<string, string | null>;
}

function choiceError(fields: Record<string, string[]>): HttpError {
  return new HttpError(
    400,
    'A choice names a field or parameter the two studios do not differ on, or a studio not in the merge.',
    {
      code: 'merge_choice_invalid',
      fields,
    },
  );
}

/** The keys whose value comes from the merged studio: the admin's choices, else the defaults. */
function takenFromMerged(
  rows: readonly ChoiceRow[],
  chosen: Record<string, number>,
  prefix: 'fields' | 'parameters',
  ids: { survivor: number; merged: number },
  problems: Record<string, string[]>,
): string[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const [key, id] of Object.entries(chosen)) {
    if (!byKey.has(key)) problems[`${prefix}.${key}`] = ['The two studios do not differ on it.'];
    else if (id !== ids.survivor && id !== ids.merged)
      problems[`${prefix}.${key}`] = ['Not a studio of the merge.'];
  }
  return rows
    .filter((r) => (Object.hasOwn(chosen, r.key) ? chosen[r.key] : r.default_from) === ids.merged)
    .map((r) => r.key);
}

/** Locks both studios in id order (two merges of the same pair never wait on each other in a circle). */
async function lockPair(write: WriteContext, survivorId: number, mergedId: number) {
  const first = await lockStudio(write.tx, Math.min(survivorId, mergedId));
  const second = await lockStudio(write.tx, Math.max(survivorId, mergedId));
  const byId = new Map([first, second].flatMap((row) => (row ? [[row.id, row] as const] : [])));
  return { survivor: byId.get(survivorId) ?? null, merged: byId.get(mergedId) ?? null };
}

const STALE_MERGE_MESSAGE =
  'A studio of the merge changed since the preview was made. Load the preview again, then merge.';

/** The merge, in the caller's write; its record. */
export async function mergeStudios(
  write: WriteContext,
  request: MergeRequestDto,
  adminId: number,
): Promise<StudioMergeRow> {
  const { tx } = write;
  const { survivor: s, merged: m } = await lockPair(write, request.survivor_id, request.merged_id);
  if (!s || !m) throw new HttpError(404, NOT_FOUND_STUDIO);
  checkMergeable([s, m]);
  if (s.version !== request.versions.survivor || m.version !== request.versions.merged)
    throw new HttpError(412, STALE_MERGE_MESSAGE);

  const pair: [StudioRow, StudioRow] = s.id < m.id ? [s, m] : [m, s];
  const subjects = await readSubjects(tx, pair);
  const preferred = moreRecentlyVerified(subjects, s.id);
  const rows = choiceRows(subjects, preferred);
  const ids = { survivor: s.id, merged: m.id };
  const problems: Record<string, string[]> = {};
  const fields = takenFromMerged(rows.fields, request.fields, 'fields', ids, problems);
  const parameters = takenFromMerged(rows.parameters, request.parameters, 'parameters', ids, problems);
  if (Object.keys(problems).length > 0) throw choiceError(problems);

  const survivorParams = subjects.params[pair[0] === s ? 0 : 1];
  const mergedParams = subjects.params[pair[0] === m ? 0 : 1];

  // Sources first: a value taken from the merged studio cites them by their new numbers.
  const sourceOffset = await topSourceIndex(tx, s.id);
  const sources = await moveSources(tx, m.id, s.id, sourceOffset);

  const ended: number[] = [];
  const inserted: number[] = [];
  const parametersBefore: Record<string, string | null> = {};
  const parametersAfter: Record<string, string | null> = {};
  for (const key of parameters) {
    const current = survivorParams.get(key);
    const taken = mergedParams.get(key);
    parametersBefore[key] = current?.value ?? null;
    parametersAfter[key] = taken?.value ?? null;
    if (current) ended.push(current.id);
  }
  await endParameterVersions(tx, ended);
  for (const key of parameters) {
    const taken = mergedParams.get(key);
    if (!taken) continue;
    const refs = referencesOf(taken.value, taken.sourceReferences).map((n) => n + sourceOffset);
    inserted.push(
      await insertParameterVersion(tx, {
        studioId: s.id,
        key,
        value: taken.value,
        displayName: taken.displayName,
        sourceReferences: refs,
        createdBy: adminId,
      }),
    );
  }

  const survivorSet: StudioSet = {};
  const allFields = [...MERGE_FIELDS, ...attributeFields(pair)];
  for (const key of fields) allFields.find((f) => f.key === key)?.set(m, survivorSet, s);

  const imageCount = imagesMoving(s, m);
  const survivorHasCover = s.images.some((image) => image.cover);
  survivorSet.images = [
    ...s.images,
    ...m.images.slice(0, imageCount).map((image) => (survivorHasCover ? { ...image, cover: false } : image)),
  ];
  const calendar = calendarMerge(s.calendar, m.calendar);
  survivorSet.calendar = calendar.calendar;

  const owners = await moveOwners(tx, m.id, s.id);
  const moved = await moveStudioRows(tx, m.id, s.id);
  survivorSet.hasOwner = s.hasOwner || owners.removed.length > 0 || (await hasOwners(tx, s.id));

  const mergedSet: StudioSet = {
    status: 'archived',
    archivedAt: new Date(),
    archivedBy: adminId,
    mergedInto: s.id,
    hasOwner: false,
    images: m.images.slice(imageCount),
    calendar: null,
  };
  await setStudioColumns(tx, s.id, survivorSet);
  await setStudioColumns(tx, m.id, mergedSet);

  const before: MergeBefore = {
    survivor: snapshotOf(s),
    merged: snapshotOf(m),
    parameters: parametersBefore,
  };
  // The values taken keep their standing (verified by whom, or added from where) as the merged
  // studio had it (value-freshness.ts reads it back from this entry).
  const standing = storedStandings(await studioVerifications(tx, m.id), [...fields, ...parameters]);
  const after = {
    taken: [...fields, ...parameters],
    standing,
    survivor: snapshotOf({ ...s, ...survivorSet } as StudioRow),
    merged: snapshotOf({ ...m, ...mergedSet } as StudioRow),
    parameters: parametersAfter,
  };
  await commitStudioChange(write, [s.id], {
    log: [{ adminId, studioId: s.id, action: 'merge', field: `merge:${m.id}`, before, after }],
  });
  await commitStudioChange(write, [m.id]);

  const moves: MergeMoves = {
    fields,
    parameters,
    parameterRows: { ended, inserted },
    sourceOffset,
    sources,
    owners,
    rows: moved,
    images: imageCount,
    calendarRanges: calendar.moved,
  };
  return insertMerge(tx, {
    survivorId: s.id,
    mergedId: m.id,
    adminId,
    before: before as unknown as Record<string, unknown>,
    moved: moves as unknown as Record<string, unknown>,
    survivorVersion: versionAfter(write, s.id),
    mergedVersion: versionAfter(write, m.id),
  });
}

function versionAfter(write: WriteContext, id: number): number {
  const row = write.studioRow(id);
  if (!row) throw new Error('a studio of the merge was not committed');
  return row.version;
}

/** True while the merge may be undone: not undone, and neither studio changed since. */
export function canUndo(merge: {
  undoneAt: Date | null;
  survivorVersion: number;
  mergedVersion: number;
  survivorVersionNow: number | null;
  mergedVersionNow: number | null;
}): boolean {
  return (
    merge.undoneAt === null &&
    merge.survivorVersionNow === merge.survivorVersion &&
    merge.mergedVersionNow === merge.mergedVersion
  );
}

/** Undoes the merge in the caller's write: both studios as they were, every moved row back. */
export async function undoMerge(write: WriteContext, id: number, adminId: number): Promise<void> {
  const { tx } = write;
  const merge = await lockMerge(tx, id);
  if (!merge) throw new HttpError(404, 'No merge matches the given query.');
  if (merge.undoneAt)
    throw new HttpError(409, 'That merge was undone already.', { code: 'merge_already_undone' });
  const { survivor: s, merged: m } = await lockPair(write, merge.survivorId, merge.mergedId);
  if (!s || !m || s.version !== merge.survivorVersion || m.version !== merge.mergedVersion)
    throw new HttpError(
      409,
      'The survivor (or the merged studio) changed after the merge: it can no longer be undone.',
      {
        code: 'merge_undo_blocked',
      },
    );
  const before = merge.before as unknown as MergeBefore;
  const moves = merge.moved as unknown as MergeMoves;
  const survivorParams = await currentParameterMap(tx, s.id);
  const parametersNow: Record<string, string | null> = {};
  for (const key of moves.parameters) parametersNow[key] = survivorParams.get(key)?.value ?? null;

  await moveStudioRowsBack(tx, s.id, m.id, moves.rows);
  await moveOwnersBack(tx, s.id, m.id, moves.owners);
  await deleteParameterRows(tx, moves.parameterRows.inserted);
  await restoreParameterVersions(tx, moves.parameterRows.ended);
  await moveSourcesBack(tx, s.id, m.id, moves.sourceOffset);
  await setStudioColumns(tx, s.id, columnsOf(before.survivor));
  await setStudioColumns(tx, m.id, columnsOf(before.merged));

  await commitStudioChange(write, [s.id], {
    log: [
      {
        adminId,
        studioId: s.id,
        action: 'merge',
        field: `merge_undo:${m.id}`,
        before: { survivor: snapshotOf(s), merged: snapshotOf(m), parameters: parametersNow },
        after: {
          taken: [...moves.fields, ...moves.parameters],
          survivor: before.survivor,
          merged: before.merged,
          parameters: before.parameters,
        },
      },
    ],
  });
  await commitStudioChange(write, [m.id]);
  await markMergeUndone(tx, id, adminId);
}
