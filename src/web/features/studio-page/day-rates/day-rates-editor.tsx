/**
 * The day-rate editor on the studio page (product.md §18, issue 38), for the studio's owners and
 * admins (mounted through ForStudioEditors, loaded with React.lazy from ../admin-editors.ts): the
 * currency, the shooting, prep/strike and half-day rates, the minimum booking, what is included and
 * the overtime terms, checked with the server's rules before sending (day-rates-form.ts), sent whole
 * with If-Match; or the whole set cleared. Plain labelled controls; each refusal is said beside its
 * field and the focus goes to the first; Escape cancels and the focus returns to the button.
 */
import { CURRENCY_CODES } from '@domain/currencies';
import { formatDayRateLine } from '@domain/day-rate-format';
import { EMPTY_RATE_TABLE } from '@domain/exchange-rates';
import { INCLUDED_SERVICES, MAX_OVERTIME_LENGTH } from '@domain/schemas/day-rate-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button } from '@/shared/components/ui/button';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { isStaleError } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { cn } from '@/shared/lib/cn';
import { SectionCard } from '../page/section-card';
import { dayRatesEditorMessages } from './day-rates-editor-messages';
import {
  type DayRatesDraft,
  DRAFT_FIELDS,
  type DraftField,
  type DraftProblems,
  draftOf,
  readDraft,
  serverProblems,
} from './day-rates-form';
import { usePutDayRates } from './put-day-rates';

type Texts = (typeof dayRatesEditorMessages)['en'];

/** "EUR — Euro" in the reader's language, the code first so that typing it finds it in the list. */
function useCurrencyOptions(locale: 'en' | 'ru'): { code: string; label: string }[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = null;
    }
    return CURRENCY_CODES.map((code) => {
      const name = names?.of(code);
      return { code, label: name && name !== code ? `${code} — ${name}` : code };
    });
  }, [locale]);
}

export function DayRatesEditor({ studio }: { studio: Studio }) {
  const t = useMessages(dayRatesEditorMessages);
  const { locale } = useLocale();
  const { markSaved } = useAuth();
  const { mutateAsync, isPending } = usePutDayRates();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [draft, setDraft] = useState<DayRatesDraft>(() => draftOf(studio.day_rates, locale));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  const returnFocus = useRef(false);
  const currencies = useCurrencyOptions(locale);

  const rates = studio.day_rates ?? null;
  const summary = rates ? formatDayRateLine(rates, null, EMPTY_RATE_TABLE, locale) : null;

  useEffect(() => {
    if (open) fieldRefs.current.currency?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (confirmClear) keepRef.current?.focus();
  }, [confirmClear]);

  const start = () => {
    setDraft(draftOf(rates, locale));
    setProblems({});
    setAlert(null);
    setStatus(null);
    setConfirmClear(false);
    setOpen(true);
  };

  const close = () => {
    returnFocus.current = true;
    setConfirmClear(false);
    setOpen(false);
  };

  const showProblems = (found: DraftProblems) => {
    setProblems(found);
    const first = DRAFT_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const failureText = (error: unknown): string => {
    if (isStaleError(error)) return t.stale;
    if (error instanceof ApiError) {
      if (error.status === 401) return t.notSignedIn;
      if (error.status === 403) return t.notAllowed;
      if (error.status === 404) return t.notFound;
      return t.failed({ status: `HTTP ${error.status}` });
    }
    return t.failed({ status: t.network });
  };

  const send = async (next: Parameters<typeof mutateAsync>[0]['dayRates']) => {
    setAlert(null);
    setStatus(null);
    try {
      await mutateAsync({ studioId: studio.id, dayRates: next });
      markSaved();
      setStatus(next ? t.saved : t.cleared);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const found = serverProblems((error.body as { fields?: unknown } | null)?.fields);
        if (Object.keys(found).length > 0) {
          setConfirmClear(false);
          setAlert(t.checkFields);
          showProblems(found);
          return;
        }
      }
      setAlert(failureText(error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const reading = readDraft(draft, locale);
    if (!reading.ok) {
      setAlert(t.checkFields);
      showProblems(reading.problems);
      return;
    }
    setProblems({});
    void send(reading.rates);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const change = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => {
      const next = { ...p };
      delete next[field];
      // Any rate typed answers 'give at least one rate'.
      if (next.shooting_day === 'noRate' && (field === 'prep_day' || field === 'half_day'))
        delete next.shooting_day;
      return next;
    });
  };

  const fieldProps = (field: DraftField, hintId: string) => {
    const problem = problems[field];
    return {
      id: `${id}-${field}`,
      ref: (element: HTMLElement | null) => {
        fieldRefs.current[field] = element;
      },
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-${field}-error ${hintId}` : hintId,
    } as const;
  };

  const problemText = (field: DraftField): ReactNode => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p id={`${id}-${field}-error`} className="text-sm text-bad">
        {t[`problem_${problem}`]}
      </p>
    );
  };

  const rateField = (field: 'shooting_day' | 'prep_day' | 'half_day', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${field}`} className="font-medium text-ink">
        {label}
        {draft.currency ? ` (${draft.currency})` : ''}
      </label>
      <input
        {...fieldProps(field, `${id}-rate-hint`)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft[field]}
        readOnly={isPending}
        onChange={(event) => change(field, event.target.value)}
        className={inputClasses}
      />
      {problemText(field)}
    </div>
  );

  return (
    <SectionCard
      id="day-rates-editor"
      title={t.heading}
      actions={
        open ? null : (
          <Button ref={buttonRef} variant="secondary" size="sm" onClick={start}>
            {rates ? t.edit : t.add}
          </Button>
        )
      }
    >
      {open ? null : (
        <p className="text-sm" data-testid="day-rates-summary">
          {summary ?? t.none}
        </p>
      )}
      {open ? (
        <form
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          noValidate
          aria-labelledby={`${id}-form-heading`}
          className="flex flex-col gap-4 text-sm"
        >
          <h3 id={`${id}-form-heading`} className="font-medium">
            {t.formHeading}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-3">
              <label htmlFor={`${id}-currency`} className="font-medium text-ink">
                {t.currency}
              </label>
              <select
                {...fieldProps('currency', `${id}-currency-hint`)}
                value={draft.currency}
                disabled={isPending}
                onChange={(event) => change('currency', event.target.value)}
                className={cn(inputClasses, 'sm:max-w-sm')}
              >
                <option value="">{t.chooseCurrency}</option>
                {currencies.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
              <p id={`${id}-currency-hint`} className="text-xs text-muted">
                {t.currencyHint}
              </p>
              {problemText('currency')}
            </div>
            {rateField('shooting_day', t.shootingDay)}
            {rateField('prep_day', t.prepDay)}
            {rateField('half_day', t.halfDay)}
            <p id={`${id}-rate-hint`} className="text-xs text-muted sm:col-span-2 lg:col-span-3">
              {t.rateHint}
            </p>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-minimum_days`} className="font-medium text-ink">
                {t.minimumDays}
              </label>
              <input
                {...fieldProps('minimum_days', `${id}-minimum-hint`)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={draft.minimum_days}
                readOnly={isPending}
                onChange={(event) => change('minimum_days', event.target.value)}
                className={inputClasses}
              />
              <p id={`${id}-minimum-hint`} className="text-xs text-muted">
                {t.minimumHint}
              </p>
              {problemText('minimum_days')}
            </div>
          </div>
          <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-included-hint`}>
            <legend className="font-medium text-ink">{t.included}</legend>
            <p id={`${id}-included-hint`} className="text-xs text-muted">
              {t.includedHint}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {INCLUDED_SERVICES.map((service) => (
                <label key={service} className="flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={draft.included.includes(service)}
                    disabled={isPending}
                    onChange={(event) =>
                      setDraft((d) => ({
                        ...d,
                        included: event.target.checked
                          ? [...d.included, service]
                          : d.included.filter((s) => s !== service),
                      }))
                    }
                  />
                  {t[`service_${service}`]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-overtime`} className="font-medium text-ink">
              {t.overtime}
            </label>
            <textarea
              id={`${id}-overtime`}
              ref={(element) => {
                fieldRefs.current.overtime = element;
              }}
              rows={2}
              value={draft.overtime}
              readOnly={isPending}
              aria-invalid={problems.overtime ? true : undefined}
              aria-describedby={
                problems.overtime ? `${id}-overtime-error ${id}-overtime-hint` : `${id}-overtime-hint`
              }
              onChange={(event) => change('overtime', event.target.value)}
              className={cn(inputClasses, 'h-auto py-2')}
            />
            <p id={`${id}-overtime-hint`} className="text-xs text-muted">
              {t.overtimeHint({ max: MAX_OVERTIME_LENGTH })}
            </p>
            {problemText('overtime')}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" size="sm" disabled={isPending}>
              {isPending ? t.saving : t.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              {t.cancel}
            </Button>
            {rates && !confirmClear ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="sm:ms-auto"
                disabled={isPending}
                onClick={() => setConfirmClear(true)}
              >
                {t.clear}
              </Button>
            ) : null}
          </div>
          {confirmClear ? (
            <ClearQuestion
              t={t}
              keepRef={keepRef}
              busy={isPending}
              onClear={() => void send(null)}
              onKeep={() => setConfirmClear(false)}
            />
          ) : null}
        </form>
      ) : null}
      <p role="alert" className={cn('text-sm text-bad', alert ? 'mt-2' : '')}>
        {alert}
      </p>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </SectionCard>
  );
}

function ClearQuestion({
  t,
  keepRef,
  busy,
  onClear,
  onKeep,
}: {
  t: Texts;
  keepRef: RefObject<HTMLButtonElement | null>;
  busy: boolean;
  onClear(): void;
  onKeep(): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 rounded-md border border-line p-3">
      <legend className="px-1">{t.clearQuestion}</legend>
      <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onClear}>
        {t.clearConfirm}
      </Button>
      <Button ref={keepRef} type="button" size="sm" variant="ghost" onClick={onKeep}>
        {t.clearKeep}
      </Button>
    </fieldset>
  );
}
