/**
 * Admin accounts, CSRF tokens and sessions for API tests.
 *
 *   const admin = await createAdminUser(t.app);                       // staff, password TEST_PASSWORD
 *   const { headers } = await signIn(t.app, admin.email, admin.password);
 *   await t.app.inject({ method: 'PATCH', url, headers, payload });    // session + CSRF ready
 *   const anon = await csrf(t.app);
 *   await t.app.inject({ method: 'POST', url: '/api/studios/compare/', headers: anon.headers, payload });
 *
 * Accounts are written straight through the repository with a cheap scrypt cost (N=2^10): the hash
 * carries its parameters, so sign-in verifies it as it would a full-cost one, in milliseconds.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AdminUserRow, insertAdmin } from '../server/db/repositories/admin-users';
import { hashPassword, type ScryptParams } from '../server/lib/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';
export const FAST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

let counter = 0;

export interface AdminUserInput {
  email?: string;
  password?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isActive?: boolean;
  /** owner: a studio owner's account (product.md §14). */
  role?: 'admin' | 'owner';
}

export interface TestAdmin extends AdminUserRow {
  /** The plain password, for signIn(). */
  password: string;
}

export async function createAdminUser(app: FastifyInstance, input: AdminUserInput = {}): Promise<TestAdmin> {
  counter += 1;
  const password = input.password ?? TEST_PASSWORD;
  const passwordHash = await hashPassword(password, FAST_SCRYPT_PARAMS);
  const row = await app.database.db.transaction((tx) =>
    insertAdmin(tx, {
      email: input.email ?? `admin${counter}-${process.pid}@example.com`,
      passwordHash,
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      isStaff: input.isStaff ?? true,
      isSuperuser: input.isSuperuser ?? false,
      isActive: input.isActive ?? true,
      role: input.role ?? 'admin',
    }),
  );
  if (!row) throw new Error(`createAdminUser: ${input.email} already exists`);
  return { ...row, password };
}

/** The value of a cookie set by a response, or undefined. */
export function setCookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** A type alias (not an interface) so that it is assignable to app.inject's header record. */
export type CsrfHeaders = {
  'x-csrftoken': string;
  cookie: string;
};

export interface CsrfContext {
  /** `csrftoken=<secret>`, for a Cookie header. */
  cookie: string;
  /** The secret in the cookie. */
  secret: string;
  /** A 64-character masked token. */
  token: string;
  /** Ready for app.inject({ headers }) on an anonymous unsafe call. */
  headers: CsrfHeaders;
}

/** A CSRF cookie and token from GET /api/admin/csrf-token/, for anonymous unsafe calls. */
export async function csrf(app: FastifyInstance): Promise<CsrfContext> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/csrf-token/' });
  if (res.statusCode !== 200) throw new Error(`csrf-token answered ${res.statusCode}: ${res.body}`);
  const secret = setCookieValue(res, 'csrftoken');
  if (!secret) throw new Error('csrf-token set no csrftoken cookie');
  const token = (res.json() as { csrf_token: string }).csrf_token;
  const cookie = `csrftoken=${secret}`;
  return { cookie, secret, token, headers: { 'x-csrftoken': token, cookie } };
}

export interface SignedIn {
  /** Both cookies (sessionid, csrftoken) and X-CSRFToken: ready for app.inject({ headers }). */
  headers: CsrfHeaders;
  sessionId: string;
  csrfSecret: string;
  csrfToken: string;
  user: Record<string, unknown>;
}

/** Signs in through POST /api/admin/login/; throws unless it succeeds. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const anon = await csrf(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login/',
    headers: anon.headers,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  const sessionId = setCookieValue(res, 'sessionid');
  const csrfSecret = setCookieValue(res, 'csrftoken');
  if (!sessionId || !csrfSecret) throw new Error('login set no sessionid or csrftoken cookie');
  const body = res.json() as { csrf_token: string; user: Record<string, unknown> };
  return {
    headers: { cookie: `sessionid=${sessionId}; csrftoken=${csrfSecret}`, 'x-csrftoken': body.csrf_token },
    sessionId,
    csrfSecret,
    csrfToken: body.csrf_token,
    user: body.user,
  };
}
