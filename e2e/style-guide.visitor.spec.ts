// The living style guide: /aceternity-test (components in their states), /bento-grid (feature tiles)
// and /css-test (the design tokens with their computed values).

import { expectNoAxeViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

const PAGES = [
  { path: '/frontend/aceternity-test', h1: 'Aceternity test' },
  { path: '/frontend/bento-grid', h1: 'Bento grid' },
  { path: '/frontend/css-test', h1: 'CSS test' },
] as const;

async function open(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/** Whether keyboard focus is inside the open dialog (role dialog or alertdialog). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')));

test.describe('/aceternity-test', () => {
  test('shows one h1, the demo notice, the spotlight hero and the navigation between the three pages', async ({
    page,
  }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    await expect(page).toHaveTitle('Aceternity test · Virtual Production Studios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByText('Placeholder content for design review.', { exact: false })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Every stage, one calm interface' }),
    ).toBeVisible();
    const nav = main.getByRole('navigation', { name: 'Style guide pages' });
    await expect(nav.getByRole('link', { name: 'Aceternity test' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Bento grid' })).toHaveAttribute(
      'href',
      '/frontend/bento-grid',
    );
    await expect(nav.getByRole('link', { name: 'CSS test' })).toHaveAttribute('href', '/frontend/css-test');
  });

  test('shows the Button in every variant and size, as an icon button and disabled, and every Badge tone', async ({
    page,
  }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const buttons = page.getByRole('region', { name: 'Buttons' });
    for (const variant of ['Primary', 'Secondary', 'Ghost', 'Danger']) {
      const group = buttons.getByRole('group', { name: variant });
      for (const size of ['Small', 'Medium', 'Large', 'Add (icon button)']) {
        await expect(group.getByRole('button', { name: size, exact: true })).toBeEnabled();
      }
      await expect(group.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    }
    // The sizes really differ: sm 32 px, md 40 px, lg 48 px high.
    const primary = buttons.getByRole('group', { name: 'Primary' });
    const heights = await Promise.all(
      ['Small', 'Medium', 'Large'].map(
        async (name) => (await primary.getByRole('button', { name }).boundingBox())?.height,
      ),
    );
    expect(heights).toEqual([32, 40, 48]);

    const badges = page.getByRole('region', { name: 'Badges' }).getByRole('listitem');
    await expect(badges).toHaveText(['Neutral', 'Accent', 'Good', 'Bad', 'Warning', 'Info']);
  });

  test('shows labelled text inputs in their normal, invalid and disabled states', async ({ page }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const name = page.getByLabel('Studio name');
    await expect(name).toBeEditable();
    await expect(name).toHaveAccessibleDescription('Normal state.');
    const website = page.getByLabel('Website');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAccessibleDescription('Enter an address that starts with https://');
    await expect(page.getByLabel('Studio ID')).toBeDisabled();
  });

  test('chips remove their filter and the multi-select opens, toggles and closes', async ({ page }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove filter: Germany' }).click();
    await expect(chips.getByText('Germany')).toHaveCount(0);
    await expect(chips.getByRole('button', { name: /^Remove filter:/ })).toHaveCount(2);
    await chips.getByRole('button', { name: 'Restore the chips' }).click();
    await expect(chips.getByRole('button', { name: /^Remove filter:/ })).toHaveCount(3);

    const country = page.getByRole('button', { name: 'Country All' });
    await expect(page.getByRole('button', { name: 'Service type 2 selected' })).toBeVisible();
    await country.click();
    const germany = page.getByRole('checkbox', { name: 'Germany' });
    await expect(germany).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(5);
    await germany.check();
    await expect(page.getByRole('button', { name: 'Country 1 selected' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(germany).toBeHidden();
    await expect(page.getByRole('button', { name: 'Country 1 selected' })).toBeFocused();
  });

  test('the collapsible sections open and close, and the tabs switch panels', async ({ page }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const closed = page.getByRole('button', { name: 'Closed by default' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('This text appears when you open the section.')).toBeHidden();
    await closed.click();
    await expect(closed).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('This text appears when you open the section.')).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Demo categories' });
    await expect(tabs.getByRole('tab', { name: 'LED Wall' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'LED Wall' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Stage' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Placeholder: stage area, ceiling height and power.');
  });

  test('the Dialog opens, traps focus, closes with Escape and gives focus back to its button', async ({
    page,
  }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Demo dialog' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('A placeholder form inside a modal dialog.');
    expect(await focusInDialog(page)).toBe(true);
    // Four tabbable elements (close, name, Cancel, Save): ten presses each way wrap around and stay inside.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the dialog form saves with a notification; the confirmation closes with Escape and confirms', async ({
    page,
  }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const region = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Open dialog' }).click();
    await page.getByRole('dialog').getByLabel('Your name').fill('Ada');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(region.getByRole('status')).toHaveText(/Saved \(demo\)/);

    const opener = page.getByRole('button', { name: 'Delete demo item' });
    await opener.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this demo item?' });
    await expect(confirm).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(region.getByText('Demo item deleted (nothing really changed).')).toBeVisible();
  });

  test('the notification buttons announce success, error and info in the live region', async ({ page }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region.getByRole('status')).toHaveCount(0);
    await page.getByRole('button', { name: 'Success notification' }).click();
    await expect(
      region.getByRole('status').filter({ hasText: 'Saved. This is a demo success message.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Error notification' }).click();
    await expect(region.getByRole('alert')).toHaveText(/This demo error stays until you dismiss it\./);
    await page.getByRole('button', { name: 'Info notification' }).click();
    await expect(region.getByText('For your information: this is a demo message.')).toBeVisible();
    await region.getByRole('alert').getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(region.getByRole('alert')).toHaveCount(0);
  });

  test('external links open in a new tab safely; other addresses stay plain text', async ({ page }) => {
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    const links = page.getByRole('region', { name: 'Links' });
    const safe = links.getByRole('link', { name: 'example.com (opens in a new tab)' });
    await expect(safe).toHaveAttribute('href', 'https://example.com/');
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links.getByText('ftp://files.example.com/showreel.mov')).toBeVisible();
    await expect(links.getByRole('link')).toHaveCount(1);
  });

  test('switches to Russian', async ({ page }) => {
    await page.goto('/frontend/aceternity-test?lang=ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Тест Aceternity' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Основная' }).getByRole('button', { name: 'Маленькая' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Тест Aceternity · Студии виртуального производства');
  });
});

test.describe('/bento-grid', () => {
  test('shows a grid of at least six feature tiles, each an article with its heading', async ({ page }) => {
    await open(page, '/frontend/bento-grid', 'Bento grid');
    await expect(page).toHaveTitle('Bento grid · Virtual Production Studios');
    const grid = page.getByRole('region', { name: 'Features' });
    const tiles = grid.getByRole('article');
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    for (const tile of await tiles.all()) {
      const heading = tile.getByRole('heading', { level: 3 });
      await expect(heading).toHaveCount(1);
      await expect(tile).toHaveAccessibleName((await heading.textContent()) ?? 'missing');
    }
    for (const name of [
      'LED volumes',
      '3DGS scanning',
      '4DGS capture',
      'Sourced parameters',
      'Compare up to four',
      'Showreels and 3D tours',
      'English and Russian',
    ]) {
      await expect(grid.getByRole('article', { name })).toBeVisible();
    }
    await expect(grid.getByRole('link', { name: /Start a comparison/ })).toHaveAttribute(
      'href',
      '/frontend/compare?compare=true',
    );
  });

  test('tiles span 1×1, 2×1, 1×2 and 2×2 cells on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/frontend/bento-grid', 'Bento grid');
    const box = async (name: string) => (await page.getByRole('article', { name }).boundingBox())!;
    const gap = 16;
    // Rows 1 and 2: LED volumes (2×2), 3DGS scanning (1×2), then two 1×1 tiles stacked in the last column.
    const big = await box('LED volumes');
    const tall = await box('3DGS scanning');
    const top = await box('English and Russian');
    const below = await box('4DGS capture');
    const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(2);
    near(below.x, top.x);
    near(below.y, top.y + top.height + gap);
    near(tall.width, top.width);
    near(tall.y, top.y);
    near(tall.height, top.height + gap + below.height);
    near(big.width, 2 * top.width + gap);
    near(big.height, tall.height);
    // Row 3: Sourced parameters (2×1) beside a 1×1 tile of the same height.
    const wide = await box('Sourced parameters');
    const single = await box('Filters that matter');
    near(wide.width, big.width);
    near(wide.y, single.y);
    near(wide.height, single.height);
  });

  test('stacks the tiles in one column at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, '/frontend/bento-grid', 'Bento grid');
    const boxes = await Promise.all(
      (await page.getByRole('article').all()).map(async (tile) => (await tile.boundingBox())!),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const b of boxes) {
      expect(b.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(b.width).toBeCloseTo(boxes[0]!.width, 0);
    }
  });
});

test.describe('/css-test', () => {
  /** Every --vp- custom property the loaded stylesheets declare, read from the CSSOM. */
  const declaredTokens = (page: Page) =>
    page.evaluate(() => {
      const names = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const property of Array.from(rule.style)) {
              if (property.startsWith('--vp-')) names.add(property.slice('--vp-'.length));
            }
          }
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      return [...names].sort();
    });

  const computedToken = (page: Page, name: string) =>
    page.evaluate(
      (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
      `--vp-${name}`,
    );

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows a swatch with its variable and computed value for every colour token (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, '/frontend/css-test', 'CSS test');
      await expect(page).toHaveTitle('CSS test · Virtual Production Studios');
      await expect(page.locator('[data-theme-name]')).toHaveText(colorScheme);
      const tokens = await declaredTokens(page);
      expect(tokens.length).toBeGreaterThanOrEqual(20);
      const swatches = page.locator('li[data-token]');
      await expect(swatches).toHaveCount(tokens.length);
      for (const name of tokens) {
        const swatch = page.locator(`li[data-token="${name}"]`);
        await expect(swatch.getByText(`--vp-${name}`, { exact: true })).toBeVisible();
        const value = await computedToken(page, name);
        expect(value).not.toBe('');
        await expect(swatch.locator('[data-computed-value]')).toHaveText(value);
      }
      // Every documented text/background pair reaches WCAG AA in this theme.
      const pairs = page.locator('li[data-pair]');
      expect(await pairs.count()).toBeGreaterThanOrEqual(10);
      for (const pair of await pairs.all()) await expect(pair.getByText('Passes AA')).toBeVisible();
    });
  }

  test('the computed values follow a switch of the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/frontend/css-test', 'CSS test');
    const canvas = page.locator('li[data-token="canvas"] [data-computed-value]');
    const light = await computedToken(page, 'canvas');
    await expect(canvas).toHaveText(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await computedToken(page, 'canvas');
    expect(dark).not.toBe(light);
    await expect(canvas).toHaveText(dark);
    await expect(page.locator('[data-theme-name]')).toHaveText('dark');
    await expect(page.getByText('The theme follows your system setting.', { exact: false })).toBeVisible();
  });

  test('documents the type scale, spacing, radii, shadows and the focus ring with computed values', async ({
    page,
  }) => {
    await open(page, '/frontend/css-test', 'CSS test');
    const sizes = { xs: 12, sm: 14, base: 16, lg: 18, xl: 20, '2xl': 24, '3xl': 30, '4xl': 36, '5xl': 48 };
    for (const [name, px] of Object.entries(sizes)) {
      await expect(page.locator(`li[data-type="text-${name}"] [data-computed-value]`)).toHaveText(`${px}px`);
    }
    await expect(page.locator('li[data-spacing="4"] [data-computed-value]')).toHaveText('16px');
    await expect(page.locator('li[data-spacing="24"] [data-computed-value]')).toHaveText('96px');
    await expect(
      page.locator('li[data-radius="rounded-[var(--radius-card)]"] [data-computed-value]'),
    ).toHaveText('16px');
    await expect(
      page.locator('li[data-radius="rounded-[var(--radius-control)]"] [data-computed-value]'),
    ).toHaveText('10px');
    await expect(page.locator('li[data-shadow="--shadow-card"] [data-computed-value]')).toContainText('rgba');
    await expect(page.locator('li[data-shadow="--shadow-pop"] [data-computed-value]')).toContainText('rgba');

    // The focus ring: Tab onto the demo button shows the 2 px outline.
    const focusDemo = page.getByRole('region', { name: 'Focus ring' });
    const button = focusDemo.getByRole('button', { name: 'A button' });
    await expect(button).toHaveCSS('outline-style', 'none');
    await focusDemo.getByLabel('A text input').click();
    await page.keyboard.press('Shift+Tab');
    await expect(focusDemo.getByRole('link', { name: 'A link to the studios' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await expect(button).toHaveCSS('outline-width', '2px');
  });
});

test('every style-guide page is reachable by keyboard from its navigation', async ({ page }) => {
  await open(page, '/frontend/bento-grid', 'Bento grid');
  const nav = page.getByRole('navigation', { name: 'Style guide pages' });
  await nav.getByRole('link', { name: 'CSS test' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS test' })).toBeVisible();
  await nav.getByRole('link', { name: 'Aceternity test' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Aceternity test' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { path, h1 } of PAGES) {
    test(`axe finds no violations on ${path} (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, path, h1);
      await expectNoAxeViolations(page);
    });
  }

  test(`axe finds no violations with the dialog and a notification open (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await open(page, '/frontend/aceternity-test', 'Aceternity test');
    await page.getByRole('button', { name: 'Error notification' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Open dialog' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('nothing overflows horizontally at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const { path, h1 } of PAGES) {
      await open(page, path, h1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
  }
});
