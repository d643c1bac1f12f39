/**
 * Starts the server: configuration, database (locked, migrated, seeded on first start), app, and a
 * graceful shutdown on SIGINT/SIGTERM (startup/graceful-shutdown.ts).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { runDataMigrations } from './startup/data-migrations';
import { ensureAdmin } from './startup/ensure-admin';
import { installGracefulShutdown } from './startup/graceful-shutdown';
import { seedDemoIfEmpty } from './startup/prepare-database';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      databasePoolSize: config.databasePoolSize,
      pgliteThread: { nice: config.databaseThreadNice },
      onError: (error) => process.stderr.write(`database connection error: ${error.message}\n`),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  try {
    await database.migrate();
  } catch (error) {
    process.stderr.write(
      `database migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({ config, database });
  try {
    await runDataMigrations(app);
  } catch (error) {
    app.log.fatal({ err: error }, 'a data migration failed');
    await app.close();
    process.exit(1);
  }
  try {
    await seedDemoIfEmpty(app);
  } catch (error) {
    app.log.fatal({ err: error }, 'loading the demo data failed');
    await app.close();
    process.exit(1);
  }
  await ensureAdmin(app);

  installGracefulShutdown(app, { graceMs: config.shutdownGraceMs });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Virtual Production Studios directory at http://${config.host}:${config.port}/frontend/`,
  );
  // The gazetteer (135,000 places) loads in the background once the server answers, so the first
  // visitor to type in the 'near' box does not wait for it; a failure is only logged (the places
  // API loads it on demand and answers its own error).
  app.gazetteer.ready().then(
    () => app.log.info({ gazetteer: app.gazetteer.loadStats }, 'gazetteer loaded'),
    (error: unknown) => app.log.warn({ err: error }, 'gazetteer could not be loaded ahead of use'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
