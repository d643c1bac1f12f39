/**
 * One-time data migrations (decision 014): steps that need the application's code (the gazetteer, the
 * write path), which a SQL migration cannot call. They run at start, after the SQL migrations and
 * before the demo data; each is recorded in data_migrations when done, so it runs once per database.
 *
 * Safe with several processes starting together: the check and the writes happen in one write
 * transaction under an advisory lock, and the second process finds the step recorded. The slow part
 * (loading the gazetteer) happens before the transaction, and only when some studio needs it.
 * Every change goes through the write path: commitStudioChange, and a change-log entry per field with
 * no admin (action 'migrate'), so the history shows what the system changed and why.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, queryRows } from '../db/database';
import { coordinatesOf, lockStudio } from '../db/repositories/studio-edits';
import { type ChangeEntry, commitStudioChange, recordChanges } from '../db/repositories/studio-writes';
import {
  changeLog,
  corrections,
  dataMigrations,
  parameterImports,
  studioParameters,
  studioSources,
  studios,
} from '../db/schema';
import { intArray } from '../db/sql-arrays';
import type { WriteContext } from '../db/write-context';
import { resolveCountryCode } from '../services/country-codes';
import { dayRatesMigration } from './day-rates-migration';

/** Arbitrary constant naming the data-migration lock among PostgreSQL advisory locks. */
const DATA_MIGRATION_LOCK_KEY = 727_274_013;

export interface DataMigration {
  name: string;
  /** Runs inside the write transaction (locked); returns what it did, for the record. */
  run(app: FastifyInstance, write: WriteContext, plan: unknown): Promise<Record<string, unknown>>;
  /** Work done before the transaction (may be slow); its result is handed to run(). */
  prepare(app: FastifyInstance): Promise<unknown>;
}

interface PlacePlan {
  /** Studio id -> what to set. */
  proposals: Map<number, { countryCode: string | null; latitude: number | null; longitude: number | null }>;
  unresolvedCountries: number;
  unlocatedCities: number;
}

/**
 * Place data for the studios that predate it (product.md §11): the country code from the country
 * text, and the coordinates of the city in that country from the gazetteer. A studio whose country
 * names no country, or whose city the gazetteer does not know there, keeps what it lacks (an admin
 * sets it); nothing is guessed.
 */
const placeDataMigration: DataMigration = {
  name: '2026-place-data',
  async prepare(app) {
    const rows = await app.database.db
      .select({
        id: studios.id,
        city: studios.city,
        country: studios.country,
        countryCode: studios.countryCode,
        latitude: studios.latitude,
      })
      .from(studios)
      .where(sql`${studios.countryCode} is null or ${studios.latitude} is null`);
    const plan: PlacePlan = { proposals: new Map(), unresolvedCountries: 0, unlocatedCities: 0 };
    for (const row of rows) {
      const countryCode = row.countryCode ?? resolveCountryCode(row.country);
      if (!countryCode) plan.unresolvedCountries++;
      let place = null;
      if (row.latitude === null && countryCode && row.city.trim()) {
        place = await app.gazetteer.locate(row.city, countryCode);
        if (!place) plan.unlocatedCities++;
      }
      if (countryCode !== row.countryCode || place)
        plan.proposals.set(row.id, {
          countryCode,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
        });
    }
    return plan;
  },
  async run(_app, write, prepared) {
    const { tx } = write;
    const plan = prepared as PlacePlan;
    const changes: ChangeEntry[] = [];
    const touched: number[] = [];
    for (const [id, proposal] of plan.proposals) {
      const row = await lockStudio(tx, id);
      if (!row) continue;
      const set: Partial<{ countryCode: string; latitude: number; longitude: number }> = {};
      // Only what is still missing: an admin's edit since the plan was made wins.
      if (row.countryCode === null && proposal.countryCode) {
        set.countryCode = proposal.countryCode;
        changes.push(entry(id, 'country_code', null, proposal.countryCode));
      }
      if (row.latitude === null && proposal.latitude !== null && proposal.longitude !== null) {
        set.latitude = proposal.latitude;
        set.longitude = proposal.longitude;
        const after = { latitude: proposal.latitude, longitude: proposal.longitude };
        changes.push(entry(id, 'coordinates', coordinatesOf(row), after));
      }
      if (Object.keys(set).length === 0) continue;
      await tx.update(studios).set(set).where(eq(studios.id, id));
      touched.push(id);
    }
    await recordChanges(tx, changes);
    await commitStudioChange(write, touched);
    return {
      studios_changed: touched.length,
      unresolved_countries: plan.unresolvedCountries,
      unlocated_cities: plan.unlocatedCities,
    };
  },
};

function entry(studioId: number, field: string, before: unknown, after: unknown): ChangeEntry {
  return { adminId: null, studioId, action: 'migrate', field, before, after };
}

/** A parameter's reference numbers as the history shows them: "1, 3". */
function marksText(refs: readonly number[]): string {
  return refs.join(', ');
}

/**
 * Approved corrections credited as what they are (issue 34, product.md §14). Before, a parameter
 * correction was applied as a one-item import: the change log called it 'import' (so the value read
 * "from an import" and the history "Imported"), and the new value kept the old value's source marks
 * beside the correction's own. This relabels those entries 'correction' (the approver stays their
 * author) and, where the value is still the one the correction set, keeps only the correction's
 * source among its references, each such change logged by the system (action 'references', so the
 * value's standing stays the correction's). Values that only an import or the seed ever wrote need
 * nothing: where a value stands is read from the log (value-freshness.ts), and such entries now read
 * as added, not verified.
 */
const correctionCreditMigration: DataMigration = {
  name: '2026-correction-credit',
  async prepare() {
    return null;
  },
  async run(_app, write) {
    const { tx } = write;
    const imports = await queryRows<{ import_id: number; correction_id: number; studio_id: number }>(
      tx,
      sql`SELECT i.id AS import_id, c.id AS correction_id, c.studio_id
            FROM ${parameterImports} i
            JOIN ${corrections} c ON c.studio_id = i.studio_id AND i.file_name = 'correction-' || c.id
           WHERE c.status = 'approved'`,
    );
    if (imports.length === 0) return { corrections_relabelled: 0, references_fixed: 0 };
    const importIds = imports.map((i) => i.import_id);
    const relabelled = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE ${changeLog} SET action = 'correction'
           WHERE action = 'import' AND import_id = ANY(${intArray(importIds)}) RETURNING id`,
    );
    // The current rows those corrections wrote, untouched since (their import is still theirs).
    const rows = await queryRows<{
      id: number;
      studio_id: number;
      parameter_key: string;
      source_references: number[] | string | null;
      correction_id: number;
    }>(
      tx,
      sql`SELECT p.id, p.studio_id, p.parameter_key, p.source_references, c.id AS correction_id
            FROM ${studioParameters} p
            JOIN ${parameterImports} i ON i.id = p.import_id
            JOIN ${corrections} c ON c.studio_id = i.studio_id AND i.file_name = 'correction-' || c.id
           WHERE p.is_current AND p.import_id = ANY(${intArray(importIds)})`,
    );
    const own = await queryRows<{ studio_id: number; ref_index: number; description: string }>(
      tx,
      sql`SELECT studio_id, ref_index, description FROM ${studioSources}
           WHERE description LIKE 'Correction %'`,
    );
    const changes: ChangeEntry[] = [];
    const touched = new Set<number>();
    for (const row of rows) {
      const refs: number[] =
        typeof row.source_references === 'string'
          ? JSON.parse(row.source_references)
          : (row.source_references ?? []);
      const mine = own
        .filter((s) => s.studio_id === row.studio_id && s.description === `Correction ${row.correction_id}`)
        .map((s) => s.ref_index);
      const kept = refs.filter((n) => mine.includes(n));
      if (kept.length === refs.length) continue;
      await tx.execute(
        sql`UPDATE ${studioParameters} SET source_references = ${JSON.stringify(kept)}::jsonb WHERE id = ${row.id}`,
      );
      changes.push({
        adminId: null,
        studioId: row.studio_id,
        action: 'references',
        field: row.parameter_key,
        before: marksText(refs),
        after: marksText(kept),
      });
      touched.add(row.studio_id);
    }
    await commitStudioChange(write, [...touched], { log: changes });
    return { corrections_relabelled: relabelled.length, references_fixed: changes.length };
  },
};

/** The data migrations, in the order they run. */
export const DATA_MIGRATIONS: readonly DataMigration[] = [
  placeDataMigration,
  correctionCreditMigration,
  dayRatesMigration,
];

async function isRecorded(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .select({ name: dataMigrations.name })
    .from(dataMigrations)
    .where(eq(dataMigrations.name, name));
  return rows.length > 0;
}

/** Runs every data migration not yet recorded; returns the names of those this call ran. */
export async function runDataMigrations(
  app: FastifyInstance,
  migrations: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const migration of migrations) {
    if (await isRecorded(app.database.db, migration.name)) continue;
    const plan = await migration.prepare(app);
    const summary = await app.write(async (tx, write) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DATA_MIGRATION_LOCK_KEY})`);
      if (await isRecorded(tx, migration.name)) return null;
      const result = await migration.run(app, write, plan);
      await tx.insert(dataMigrations).values({ name: migration.name, summary: result });
      return result;
    });
    if (summary) {
      ran.push(migration.name);
      app.log.info({ migration: migration.name, ...summary }, 'data migration applied');
    }
  }
  return ran;
}
