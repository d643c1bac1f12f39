/**
 * Start-up work on the database after migrations: the demo data on a first start, and only then, with
 * the demo studios' pictures (seed/seed-images.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replaceExchangeRates } from '../db/repositories/day-rates';
import { DEMO_EXCHANGE_RATES, DEMO_RATES_OF } from '../seed/demo-day-rates';
import { DEMO_STUDIOS } from '../seed/demo-studios';
import { insertSeedStudios, studioCount } from '../seed/insert-seed-studios';
import { attachSeedCalendars } from '../seed/seed-calendars';
import { attachSeedImages, seedPictures } from '../seed/seed-images';

/** Arbitrary constant naming the seeding lock among PostgreSQL advisory locks. */
const SEED_LOCK_KEY = 727_274_002;

export async function seedDemoIfEmpty(app: FastifyInstance): Promise<number> {
  if (!app.config.seedDemo) return 0;
  if ((await studioCount(app.database.db)) > 0) return 0;
  // The demo's pictures (issue 18) are drawn and processed before the transaction, not inside it.
  await seedPictures();
  // Two processes starting together on one empty PostgreSQL: the lock makes the second see the first's data.
  const ids = await app.write(async (tx, write) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await studioCount(tx)) > 0) return [];
    const created = await insertSeedStudios(write, DEMO_STUDIOS);
    await replaceExchangeRates(
      write,
      { ratesOf: DEMO_RATES_OF, rates: [...DEMO_EXCHANGE_RATES] },
      null,
      'seed',
    );
    await attachSeedImages(write, app.images.storage, created);
    await attachSeedCalendars(write, created);
    return created;
  });
  if (ids.length > 0)
    app.log.info({ studios: ids.length }, 'loaded the demo studios (first start, empty database)');
  return ids.length;
}
