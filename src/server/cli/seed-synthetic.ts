/**
 * `npm run seed:synthetic -- 1000`: adds N realistic synthetic studios (for benchmarks), each with
 * two or three pictures (seed/seed-images.ts; IMAGE_STORAGE decides where their files go), to the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR while no server runs on it).
 * `--with-rates-and-calendars` (bench:find's free-dates and budget rows) also gives three studios in
 * four a shooting-day rate in EUR, GBP, USD or PLN, five in six the demo's calendars (one of those
 * stale), and the demo's exchange-rate table.
 */
import { loadConfig } from '../config';
import { DataVersion } from '../db/data-version';
import { openDatabase } from '../db/database';
import { replaceExchangeRates } from '../db/repositories/day-rates';
import { writeTransaction } from '../db/write-transaction';
import { DEMO_EXCHANGE_RATES, DEMO_RATES_OF } from '../seed/demo-day-rates';
import { insertSeedStudios, studioCount } from '../seed/insert-seed-studios';
import { attachSeedCalendars } from '../seed/seed-calendars';
import { attachSeedImages, seedPictures } from '../seed/seed-images';
import { generateSyntheticStudios } from '../seed/synthetic-studios';
import { createImageStorage } from '../services/image-storage';

const BATCH = 100;
const RATE_CURRENCIES = ['EUR', 'GBP', 'USD', 'PLN'] as const;

/** The n-th synthetic studio's day rates: none for every fourth, else 5,000 to 24,000 in its currency. */
function syntheticDayRates(n: number) {
  if (n % 4 === 3) return null;
  const currency = RATE_CURRENCIES[n % RATE_CURRENCIES.length]!;
  const amount = (5 + ((n * 7) % 20)) * 1000 * (currency === 'PLN' ? 4 : 1);
  return {
    currency,
    shooting_day: amount,
    prep_day: null,
    half_day: null,
    minimum_days: null,
    included: [],
    overtime: '',
  };
}

async function main(): Promise<void> {
  const withRates = process.argv.includes('--with-rates-and-calendars');
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '1000';
  if (!/^\d+$/.test(arg) || Number(arg) < 1 || Number(arg) > 100_000) {
    process.stderr.write('Usage: npm run seed:synthetic -- <count from 1 to 100000>\n');
    process.exit(2);
  }
  const count = Number(arg);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const startIndex = (await studioCount(database.db)) + 1;
    const studios = generateSyntheticStudios(count, { startIndex });
    if (withRates)
      studios.forEach((seed, n) => {
        seed.studio.dayRates = syntheticDayRates(n);
      });
    const started = Date.now();
    // Their pictures (issue 18): the demo's drawings, processed once and shared by every studio.
    await seedPictures();
    const storage = createImageStorage(config.images.storage, config.dataDir);
    // Not started: this process listens to nothing, it only announces its own writes.
    const dataVersion = new DataVersion(database);
    for (let i = 0; i < studios.length; i += BATCH) {
      // The write path without a server: the announcement tells running servers what was added.
      await writeTransaction(database, dataVersion, async (_tx, write) => {
        const ids = await insertSeedStudios(write, studios.slice(i, i + BATCH));
        await attachSeedImages(write, storage, ids);
        if (withRates) await attachSeedCalendars(write, ids);
      });
    }
    if (withRates)
      await writeTransaction(database, dataVersion, (_tx, write) =>
        replaceExchangeRates(
          write,
          { ratesOf: DEMO_RATES_OF, rates: [...DEMO_EXCHANGE_RATES] },
          null,
          'seed',
        ),
      );
    process.stdout.write(`Added ${count} synthetic studios, with pictures, in ${Date.now() - started} ms.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
