import { UNSTORABLE_TEXT_MESSAGE } from '@domain/storable-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('text the database cannot store', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let studioId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdminUser(t.app);
    headers = (await signIn(t.app, admin.email, admin.password)).headers;
    studioId = await createStudio(t.app, { name: 'Text Stage', city: 'Oslo', country: 'Norway' });
  });
  afterAll(() => t.close());

  /** PATCH with a body written exactly as given (the escapes reach the server as sent). */
  const patchRaw = (body: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${studioId}/`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
  const city = async () =>
    (await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` })).json<{ city: string }>().city;

  it.each([
    ['a NUL character', '{"city":"Os\\u0000lo"}'],
    ['a lone high surrogate', '{"city":"Os\\uD800lo"}'],
    ['a lone low surrogate, lower-case escape', '{"city":"Os\\udc00lo"}'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_label, body) => {
    const res = await patchRaw(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { city: [UNSTORABLE_TEXT_MESSAGE] },
    });
    expect(await city()).toBe('Oslo');
  });

  it('stores a paired surrogate (an emoji sent as escapes) and text that only looks like an escape', async () => {
    expect((await patchRaw('{"city":"Oslo \\ud83c\\udfac"}')).statusCode).toBe(200);
    expect(await city()).toBe('Oslo 🎬');
    // A backslash followed by "u0000": the body's text has the suspicious escape, the value does not.
    expect((await patchRaw('{"city":"C:\\\\u0000 Studio"}')).statusCode).toBe(200);
    expect(await city()).toBe('C:\\u0000 Studio');
  });

  it('still refuses a prototype-poisoning body as the JSON parser always did', async () => {
    const res = await patchRaw('{"city":"Oslo","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });
});
