/**
 * The availability and quote request form (product.md §14 "A request to several studios"): dates,
 * production type, days of prep, shoot and strike, the crew wanted, a message, the sender and the
 * consent. Checked here with the API's rules, then sent with the form token (fetched when the form
 * opens) and the honeypot, as one request to every studio of the comparison. The first field in error
 * takes the focus; every control has its label, and a group its legend.
 */
import {
  CREW_ROLES,
  type CrewRole,
  crewRoleLabel,
  PRODUCTION_TYPES,
  productionTypeLabel,
  QUOTE_DAY_BOUNDS,
  type QuoteDayField,
} from '@domain/quote-request';
import { useId, useState } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { fieldId } from '@/shared/forms/form-field';
import { useFormToken } from '@/shared/forms/form-token';
import { publicFormFields } from '@/shared/forms/public-form-fields';
import { PublicFormFrame } from '@/shared/forms/public-form-frame';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { cn } from '@/shared/lib/cn';
import { postQuoteRequest } from '../api/post-quote-request';
import { quoteRequestMessages } from '../quote-request-messages';
import {
  dayCountProblem,
  EMPTY_QUOTE,
  isQuoteField,
  QUOTE_RULES,
  type QuoteValues,
  quoteDatesProblems,
} from '../utils/quote-request-fields';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_FIELDS: readonly QuoteDayField[] = ['prep_days', 'shoot_days', 'strike_days'];

export function QuoteRequestForm({
  studioIds,
  onSent,
}: {
  studioIds: readonly number[];
  onSent(email: string): void;
}) {
  const t = useMessages(quoteRequestMessages);
  const f = useMessages(publicFormMessages);
  const { locale } = useLocale();
  const idPrefix = useId();
  const tokens = useFormToken();
  const [consent, setConsent] = useState(false);
  const [crew, setCrew] = useState<CrewRole[]>([]);

  const form = usePublicForm({
    initial: EMPTY_QUOTE,
    rules: QUOTE_RULES,
    isField: isQuoteField,
    t: f,
    moreProblems: (values: QuoteValues) => {
      const problems: Record<string, string> = {};
      for (const [name, problem] of Object.entries(
        quoteDatesProblems(values.date_from, values.date_to, new Date()),
      ))
        problems[name] = t[problem];
      for (const name of DAY_FIELDS) {
        const problem = dayCountProblem(name, values[name]);
        if (problem === 'notWhole') problems[name] = t.notWhole;
        else if (problem === 'outOfRange') problems[name] = t.outOfRange(QUOTE_DAY_BOUNDS[name]);
      }
      if (!consent) problems.consent = t.consentRequired;
      return problems;
    },
    otherRefusal: (name) => (name === 'consent' ? t.consentRequired : undefined),
    failureMessage: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      if (error.code === 'quote_studio_unavailable') return t.studioUnavailable;
      if (error.code !== 'form_too_fast') return undefined;
      tokens.renew();
      return t.tooFast;
    },
    send: async (values, website) => {
      const { token: formToken, readyAt } = await tokens.take();
      await sleep(Math.max(0, readyAt - Date.now()));
      await postQuoteRequest({
        studio_ids: [...studioIds],
        date_from: values.date_from.trim(),
        date_to: values.date_to.trim(),
        production_type: values.production_type as (typeof PRODUCTION_TYPES)[number],
        prep_days: Number(values.prep_days.trim()),
        shoot_days: Number(values.shoot_days.trim()),
        strike_days: Number(values.strike_days.trim()),
        crew,
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        message: values.message.trim(),
        consent: true,
        form_token: formToken,
        website,
      });
      onSent(values.email.trim());
    },
  });
  const { errors, clearError, values, set } = form;
  const field = publicFormFields({ ...form, idPrefix, rules: QUOTE_RULES, optionalLabel: f.optional });

  const productionId = fieldId(idPrefix, 'production_type');
  const consentId = fieldId(idPrefix, 'consent');
  return (
    <PublicFormFrame form={form} sendLabel={t.send} sendingLabel={t.sending}>
      <p className="text-sm text-muted">{t.intro({ count: studioIds.length })}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t.datesLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('date_from', t.dateFromLabel, { type: 'date' })}
          {field('date_to', t.dateToLabel, { type: 'date' })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={productionId} className="text-sm font-medium">
          {t.productionTypeLabel}
        </label>
        <select
          id={productionId}
          name="production_type"
          value={values.production_type}
          aria-invalid={errors.production_type ? true : undefined}
          aria-describedby={errors.production_type ? `${productionId}-error` : undefined}
          aria-required
          onChange={(event) => set('production_type')(event.target.value)}
          className={cn(inputClasses)}
        >
          <option value="">{t.chooseProductionType}</option>
          {PRODUCTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {productionTypeLabel(type, locale)}
            </option>
          ))}
        </select>
        {errors.production_type ? (
          <p id={`${productionId}-error`} className="text-sm text-bad">
            {errors.production_type}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t.daysLegend}</legend>
        <div className="grid grid-cols-3 gap-3">
          {field('prep_days', t.prepDaysLabel, { type: 'number', inputMode: 'numeric' })}
          {field('shoot_days', t.shootDaysLabel, { type: 'number', inputMode: 'numeric' })}
          {field('strike_days', t.strikeDaysLabel, { type: 'number', inputMode: 'numeric' })}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t.crewLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CREW_ROLES.map((role) => {
            const id = fieldId(idPrefix, `crew-${role}`);
            return (
              <div key={role} className="flex items-start gap-2">
                <input
                  id={id}
                  type="checkbox"
                  name="crew"
                  value={role}
                  checked={crew.includes(role)}
                  onChange={(event) =>
                    setCrew((current) =>
                      event.target.checked
                        ? CREW_ROLES.filter((r) => r === role || current.includes(r))
                        : current.filter((r) => r !== role),
                    )
                  }
                  className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                />
                <label htmlFor={id} className="text-sm">
                  {crewRoleLabel(role, locale)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {field('name', t.nameLabel, { autoComplete: 'name' })}
      {field('email', t.emailLabel, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('company', t.companyLabel, { autoComplete: 'organization' })}
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
            {t.consent}
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
