/**
 * Photos and floor plans in the browser (issue 18): an admin uploads several files at once and
 * watches each one's progress (a refused file says why), reorders by keyboard, makes another image
 * the cover and finds it on the card and in the page's link-preview meta; a visitor opens the
 * gallery's lightbox by keyboard, and by swipe on a phone. Each test makes its own studio.
 */
import type { StudioImage } from '../src/domain/schemas/studio-images';
import type { Studio } from '../src/domain/schemas/studio-schemas';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { pngBuffer } from './support/png';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Both browser workers sign in as one admin, whose uploads in flight are limited to two: an
    // upload may be refused 429 while the other worker's uploads run, and the dialog sends it again after
    // its Retry-After (upload-queue.ts). The browser still reports that refused answer; the tests
    // assert that every file ends uploaded.
    const refusedUpload =
      message.text().includes('status of 429') &&
      /\/studios-enhanced\/\d+\/images\/$/.test(message.location().url);
    if (!refusedUpload) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

let counter = 0;
function uniqueName(label: string): string {
  counter += 1;
  return `E2E Images ${label} ${Date.now().toString(36)}${counter}`;
}

async function createPublishedStudio(request: APIRequestContext, name: string): Promise<Studio> {
  const headers = await csrfHeaders(request);
  const created = await request.post('/api/studios/studios/', {
    headers,
    data: { name, city: 'Leipzig', country: 'Germany' },
  });
  expect(created.status()).toBe(201);
  const studio = (await created.json()) as Studio;
  const published = await request.patch(`/api/studios/studios-enhanced/${studio.id}/update_status/`, {
    headers,
    data: { status: 'published' },
  });
  expect(published.ok()).toBe(true);
  return (await published.json()) as Studio;
}

async function uploadThroughApi(
  request: APIRequestContext,
  studioId: number,
  file: { name: string; buffer: Buffer },
  fields: { kind?: string; caption?: string; credit?: string } = {},
): Promise<StudioImage> {
  const response = await request.post(`/api/studios/studios-enhanced/${studioId}/images/`, {
    headers: await csrfHeaders(request),
    multipart: { ...fields, file: { name: file.name, mimeType: 'image/png', buffer: file.buffer } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as StudioImage;
}

async function studioImages(request: APIRequestContext, id: number): Promise<StudioImage[]> {
  const response = await request.get(`/api/studios/studios-enhanced/${id}/`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Studio).images ?? [];
}

/** The image ids in the editor's order. */
async function editorOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('image-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-image-row') ?? ''));
}

/** A signed-out page on the same server (the admin's cookies stay in their own context). */
async function visitorPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

/** goto, then wait until the app has hydrated the server's page (support/test.ts does it for `page`). */
async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function signInThroughApi(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/admin/login/', {
    headers: await csrfHeaders(request),
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
}

test('an admin uploads several files with progress, reorders by keyboard and sets the cover', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signInAsAdmin(page);
  const name = uniqueName('Upload');
  const studio = await createPublishedStudio(page.request, name);
  await page.goto(`/frontend/studios/${studio.id}`);

  const editor = page.getByRole('region', { name: 'Photos and floor plans' });
  await expect(editor).toContainText('No images yet.');
  await expectNoAxeViolations(page);

  // Slow uploads (about 160 KB/s) so that the progress of each file can be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 160 * 1024,
  });

  await editor.getByRole('button', { name: 'Upload images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload images' });
  await expect(dialog).toContainText('This studio can take 40 more images.');
  await dialog.getByRole('radio', { name: 'Photo' }).check();
  const colours: [number, number, number][] = [
    [200, 40, 40],
    [40, 160, 60],
    [40, 80, 200],
  ];
  await dialog.getByTestId('image-file-input').setInputFiles([
    ...colours.map((rgb, i) => ({
      name: `stage-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: pngBuffer(300, 200, rgb, { noise: true }),
    })),
    // A PDF that calls itself a JPEG: refused by its bytes.
    { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n% not an image\n') },
  ]);

  const items = dialog.getByTestId('upload-item');
  await expect(items).toHaveCount(4);
  // Part of a file sent, shown as a percentage and on its progress bar; never more than two at once.
  await expect(dialog.getByText(/Uploading [1-9]\d?%/).first()).toBeVisible();
  const progress = dialog.getByRole('progressbar', { name: 'Upload of stage-1.png' });
  await expect(progress).toBeVisible();
  let maxActive = 0;
  while (
    (await dialog
      .locator('[data-status="queued"], [data-status="uploading"], [data-status="processing"]')
      .count()) > 0
  ) {
    const active = await dialog.locator('[data-status="uploading"], [data-status="processing"]').count();
    maxActive = Math.max(maxActive, active);
    await page.waitForTimeout(50);
  }
  expect(maxActive).toBeGreaterThan(0);
  expect(maxActive).toBeLessThanOrEqual(2);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(dialog.locator('[data-status="done"]')).toHaveCount(3);
  await expect(dialog.getByRole('status')).toHaveText('3 of 4 uploaded, 1 failed.');
  await expect(items.filter({ hasText: 'not-a-photo.jpg' })).toContainText(
    'This file is not an image the directory can read. Use JPEG, PNG, WebP, AVIF or HEIC.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('button', { name: 'Upload images' })).toBeFocused();

  await expect(editor.getByTestId('image-row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  const uploaded = await editorOrder(page);
  const [first, second, third] = uploaded as [string, string, string];
  // The gallery shows them too: the first upload is the cover.
  await expect(page.getByTestId('studio-gallery').locator(`[data-hero-id="${first}"]`)).toBeVisible();

  // Reorder by keyboard: Alt+Down on the first image's handle, then 'Move earlier' on the last.
  const handle = editor.locator(`[data-image-row="${first}"] [data-control="handle"]`);
  await handle.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByTestId('image-order-announcement')).toHaveText('Moved image 1 to position 2 of 3.');
  await expect(handle).toBeFocused();
  expect(await editorOrder(page)).toEqual([second, first, third]);
  const earlier = editor.locator(`[data-image-row="${third}"] [data-control="earlier"]`);
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(earlier).toBeFocused();
  expect(await editorOrder(page)).toEqual([second, third, first]);
  await expect(page.getByTestId('image-order-announcement')).toHaveText('Order saved.');
  await expect
    .poll(async () => (await studioImages(page.request, studio.id)).map((i) => i.id))
    .toEqual([second, third, first]);
  await page.reload();
  await expect(editor.getByTestId('image-row')).toHaveCount(3);
  expect(await editorOrder(page)).toEqual([second, third, first]);

  // Make the third upload the cover: the card and the page's link preview show it.
  await editor
    .locator(`[data-image-row="${third}"]`)
    .getByRole('button', { name: /^Make cover: / })
    .click();
  await expect(page.getByText('Cover image changed.')).toBeVisible();
  await expect(editor.locator(`[data-image-row="${third}"]`)).toContainText('Cover');
  const cover = (await studioImages(page.request, studio.id)).find((image) => image.is_cover);
  expect(cover?.id).toBe(third);
  await expect(page.getByTestId('studio-gallery').locator(`[data-hero-id="${third}"]`)).toBeVisible();

  await page.goto(`/frontend/studios?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card.locator('img')).toHaveAttribute('src', cover!.url);

  // A visitor: the server's card (hydrated without complaint) and the page's Open Graph image.
  const visitor = await visitorPage(browser);
  const visitorProblems = watchConsole(visitor.page);
  await gotoHydrated(visitor.page, `/frontend/studios?q=${encodeURIComponent(name)}`);
  const visitorCard = visitor.page.getByRole('article', { name });
  await expect(visitorCard.locator('img')).toHaveAttribute('src', cover!.url);
  await expect(visitorCard.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/300\.avif 300w$/,
  );
  const html = await (await visitor.page.request.get(`/frontend/studios/${studio.id}`)).text();
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? null;
  expect(ogImage, 'og:image of the studio page').toContain(cover!.url.replace(/\/\d+\.jpg$/, '/'));
  expect(visitorProblems).toEqual([]);
  await visitor.context.close();
  // The browser reports the refused PDF's answer; nothing else.
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
  ]);
});

test('each uploaded image asks for its caption, optional, in the dialog (issue 34)', async ({ page }) => {
  const problems = watchConsole(page);
  await signInAsAdmin(page);
  const studio = await createPublishedStudio(page.request, uniqueName('Caption'));
  await page.goto(`/frontend/studios/${studio.id}`);
  const editor = page.getByRole('region', { name: 'Photos and floor plans' });
  await editor.getByRole('button', { name: 'Upload images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload images' });
  await dialog.getByTestId('image-file-input').setInputFiles([
    { name: 'wall.png', mimeType: 'image/png', buffer: pngBuffer(300, 200, [40, 80, 200]) },
    { name: 'floor.png', mimeType: 'image/png', buffer: pngBuffer(300, 200, [200, 40, 40]) },
  ]);
  const caption = dialog.getByRole('textbox', { name: 'Caption for wall.png (optional)' });
  await expect(caption).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Caption for floor.png (optional)' })).toBeVisible();
  await expect(caption).toHaveAccessibleDescription(/people who cannot see it/);
  await caption.fill('The LED wall from the camera position');
  await caption.press('Enter');
  await expect(dialog.getByText('Caption saved.')).toBeVisible();
  // The other is left without one: optional, the studio's name stands in.
  await dialog.getByRole('button', { name: 'Done' }).click();
  const images = await studioImages(page.request, studio.id);
  expect(images).toHaveLength(2);
  expect(images.filter((image) => image.caption === null)).toHaveLength(1);
  expect(images.find((image) => image.caption)?.alt).toBe('The LED wall from the camera position');
  expect(problems).toEqual([]);
});

test.describe('the lightbox', () => {
  let studioId = 0;
  let ids: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughApi(page.request);
    const studio = await createPublishedStudio(page.request, uniqueName('Lightbox'));
    studioId = studio.id;
    const made = [
      await uploadThroughApi(
        page.request,
        studioId,
        { name: 'a.png', buffer: pngBuffer(320, 180, [220, 120, 30]) },
        {
          caption: 'The LED volume',
          credit: 'Ada Lens',
        },
      ),
      await uploadThroughApi(
        page.request,
        studioId,
        { name: 'b.png', buffer: pngBuffer(320, 180, [30, 120, 220]) },
        {
          caption: 'The control room',
        },
      ),
      await uploadThroughApi(page.request, studioId, {
        name: 'c.png',
        buffer: pngBuffer(240, 240, [90, 200, 90]),
      }),
      await uploadThroughApi(
        page.request,
        studioId,
        { name: 'plan.png', buffer: pngBuffer(300, 200, [240, 240, 240]) },
        {
          kind: 'floor_plan',
          caption: 'Ground floor',
          credit: 'Site survey',
        },
      ),
    ];
    ids = made.map((image) => image.id);
    await context.close();
  });

  test('by keyboard: arrows, Escape, focus back on the thumbnail, captions and credits', async ({
    browser,
  }) => {
    const { context, page } = await visitorPage(browser);
    const problems = watchConsole(page);
    await gotoHydrated(page, `/frontend/studios/${studioId}`);
    const gallery = page.getByTestId('studio-gallery');
    await expect(gallery.getByRole('heading', { name: 'Floor plans' })).toBeVisible();
    await expectNoAxeViolations(page);
    const second = gallery.getByRole('button', { name: 'Open photo 2 of 3: The control room' });
    await second.focus();
    await page.keyboard.press('Enter');

    const lightbox = page.getByRole('dialog', { name: /^Photos of / });
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toHaveAccessibleDescription(/^Left and right arrow keys/);
    await expect(lightbox.getByText('Image 2 of 3')).toBeVisible();
    await expect(lightbox.getByTestId('lightbox-caption')).toHaveText('The control room');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Image 3 of 3')).toBeVisible();
    await expect(lightbox.getByTestId('lightbox-caption')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Image 1 of 3')).toBeVisible();
    await expect(lightbox.getByTestId('lightbox-caption')).toHaveText('The LED volumePhoto: Ada Lens');
    await expect(lightbox.locator('img')).toHaveAttribute('alt', 'The LED volume');
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText('Image 3 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // Focus returns to the thumbnail of the image last shown.
    await expect(gallery.locator(`[data-group="photos"][data-thumb-id="${ids[2]}"]`)).toBeFocused();

    // The floor plans have their own lightbox.
    await gallery.getByRole('button', { name: 'Open floor plan 1 of 1: Ground floor' }).click();
    const plans = page.getByRole('dialog', { name: /^Floor plans of / });
    await expect(plans.getByText('Image 1 of 1')).toBeVisible();
    await expect(plans.getByRole('button', { name: 'Next image' })).toHaveCount(0);
    // One image: no arrow keys to tell of; a plan is drawn, not photographed.
    await expect(plans).toHaveAccessibleDescription('Escape closes.');
    await expect(plans.getByTestId('lightbox-caption')).toHaveText('Ground floorDrawing: Site survey');
    await plans.getByRole('button', { name: 'Close' }).click();
    await expect(plans).toBeHidden();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('by swipe on a phone, in Russian', async ({ browser }) => {
    const { context, page } = await visitorPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const problems = watchConsole(page);
    await gotoHydrated(page, `/frontend/studios/${studioId}?lang=ru`);
    const gallery = page.getByTestId('studio-gallery');
    // The large image (its thumbnail opens the same).
    await gallery.locator('[data-hero-id]').tap();
    const lightbox = page.getByRole('dialog', { name: /^Фотографии: / });
    await expect(lightbox.getByText('Изображение 1 из 3')).toBeVisible();

    const stage = await lightbox.getByTestId('lightbox-stage').boundingBox();
    expect(stage).not.toBeNull();
    const y = stage!.y + stage!.height / 2;
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(330, 60);
    await expect(lightbox.getByText('Изображение 2 из 3')).toBeVisible();
    await expect(lightbox.getByTestId('lightbox-caption')).toHaveText('The control room');
    await swipe(60, 330);
    await expect(lightbox.getByText('Изображение 1 из 3')).toBeVisible();
    await expect(lightbox.getByTestId('lightbox-caption')).toContainText('Фото: Ada Lens');
    // A vertical drag is not a swipe.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: y - 100 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 240, y: y + 100 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(lightbox.getByText('Изображение 1 из 3')).toBeVisible();
    await lightbox.getByRole('button', { name: 'Закрыть' }).tap();
    await expect(lightbox).toBeHidden();
    expect(problems).toEqual([]);
    await context.close();
  });
});

test('an admin drags an image, edits its caption and credit, and deletes one after confirming', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signInAsAdmin(page);
  const studio = await createPublishedStudio(page.request, uniqueName('Edit'));
  const made: StudioImage[] = [];
  for (const [i, rgb] of (
    [
      [250, 200, 0],
      [0, 200, 250],
      [200, 0, 250],
    ] as [number, number, number][]
  ).entries()) {
    made.push(
      await uploadThroughApi(page.request, studio.id, { name: `${i}.png`, buffer: pngBuffer(90, 60, rgb) }),
    );
  }
  const [a, b, c] = made.map((image) => image.id) as [string, string, string];
  await page.goto(`/frontend/studios/${studio.id}`);
  const editor = page.getByRole('region', { name: 'Photos and floor plans' });
  await expect(editor.getByTestId('image-row')).toHaveCount(3);

  // Drag the last image onto the first.
  await editor.locator(`[data-image-row="${c}"]`).dragTo(editor.locator(`[data-image-row="${a}"]`));
  await expect.poll(() => editorOrder(page)).toEqual([c, a, b]);
  await expect
    .poll(async () => (await studioImages(page.request, studio.id)).map((i) => i.id))
    .toEqual([c, a, b]);

  // Caption, credit and kind.
  await editor.getByRole('button', { name: 'Edit details: image 2' }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await details.getByLabel('Caption').fill('Control room with two operators');
  await details.getByLabel('Credit (photographer)').fill('Jo Photo');
  await details.getByRole('radio', { name: 'Floor plan' }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('Image details saved.')).toBeVisible();
  const row = editor.locator(`[data-image-row="${a}"]`);
  await expect(row).toContainText('Control room with two operators');
  await expect(row).toContainText('Credit: Jo Photo');
  await expect(row).toContainText('Floor plan');
  await expect(row.getByRole('button', { name: /^Edit details: / })).toBeFocused();
  // The gallery files it under the floor plans now (and, as the cover, shows it large).
  await expect(
    page.getByTestId('studio-gallery').locator(`[data-group="floorPlans"][data-thumb-id="${a}"]`),
  ).toHaveAttribute('aria-label', 'Open floor plan 1 of 1: Control room with two operators');

  // Delete asks first; 'Cancel' keeps it.
  const lastRow = editor.locator(`[data-image-row="${b}"]`);
  await lastRow.getByRole('button', { name: /^Delete: / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(editor.getByTestId('image-row')).toHaveCount(3);
  await lastRow.getByRole('button', { name: /^Delete: / }).click();
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByText('Image deleted.')).toBeVisible();
  await expect(editor.getByTestId('image-row')).toHaveCount(2);
  // The focus goes to the row before the deleted one.
  await expect(editor.locator(`[data-image-row="${a}"] [data-control="handle"]`)).toBeFocused();
  expect((await studioImages(page.request, studio.id)).map((i) => i.id)).toEqual([c, a]);
  expect(problems).toEqual([]);
});
