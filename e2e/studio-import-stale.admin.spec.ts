/**
 * Issue 34 P2.6 in the browser: a spreadsheet exported before an approved correction. The preview
 * marks the corrected cell "changed since your export" and keeps the newer value by default; the
 * admin's own edit in the file still lands, and the dialog shows its Complete step with the counts.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expectNoAxeViolations } from './support/axe';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('an old export keeps the corrected value, marked, and the dialog ends on its counts', async ({
  page,
}) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Stale Sheet Hall ${run}`;
  await signInAsAdmin(page);
  const created = await page.request.post('/api/studios/studios/', {
    headers: await csrfHeaders(page.request),
    data: { name, city: 'Leipzig', country: 'Germany', status: 'published' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const params = await page.request.post(`/api/studios/studios/${id}/import-parameters/`, {
    headers: await csrfHeaders(page.request),
    data: {
      json_data: { STAGE_CEILING_HEIGHT_M: '8', LED_PANEL_MANUFACTURER: 'ROE' },
      file_name: 'params.json',
      preview_only: false,
      resolve_conflicts: 'overwrite',
    },
  });
  expect(params.status()).toBe(200);

  // The admin exports the studio, then a correction of its ceiling height is approved.
  const exported = await page.request.get(
    `/api/studios/studios-enhanced/export/?format=csv&lang=en&q=${encodeURIComponent(run)}`,
  );
  const table = parse(await exported.text(), { bom: true }) as string[][];
  const suggested = await page.request.post(`/api/studios/studios-enhanced/${id}/corrections/`, {
    headers: await csrfHeaders(page.request),
    data: { field: 'STAGE_CEILING_HEIGHT_M', proposed_value: '11', source_url: 'https://example.com/spec' },
  });
  expect(suggested.status()).toBe(201);
  const approved = await page.request.post(
    `/api/studios/studios-enhanced/${id}/corrections/${((await suggested.json()) as { id: number }).id}/approve/`,
    { headers: await csrfHeaders(page.request) },
  );
  expect(approved.status()).toBe(200);

  // Meanwhile the admin changed the manufacturer in the old file.
  const header = table[0]!;
  const row = table.find((cells) => cells[header.indexOf('Name')] === name)!;
  row[header.indexOf('Panel Manufacturer')] = 'Absen';
  const file = {
    name: 'old-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify([header, row])),
  };

  await page.goto('/frontend/studios');
  await expect(page.getByTestId('studio-count')).toBeVisible();
  await page.getByRole('button', { name: 'Import studios' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('CSV or XLSX file').setInputFiles(file);
  await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeFocused();
  await dialog.getByRole('button', { name: /changes?.* \(row 2\)$/ }).click();
  const ceiling = dialog.getByRole('row', { name: /Ceiling Height/ });
  await expect(ceiling).toContainText('changed since your export');
  await expect(ceiling.getByRole('combobox')).toHaveValue('skip');
  await expect(dialog.getByRole('combobox', { name: /Panel Manufacturer, row 2/ })).toHaveValue('overwrite');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Import completed' })).toBeFocused();
  await expect(dialog.getByText('0 created, 1 updated, 0 skipped.', { exact: true })).toBeVisible();
  // The Complete step stays until the admin closes it: it does not count down to closing by itself.
  await expect(dialog.getByText('This window closes in 2 seconds.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const detail = await page.request.get(`/api/studios/studios-enhanced/${id}/`);
  const attributes = ((await detail.json()) as { detailed_attributes: Record<string, string> })
    .detailed_attributes;
  expect(attributes.STAGE_CEILING_HEIGHT_M?.replace(/\s*\[\d+\]/g, '')).toBe('11');
  expect(attributes.LED_PANEL_MANUFACTURER).toBe('Absen');
});
