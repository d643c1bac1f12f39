/**
 * `npm run seed:synthetic -- 1000`: adds N realistic synthetic studios (for benchmarks), each with
 * two or three pictures (seed/seed-images.ts; IMAGE_STORAGE decides where their files go), to the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR while no server runs on it).
 */
import { loadConfig } from '../config';
import { DataVersion } from '../db/data-version';
import { openDatabase } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import { insertSeedStudios, studioCount } from '../seed/insert-seed-studios';
import { attachSeedImages, seedPictures } from '../seed/seed-images';
import { generateSyntheticStudios } from '../seed/synthetic-studios';
import { createImageStorage } from '../services/image-storage';

const BATCH = 100;

async function main(): Promise<void> {
  const arg = process.argv[2] ?? '1000';
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
      });
    }
    process.stdout.write(`Added ${count} synthetic studios, with pictures, in ${Date.now() - started} ms.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
