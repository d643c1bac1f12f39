/** An editor keeps a studio's calendar on its page (issue 38): adds dates with the keyboard, then removes them. */
import { signInAsAdmin } from './support/sign-in';
import { expect, test } from './support/test';

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin adds a booked range on the studio page and removes it', async ({ page }) => {
  await signInAsAdmin(page, '/frontend/studios/3');
  const card = page.getByRole('region', { name: 'Availability' });
  await expect(card.getByRole('heading', { name: 'Edit the calendar' })).toBeVisible({ timeout: 30_000 });
  const start = ahead(200);
  await card.getByLabel('From', { exact: true }).fill(start);
  await card.getByLabel('To', { exact: true }).fill(ahead(201));
  await card.getByLabel('Status').selectOption('hold');
  await card.getByLabel('Note (only editors see it)').fill('Pencilled by e2e');
  await card.getByRole('button', { name: 'Add dates' }).press('Enter');
  await expect(card.getByRole('status')).toHaveText('The calendar is saved.');
  const item = card.getByTestId('calendar-ranges').getByText(`${start} – ${ahead(201)}: On hold`);
  await expect(item).toBeVisible();
  await card.getByRole('button', { name: `Remove ${start} – ${ahead(201)}` }).click();
  await expect(item).toHaveCount(0);
});
