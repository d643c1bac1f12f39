/** Writes seed studios through the same write functions as every other write. */
import { count } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  commitStudioChange,
  insertParameters,
  insertStudio,
  upsertSources,
} from '../db/repositories/studio-writes';
import { studios } from '../db/schema';
import type { WriteContext } from '../db/write-context';
import type { SeedStudio } from './seed-types';

export async function insertSeedStudios(
  write: WriteContext,
  seeds: readonly SeedStudio[],
): Promise<number[]> {
  const { tx } = write;
  const ids: number[] = [];
  for (const seed of seeds) {
    const row = await insertStudio(tx, seed.studio);
    await insertParameters(tx, row.id, seed.parameters);
    await upsertSources(tx, row.id, seed.sources);
    ids.push(row.id);
  }
  await commitStudioChange(write, ids, {
    log: ids.map((studioId) => ({
      adminId: null,
      studioId,
      action: 'seed' as const,
      field: 'studio',
      before: null,
      after: 'created',
    })),
  });
  return ids;
}

export async function studioCount(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(studios);
  return Number(rows[0]?.n ?? 0);
}
