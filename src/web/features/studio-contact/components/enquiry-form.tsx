/**
 * The enquiry form (product.md §14): name, email, company, production type, shoot dates from–to, a
 * message and the consent to pass them to whoever receives it (the studio's owners, or the admins). Checked here with the API's rules, then sent
 * with the form token (fetched when the form opens; the send waits out the API's minimum fill time)
 * and the hidden honeypot field. The API's refused `fields` show beside their fields; the first
 * field in error takes the focus.
 */
import { useId, useState } from 'react';
import { fieldId } from '@/shared/forms/form-field';
import { useFormToken } from '@/shared/forms/form-token';
import { publicFormFields } from '@/shared/forms/public-form-fields';
import { PublicFormFrame } from '@/shared/forms/public-form-frame';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { postEnquiry } from '../api/post-enquiry';
import { enquiryMessages } from '../enquiry-messages';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_RULES,
  type EnquiryValues,
  isEnquiryField,
  shootDatesProblem,
  waitBeforeSending,
} from '../utils/enquiry-fields';
import { EnquiryFreeDates } from './enquiry-free-dates';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function EnquiryForm({
  studioId,
  hasOwner,
  onSent,
  offerFreeDates = false,
}: {
  studioId: number;
  /** Offer the studio's next free dates from its calendar (issue 38; the dialog does). */
  offerFreeDates?: boolean;
  /** Who receives it, for the intro: its owners, the admins, or (not known yet) either. */
  hasOwner: boolean | null;
  onSent(email: string): void;
}) {
  const t = useMessages(enquiryMessages);
  const f = useMessages(publicFormMessages);
  const idPrefix = useId();
  const tokens = useFormToken();
  const [consent, setConsent] = useState(false);

  // The minimum fill time counts from the moment the form opens.

  const form = usePublicForm({
    initial: EMPTY_ENQUIRY,
    rules: ENQUIRY_RULES,
    isField: isEnquiryField,
    t: f,
    moreProblems: (enquiry: EnquiryValues) => {
      const problems: Record<string, string> = {};
      const dates = shootDatesProblem(enquiry.date_from, enquiry.date_to);
      if (dates === 'invalidDate') {
        if (enquiry.date_from && shootDatesProblem(enquiry.date_from, '')) problems.date_from = t.invalidDate;
        else problems.date_to = t.invalidDate;
      } else if (dates === 'endBeforeStart') problems.date_to = t.endBeforeStart;
      if (!consent) problems.consent = t.consentRequired;
      return problems;
    },
    otherRefusal: (name) => (name === 'consent' ? t.consentRequired : undefined),
    failureMessage: (error) => {
      if (!(error instanceof ApiError && error.code === 'form_too_fast')) return undefined;
      tokens.renew();
      return t.tooFast;
    },
    send: async (enquiry, website) => {
      const { token: formToken, readyAt } = await tokens.take();
      await sleep(waitBeforeSending(readyAt, Date.now()));
      await postEnquiry(studioId, {
        name: enquiry.name.trim(),
        email: enquiry.email.trim(),
        company: enquiry.company.trim(),
        production_type: enquiry.production_type.trim(),
        date_from: enquiry.date_from.trim(),
        date_to: enquiry.date_to.trim(),
        message: enquiry.message.trim(),
        consent: true,
        form_token: formToken,
        website,
      });
      onSent(enquiry.email.trim());
    },
  });
  const { errors, clearError } = form;
  const field = publicFormFields({ ...form, idPrefix, rules: ENQUIRY_RULES, optionalLabel: f.optional });

  const consentId = fieldId(idPrefix, 'consent');
  // The intro and the consent say who receives it, as the answer and the mailed note do.
  const [intro, consentLabel] =
    hasOwner === null
      ? [t.introEither, t.consentEither]
      : hasOwner
        ? [t.introOwner, t.consentOwners]
        : [t.introAdmins, t.consentAdmins];
  return (
    <PublicFormFrame form={form} sendLabel={t.send} sendingLabel={t.sending}>
      <p className="text-sm text-muted">{intro}</p>
      {field('name', t.nameLabel, { autoComplete: 'name' })}
      {field('email', t.emailLabel, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('company', t.companyLabel, { autoComplete: 'organization' })}
      {field('production_type', t.productionTypeLabel, { hint: t.productionTypeHint })}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t.datesLegend}</legend>
        {offerFreeDates ? (
          <EnquiryFreeDates
            studioId={studioId}
            onChoose={(from, to) => {
              form.set('date_from')(from);
              form.set('date_to')(to);
            }}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {field('date_from', t.dateFromLabel, { type: 'date' })}
          {field('date_to', t.dateToLabel, { type: 'date' })}
        </div>
      </fieldset>
      {field('message', t.messageLabel, { multiline: true })}
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            aria-required
            onChange={(event) => {
              setConsent(event.target.checked);
              clearError('consent');
            }}
            className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
          />
          <label htmlFor={consentId} className="text-sm">
            {consentLabel}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="text-sm text-bad">
            {errors.consent}
          </p>
        ) : null}
      </div>
    </PublicFormFrame>
  );
}
