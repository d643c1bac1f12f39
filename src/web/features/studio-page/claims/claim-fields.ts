/** The claim form's fields and their rules (the API's: owner-schemas.ts claimRequestSchema). */
import type { FieldRule } from '@/shared/forms/field-checks';

export const CLAIM_FIELDS = ['name', 'email', 'role', 'phone', 'evidence_url', 'message'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];
export type ClaimValues = Record<ClaimField, string>;

export const CLAIM_RULES: Record<ClaimField, FieldRule> = {
  name: { kind: 'text', required: true, max: 200 },
  email: { kind: 'email', required: true },
  role: { kind: 'text', required: true, max: 200 },
  phone: { kind: 'text', required: false, max: 50 },
  evidence_url: { kind: 'url', required: true },
  message: { kind: 'text', required: false, max: 5000 },
};

export const EMPTY_CLAIM: ClaimValues = {
  name: '',
  email: '',
  role: '',
  phone: '',
  evidence_url: '',
  message: '',
};

export function isClaimField(name: string): name is ClaimField {
  return (CLAIM_FIELDS as readonly string[]).includes(name);
}
