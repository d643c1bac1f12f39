import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { commitStudioChange } from '../../../db/repositories/studio-writes';

let t: TestApp;
let studioId: number;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp();
  studioId = await createStudio(t.app, {
    parameters: [
      { key: 'TRACKING_OPTICAL_MARKERS_BOOL', value: 'yes' },
      { key: 'ZEBRA_CUSTOM_NOTE', value: 'Custom [2]' },
      { key: 'LED_PANEL_PIXEL_PITCH_MM', value: '2.3 [3][1][3]' },
      { key: 'GENERAL_DESCRIPTION', value: 'A fictional stage [1]' },
      {
        key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
        value: '18',
        displayName: 'Main wall width',
        sourceReferences: [2, 1, 2],
      },
    ],
    sources: [
      { index: 1, url: 'https://example.com/about', description: 'About page' },
      { index: 3, url: 'https://example.com/tech.pdf', description: 'Tech sheet' },
    ],
  });
  draftId = await createStudio(t.app, { status: 'draft', parameters: { GENERAL_DESCRIPTION: 'hidden' } });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/studios/studios/{id}/parameters/categorized/', () => {
  it('groups parameters by category in catalog order with their references and sources', async () => {
    const res = await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.parameters_count).toBe(5);
    expect(Object.keys(body.categorized_parameters)).toEqual([
      'General',
      'LED Wall',
      'Camera & Tracking',
      'Other',
    ]);
    expect(body.categories_count).toBe(4);
    const led = body.categorized_parameters['LED Wall'];
    expect(led.map((p: { parameter_key: string }) => p.parameter_key)).toEqual([
      'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
      'LED_PANEL_PIXEL_PITCH_MM',
    ]);
    expect(led[0]).toMatchObject({
      display_name: 'Main wall width',
      source_references: [1, 2],
      version: 1,
      history: [],
    });
    expect(led[1]).toMatchObject({
      display_name: 'Pixel Pitch',
      parameter_value: '2.3 [3][1][3]',
      source_references: [1, 3],
    });
    expect(body.categorized_parameters['Camera & Tracking'][0].display_name).toBe(
      'Tracking Optical Markers Bool',
    );
    expect(body.categorized_parameters.Other[0].display_name).toBe('Zebra Custom Note');
    expect(body.source_references).toEqual({
      '1': { url: 'https://example.com/about', description: 'About page' },
      '3': { url: 'https://example.com/tech.pdf', description: 'Tech sheet' },
    });
  });

  it('lists earlier versions as history, newest first', async () => {
    await t.app.write(async (tx, write) => {
      await tx.execute(sql`UPDATE studio_parameters SET is_current = false
        WHERE studio_id = ${studioId} AND parameter_key = 'LED_PANEL_PIXEL_PITCH_MM'`);
      await tx.execute(sql`INSERT INTO studio_parameters (studio_id, parameter_key, parameter_value, version, is_current)
        VALUES (${studioId}, 'LED_PANEL_PIXEL_PITCH_MM', '1.9 [1]', 2, true)`);
      // As every write to a studio does: caches refresh the studios it names.
      await commitStudioChange(write, [studioId]);
    });
    const res = await t.app.inject({ url: `/api/studios/studios/${studioId}/parameters/categorized/` });
    const pitch = res
      .json()
      .categorized_parameters['LED Wall'].find(
        (p: { parameter_key: string }) => p.parameter_key === 'LED_PANEL_PIXEL_PITCH_MM',
      );
    expect(pitch).toMatchObject({ parameter_value: '1.9 [1]', version: 2, source_references: [1] });
    expect(pitch.history).toHaveLength(1);
    expect(pitch.history[0]).toMatchObject({ version: 1, parameter_value: '2.3 [3][1][3]' });
  });

  it('answers 404 {success: false, error} for unknown, hidden and malformed ids', async () => {
    for (const id of ['999999', String(draftId), 'abc', '0']) {
      const res = await t.app.inject({ url: `/api/studios/studios/${id}/parameters/categorized/` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: 'Parameters not found',
        code: 'not_found',
        detail: 'Parameters not found',
      });
    }
  });

  it('gives an empty result for a studio without parameters', async () => {
    const empty = await createStudio(t.app, {});
    const res = await t.app.inject({ url: `/api/studios/studios/${empty}/parameters/categorized/` });
    expect(res.json()).toMatchObject({
      success: true,
      parameters_count: 0,
      categories_count: 0,
      categorized_parameters: {},
    });
  });
});
