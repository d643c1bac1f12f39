/**
 * A showreel link that starts at a time plays from there (product.md §5): the YouTube embed carries
 * `?start=<seconds>` for t=30s, youtu.be's ?t=42, t=1m5s and an embed's start=15 (demo studios).
 */
import { expect, test } from './support/test';

for (const { id, start } of [
  { id: 6, start: 30 },
  { id: 7, start: 42 },
  { id: 39, start: 65 },
  { id: 44, start: 15 },
]) {
  test(`studio ${id}'s showreel starts at ${start} s`, async ({ page }) => {
    await page.goto(`/frontend/studios/${id}`);
    await expect(page.locator('iframe[title^="Showreel of"]')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/[A-Za-z0-9_-]{11}\\?start=${start}$`),
    );
  });
}
