import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import { ownerAdminMessages } from '../owner-admin-messages';
import { claimActionError } from './claim-errors';

const t = ownerAdminMessages.en;

describe('claimActionError', () => {
  it('says a claim was decided already for claim_decided and for a claim that is gone', () => {
    const decided = new ApiError(409, 'This claim was approved already.', { code: 'claim_decided' });
    const gone = new ApiError(404, 'Claim not found.', { code: 'not_found' });
    expect(claimActionError(decided, t)).toBe(t.decidedAlready);
    expect(claimActionError(gone, t)).toBe(t.decidedAlready);
  });

  it("explains an admin's email by its code, in either language", () => {
    const error = new ApiError(409, 'whatever the words', { code: 'owner_email_is_admin' });
    expect(claimActionError(error, t)).toBe(t.adminEmail);
    expect(claimActionError(error, ownerAdminMessages.ru)).toBe(ownerAdminMessages.ru.adminEmail);
  });

  it("shows the server's detail or the network's message otherwise", () => {
    const other = new ApiError(500, 'Something failed', { code: 'server_error' });
    expect(claimActionError(other, t)).toBe('It did not work: Something failed');
    expect(claimActionError(new NetworkError(new Error('offline')), t)).toBe('It did not work: offline');
  });
});
