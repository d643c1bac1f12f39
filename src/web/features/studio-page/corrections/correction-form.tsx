/**
 * The correction form (product.md §14): which field (preselected when opened beside a parameter),
 * the proposed value, a source link (optional, encouraged), a note and an email for the decision
 * (both optional). Checked here with the API's rules (those of the chosen field: a field with a fixed
 * set of values is a choice list, labelled in the reader's language, sending the API's values), then
 * sent with the hidden honeypot field; the API's refused `fields` show beside their fields, in the
 * reader's language, and the first field in error takes the focus.
 */
import { useId, useMemo } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { fieldId } from '@/shared/forms/form-field';
import { publicFormFields } from '@/shared/forms/public-form-fields';
import { PublicFormFrame } from '@/shared/forms/public-form-frame';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import {
  type Choice,
  type CorrectionValues,
  correctionFieldGroups,
  correctionRules,
  fieldIsListed,
  isCorrectionField,
  proposedChoices,
} from './correction-fields';
import { correctionMessages, studioFieldLabel } from './correction-messages';
import { postCorrection } from './post-correction';

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
  const groups = useMemo(
    () => correctionFieldGroups(locale, t.studioFields, (field) => studioFieldLabel(t, field)),
    [locale, t],
  );
  const form = usePublicForm({
    initial: {
      field: target?.field ?? '',
      proposed_value: '',
      source_url: '',
      note: '',
      email: '',
    } satisfies CorrectionValues,
    rules: (current) => correctionRules(current.field, proposedChoices(current.field, locale)),
    isField: isCorrectionField,
    t: f,
    send: async (correction: CorrectionValues, website) => {
      await postCorrection(studioId, {
        field: correction.field,
        proposed_value: correction.proposed_value.trim(),
        source_url: correction.source_url.trim(),
        note: correction.note.trim(),
        email: correction.email.trim(),
        website,
      });
      onSent(correction.email.trim());
    },
  });
  const { values, set, errors } = form;
  const choices = useMemo(() => proposedChoices(values.field, locale), [values.field, locale]);
  const rules = correctionRules(values.field, choices);
  const field = publicFormFields({ ...form, idPrefix, rules, optionalLabel: f.optional });
  const chooseField = (next: string) => {
    set('field')(next);
    // A value the newly chosen field cannot take is not kept as its choice.
    const nextChoices = proposedChoices(next, locale);
    if (nextChoices && !nextChoices.some((choice) => choice.value === values.proposed_value))
      set('proposed_value')('');
  };

  const selectId = fieldId(idPrefix, 'field');
  const extraOption = target && !fieldIsListed(groups, target.field) ? target : null;
  const current = target && values.field === target.field ? target.current : undefined;
  return (
    <PublicFormFrame form={form} sendLabel={t.send} sendingLabel={t.sending}>
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
          onChange={(event) => chooseField(event.target.value)}
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
      {choices ? (
        <ChoiceField
          id={fieldId(idPrefix, 'proposed_value')}
          label={t.proposedLabel}
          choices={choices}
          value={values.proposed_value}
          onChange={set('proposed_value')}
          error={errors.proposed_value}
        />
      ) : (
        field('proposed_value', t.proposedLabel, { multiline: true })
      )}
      {field('source_url', t.sourceLabel, { type: 'url', inputMode: 'url', hint: t.sourceHint })}
      {field('note', t.noteLabel, { multiline: true })}
      {field('email', t.emailLabel, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        hint: t.emailHint,
      })}
    </PublicFormFrame>
  );
}

/** The proposed value of a field with a fixed set of values: one of them, none chosen at first. */
function ChoiceField({
  id,
  label,
  choices,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name="proposed_value"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        <option value="" disabled>
          —
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
