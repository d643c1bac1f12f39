/**
 * The image chain's choice filters (issue 38, product.md §10): processor and primaries ("any of"),
 * hdr and genlock (yes or no), each keeping the studios that do not state it only with with_unknown;
 * the list API and its export read the same query, and a bad value is 400 validation_failed naming
 * its parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ exportRatePerMinute: 10_000 });
  await createStudio(t.app, {
    name: 'Choice Brompton',
    parameters: {
      LED_PROCESSING_PROCESSOR: 'Brompton Tessera SX40 [1]',
      LED_PROCESSING_COLOUR_PRIMARIES: 'Rec.709, P3, Rec.2020',
      LED_PROCESSING_HDR_PQ_BOOL: 'Yes',
      LED_PROCESSING_GENLOCK_BOOL: 'Yes',
    },
  });
  await createStudio(t.app, {
    name: 'Choice Helios',
    parameters: {
      LED_PROCESSING_PROCESSOR: 'Megapixel HELIOS',
      LED_PROCESSING_COLOUR_PRIMARIES: 'Rec.709',
      LED_PROCESSING_HDR_PQ_BOOL: 'No',
      LED_PROCESSING_GENLOCK_BOOL: 'No',
    },
  });
  await createStudio(t.app, {
    name: 'Choice Custom',
    parameters: { LED_PROCESSING_PROCESSOR: 'In-house FPGA', LED_PROCESSING_HDR_PQ_BOOL: 'maybe' },
  });
  await createStudio(t.app, { name: 'Choice Silent' });
});

afterAll(async () => {
  await t.close();
});

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?q=choice&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { name: string }[]).map((s) => s.name).sort();
}

async function refused(query: string): Promise<Record<string, string[]>> {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/?${query}` });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('validation_failed');
  return res.json().fields as Record<string, string[]>;
}

describe('processor', () => {
  it('keeps any of the chosen processors; one not stated only with with_unknown', async () => {
    expect(await names('processor=brompton')).toEqual(['Choice Brompton']);
    expect(await names('processor=brompton,megapixel')).toEqual(['Choice Brompton', 'Choice Helios']);
    expect(await names('processor=other')).toEqual(['Choice Custom']);
    expect(await names('processor=megapixel&with_unknown=processor')).toEqual([
      'Choice Helios',
      'Choice Silent',
    ]);
  });
  it('refuses a processor it does not offer, naming the parameter', async () => {
    const fields = await refused('processor=barco');
    expect(Object.keys(fields)).toEqual(['processor']);
    expect(fields.processor![0]).toMatch(/brompton, megapixel, novastar, colorlight, other/);
  });
});

describe('primaries', () => {
  it('keeps any of the chosen primaries; one not stated only with with_unknown', async () => {
    expect(await names('primaries=rec2020')).toEqual(['Choice Brompton']);
    expect(await names('primaries=rec709')).toEqual(['Choice Brompton', 'Choice Helios']);
    expect(await names('primaries=rec2020&with_unknown=primaries')).toEqual([
      'Choice Brompton',
      'Choice Custom',
      'Choice Silent',
    ]);
  });
  it('refuses an unknown gamut', async () => {
    expect(Object.keys(await refused('primaries=srgb'))).toEqual(['primaries']);
  });
});

describe('hdr', () => {
  it('reads yes and no; a value it cannot read is unknown, never no', async () => {
    expect(await names('hdr=yes')).toEqual(['Choice Brompton']);
    expect(await names('hdr=no')).toEqual(['Choice Helios']);
    expect(await names('hdr=no&with_unknown=hdr')).toEqual([
      'Choice Custom',
      'Choice Helios',
      'Choice Silent',
    ]);
  });
  it('refuses anything but one of yes and no', async () => {
    expect(Object.keys(await refused('hdr=maybe'))).toEqual(['hdr']);
    expect(Object.keys(await refused('hdr=yes,no'))).toEqual(['hdr']);
  });
});

describe('genlock', () => {
  it('reads yes and no, keeping the unknown ones only when asked', async () => {
    expect(await names('genlock=yes')).toEqual(['Choice Brompton']);
    expect(await names('genlock=yes&with_unknown=genlock')).toEqual([
      'Choice Brompton',
      'Choice Custom',
      'Choice Silent',
    ]);
    expect(await names('genlock=no&hdr=yes')).toEqual([]);
  });
  it('refuses a bad value and an unknown with_unknown key', async () => {
    expect(Object.keys(await refused('genlock=1'))).toEqual(['genlock']);
    expect(Object.keys(await refused('with_unknown=gamut'))).toEqual(['with_unknown']);
  });
});

describe('the export', () => {
  it('selects the same studios as the list for the same query', async () => {
    const res = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?format=csv&lang=en&q=choice&processor=brompton,megapixel&hdr=yes&with_unknown=hdr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(['Choice Brompton']);
    const bad = await t.app.inject({
      url: '/api/studios/studios-enhanced/export/?format=csv&lang=en&genlock=perhaps',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { genlock: expect.any(Array) } });
  });
});
