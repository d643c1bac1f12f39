/**
 * The request log (issue 35): an invitation link's token, and any other secret-named query
 * parameter, is never written to the log, at the default level or any other.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { workerTestDatabase } from '../test/test-database';
import { buildApp } from './app';

const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const { database } = await workerTestDatabase();
  app = await buildApp({
    config: testConfig({ logLevel: 'trace' }),
    database,
    closeDatabase: false,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the request log', () => {
  it('names the page an invitation link opens without its token', async () => {
    const token = 'Zq3-live-invitation-token_0123456789abcdefghij';
    await app.inject({ url: `/frontend/owner/accept?token=${token}&lang=ru` });
    await app.inject({ url: `/api/studios/studios-enhanced/?token=${token}` });
    const log = lines.join('');
    expect(log).toContain('/frontend/owner/accept?token=[redacted]&lang=ru');
    expect(log).not.toContain(token);
  });
});
