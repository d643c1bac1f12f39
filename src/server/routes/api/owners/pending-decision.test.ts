import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { refuseUnlessPending } from './pending-decision';

function refusal(run: () => void): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('refuseUnlessPending', () => {
  it('lets a pending claim or correction be decided', () => {
    expect(() => refuseUnlessPending('claim', 'pending', 'claim_decided')).not.toThrow();
    expect(() => refuseUnlessPending('correction', 'pending')).not.toThrow();
  });

  it('refuses a decided claim with 409, saying what it was, under the code given', () => {
    const error = refusal(() => refuseUnlessPending('claim', 'approved', 'claim_decided'));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('This claim was approved already.');
    expect(error.extra).toEqual({ code: 'claim_decided' });
  });

  it('refuses a decided correction with no code of its own (the default one for 409)', () => {
    const error = refusal(() => refuseUnlessPending('correction', 'rejected'));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('This correction was rejected already.');
    expect(error.extra).toEqual({});
  });
});
