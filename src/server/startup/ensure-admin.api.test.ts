import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminUser, signIn } from '../../test/auth-helpers';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { adminUsers } from '../db/schema';
import { CREATE_ADMIN_HINT, ensureAdmin } from './ensure-admin';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('ensureAdmin at start', () => {
  it('warns how to create an admin when there is none', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    expect(await ensureAdmin(t.app)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `No admin account exists, so nobody can sign in. Create one with: ${CREATE_ADMIN_HINT}`,
    );
    expect(CREATE_ADMIN_HINT).toBe('npm run admin -- create --email you@example.com');
    warn.mockRestore();
  });

  it('creates the ADMIN_EMAIL account, then leaves it alone unless ADMIN_RESET, never logging the password', async () => {
    const password = 'demo admin password';
    const app = await buildAppOn(t.database, { admin: { email: 'Demo@Example.com', password } });
    const info = vi.spyOn(app.log, 'info');
    try {
      expect(await ensureAdmin(app)).toBe('created');
      expect(await ensureAdmin(app)).toBe('unchanged');
      expect(JSON.stringify(info.mock.calls)).not.toContain(password);
      expect(info).toHaveBeenCalledWith(
        { email: 'demo@example.com', result: 'created' },
        'admin account demo@example.com created from ADMIN_EMAIL and ADMIN_PASSWORD',
      );
      info.mockRestore();
      const s = await signIn(app, 'demo@example.com', password);
      expect(s.user).toMatchObject({ is_staff: true, is_superuser: true });

      // Someone disabled it and changed its password: a plain restart leaves both as they are.
      await t.database.db
        .update(adminUsers)
        .set({ isActive: false, isSuperuser: false })
        .where(eq(adminUsers.email, 'demo@example.com'));
      const plain = await buildAppOn(t.database, {
        admin: { email: 'demo@example.com', password: 'a new demo password' },
      });
      try {
        const plainInfo = vi.spyOn(plain.log, 'info');
        expect(await ensureAdmin(plain)).toBe('unchanged');
        expect(plainInfo).toHaveBeenCalledWith(
          { email: 'demo@example.com', result: 'unchanged' },
          'admin account demo@example.com exists and was left as it is (ADMIN_RESET=true would reset its password and rights)',
        );
        const [row] = await t.database.db
          .select()
          .from(adminUsers)
          .where(eq(adminUsers.email, 'demo@example.com'));
        expect(row).toMatchObject({ isActive: false, isSuperuser: false });
        const refused = await plain.inject({
          url: '/api/admin/status/',
          headers: { cookie: s.headers.cookie },
        });
        expect(refused.json().authenticated).toBe(false);
      } finally {
        await plain.close();
      }

      // ADMIN_RESET=true restores both, with the new password.
      const changed = await buildAppOn(t.database, {
        admin: { email: 'demo@example.com', password: 'a new demo password', reset: true },
      });
      try {
        expect(await ensureAdmin(changed)).toBe('updated');
        const status = await changed.inject({
          url: '/api/admin/status/',
          headers: { cookie: s.headers.cookie },
        });
        expect(status.json().authenticated).toBe(false);
        const again = await signIn(changed, 'demo@example.com', 'a new demo password');
        expect(again.user).toMatchObject({ is_superuser: true });
        expect(await ensureAdmin(changed)).toBe('unchanged');
      } finally {
        await changed.close();
      }
    } finally {
      await app.close();
    }
  });

  it('stays quiet when an admin exists and ADMIN_EMAIL is not set', async () => {
    await createAdminUser(t.app);
    const warn = vi.spyOn(t.app.log, 'warn');
    expect(await ensureAdmin(t.app)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
