/** Builds the app on the worker's test database, emptied first (outline's test-server helper). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { type AppConfig, loadConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { checkErrorContract } from './error-contract';
import { resetTestDatabase, workerTestDatabase } from './test-database';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' }), ...overrides };
}

/** Options of the app itself, beyond its configuration. */
export interface TestAppOptions {
  /** Folder of a built web app (a test's own minimal index.html); default: the real build, if any. */
  webDistFolder?: string;
  /** Registers what must come before the app is ready (a test's own hook in front of the routes). */
  beforeReady?: (app: FastifyInstance) => void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A second app on the same database, as a second server process would be. */
export async function buildAppOn(
  database: Database,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    closeDatabase: false,
    logger: false,
    webDistFolder: options.webDistFolder,
  });
  checkErrorContract(app);
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** An app on an empty database. Call in beforeAll (or beforeEach) and close in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database } = await workerTestDatabase();
  await resetTestDatabase(database);
  const app = await buildAppOn(database, overrides, options);
  return { app, database, close: () => app.close() };
}
