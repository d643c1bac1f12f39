/**
 * Admin editing in the browser (product.md §2 admin parts, §4, §5, §8): inline name/city/country
 * edits, status, archive, every detail-page editor, the change history, lost-update protection
 * (412) and the visitor's view without any of it. Each test creates its own studios through the
 * API (with the page's session), so tests running side by side never touch each other's data.
 * Only successful sign-ins: the server's rate limits count failed ones.
 */

import type { Studio } from '../src/domain/schemas/studio-schemas';
import { expectNoAxeViolations } from './support/axe';
import { keepOffTheNetwork } from './support/off-network';
import { pngBuffer } from './support/png';
import { adminBanner, csrfHeaders, signInAsAdmin } from './support/sign-in';
import { type Browser, expect as baseExpect, type Locator, type Page, test } from './support/test';

// The detail page holds many sections; on a busy machine the first render can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CHECK_AUTH = 'Please check your admin authentication and try again.';
const STALE =
  'Someone else changed this studio since you loaded it. Reload to see their changes, then try again.';

test.beforeEach(async ({ page }) => keepOffTheNetwork(page));

// ---- API helpers (with the signed-in page's cookies) ----

let counter = 0;
/** A unique studio name for this test run. */
function uniqueName(label: string): string {
  counter += 1;
  return `E2E ${label} ${Date.now().toString(36)}${counter}`;
}

/** Creates a studio through the API (as the signed-in admin) and publishes it. */
async function createStudio(
  page: Page,
  fields: { name: string; city?: string; country?: string },
  status: 'published' | 'draft' = 'published',
): Promise<Studio> {
  const headers = await csrfHeaders(page.request);
  const created = await page.request.post('/api/studios/studios/', {
    headers,
    data: { name: fields.name, city: fields.city ?? 'Leipzig', country: fields.country ?? 'Germany' },
  });
  expect(created.status()).toBe(201);
  const studio = (await created.json()) as Studio;
  if (status === 'published') {
    const published = await page.request.patch(`/api/studios/studios-enhanced/${studio.id}/update_status/`, {
      headers,
      data: { status: 'published' },
    });
    expect(published.ok()).toBe(true);
    return (await published.json()) as Studio;
  }
  return studio;
}

/** Changes a studio behind the page's back (another admin, as far as the page knows). */
async function patchStudio(page: Page, id: number, body: Record<string, unknown>): Promise<Studio> {
  const response = await page.request.patch(`/api/studios/studios-enhanced/${id}/`, {
    headers: await csrfHeaders(page.request),
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Studio;
}

async function readStudio(page: Page, id: number): Promise<Studio> {
  const response = await page.request.get(`/api/studios/studios-enhanced/${id}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Studio;
}

// ---- page helpers ----

/** Opens the studio's page in admin mode (the page is signed in already). */
async function openAsAdmin(page: Page, id: number): Promise<void> {
  await page.goto(`/frontend/studios/${id}`);
  await expect(adminBanner(page)).toContainText('Admin Mode Active');
  await expect(header(page).getByRole('combobox', { name: 'Status' })).toBeVisible();
}

function header(page: Page): Locator {
  return page.getByRole('main').locator('header').first();
}

function section(page: Page, heading: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

/** Picks an option of an admin listbox with the pointer (it saves on the choice). */
async function choose(combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(combobox.page().getByRole('listbox')).toHaveCount(0);
}

/** The options of an admin listbox, read with the list open; Escape closes it unchanged. */
async function expectOptions(combobox: Locator, options: string[]): Promise<void> {
  await combobox.click();
  await expect(combobox.page().getByRole('listbox').getByRole('option')).toHaveText(options);
  await combobox.page().keyboard.press('Escape');
  await expect(combobox.page().getByRole('listbox')).toHaveCount(0);
}

/** The notifications region; `message` must be one of its entries. */
function notification(page: Page, message: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(message);
}

// ---- detail page ----

test('inline name, city and country on the detail page: Enter saves, Escape reverts, blur saves', async ({
  page,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('Inline');
  const studio = await createStudio(page, { name, city: 'Leipzig', country: 'Germany' });
  await openAsAdmin(page, studio.id);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(name);
  await expect(adminBanner(page).locator('time')).toHaveCount(0);

  // Enter saves.
  await heading.getByRole('button', { name: /Edit name/ }).click();
  const input = page.getByRole('textbox', { name: 'Studio name' });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(name);
  await input.fill(`${name} Renamed`);
  await input.press('Enter');
  await expect(notification(page, 'Studio name updated successfully!')).toBeVisible();
  await expect(heading.getByRole('button', { name: /Edit name/ })).toContainText(`${name} Renamed`);
  await expect(heading.getByRole('button', { name: /Edit name/ })).toBeFocused();
  expect((await readStudio(page, studio.id)).name).toBe(`${name} Renamed`);
  // 'Last saved' in the admin banner shows the time of the write.
  await expect(adminBanner(page).locator('time')).toBeVisible();

  // Escape reverts, nothing is sent.
  await heading.getByRole('button', { name: /Edit name/ }).click();
  await page.getByRole('textbox', { name: 'Studio name' }).fill('Should not be saved');
  await page.getByRole('textbox', { name: 'Studio name' }).press('Escape');
  await expect(page.getByRole('textbox', { name: 'Studio name' })).toHaveCount(0);
  await expect(heading).toContainText(`${name} Renamed`);
  expect((await readStudio(page, studio.id)).name).toBe(`${name} Renamed`);

  // An empty name is not saved, and the field says why; Escape brings the old one back.
  await heading.getByRole('button', { name: /Edit name/ }).click();
  const blank = page.getByRole('textbox', { name: 'Studio name' });
  await blank.fill('   ');
  await blank.press('Enter');
  await expect(blank).toHaveAttribute('aria-invalid', 'true');
  await expect(blank).toHaveAccessibleDescription(/A name cannot be empty/);
  await blank.press('Escape');
  await expect(heading).toContainText(`${name} Renamed`);
  expect((await readStudio(page, studio.id)).name).toBe(`${name} Renamed`);

  // The city is saved when the field is left (blur).
  await header(page)
    .getByRole('button', { name: /Edit city/ })
    .click();
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Dresden');
  await page.getByRole('textbox', { name: 'City', exact: true }).blur();
  await expect(notification(page, 'Studio city updated successfully!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Edit city/ })).toContainText('Dresden');
  expect((await readStudio(page, studio.id)).city).toBe('Dresden');

  // Country, by Enter.
  await header(page)
    .getByRole('button', { name: /Edit country/ })
    .click();
  await page.getByRole('textbox', { name: 'Country', exact: true }).fill('Saxony');
  await page.getByRole('textbox', { name: 'Country', exact: true }).press('Enter');
  await expect(notification(page, 'Studio country updated successfully!')).toBeVisible();
  expect((await readStudio(page, studio.id)).country).toBe('Saxony');
});

test('a blanked name says why in Russian too, on a phone, and nothing is saved', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('Blank');
  const studio = await createStudio(page, { name });
  const before = await historyLength(page, studio.id);
  await page.goto(`/frontend/studios/${studio.id}?lang=ru`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.getByRole('button', { name: /Изменить название/ }).click();
  const input = page.getByRole('textbox', { name: 'Название студии' });
  await input.fill('');
  await input.blur();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/Название не может быть пустым/);
  expect((await readStudio(page, studio.id)).name).toBe(name);
  expect(await historyLength(page, studio.id)).toBe(before);
  // Typing clears the error.
  await input.fill('x');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

test('every kind of admin drop-down opens without a CSP violation (a refused inline style, an eval probe) or any console error', async ({
  page,
}) => {
  // The list's <style> element (Radix Select's viewport) must carry the page's nonce: without it
  // Chromium refuses it and reports the violation on the console and as an event.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    // Every violation: a refused style, and Zod's probe of `new Function` (zod-without-eval.ts).
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI})`);
    });
  });
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const studio = await createStudio(page, { name: uniqueName('Dropdowns') });
  await openAsAdmin(page, studio.id);
  const open = async (combobox: Locator) => {
    await combobox.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(problems).toEqual([]);
  };
  await open(header(page).getByRole('combobox', { name: 'Status' }));
  // The viewport's <style> carries the page's nonce (Chromium hides the attribute's value from
  // getAttribute once the element is in the page: the property keeps it).
  const combobox = header(page).getByRole('combobox', { name: 'Status' });
  await combobox.click();
  const nonce = await page
    .locator('[data-radix-popper-content-wrapper] style')
    .evaluate((style) => (style as HTMLStyleElement).nonce);
  expect(nonce).not.toBe('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await open(section(page, '3DGS/4DGS Capabilities').getByRole('combobox').first());
  await open(page.getByRole('combobox', { name: 'Scanning Team: team type' }));
  await page.goto(`/frontend/studios?q=${tokenOf(studio.name)}`);
  await open(card(page, studio.id).getByRole('combobox', { name: `Status of ${studio.name}` }));
  expect(problems).toEqual([]);
});

test('status and capability dropdowns, team types', async ({ page }) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const studio = await createStudio(page, { name: uniqueName('Status') });
  await openAsAdmin(page, studio.id);

  const status = header(page).getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Published');
  await choose(status, 'Pending Review');
  await expect(notification(page, 'Studio status updated to: Pending Review')).toBeVisible();
  expect((await readStudio(page, studio.id)).status).toBe('pending_review');
  await choose(status, 'Published');
  await expect(notification(page, 'Studio status updated to: Published')).toBeVisible();

  const capabilities = section(page, '3DGS/4DGS Capabilities');
  const location = capabilities.getByRole('combobox').first();
  await expect(location).toHaveText('Unknown');
  await expectOptions(location, ['Available', 'Limited', 'Not Available', 'Unknown']);
  await choose(location, 'Available');
  await expect(
    notification(page, 'Studio 3DGS location scanning status updated successfully!'),
  ).toBeVisible();
  const saved = await readStudio(page, studio.id);
  expect(saved.detailed_attributes['3DGS_LOCATION_SCANNING_STATUS']).toBe('Available');

  const scanningTeam = page.getByRole('combobox', { name: 'Scanning Team: team type' });
  await expect(scanningTeam).toHaveText('In-Hours+Outsource');
  await expectOptions(scanningTeam, ['In-Hours+Outsource', 'In-House', 'Outsource', 'Not Available']);
  await choose(scanningTeam, 'Outsource');
  await expect(notification(page, 'Studio scanning team type updated successfully!')).toBeVisible();
  await choose(
    page.getByRole('combobox', { name: 'Virtual Environment Creation Team: team type' }),
    'In-House',
  );
  await expect(notification(page, 'Studio environment team type updated successfully!')).toBeVisible();
  const teams = (await readStudio(page, studio.id)).detailed_attributes;
  expect(teams.scanning_team_type).toBe('Outsource');
  expect(teams.environment_team_type).toBe('In-House');

  // A capability that cannot be saved: an inline error and a notification (product.md §8).
  await page.route('**/api/studios/studios-enhanced/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Database down"}' })
      : route.fallback(),
  );
  const fourD = capabilities.getByRole('combobox').nth(1);
  await choose(fourD, 'Limited');
  await expect(notification(page, `Error saving data: Failed to save data: 500 ${CHECK_AUTH}`)).toBeVisible();
  await expect(capabilities.getByText('Database down')).toBeVisible();
  await expect(fourD).toHaveText('Unknown');
});

async function historyLength(page: Page, id: number): Promise<number> {
  const response = await page.request.get(`/api/studios/studios-enhanced/${id}/history/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { history: unknown[] }).history.length;
}

/**
 * Issue 12: a status is saved only on an explicit choice, and Archived asks first, on the detail
 * page and on a directory card, on a desktop and on a phone.
 */
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`status controls: arrow keys and letters save nothing, Archived asks first (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/frontend/');
    await signInAsAdmin(page);
    const name = uniqueName('Arrows');
    const studio = await createStudio(page, { name });
    await openAsAdmin(page, studio.id);
    const before = await historyLength(page, studio.id);

    // Arrow keys and a letter open the list and move through it; Escape leaves it as it was.
    const status = header(page).getByRole('combobox', { name: 'Status' });
    await status.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'Escape', 'ArrowUp', 'Escape', 'd', 'Escape']) {
      await page.keyboard.press(key);
    }
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(status).toHaveText('Published');
    await expect(status).toBeFocused();
    expect((await readStudio(page, studio.id)).status).toBe('published');
    expect(await historyLength(page, studio.id)).toBe(before);

    // Enter on a highlighted option is a choice: Archived (after Published) asks first.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Published' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Enter only once the highlight is on Archived (a key sent sooner can land before the move).
    await expect(page.getByRole('option', { name: 'Archived' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Archive this studio?' });
    await expect(confirm).toContainText('soft delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(status).toHaveText('Published');
    await expect(status).toBeFocused();
    expect((await readStudio(page, studio.id)).status).toBe('published');
    expect(await historyLength(page, studio.id)).toBe(before);

    // Confirmed, it archives like the Archive button.
    await choose(status, 'Archived');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(notification(page, new RegExp(`Studio "${name}" was archived`))).toBeVisible();
    await expect(status).toHaveText('Archived');
    expect((await readStudio(page, studio.id)).status).toBe('archived');

    // A directory card's status control: the same.
    const other = await createStudio(page, { name: uniqueName('CardArrows') });
    const otherBefore = await historyLength(page, other.id);
    await page.goto(`/frontend/studios?q=${tokenOf(other.name)}`);
    const cardStatus = card(page, other.id).getByRole('combobox', { name: `Status of ${other.name}` });
    await cardStatus.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'Escape', 'p', 'Escape']) await page.keyboard.press(key);
    await expect(cardStatus).toHaveText('Published');
    expect(await historyLength(page, other.id)).toBe(otherBefore);
    expect((await readStudio(page, other.id)).status).toBe('published');
    await choose(cardStatus, 'Archived');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(cardStatus).toHaveText('Published');
    expect((await readStudio(page, other.id)).status).toBe('published');
  });
}

test('showreel and tour: add, edit, the embed follows; invalid URLs are refused', async ({ page }) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const studio = await createStudio(page, { name: uniqueName('Media') });
  await openAsAdmin(page, studio.id);

  const showreel = section(page, 'Showreel');
  await expect(showreel.getByText('No showreel yet.')).toBeVisible();
  await showreel.getByRole('button', { name: 'Add Showreel URL' }).click();
  const url = showreel.getByRole('textbox', { name: 'Showreel URL' });
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('type', 'url');
  await url.fill('javascript:alert(1)');
  await expect(showreel.getByText('Enter a valid URL starting with http:// or https://.')).toBeVisible();
  await expect(showreel.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Cancel leaves the section as it was.
  await showreel.getByRole('button', { name: 'Cancel' }).click();
  await expect(showreel.getByText('No showreel yet.')).toBeVisible();
  await expect(showreel.getByRole('button', { name: 'Add Showreel URL' })).toBeFocused();

  // The field takes the focus each time the editor opens, not only the first time on the page.
  await showreel.getByRole('button', { name: 'Add Showreel URL' }).click();
  await expect(url).toBeFocused();
  await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await showreel.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Studio showreel URL updated successfully!')).toBeVisible();
  const frame = showreel.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

  // Edit URL: a new video replaces the embed.
  await showreel.getByRole('button', { name: 'Edit URL' }).click();
  await expect(url).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await url.fill('https://youtu.be/9bZkp7q19f0');
  await url.press('Enter');
  await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/9bZkp7q19f0/);
  expect((await readStudio(page, studio.id)).showreel_video_url).toBe('https://youtu.be/9bZkp7q19f0');

  const tour = section(page, 'Interactive 3DGS Tour');
  await expect(tour.getByText('Interactive Tour and 3D model for measurement Not Available')).toBeVisible();
  await tour.getByRole('button', { name: 'Add Tour URL' }).click();
  const tourUrl = tour.getByRole('textbox', { name: 'Tour URL' });
  await expect(tourUrl).toHaveAttribute('type', 'url');
  await tourUrl.fill('https://tours.example.com/stage-1');
  await tour.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Studio tour URL updated successfully!')).toBeVisible();
  await expect(tour.locator('iframe')).toHaveAttribute('src', 'https://tours.example.com/stage-1');
  await expect(tour.getByRole('button', { name: 'Edit URL' })).toBeVisible();

  // Emptying the field and saving removes the tour.
  await tour.getByRole('button', { name: 'Edit URL' }).click();
  await tourUrl.fill('');
  await tour.getByRole('button', { name: 'Save' }).click();
  await expect(tour.getByText('Interactive Tour and 3D model for measurement Not Available')).toBeVisible();
  expect((await readStudio(page, studio.id)).interactive_tour_url).toBeNull();
});

test('tools, credits and partners: add, edit and delete through the name+URL dialog', async ({ page }) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const studio = await createStudio(page, { name: uniqueName('Lists') });
  await openAsAdmin(page, studio.id);

  // A tool.
  const pipeline = section(page, '3DGS/4DGS Production Pipeline Usage');
  await pipeline.getByRole('button', { name: 'Add tool (Virtual Production Tools)' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Tool' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Disguise');
  await expect(add).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute('type', 'url');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('disguise.one');
  await expect(add).toBeDisabled();
  await expect(dialog.getByText('Enter a valid URL starting with http:// or https://.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://www.disguise.one');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(notification(page, 'Studio Virtual Production tools updated successfully!')).toBeVisible();
  await expect(pipeline.getByRole('link', { name: /^Disguise/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.disguise\.one\/?$/,
  );

  await pipeline.getByRole('button', { name: 'Edit Disguise' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Tool' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Disguise');
  // Edits are checked like additions.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('  ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Disguise Designer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(pipeline.getByRole('link', { name: /^Disguise Designer/ })).toBeVisible();

  await pipeline.getByRole('button', { name: 'Delete Disguise Designer' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this tool?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(pipeline.getByRole('link', { name: /^Disguise Designer/ })).toBeVisible();
  await pipeline.getByRole('button', { name: 'Delete Disguise Designer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(pipeline.getByRole('link', { name: /^Disguise Designer/ })).toHaveCount(0);
  expect((await readStudio(page, studio.id)).detailed_attributes.production_pipeline_virtual_tools).toEqual(
    [],
  );

  // A tour credit: the defaults are shown (not editable) until the studio has its own.
  const tour = section(page, 'Interactive 3DGS Tour');
  await expect(tour.getByText('(default credit)').first()).toBeVisible();
  await tour.getByRole('button', { name: 'Add credit (Tour credits)' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Credit' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Scan by Lumen');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://lumen.example.com');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notification(page, 'Studio tour credits updated successfully!')).toBeVisible();
  await expect(tour.getByText('(default credit)')).toHaveCount(0);
  await tour.getByRole('button', { name: 'Edit Scan by Lumen' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Credit' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://lumen.example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tour.getByRole('link', { name: /^Scan by Lumen/ })).toHaveAttribute(
    'href',
    'https://lumen.example.org/',
  );
  expect((await readStudio(page, studio.id)).tour_credits).toEqual([
    { name: 'Scan by Lumen', url: 'https://lumen.example.org' },
  ]);
  await tour.getByRole('button', { name: 'Delete Scan by Lumen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this item?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(tour.getByText('(default credit)').first()).toBeVisible();

  // A scanning partner.
  const scanning = section(page, 'Scanning Team');
  await scanning.getByRole('button', { name: 'Add partner (Scanning Team: External Partners)' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Partner' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Splat Partners');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://splat.example.com');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notification(page, 'Studio external scanning partners updated successfully!')).toBeVisible();
  await expect(scanning.getByRole('link', { name: /^Splat Partners/ })).toBeVisible();
  // Only the studio's own partners show: never placeholder partners.
  await expect(scanning.getByText('(not confirmed)')).toHaveCount(0);
  await scanning.getByRole('button', { name: 'Edit Splat Partners' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Partner' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Splat Partners GmbH');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(scanning.getByRole('link', { name: /^Splat Partners GmbH/ })).toBeVisible();
  await scanning.getByRole('button', { name: 'Delete Splat Partners GmbH' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this item?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(scanning.getByRole('link', { name: /^Splat Partners/ })).toHaveCount(0);
  expect((await readStudio(page, studio.id)).detailed_attributes.external_scanning_partners).toEqual([]);
});

test('the History panel lists the changes, newest first, in words', async ({ page }) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('History');
  const studio = await createStudio(page, { name });
  await patchStudio(page, studio.id, {
    production_pipeline_post_tools: [{ name: 'Nuke', url: 'https://www.foundry.com/products/nuke' }],
  });
  await openAsAdmin(page, studio.id);

  const history = section(page, 'History');
  await history.getByRole('button', { name: 'History' }).click();
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Post-production tools');
  // Each link with its address, as text (a changed address under the same name shows).
  await expect(items.nth(0)).toContainText('Nuke (https://www.foundry.com/products/nuke)');
  await expect(items.nth(0).getByRole('link')).toHaveCount(0);
  await expect(items.nth(0)).toContainText('e2e-admin@example.com');
  await expect(items.nth(1)).toContainText('Status');
  await expect(items.nth(1)).toContainText('Draft');
  await expect(items.nth(1)).toContainText('Published');
  await expect(items.nth(2)).toContainText('Created');

  // A write in the page shows up at the top.
  await page
    .getByRole('heading', { level: 1 })
    .getByRole('button', { name: /Edit name/ })
    .click();
  await page.getByRole('textbox', { name: 'Studio name' }).fill(`${name} v2`);
  await page.getByRole('textbox', { name: 'Studio name' }).press('Enter');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Name');
  await expect(items.nth(0)).toContainText(`${name} v2`);
  await expect(items.nth(0)).toContainText('Edited');
});

test('History names images, their order and cover, and changed link addresses in words, in Russian too', async ({
  page,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const studio = await createStudio(page, { name: uniqueName('HistoryWords') });
  const headers = await csrfHeaders(page.request);
  const images = `/api/studios/studios-enhanced/${studio.id}/images/`;
  const upload = async (kind: string, caption: string, rgb: [number, number, number]) => {
    const response = await page.request.post(images, {
      headers,
      multipart: {
        kind,
        caption,
        file: { name: 'a.png', mimeType: 'image/png', buffer: pngBuffer(64, 48, rgb) },
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const photo = await upload('photo', 'Stage A', [200, 40, 40]);
  const plan = await upload('floor_plan', '', [40, 200, 40]);
  expect((await page.request.put(`${images}order/`, { headers, data: { ids: [plan, photo] } })).ok()).toBe(
    true,
  );
  expect((await page.request.post(`${images}${plan}/cover/`, { headers })).ok()).toBe(true);
  expect((await page.request.patch(`${images}${photo}/`, { headers, data: { credit: 'Jane' } })).ok()).toBe(
    true,
  );
  expect((await page.request.delete(`${images}${plan}/`, { headers })).ok()).toBe(true);
  await patchStudio(page, studio.id, {
    production_pipeline_virtual_tools: [{ name: 'Unreal', url: 'https://www.unrealengine.com/' }],
  });
  await patchStudio(page, studio.id, {
    production_pipeline_virtual_tools: [{ name: 'Unreal', url: 'https://changed.example/' }],
  });

  await page.goto(`/frontend/studios/${studio.id}?lang=ru`);
  const history = section(page, 'История');
  await history.getByRole('button', { name: 'История' }).click();
  const items = history.getByRole('listitem');
  await expect(items.first()).toContainText('Unreal (https://www.unrealengine.com/)');
  await expect(items.first()).toContainText('Unreal (https://changed.example/)');
  const text = (await history.getByRole('list').innerText()).replace(/\s+/g, ' ');
  for (const words of [
    'Фото «Stage A»',
    'автор «Jane»',
    'План этажа',
    'Добавлено',
    'Удалено',
    'Изменение изображений',
    'Порядок изображений',
    'Было: 1, 2 → Стало: 2, 1',
    'Обложка',
  ])
    expect(text).toContain(words);
  // No raw keys, hashes or image ids, no English.
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|hash|kind|cover|credit|caption|image|Photo|Added|empty/);
});

test('a stale edit is refused with the 412 message; the page shows the other change and keeps the input', async ({
  page,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('Stale');
  const studio = await createStudio(page, { name, city: 'Leipzig' });
  await openAsAdmin(page, studio.id);

  // Another admin changes the city after this page loaded the studio.
  await patchStudio(page, studio.id, { city: 'Changed Behind' });

  await page
    .getByRole('heading', { level: 1 })
    .getByRole('button', { name: /Edit name/ })
    .click();
  const input = page.getByRole('textbox', { name: 'Studio name' });
  await input.fill(`${name} Mine`);
  await input.press('Enter');
  await expect(notification(page, STALE)).toBeVisible();
  // The page reloaded the studio: the other admin's city shows; the admin's text is still there.
  await expect(header(page).getByRole('button', { name: /Edit city/ })).toContainText('Changed Behind');
  await expect(input).toHaveValue(`${name} Mine`);
  expect((await readStudio(page, studio.id)).name).toBe(name);

  // Saving again now applies it over the current version.
  await input.press('Enter');
  await expect(notification(page, 'Studio name updated successfully!')).toBeVisible();
  const saved = await readStudio(page, studio.id);
  expect(saved.name).toBe(`${name} Mine`);
  expect(saved.city).toBe('Changed Behind');

  // A list edit over a stale page is refused too, and the dialog keeps what was typed.
  await patchStudio(page, studio.id, {
    production_pipeline_post_tools: [{ name: 'Theirs', url: 'https://theirs.example.com' }],
  });
  const pipeline = section(page, '3DGS/4DGS Production Pipeline Usage');
  await pipeline.getByRole('button', { name: 'Add tool (Post-Production Tools)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tool' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mine');
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://mine.example.com');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // The second 412 message of this test (errors stay until dismissed).
  await expect(notification(page, STALE)).toHaveCount(2);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Mine');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Their tool (loaded after the 412) and the admin's, added to the current list.
  await expect(pipeline.getByRole('link', { name: /^Theirs/ })).toBeVisible();
  await expect(pipeline.getByRole('link', { name: /^Mine/ })).toBeVisible();
  expect((await readStudio(page, studio.id)).detailed_attributes.production_pipeline_post_tools).toEqual([
    { name: 'Theirs', url: 'https://theirs.example.com' },
    { name: 'Mine', url: 'https://mine.example.com' },
  ]);
});

test('archiving from the detail page asks first, then hides the studio from visitors', async ({
  page,
  browser,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('ArchiveDetail');
  const studio = await createStudio(page, { name });
  await openAsAdmin(page, studio.id);
  await header(page).getByRole('button', { name: 'Archive studio' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive this studio?' });
  await expect(confirm).toContainText('soft delete');
  await expect(confirm).toContainText('hidden from public listings');
  await expect(confirm).toContainText('data will be kept');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(notification(page, new RegExp(`Studio "${name}" was archived`))).toBeVisible();
  await expect(header(page).getByRole('combobox', { name: 'Status' })).toHaveText('Archived');
  await expect(header(page).getByRole('button', { name: 'Archive studio' })).toHaveCount(0);
  expect(await visitorStatus(browser, studio.id)).toBe(404);
});

async function visitorStatus(browser: Browser, id: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(`${baseUrl()}/api/studios/studios-enhanced/${id}/`);
    return response.status();
  } finally {
    await context.close();
  }
}

function baseUrl(): string {
  return test.info().project.use.baseURL ?? '';
}

test('a visitor sees none of the admin controls on the detail page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await keepOffTheNetwork(page);
  try {
    await page.goto('/frontend/studios/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
    await expect(section(page, '3DGS/4DGS Production Pipeline Usage')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete|Add|Archive)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Edit URL|Add Tour URL/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);
    // The showreel has its heading for visitors too (issue 34), without an admin's controls.
    await expect(page.getByRole('heading', { name: 'Showreel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parameters without a value' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

// ---- the list ----

/** The token that makes a studio name from uniqueName() findable with the list's search. */
function tokenOf(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

/** A studio's card, found by its 'View Details' link (its text changes while it is edited). */
function card(page: Page, id: number): Locator {
  return page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.locator(`a[href="/frontend/studios/${id}"]`) });
}

test('the list: inline name (Enter saves, Escape reverts), city on blur, status, edit icon', async ({
  page,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('List');
  const token = tokenOf(name);
  const studio = await createStudio(page, { name, city: 'Porto', country: 'Portugal' });
  await page.goto(`/frontend/studios?q=${token}`);
  const item = card(page, studio.id);
  await expect(item).toHaveCount(1);

  // Enter saves.
  await item.getByRole('button', { name: /Edit name/ }).click();
  const input = item.getByRole('textbox', { name: 'Studio name' });
  await expect(input).toBeFocused();
  await input.fill(`${name} Renamed`);
  await input.press('Enter');
  await expect(notification(page, 'Studio name updated successfully!')).toBeVisible();
  await expect(item.getByRole('heading')).toContainText(`${name} Renamed`);
  expect((await readStudio(page, studio.id)).name).toBe(`${name} Renamed`);

  // Escape reverts.
  await item.getByRole('button', { name: /Edit name/ }).click();
  await item.getByRole('textbox', { name: 'Studio name' }).fill('Not this');
  await item.getByRole('textbox', { name: 'Studio name' }).press('Escape');
  await expect(item.getByRole('heading')).toContainText(`${name} Renamed`);
  await expect(item.getByRole('textbox')).toHaveCount(0);
  expect((await readStudio(page, studio.id)).name).toBe(`${name} Renamed`);

  // A change is saved when the field is left.
  await item.getByRole('button', { name: /Edit city/ }).click();
  await item.getByRole('textbox', { name: 'City', exact: true }).fill('Lisbon');
  await item.getByRole('textbox', { name: 'City', exact: true }).blur();
  await expect(notification(page, 'Studio city updated successfully!')).toBeVisible();
  await expect(item.getByRole('button', { name: /Edit city/ })).toContainText('Lisbon');
  expect((await readStudio(page, studio.id)).city).toBe('Lisbon');

  // Status, with the list's labels.
  const status = item.getByRole('combobox', { name: `Status of ${name} Renamed` });
  await expect(status).toHaveText('Published');
  await choose(status, 'Draft');
  await expect(notification(page, 'Studio status updated to: Draft')).toBeVisible();
  expect((await readStudio(page, studio.id)).status).toBe('draft');
  await choose(status, 'Published');
  await expect(notification(page, 'Studio status updated to: Published')).toBeVisible();

  // The admin's intro counts the public studios and all of them.
  const intro = page.getByText(/^Discover \d+ \(\d+ total\) cutting-edge Virtual Production facilities$/);
  await expect(intro).toBeVisible();
  const [shown, total] = ((await intro.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(shown).toBeLessThan(total ?? 0);

  // The edit icon opens the studio's page.
  await item.getByRole('link', { name: `Edit ${name} Renamed` }).click();
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${studio.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Renamed`);
});

test('the list: delete archives after a confirmation; the studio leaves the visitor list', async ({
  page,
  browser,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  const name = uniqueName('Archive');
  const token = tokenOf(name);
  const studio = await createStudio(page, { name });
  await page.goto(`/frontend/studios?q=${token}`);
  const item = card(page, studio.id);

  await item.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive this studio?' });
  await expect(confirm).toContainText('will be archived (soft delete)');
  await expect(confirm).toContainText('hidden from public listings');
  await expect(confirm).toContainText('all its data will be kept');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await readStudio(page, studio.id)).status).toBe('published');

  await item.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(notification(page, new RegExp(`Studio "${name}" was archived`))).toBeVisible();
  // The list reloaded: the admin still sees it, as archived, without the delete icon.
  await expect(item.getByRole('combobox')).toHaveText('Archived');
  await expect(item.getByRole('button', { name: `Archive ${name}` })).toHaveCount(0);

  // Visitors no longer see it.
  expect(await visitorStatus(browser, studio.id)).toBe(404);
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/frontend/studios?q=${token}`);
    await expect(visitor.getByText('No studios found matching your criteria')).toBeVisible();
  } finally {
    await context.close();
  }
});

test("'Add Studio' creates a draft and opens its page", async ({ page }) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/frontend\/studios$/);
  await page.getByRole('button', { name: 'Add Studio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Studio' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  const name = uniqueName('Created');
  await dialog.getByRole('textbox', { name: 'Studio name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'City' }).fill('Oslo');
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Country' }).fill('  ');
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Country' }).fill('Norway');
  await create.click();
  await expect(page).toHaveURL(/\/frontend\/studios\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(header(page).getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
  await expect(notification(page, `Studio "${name}" was created as a draft.`)).toBeVisible();
  const id = Number(page.url().split('/').at(-1));
  const created = await readStudio(page, id);
  expect(created).toMatchObject({ name, city: 'Oslo', country: 'Norway', status: 'draft' });
});

test('a visitor sees none of the admin controls on the list', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  try {
    await page.goto('/frontend/studios');
    await expect(page.getByText(/^Discover \d+ cutting-edge Virtual Production facilities$/)).toBeVisible();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expect(page.getByText(/total\)/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Studio' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /^Archive |Edit name|Edit city|Edit country/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('axe finds no violations on the list in admin mode, nor with the Add Studio dialog open', async ({
  page,
}) => {
  await page.goto('/frontend/');
  await signInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Add Studio' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Status of/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Studio' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Studio' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the detail page in admin mode (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/frontend/');
    await signInAsAdmin(page);
    await openAsAdmin(page, 1);
    await section(page, 'History').getByRole('button', { name: 'History' }).click();
    await expect(section(page, 'History').getByText(/newest first|No changes recorded yet/)).toBeVisible();
    await expectNoAxeViolations(page);

    // With an editor dialog open.
    await section(page, '3DGS/4DGS Production Pipeline Usage')
      .getByRole('button', { name: 'Add tool (Virtual Production Tools)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Tool' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill('not a url');
    await expect(dialog.getByText('Enter a valid URL starting with http:// or https://.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // And with the URL editor open.
    await section(page, 'Showreel').getByRole('button', { name: 'Edit URL' }).click();
    await expectNoAxeViolations(page);
  });
}
