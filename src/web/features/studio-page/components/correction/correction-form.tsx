/**
 * The correction form (product.md §14): which field (preselected when opened beside a parameter),
 * the proposed value, a source link (optional, encouraged), a note and an email for the decision
 * (both optional). Checked here with the API's rules, then sent with the hidden honeypot field; the
 * API's refused `fields` show beside their fields and the first field in error takes the focus.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { inputClasses } from '@/shared/components/ui/text-input';
import { checkFields, checkFieldValue } from '@/shared/forms/field-checks';
import { FormField, fieldId, focusFirstInvalid, HoneypotField } from '@/shared/forms/form-field';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { fieldErrorsOf, submitErrorMessage } from '@/shared/forms/submit-error';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { postCorrection } from '../../api/post-correction';
import { correctionMessages, studioFieldLabel } from '../../correction-messages';
import {
  CORRECTION_RULES,
  type CorrectionField,
  type CorrectionValues,
  correctionFieldGroups,
  fieldIsListed,
  isCorrectionField,
} from '../../utils/correction-fields';

type Errors = Partial<Record<CorrectionField, string>>;

export interface CorrectionTarget {
  /** A studio field or parameter key, preselected. */
  field: string;
  /** How it reads in the select when the catalog does not list it. */
  label?: string;
  /** The value shown now, as a reader sees it. */
  current?: string;
}

export function CorrectionForm({
  studioId,
  target,
  onSent,
}: {
  studioId: number;
  target: CorrectionTarget | null;
  onSent(email: string): void;
}) {
  const t = useMessages(correctionMessages);
  const f = useMessages(publicFormMessages);
  const { locale } = useLocale();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const groups = useMemo(
    () => correctionFieldGroups(locale, t.studioFields, (field) => studioFieldLabel(t, field)),
    [locale, t],
  );
  const [values, setValues] = useState<CorrectionValues>({
    field: target?.field ?? '',
    proposed_value: '',
    source_url: '',
    note: '',
    email: '',
  });
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const set = (name: CorrectionField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkFields(values, CORRECTION_RULES, f);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await postCorrection(studioId, {
        field: values.field,
        proposed_value: values.proposed_value.trim(),
        source_url: values.source_url.trim(),
        note: values.note.trim(),
        email: values.email.trim(),
        website: honeypot,
      });
      onSent(values.email.trim());
    } catch (error) {
      const refused: Errors = {};
      for (const [name, reason] of Object.entries(fieldErrorsOf(error))) {
        if (isCorrectionField(name))
          refused[name] = checkFieldValue(values[name], CORRECTION_RULES[name], f) ?? reason;
      }
      setErrors(refused);
      setFormError(submitErrorMessage(error, f));
      setPending(false);
      if (Object.keys(refused).length > 0) setFocusTick((n) => n + 1);
    }
  };

  const field = (
    name: CorrectionField,
    label: string,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      idPrefix={idPrefix}
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      optionalLabel={CORRECTION_RULES[name].required ? undefined : f.optional}
      {...extra}
    />
  );

  const selectId = fieldId(idPrefix, 'field');
  const extraOption = target && !fieldIsListed(groups, target.field) ? target : null;
  const current = target && values.field === target.field ? target.current : undefined;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative flex flex-col gap-4"
      aria-busy={pending}
    >
      <p className="text-sm text-muted">{t.intro}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t.fieldLabel}
        </label>
        <select
          id={selectId}
          name="field"
          value={values.field}
          aria-invalid={errors.field ? true : undefined}
          aria-describedby={
            [errors.field ? `${selectId}-error` : null, current ? `${selectId}-current` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-required
          onChange={(event) => set('field')(event.target.value)}
          className={inputClasses}
        >
          <option value="" disabled>
            —
          </option>
          {extraOption ? (
            <option value={extraOption.field}>{extraOption.label ?? extraOption.field}</option>
          ) : null}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {current ? (
          <p id={`${selectId}-current`} className="text-xs text-muted break-words">
            {t.currentValue({ value: current })}
          </p>
        ) : null}
        {errors.field ? (
          <p id={`${selectId}-error`} className="text-sm text-bad">
            {errors.field}
          </p>
        ) : null}
      </div>
      {field('proposed_value', t.proposedLabel, { multiline: true })}
      {field('source_url', t.sourceLabel, { type: 'url', inputMode: 'url', hint: t.sourceHint })}
      {field('note', t.noteLabel, { multiline: true })}
      {field('email', t.emailLabel, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        hint: t.emailHint,
      })}
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
