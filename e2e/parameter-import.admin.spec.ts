/**
 * Parameter import in the browser (product.md §2 "Import dialog", §4, §5, §8, §9): the four steps
 * with a valid file, every invalid sample's message, the selection and the disabled Import button,
 * the conflict choice, the auto-close and the refreshed parameters, Back and Import Another File,
 * the failure messages, the import history with Undo and a refused undo, and axe in every step.
 * Every test creates its own studio, so tests running side by side never touch the same data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { keepOffTheNetwork } from './support/off-network';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, type Locator, type Page, type Route, test } from './support/test';

// The detail page holds many sections; on a busy machine the first render can take seconds.
// Generous waits only: nothing here measures speed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SAMPLES = path.resolve(process.cwd(), 'src/test/fixtures/import');
const sample = (name: string) => path.join(SAMPLES, name);

const INVALID_SAMPLES = [
  ['invalid-not-json.txt', 'Please select a JSON file'],
  ['invalid-broken.json', 'Invalid JSON file format'],
  ['invalid-array.json', 'Invalid JSON: Must be an object'],
  ['invalid-empty.json', 'JSON is empty'],
  ['invalid-blank-keys.json', 'No valid parameters found'],
] as const;

test.beforeEach(async ({ page }) => keepOffTheNetwork(page));

/** Signs in, creates a studio of this test's own through the API and opens its detail page. */
async function openOwnStudio(page: Page, testName: string): Promise<number> {
  await signInAsAdmin(page);
  const response = await page.request.post('/api/studios/studios/', {
    headers: await csrfHeaders(page.request),
    data: {
      name: `Import ${testName} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      city: 'Leipzig',
      country: 'Germany',
      status: 'published',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await page.goto(`/frontend/studios/${id}`);
  await pageSettled(page);
  return id;
}

/**
 * The detail page is ready: its sections show and the admin code loaded on demand has arrived
 * (until then the page shows without the editors, and a dialog opened meanwhile would be lost).
 */
async function pageSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Studio Parameters' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function reloadPage(page: Page) {
  await page.reload();
  await pageSettled(page);
}

/** An import through the API (to set the stage for the history and conflict tests). */
async function importThroughApi(page: Page, id: number, file: string, resolution = 'overwrite') {
  const { readFileSync } = await import('node:fs');
  const response = await page.request.post(`/api/studios/studios/${id}/import-parameters/`, {
    headers: await csrfHeaders(page.request),
    data: {
      json_data: readFileSync(sample(file), 'utf8'),
      file_name: file,
      preview_only: false,
      resolve_conflicts: resolution,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { import_id: number };
}

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Import Parameters' });
}

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import data' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(currentStep(dialog)).toHaveText('1. Upload');
  return dialog;
}

function currentStep(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Import steps' }).locator('[aria-current="step"]');
}

async function choose(dialog: Locator, file: string) {
  await dialog.getByLabel('JSON file').setInputFiles(sample(file));
}

function summaryValue(dialog: Locator, label: string): Locator {
  return dialog
    .getByRole('region', { name: 'Summary' })
    .locator('div')
    .filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

function previewRow(dialog: Locator, key: string): Locator {
  return dialog.getByRole('region', { name: 'Preview items' }).locator('tbody tr').filter({ hasText: key });
}

/**
 * The row of a parameter in the Studio Parameters section, by its display name: a stated value,
 * not the admin's list of parameters without a value (its own section inside).
 */
function parameterRow(page: Page, name: string): Locator {
  return page
    .locator(
      'section[aria-labelledby="parameters-heading"] dl:not(section[aria-labelledby="missing-parameters-heading"] dl) > div',
    )
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
}

/** Holds matching calls until release() (to see the spinners). */
async function holdCalls(page: Page, predicate: (body: Record<string, unknown>) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/import-parameters/', async (route: Route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    if (predicate(body)) await released;
    await route.continue();
  });
  return release;
}

/**
 * Pauses the page's running fake clock a little ahead of its present. pauseAt refuses a time already
 * past, and on a busy machine the clock can run past the target between reading it and pausing: then
 * the next moment is tried.
 */
async function pauseClockSoon(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

const importButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Import', exact: true });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('the four steps with a valid file; the dialog closes itself and the parameters show', async ({
  page,
}) => {
  // Fake timers that run on their own until paused: the auto-close is then watched step by step.
  await page.clock.install();
  const id = await openOwnStudio(page, 'steps');
  await expect(page.getByText('No Parameters Available')).toBeVisible();
  const releasePreview = await holdCalls(page, (body) => body.preview_only === true);

  const dialog = await openDialog(page);
  const fileInput = dialog.getByLabel('JSON file');
  await expect(fileInput).toHaveAttribute('type', 'file');
  await expect(fileInput).toHaveAttribute('accept', '.json,application/json');

  // Preview: a spinner while the server analyses, then the list.
  let previewBody: Record<string, unknown> | null = null;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/studios/studios/${id}/import-parameters/`)) {
      previewBody ??= request.postDataJSON();
    }
  });
  await choose(dialog, 'full-led-volume.json');
  await expect(currentStep(dialog)).toHaveText('2. Preview');
  await expect(dialog.getByRole('status').filter({ hasText: 'Analysing the file...' })).toBeVisible();
  releasePreview();
  await expect(summaryValue(dialog, 'Total')).toHaveText('37');
  expect(previewBody).toMatchObject({ file_name: 'full-led-volume.json', preview_only: true });
  expect((previewBody as unknown as { json_data: Record<string, unknown> }).json_data.LED_PANEL_MODEL).toBe(
    'Black Pearl BP2V2',
  );
  await expect(summaryValue(dialog, 'Create')).toHaveText('37');
  await expect(summaryValue(dialog, 'Update')).toHaveText('0');
  await expect(summaryValue(dialog, 'Skip')).toHaveText('0');
  await expect(summaryValue(dialog, 'Conflicts')).toHaveText('0');
  await expect(dialog.getByText('3 sources in this file', { exact: false })).toBeVisible();

  // Every item has a checkbox, all selected at first; the list is at most 24rem high and scrolls.
  const list = dialog.getByRole('region', { name: 'Preview items' });
  await expect(list.getByRole('checkbox')).toHaveCount(37);
  for (const box of await list.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(dialog.getByText('37 of 37 selected')).toBeVisible();
  await expect(list).toHaveAttribute('tabindex', '0');
  await expect(list).toHaveCSS('max-height', '384px');
  await expect(list).toHaveCSS('overflow-y', 'auto');
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const width = previewRow(dialog, 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M');
  await expect(width).toContainText('Primary Wall Width');
  await expect(width).toContainText('Create');
  await expect(width).toContainText('24.5 m [1][3]');
  // The conflict choice: overwrite by default.
  await expect(dialog.getByRole('radio', { name: 'Overwrite' })).toBeChecked();

  // Execute: a spinner, and Escape does not close the dialog meanwhile.
  const releaseExecute = await holdCalls(page, (body) => body.preview_only === false);
  await importButton(dialog).click();
  await expect(currentStep(dialog)).toHaveText('3. Import');
  await expect(dialog.getByRole('status').filter({ hasText: 'Importing...' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  // From here the page's timers wait for the test, so the auto-close cannot race the checks.
  await pauseClockSoon(page);
  releaseExecute();

  // Complete, then the dialog closes itself and the page shows the new parameters.
  await expect(currentStep(dialog)).toHaveText('4. Complete');
  await expect(dialog.getByRole('heading', { name: 'Import completed' })).toBeVisible();
  await expect(
    dialog.getByText('Import completed: 37 created, 0 updated, 0 skipped.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText('This dialog closes in 2 seconds.', { exact: true })).toBeVisible();
  // Announced too, with the result.
  await expect(dialog.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
    'Step 4 of 4: Complete. Import completed: 37 created, 0 updated, 0 skipped. This dialog closes in 2 seconds.',
  );
  // The pointer, left on the Import button, pauses the countdown: move it away.
  await page.mouse.move(1, 1);
  // IMPORT_AUTO_CLOSE_MS (product.md §9: 2000 ms) of the page's time: open just before, closed at it.
  await page.clock.runFor(1990);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(10);
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  await expect(page.getByRole('button', { name: 'Import data' })).toBeFocused();
  await expect(notifications(page)).toContainText('Import completed: 37 created, 0 updated, 0 skipped.');
  await expect(page.getByText(/^37 parameters in \d+ categories$/)).toBeVisible();
  await expect(parameterRow(page, 'Primary Wall Width').locator('dd')).toContainText('24.5 m');
  await expect(parameterRow(page, 'Panel Model').locator('dd')).toContainText('Black Pearl BP2V2');
  // The overview refreshed too (the studio's own fields follow the parameters).
  await expect(
    page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Studio Overview', exact: true }) })
      .getByText('Curved LED volume with a full ceiling, built for in-camera VFX and car work.'),
  ).toBeVisible();
  // 'Last saved' in the admin banner.
  await expect(page.getByRole('region', { name: 'Admin mode' }).locator('time')).toBeVisible();
  // And the import is in the history.
  await expect(page.getByRole('heading', { level: 3, name: /^full-led-volume\.json, / })).toBeVisible();
});

test('the drop zone takes a dropped file; Complete waits while the pointer or focus is in the dialog', async ({
  page,
}) => {
  await page.clock.install();
  await openOwnStudio(page, 'pause');
  const dialog = await openDialog(page);

  // A file dropped on the dashed zone is read like a chosen one.
  const text = readFileSync(sample('object-values.json'), 'utf8');
  const dataTransfer = await page.evaluateHandle((json) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([json], 'object-values.json', { type: 'application/json' }));
    return transfer;
  }, text);
  const zone = dialog.getByTestId('import-drop-zone');
  await expect(zone).toContainText('Or drop the file here.');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(currentStep(dialog)).toHaveText('2. Preview');
  await expect(summaryValue(dialog, 'Total')).toHaveText('3');

  await pauseClockSoon(page);
  await importButton(dialog).click();
  await expect(dialog.getByRole('heading', { name: 'Import completed' })).toBeVisible();
  // The pointer on the dialog: it waits, and says so.
  await dialog.getByRole('heading', { name: 'Import completed' }).hover();
  const waiting = dialog.getByText('Closing waits while the pointer or focus is in this dialog.');
  await expect(waiting).toBeVisible();
  await page.clock.runFor(5000);
  await expect(dialog).toBeVisible();

  // Pointer out: the countdown starts again.
  await page.mouse.move(1, 1);
  await expect(dialog.getByText('This dialog closes in 2 seconds.', { exact: true })).toBeVisible();
  await page.clock.runFor(1000);
  await expect(dialog).toBeVisible();

  // Focus on a button of the dialog: it waits again, so 'Import Another File' can be reached.
  await page.keyboard.press('Tab');
  const another = dialog.getByRole('button', { name: 'Import Another File' });
  await expect(another).toBeFocused();
  await expect(waiting).toBeVisible();
  await page.clock.runFor(5000);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(currentStep(dialog)).toHaveText('1. Upload');
  await page.clock.resume();
});

test("each invalid sample shows product.md §5's message, and nothing is sent", async ({ page }) => {
  const id = await openOwnStudio(page, 'invalid');
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/studios/${id}/import-parameters/`)) calls++;
  });
  const dialog = await openDialog(page);
  for (const [file, message] of INVALID_SAMPLES) {
    await choose(dialog, file);
    const alert = dialog.getByRole('alert');
    await expect(alert.locator('p').first()).toHaveText(message);
    await expect(alert).toContainText(`File: ${file}`);
    await expect(dialog.getByLabel('JSON file')).toHaveAttribute('aria-invalid', 'true');
    await expect(currentStep(dialog)).toHaveText('1. Upload');
  }
  expect(calls).toBe(0);
  // A good file afterwards clears the message and moves on.
  await choose(dialog, 'object-values.json');
  await expect(summaryValue(dialog, 'Total')).toHaveText('3');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // Escape closes the dialog outside the import.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("preview failures: the server's message, 'Failed to generate preview', 'Network error during preview'", async ({
  page,
}) => {
  await openOwnStudio(page, 'preview-failures');
  const dialog = await openDialog(page);
  const answers: ((route: Route) => Promise<void>)[] = [
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'The server refused this file',
          code: 'validation_failed',
          detail: 'x',
        }),
      }),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'server_error', detail: 'A server error occurred.' }),
      }),
    (route) => route.abort('failed'),
  ];
  let next = 0;
  await page.route('**/import-parameters/', (route) => answers[next++]!(route));
  for (const message of [
    'The server refused this file',
    'Failed to generate preview',
    'Network error during preview',
  ]) {
    await choose(dialog, 'partial-update.json');
    await expect(dialog.getByRole('alert').locator('p').first()).toHaveText(message);
    await expect(currentStep(dialog)).toHaveText('1. Upload');
  }
});

test('the selection: all at first, Select none disables Import, Select all, one by keyboard', async ({
  page,
}) => {
  await openOwnStudio(page, 'selection');
  const dialog = await openDialog(page);
  await choose(dialog, 'full-led-volume.json');
  const boxes = dialog.getByRole('region', { name: 'Preview items' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(37);
  await expect(importButton(dialog)).toBeEnabled();

  await dialog.getByRole('button', { name: 'Select none' }).click();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(dialog.getByText('0 of 37 selected')).toBeVisible();
  await expect(importButton(dialog)).toBeDisabled();
  await expect(dialog.getByText('Select at least one item to import.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Select all' }).click();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expect(importButton(dialog)).toBeEnabled();

  // One item off, by keyboard.
  const brightness = previewRow(dialog, 'LED_PANEL_BRIGHTNESS_NITS').getByRole('checkbox');
  await brightness.focus();
  await page.keyboard.press('Space');
  await expect(brightness).not.toBeChecked();
  await expect(dialog.getByText('36 of 37 selected')).toBeVisible();

  let executeBody: Record<string, unknown> | null = null;
  page.on('request', (request) => {
    const body = request.url().includes('/import-parameters/') ? request.postDataJSON() : null;
    if (body?.preview_only === false) executeBody = body;
  });
  await importButton(dialog).click();
  await expect(
    dialog.getByText('Import completed: 36 created, 0 updated, 1 skipped.', { exact: true }),
  ).toBeVisible();
  const sent = executeBody as unknown as { selected_items: string[]; resolve_conflicts: string };
  expect(sent.selected_items).toHaveLength(36);
  expect(sent.selected_items).not.toContain('LED_PANEL_BRIGHTNESS_NITS');
  expect(sent.resolve_conflicts).toBe('overwrite');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^36 parameters in \d+ categories$/)).toBeVisible();
  await expect(parameterRow(page, 'Brightness')).toHaveCount(0);
  // The admin is offered it among the parameters without a value.
  await expect(
    page.locator('section[aria-labelledby="missing-parameters-heading"] dt', { hasText: /^Brightness$/ }),
  ).toHaveCount(1);
});

test("the conflict choice 'version' after full-led-volume: the parameter shows version 2", async ({
  page,
}) => {
  const id = await openOwnStudio(page, 'version');
  await importThroughApi(page, id, 'full-led-volume.json');
  await reloadPage(page);
  // No earlier versions yet: no version shown.
  await expect(parameterRow(page, 'Primary Wall Width').locator('dd > div > span').first()).toHaveText(
    '24.5 m',
  );
  await expect(parameterRow(page, 'Primary Wall Width').getByText(/Version/)).toHaveCount(0);

  const dialog = await openDialog(page);
  await choose(dialog, 'partial-update.json');
  await expect(summaryValue(dialog, 'Total')).toHaveText('4');
  await expect(summaryValue(dialog, 'Create')).toHaveText('1');
  await expect(summaryValue(dialog, 'Update')).toHaveText('2');
  await expect(summaryValue(dialog, 'Skip')).toHaveText('1');
  await expect(summaryValue(dialog, 'Conflicts')).toHaveText('2');
  // The conflict marker, and the current value beside the incoming one.
  const width = previewRow(dialog, 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M');
  await expect(width.getByText('Conflict')).toBeVisible();
  await expect(width.locator('td').nth(2)).toHaveText('24.5 m [1][3]');
  await expect(width.locator('td').nth(3)).toHaveText('26 [4]');
  await expect(previewRow(dialog, 'LED_PANEL_PIXEL_PITCH_MM').getByText('Conflict')).toHaveCount(0);
  await expect(previewRow(dialog, 'LED_PANEL_PIXEL_PITCH_MM')).toContainText('Skip');
  await expect(previewRow(dialog, 'TRACKING_OPTICAL_MARKERS_BOOL')).toContainText('Create');

  // An accessible radio group: overwrite (default), skip, version.
  const group = dialog.getByRole('group', { name: /^Conflicts/ });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio', { name: 'Overwrite' })).toBeChecked();
  await group.getByRole('radio', { name: 'Overwrite' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Skip' })).toBeChecked();
  await group.getByRole('radio', { name: 'Version' }).check();
  await importButton(dialog).click();
  await expect(
    dialog.getByText('Import completed: 1 created, 2 updated, 1 skipped.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = parameterRow(page, 'Primary Wall Width');
  await expect(row.locator('dd > div > span').first()).toHaveText('26 m');
  await expect(row.locator('summary')).toHaveText('Version 2 · history (1 earlier version)');
});

test('a file of 5,000 parameters: the list renders in chunks as it scrolls, and imports whole', async ({
  page,
}) => {
  await openOwnStudio(page, 'large');
  const dialog = await openDialog(page);
  const file = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`BULK_KEY_${i}`, `value ${i}`]));
  await dialog.getByLabel('JSON file').setInputFiles({
    name: 'bulk.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(summaryValue(dialog, 'Total')).toHaveText('5000');
  await expect(dialog.getByText('5,000 of 5,000 selected')).toBeVisible();
  const list = dialog.getByRole('region', { name: 'Preview items' });
  const boxes = list.getByRole('checkbox');
  await expect(boxes).toHaveCount(100);
  await expect(list.getByText('Showing 100 of 5,000 items; scroll the list for more.')).toBeVisible();

  // Scrolling to the end by keyboard brings the next rows.
  await list.focus();
  await page.keyboard.press('End');
  await expect.poll(() => boxes.count()).toBeGreaterThan(100);
  await expect(previewRow(dialog, 'BULK_KEY_150')).toContainText('value 150');

  // The selection stays quick and right on the whole list.
  await dialog.getByRole('button', { name: 'Select none' }).click();
  await expect(dialog.getByText('0 of 5,000 selected')).toBeVisible();
  await expect(importButton(dialog)).toBeDisabled();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await expect(dialog.getByText('5,000 of 5,000 selected')).toBeVisible();
  await importButton(dialog).click();
  await expect(
    dialog.getByText('Import completed: 5000 created, 0 updated, 0 skipped.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^5000 parameters in \d+ categor/)).toBeVisible();
});

test("'Back' returns to upload; 'Import failed' with the error details; 'Import Another File' resets", async ({
  page,
}) => {
  await openOwnStudio(page, 'back-another');
  const dialog = await openDialog(page);
  await choose(dialog, 'partial-update.json');
  await expect(summaryValue(dialog, 'Total')).toHaveText('4');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(currentStep(dialog)).toHaveText('1. Upload');
  await expect(dialog.getByLabel('JSON file')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Choose a file' })).toBeFocused();

  // A file with a bad key: the good items land, the server answers success: false.
  await dialog.getByLabel('JSON file').setInputFiles({
    name: 'with-errors.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ GENERAL_STAGE_COUNT: '3', 'bad key': 'x' })),
  });
  await expect(summaryValue(dialog, 'Errors')).toHaveText('1');
  const bad = previewRow(dialog, 'bad key');
  await expect(bad.getByRole('checkbox')).toBeDisabled();
  await expect(bad).toContainText('Invalid parameter key');
  await importButton(dialog).click();
  await expect(dialog.getByRole('heading', { name: 'Import failed' })).toBeVisible();
  await expect(
    dialog.getByText('Import completed with errors: 1 created, 0 updated, 0 skipped, 1 error.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Error details' })).toContainText(
    'bad key: Invalid parameter key: use 1 to 100 letters, digits and underscores.',
  );
  // A failure stays open until the admin moves on.
  await dialog.getByRole('button', { name: 'Import Another File' }).click();
  await expect(currentStep(dialog)).toHaveText('1. Upload');
  await expect(dialog.getByLabel('JSON file')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The page refreshed after that import too.
  await expect(parameterRow(page, 'Number of Stages')).toContainText('3');
});

test("'Import execution failed' when the execute call fails", async ({ page }) => {
  await openOwnStudio(page, 'execute-failure');
  const dialog = await openDialog(page);
  await choose(dialog, 'partial-update.json');
  await expect(summaryValue(dialog, 'Total')).toHaveText('4');
  await page.route('**/import-parameters/', (route) => route.abort('failed'));
  await importButton(dialog).click();
  await expect(dialog.getByRole('heading', { name: 'Import execution failed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No Parameters Available')).toBeVisible();
});

test('the import history: Undo after confirming, disabled with its reason when it cannot', async ({
  page,
}) => {
  const id = await openOwnStudio(page, 'history');
  await importThroughApi(page, id, 'full-led-volume.json');
  await importThroughApi(page, id, 'partial-update.json', 'version');
  await reloadPage(page);

  const history = page.locator('section[aria-labelledby="import-history-heading"]');
  await expect(history.getByRole('heading', { level: 2, name: 'Import History' })).toBeVisible();
  const entries = history.locator('ol > li');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole('heading', { level: 3 })).toHaveText(/^partial-update\.json, /);
  await expect(entries.nth(0)).toContainText('by e2e-admin@example.com');
  await expect(entries.nth(0)).toContainText('Conflicts: Version');
  await expect(entries.nth(0)).toContainText('1 created, 2 updated, 1 skipped, 0 errors');
  await expect(entries.nth(1).getByRole('heading', { level: 3 })).toHaveText(/^full-led-volume\.json, /);

  // The older import: later changes touched its parameters.
  const olderUndo = entries.nth(1).getByRole('button', { name: /^Undo import of full-led-volume\.json/ });
  await expect(olderUndo).toBeDisabled();
  await expect(entries.nth(1)).toContainText(
    /Cannot be undone: later changes touched .*LED_PANEL_BRIGHTNESS_NITS/,
  );

  // The newer one: Undo asks first; Cancel leaves it alone.
  const undo = entries.nth(0).getByRole('button', { name: /^Undo import of partial-update\.json/ });
  await expect(undo).toBeEnabled();
  await undo.click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(undo).toBeFocused();
  await expect(parameterRow(page, 'Primary Wall Width').getByText('Version 2')).toBeVisible();

  await undo.click();
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(notifications(page)).toContainText('Import undone: 3 parameters restored.');
  const width = parameterRow(page, 'Primary Wall Width');
  await expect(width.locator('dd > div > span').first()).toHaveText('24.5 m');
  // Back to the one version: its history is gone, and so is the version.
  await expect(width.getByText(/Version/)).toHaveCount(0);
  await expect(page.getByText(/^37 parameters in/)).toBeVisible();
  await expect(entries.nth(0)).toContainText(/Undone .* by e2e-admin@example\.com/);
  await expect(undo).toBeDisabled();
  await expect(entries.nth(0)).toContainText('This import was already undone.');
  // The first import stays blocked: the later changes (and their undo) touched its parameters.
  await expect(olderUndo).toBeDisabled();
});

test("a refused undo shows the server's message and the history catches up", async ({ page }) => {
  const id = await openOwnStudio(page, 'refused');
  await importThroughApi(page, id, 'full-led-volume.json');
  await reloadPage(page);
  const history = page.locator('section[aria-labelledby="import-history-heading"]');
  const undo = history.getByRole('button', { name: /^Undo import of full-led-volume\.json/ });
  await expect(undo).toBeEnabled();

  // Someone imports over the same parameters while this page is open.
  await importThroughApi(page, id, 'partial-update.json', 'overwrite');
  await undo.click();
  await page
    .getByRole('alertdialog', { name: 'Undo this import?' })
    .getByRole('button', { name: 'Undo import' })
    .click();
  await expect(notifications(page).getByRole('alert')).toHaveText(
    /^This import cannot be undone: later changes touched .*LED_PANEL_BRIGHTNESS_NITS.*\. Change those values directly instead\./,
  );
  await expect(history.locator('ol > li')).toHaveCount(2);
  await expect(undo).toBeDisabled();
  // Nothing was undone; the page shows the later import's values.
  await expect(parameterRow(page, 'Brightness').locator('dd')).toContainText('1,800 nits');
});

test('in Russian: the button, the dialog, the messages and the history', async ({ page }) => {
  const id = await openOwnStudio(page, 'russian');
  await importThroughApi(page, id, 'object-values.json');
  await page.goto(`/frontend/studios/${id}?lang=ru`);
  await expect(page.getByRole('heading', { level: 2, name: 'История импорта' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Импорт данных' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт параметров' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Шаги импорта' }).locator('[aria-current="step"]'),
  ).toHaveText('1. Загрузка');
  await dialog.getByLabel('Файл JSON').setInputFiles(sample('invalid-empty.json'));
  await expect(dialog.getByRole('alert').locator('p').first()).toHaveText('JSON пуст');
  await dialog.getByLabel('Файл JSON').setInputFiles(sample('partial-update.json'));
  await expect(dialog.getByRole('button', { name: 'Снять выбор' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Перезаписать' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Импортировать', exact: true })).toBeEnabled();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations with the dialog open in each step (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const id = await openOwnStudio(page, `axe-${colorScheme}`);
    await importThroughApi(page, id, 'full-led-volume.json');
    await reloadPage(page);
    await expect(page.getByText(/^37 parameters in/)).toBeVisible();

    const dialog = await openDialog(page);
    await expectNoAxeViolations(page);
    await choose(dialog, 'invalid-array.json');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    const releasePreview = await holdCalls(page, (body) => body.preview_only === true);
    await dialog.getByLabel('JSON file').setInputFiles({
      name: 'mixed.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          LED_PANEL_BRIGHTNESS_NITS: '1900 [5]',
          LED_PANEL_MODEL: 'Black Pearl BP2V2',
          TRACKING_OPTICAL_MARKERS_BOOL: 'yes',
          'bad key': 'x',
          source_references: { '5': { url: 'https://example.com/5', description: 'Spec sheet' }, x: {} },
        }),
      ),
    });
    await expect(dialog.getByRole('status').filter({ hasText: 'Analysing the file...' })).toBeVisible();
    await expectNoAxeViolations(page);
    releasePreview();
    await expect(summaryValue(dialog, 'Conflicts')).toHaveText('1');
    await expectNoAxeViolations(page);

    const releaseExecute = await holdCalls(page, (body) => body.preview_only === false);
    await importButton(dialog).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Importing...' })).toBeVisible();
    await expectNoAxeViolations(page);
    releaseExecute();
    // The bad key makes this a failure, which stays open for the check.
    await expect(dialog.getByRole('heading', { name: 'Import failed' })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    // The page with its history panel.
    await expect(page.locator('section[aria-labelledby="import-history-heading"] ol > li')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
