/**
 * The studio import's preview warns of likely duplicates (product.md §13, §20): a new studio's row that
 * is likely a stored studio, or another row, says so with the reasons, and is not refused.
 */
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let mosfilm: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createAdminUser(t.app, { email: 'import-duplicates@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  mosfilm = await createStudio(t.app, {
    name: 'Студия Мосфильм',
    city: 'Moscow',
    country: 'Russia',
    parameters: { CONTACT_EMAIL: 'Info@Mosfilm.example' },
  });
});

afterAll(async () => {
  await t.close();
});

async function preview(rows: string[][]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studios/studio-imports/',
    headers: admin.headers,
    payload: {
      file_name: 'studios.csv',
      file_base64: Buffer.from(stringify(rows, { bom: true })).toString('base64'),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as {
    row: number;
    action: string;
    problems: unknown[];
    duplicates?: { studio_id: number | null; row: number | null; name: string; message: string }[];
  }[];
}

describe('duplicate warnings in the preview', () => {
  it('warns of a stored studio and of another row, with the reasons, without refusing', async () => {
    const rows = await preview([
      ['Name', 'City', 'Country', 'Email'],
      ['Mosfilm Studio', 'Moscow', 'Russia', ''],
      ['Volta Stage', 'Berlin', 'Germany', ''],
      ['Volta Studios', 'Berlin', 'Germany', ''],
      ['Nordlicht', 'Berlin', 'Germany', 'info@mosfilm.example'],
      ['Something Else', 'Paris', 'France', ''],
    ]);
    expect(rows.map((r) => [r.row, r.action, r.problems.length])).toEqual([
      [2, 'create', 0],
      [3, 'create', 0],
      [4, 'create', 0],
      [5, 'create', 0],
      [6, 'create', 0],
    ]);
    expect(rows[0]!.duplicates).toEqual([
      {
        studio_id: mosfilm,
        row: null,
        name: 'Студия Мосфильм',
        reasons: [
          { kind: 'names_alike', score: 1 },
          { kind: 'same_city', city: 'Moscow' },
        ],
        message: 'names alike (1.00), same city: Moscow',
      },
    ]);
    expect(rows[1]!.duplicates).toMatchObject([{ studio_id: null, row: 4, name: 'Volta Studios' }]);
    expect(rows[2]!.duplicates).toMatchObject([{ studio_id: null, row: 3, name: 'Volta Stage' }]);
    expect(rows[3]!.duplicates).toMatchObject([
      { studio_id: mosfilm, message: 'same email: info@mosfilm.example' },
    ]);
    expect(rows[4]!.duplicates).toBeUndefined();
  });

  it('does not warn of the studio a row updates', async () => {
    const rows = await preview([
      ['ID', 'Name', 'City', 'Country'],
      [String(mosfilm), 'Студия Мосфильм', 'Moscow', 'Russia'],
    ]);
    expect(rows[0]!.duplicates).toBeUndefined();
  });
});
