/**
 * Issue 34: the one-time step that credits approved corrections made before as what they are. Such a
 * correction was applied as an import: logged 'import', its value beside the old value's marks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { executeImport } from '../db/repositories/parameter-import-execute';
import { corrections } from '../db/schema';
import { DATA_MIGRATIONS, runDataMigrations } from './data-migrations';

let t: TestApp;
let admin: SignedIn;
let adminId: number;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'credit-migration@example.com' });
  adminId = user.id;
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, {
    name: 'Old Correction Stage',
    parameters: [{ key: 'LED_PANEL_PIXEL_PITCH_MM', value: '2.6 [1][3]' }],
    sources: [
      { index: 1, url: 'https://example.com/one', description: 'One' },
      { index: 3, url: 'https://example.com/three', description: 'Three' },
    ],
  });
  // What approving a correction did before issue 34: a one-item import, the old marks kept.
  await t.app.write(async (tx, write) => {
    const [row] = await tx
      .insert(corrections)
      .values({
        studioId,
        field: 'LED_PANEL_PIXEL_PITCH_MM',
        proposedValue: '1.9',
        sourceUrl: 'https://example.com/new',
        status: 'approved',
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .returning({ id: corrections.id });
    await executeImport(write, {
      studioId,
      adminId,
      fileName: `correction-${row!.id}`,
      resolution: 'overwrite',
      parsed: {
        items: [
          { key: 'LED_PANEL_PIXEL_PITCH_MM', value: '1.9', displayName: null, sourceReferences: [1, 3, 4] },
        ],
        itemErrors: [],
        sources: [{ index: 4, url: 'https://example.com/new', description: `Correction ${row!.id}` }],
        sourceErrors: [],
      },
      selected: new Set(['LED_PANEL_PIXEL_PITCH_MM']),
    });
  });
  await t.database.db.execute(sql`DELETE FROM data_migrations WHERE name = '2026-correction-credit'`);
});

afterAll(async () => {
  await t.close();
});

async function pitch() {
  const params = (
    await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` })
  ).json();
  return Object.values(
    params.categorized_parameters as Record<string, { parameter_key: string; source_references: number[] }[]>,
  )
    .flat()
    .find((p) => p.parameter_key === 'LED_PANEL_PIXEL_PITCH_MM');
}

describe('the correction-credit migration', () => {
  it('relabels the correction, keeps only its own source, and logs the marks it took away', async () => {
    expect((await pitch())?.source_references).toEqual([1, 3, 4]);
    const step = DATA_MIGRATIONS.filter((m) => m.name === '2026-correction-credit');
    expect(await runDataMigrations(t.app, step)).toEqual(['2026-correction-credit']);
    expect((await pitch())?.source_references).toEqual([4]);
    const history = (
      await t.app.inject({
        url: `/api/studios/studios-enhanced/${studioId}/history/`,
        headers: admin.headers,
      })
    ).json().history as { action: string; field: string; before: unknown; after: unknown; admin: unknown }[];
    const value = history.filter((e) => e.field === 'LED_PANEL_PIXEL_PITCH_MM');
    expect(value.map((e) => e.action)).toEqual(['references', 'correction']);
    // The log's JSON reads a lone number back as a number: the history shows "1, 3, 4 → 4" either way.
    expect(value[0]).toMatchObject({ admin: null, before: '1, 3, 4' });
    expect(String(value[0]?.after)).toBe('4');
    const standing = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/verifications/` })
    ).json().values.LED_PANEL_PIXEL_PITCH_MM;
    expect(standing).toMatchObject({ status: 'verified', verified_by: 'correction' });
    expect(await runDataMigrations(t.app, step)).toEqual([]);
  });
});
