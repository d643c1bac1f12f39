/** The write path: what a write announces, and the context it hands its work (db/write-context.ts). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readDataVersion } from './data-version';
import { commitStudioChange } from './repositories/studio-writes';
import { studios } from './schema';

let t: TestApp;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  studioId = await createStudio(t.app, { name: 'Write Path Stage' });
});

afterAll(async () => {
  await t.close();
});

const version = () => readDataVersion(t.database.db);

describe('app.write', () => {
  it('announces a new data version for every write by default, even one that touched no studio', async () => {
    const before = await version();
    await t.app.write(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
    expect(await version()).toBe(before + 1);
    expect(t.app.dataVersion.value).toBe(before + 1);
  });

  it('announces nothing for a write declared to change no cached data', async () => {
    const before = await version();
    const answer = await t.app.write(async (tx) => (await tx.execute(sql`SELECT 1`)) && 'done', {
      announce: false,
    });
    expect(answer).toBe('done');
    expect(await version()).toBe(before);
  });

  it('announces a write that touched a studio although it was declared not to', async () => {
    const before = await version();
    await t.app.write((_tx, write) => commitStudioChange(write, [studioId]), { announce: false });
    expect(await version()).toBe(before + 1);
  });

  it('hands its work the studio rows as the write left them, the latest of each', async () => {
    const [start] = await t.database.db.select().from(studios).where(sql`${studios.id} = ${studioId}`);
    const seen = await t.app.write(async (_tx, write) => {
      const untouched = write.studioRow(studioId);
      await commitStudioChange(write, [studioId]);
      const first = write.studioRow(studioId)?.version;
      await commitStudioChange(write, [studioId]);
      return { untouched, first, second: write.studioRow(studioId), all: write.touchedStudios() };
    });
    expect(seen.untouched).toBeUndefined();
    expect(seen.first).toBe(start!.version + 1);
    expect(seen.second?.version).toBe(start!.version + 2);
    expect(seen.all.map((row) => [row.id, row.version])).toEqual([[studioId, start!.version + 2]]);
    // The studio store holds the row the write left.
    await t.app.studioStore.ready();
    expect(t.app.studioStore.row(studioId)?.version).toBe(start!.version + 2);
  });

  it('announces nothing when the work fails, and keeps none of its changes', async () => {
    const before = await version();
    const [start] = await t.database.db.select().from(studios).where(sql`${studios.id} = ${studioId}`);
    await expect(
      t.app.write(async (_tx, write) => {
        await commitStudioChange(write, [studioId]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await version()).toBe(before);
    const [after] = await t.database.db.select().from(studios).where(sql`${studios.id} = ${studioId}`);
    expect(after!.version).toBe(start!.version);
  });
});
