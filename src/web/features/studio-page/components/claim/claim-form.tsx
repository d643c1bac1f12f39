/**
 * The claim form (product.md §14): name, work email, role, phone (optional), a link proving the
 * association, a message (optional). Checked here with the API's rules, then sent; the API's refused
 * `fields` show beside their fields; the first field in error takes the focus. A rate limit, the CSRF
 * check or the network say so above the button.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { checkFields, checkFieldValue } from '@/shared/forms/field-checks';
import { FormField, focusFirstInvalid, HoneypotField } from '@/shared/forms/form-field';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { fieldErrorsOf, submitErrorMessage } from '@/shared/forms/submit-error';
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

type Errors = Partial<Record<ClaimField, string>>;

export function ClaimForm({ studioId, onSent }: { studioId: number; onSent(email: string): void }) {
  const t = useMessages(claimMessages);
  const f = useMessages(publicFormMessages);
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClaimValues>(EMPTY_CLAIM);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const set = (name: ClaimField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkFields(values, CLAIM_RULES, f);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await postClaim(studioId, {
        name: values.name.trim(),
        email: values.email.trim(),
        role: values.role.trim(),
        phone: values.phone.trim(),
        evidence_url: values.evidence_url.trim(),
        message: values.message.trim(),
        website: honeypot,
      });
      onSent(values.email.trim());
    } catch (error) {
      const refused: Errors = {};
      for (const [name, reason] of Object.entries(fieldErrorsOf(error))) {
        if (isClaimField(name)) refused[name] = checkFieldValue(values[name], CLAIM_RULES[name], f) ?? reason;
      }
      setErrors(refused);
      setFormError(submitErrorMessage(error, f));
      setPending(false);
      if (Object.keys(refused).length > 0) setFocusTick((n) => n + 1);
    }
  };

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
