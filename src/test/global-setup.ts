/**
 * Runs once before the API tests: migrates a template database that every worker copies, so no
 * test file ever pays for a cold database.
 *  - PGlite: a migrated in-memory instance dumped to a file; each worker loads it once.
 *  - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each worker gets a copy.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../server/db/database';
import { projectRoot } from '../server/lib/project-root';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; url: string; template: string };
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const client = new PGlite();
    const database = await openPglite({ client });
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = path.join(projectRoot, 'node_modules/.cache/vp-test');
    mkdirSync(dir, { recursive: true });
    const templateFile = path.join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', templateFile });
    return () => rmSync(templateFile, { force: true });
  }

  const template = `vp_test_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openPostgres({ url: databaseUrl(baseUrl, template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', url: baseUrl, template });
  return async () => {
    // Drops the template and every worker copy made from it.
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${template}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
