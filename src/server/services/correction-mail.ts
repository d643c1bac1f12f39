/**
 * What a correction's suggester is told of its decision (product.md §14), when they left an email.
 */
import type { CorrectionRow } from '../db/repositories/corrections';
import type { OutgoingMail } from '../db/repositories/outbox';
import { asLocale } from '../lib/reader-locale';
import { correctionDecidedMail } from './mail-texts';

/** The suggester is told the decision when they left an email; nothing is queued otherwise. */
export function correctionDecisionMail(
  correction: CorrectionRow,
  decision: { studioName: string; approved: boolean; reason: string },
): OutgoingMail[] {
  if (!correction.email) return [];
  return [
    {
      to: correction.email,
      locale: correction.locale,
      kind: decision.approved ? 'correction_approved' : 'correction_rejected',
      studioId: correction.studioId,
      about: { kind: 'correction', id: correction.id },
      ...correctionDecidedMail(asLocale(correction.locale), {
        studioName: decision.studioName,
        field: correction.field,
        approved: decision.approved,
        reason: decision.reason,
      }),
    },
  ];
}
