/**
 * The public forms' limits per client address (issue 35) count an IPv6 client by its /64, as sign-in
 * does: a host that picks a fresh address of its /64 for each form still gets one allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ClientRateLimit } from '../../../lib/http/client-rate-limit';
import { issueFormToken } from '../../../lib/http/form-token';
import type { PublicForm } from '../../../plugins/public-forms';

let t: TestApp;
let studioId: number;

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 } });
  studioId = await createStudio(t.app, { name: 'Limited Stage' });
});

afterAll(async () => {
  await t.close();
});

const bodies: Record<PublicForm, (i: number) => Promise<object>> = {
  claim: async (i) => ({
    name: 'Lim Iter',
    email: `claimer${i}@limits.example`,
    role: 'Owner',
    evidence_url: 'https://limits.example/team',
  }),
  correction: async () => ({ field: 'city', proposed_value: 'Leipzig' }),
  enquiry: async (i) => ({
    name: 'Lim Iter',
    email: `asker${i}@limits.example`,
    message: 'Free next week?',
    consent: true,
    form_token: issueFormToken(await t.app.publicForms.tokenSecret(), Date.now() - 5000),
  }),
};
const paths: Record<PublicForm, string> = {
  claim: 'claims',
  correction: 'corrections',
  enquiry: 'enquiries',
};

describe('the public forms’ limit per address', () => {
  for (const form of ['claim', 'correction', 'enquiry'] as const) {
    it(`counts the ${form} form of one IPv6 /64 as one client`, async () => {
      const forms = t.app.publicForms;
      const saved = forms.byAddress[form];
      forms.byAddress[form] = new ClientRateLimit(1, 3_600_000);
      try {
        const send = async (remoteAddress: string, i: number) =>
          t.app.inject({
            method: 'POST',
            url: `/api/studios/studios-enhanced/${studioId}/${paths[form]}/`,
            headers: (await csrf(t.app)).headers,
            payload: await bodies[form](i),
            remoteAddress,
          });
        expect((await send('2001:db8:5:6::1', 1)).statusCode).toBe(201);
        const sameHost = await send('2001:db8:5:6:ffff:1:2:3', 2);
        expect(sameHost.statusCode).toBe(429);
        expect(sameHost.json().code).toBe('rate_limited');
        expect((await send('2001:db8:5:7::1', 3)).statusCode).toBe(201);
      } finally {
        forms.byAddress[form] = saved;
      }
    });
  }
});
