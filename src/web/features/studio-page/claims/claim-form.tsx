/**
 * The claim form (product.md §14): name, work email, role, phone (optional), a link proving the
 * association, a message (optional). Checked here with the API's rules, then sent; the API's refused
 * `fields` show beside their fields; the first field in error takes the focus. A rate limit, the CSRF
 * check or the network say so above the button.
 */
import { useId } from 'react';
import { publicFormFields } from '@/shared/forms/public-form-fields';
import { PublicFormFrame } from '@/shared/forms/public-form-frame';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { CLAIM_RULES, type ClaimValues, EMPTY_CLAIM, isClaimField } from './claim-fields';
import { claimMessages } from './claim-messages';
import { postClaim } from './post-claim';

export function ClaimForm({ studioId, onSent }: { studioId: number; onSent(email: string): void }) {
  const t = useMessages(claimMessages);
  const f = useMessages(publicFormMessages);
  const idPrefix = useId();
  const form = usePublicForm({
    initial: EMPTY_CLAIM,
    rules: CLAIM_RULES,
    isField: isClaimField,
    t: f,
    send: async (claim: ClaimValues, website) => {
      await postClaim(studioId, {
        name: claim.name.trim(),
        email: claim.email.trim(),
        role: claim.role.trim(),
        phone: claim.phone.trim(),
        evidence_url: claim.evidence_url.trim(),
        message: claim.message.trim(),
        website,
      });
      onSent(claim.email.trim());
    },
  });
  const field = publicFormFields({ ...form, idPrefix, rules: CLAIM_RULES, optionalLabel: f.optional });

  return (
    <PublicFormFrame form={form} sendLabel={t.send} sendingLabel={t.sending}>
      <p className="text-sm text-muted">{t.intro}</p>
      {field('name', t.nameLabel, { autoComplete: 'name' })}
      {field('email', t.emailLabel, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        hint: t.emailHint,
      })}
      {field('role', t.roleLabel, { autoComplete: 'organization-title' })}
      {field('phone', t.phoneLabel, { type: 'tel', autoComplete: 'tel' })}
      {field('evidence_url', t.evidenceLabel, { type: 'url', inputMode: 'url', hint: t.evidenceHint })}
      {field('message', t.messageLabel, { multiline: true })}
    </PublicFormFrame>
  );
}
