/**
 * The claim form (product.md §14): name, work email, role, phone (optional), a link proving the
 * association, a message (optional). Checked here with the API's rules, then sent; the API's refused
 * `fields` show beside their fields; the first field in error takes the focus. A rate limit, the CSRF
 * check or the network say so above the button.
 */
import { useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { FormField, HoneypotField } from '@/shared/forms/form-field';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { postClaim } from '../../api/post-claim';
import { claimMessages } from '../../claim-messages';
import {
  CLAIM_RULES,
  type ClaimField,
  type ClaimValues,
  EMPTY_CLAIM,
  isClaimField,
} from '../../utils/claim-fields';

export function ClaimForm({ studioId, onSent }: { studioId: number; onSent(email: string): void }) {
  const t = useMessages(claimMessages);
  const f = useMessages(publicFormMessages);
  const idPrefix = useId();
  const { formRef, values, set, errors, formError, pending, honeypot, setHoneypot, onSubmit } = usePublicForm(
    {
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
    },
  );

  const field = (name: ClaimField, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      idPrefix={idPrefix}
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      optionalLabel={CLAIM_RULES[name].required ? undefined : f.optional}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative flex flex-col gap-4"
      aria-busy={pending}
    >
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
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {formError ? (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="self-start" aria-disabled={pending || undefined}>
        {pending ? t.sending : t.send}
      </Button>
    </form>
  );
}
