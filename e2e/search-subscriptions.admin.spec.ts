/**
 * /admin/subscriptions (product.md §17): an admin sees a visitor's followed-search subscription (the
 * address, the search, not confirmed yet) and deletes it.
 */
import { expectNoAxeViolations } from './support/axe';
import { sessionHeaders, signInAsAdmin } from './support/sign-in';
import { expect, test } from './support/test';

test('an admin lists and deletes a search subscription', async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const headers = await sessionHeaders(visitor);
  const token = await (await visitor.get('/api/forms/token/')).json();
  await new Promise((resolve) => setTimeout(resolve, token.min_fill_seconds * 1000 + 200));
  const email = `listed-${Date.now()}@example.com`;
  const sent = await visitor.post('/api/subscriptions/', {
    headers,
    data: { query: 'country=FR&sort=name', email, frequency: 'weekly', form_token: token.form_token },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await visitor.dispose();

  await signInAsAdmin(page, '/admin/subscriptions');
  const item = page.getByRole('article', { name: email });
  await expect(item).toContainText('country=FR');
  await expect(item).toContainText('Not confirmed');
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: `Delete the subscription of ${email}` }).click();
  await expect(page.getByRole('article', { name: email })).toHaveCount(0);
});
