/**
 * /healthz and /readyz (issue 37): liveness without the database, readiness that follows the
 * database, the schema and the process's draining, neither logged at info level, both outside the
 * Host allow-list.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/test-app';
import { resetTestDatabase, workerTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/database';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ database } = await workerTestDatabase());
  await resetTestDatabase(database);
  app = await buildApp({
    config: testConfig({ logLevel: 'info', allowedHosts: ['studios.example'] }),
    database,
    closeDatabase: false,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const host = { host: 'studios.example' };

describe('GET /healthz', () => {
  it('answers 200 while the database hangs', async () => {
    const hang = vi.spyOn(app.database.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    try {
      const answer = await app.inject({ url: '/healthz', headers: host });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(hang).not.toHaveBeenCalled();
    } finally {
      hang.mockRestore();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and the schema is at head', async () => {
    const answer = await app.inject({ url: '/readyz', headers: host });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 database_unavailable when the database does not answer', async () => {
    const hang = vi.spyOn(app.database.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    try {
      const answer = await app.inject({ url: '/readyz', headers: host });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'not_ready', reason: 'database_unavailable' });
    } finally {
      hang.mockRestore();
    }
    const failing = vi.spyOn(app.database.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const answer = await app.inject({ url: '/readyz', headers: host });
      expect(answer.json()).toMatchObject({ reason: 'database_unavailable', code: 'unavailable' });
    } finally {
      failing.mockRestore();
    }
  });

  it('answers 503 migrations_pending when the newest migration is not applied', async () => {
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await database.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const answer = await app.inject({ url: '/readyz', headers: host });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ reason: 'migrations_pending' });
      expect(answer.json().detail).toMatch(/^The migration \d{4}_[\w-]+ is not applied yet\.$/);
    } finally {
      await database.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
    expect((await app.inject({ url: '/readyz', headers: host })).statusCode).toBe(200);
  });

  it('answers 503 draining once the process is shutting down, while /healthz stays 200', async () => {
    app.lifecycle.draining = true;
    try {
      const answer = await app.inject({ url: '/readyz', headers: host });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ reason: 'draining' });
      expect((await app.inject({ url: '/healthz', headers: host })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });
});

describe('probes', () => {
  it('answer a probe naming the backend address, which other paths refuse (Host allow-list)', async () => {
    const probeHost = { host: '10.1.2.3:8000' };
    expect((await app.inject({ url: '/healthz', headers: probeHost })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz', headers: probeHost })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/studios/studios-enhanced/', headers: probeHost })).statusCode).toBe(
      400,
    );
  });

  it('are not logged at info level, while other requests are', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz', headers: host });
    await app.inject({ url: '/readyz', headers: host });
    await app.inject({ url: '/api/studios/studios-enhanced/', headers: host });
    const log = lines.join('');
    expect(log).toContain('/api/studios/studios-enhanced/');
    expect(log).not.toContain('/healthz');
    expect(log).not.toContain('/readyz');
  });
});
