/** Pieces both ways of replacing the exchange-rate table share (product.md §18). */
import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type Ref, useMemo } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { exchangeRateKeys, type LoadedExchangeRates } from '@/shared/currency/exchange-rates-query';
import { useIntlLocale } from '@/shared/i18n/i18n-provider';
import { isStaleError } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { cn } from '@/shared/lib/cn';
import type { exchangeRatesMessages } from '../exchange-rates-messages';

export type Texts = (typeof exchangeRatesMessages)['en'];

export function failureText(error: unknown, t: Texts): string {
  if (isStaleError(error)) return t.stale;
  if (error instanceof ApiError) {
    if (error.status === 401) return t.notSignedIn;
    if (error.status === 403) return t.notAllowed;
    return t.failed({ status: `HTTP ${error.status}` });
  }
  return t.failed({ status: t.network });
}

export function currentEtag(queryClient: QueryClient): string | null | undefined {
  return queryClient.getQueryData<LoadedExchangeRates>(exchangeRateKeys.table())?.etag;
}

export function useRateFormat() {
  const intl = useIntlLocale();
  return useMemo(() => new Intl.NumberFormat(intl, { maximumFractionDigits: 6 }), [intl]);
}

/** The frame both ways of replacing the table share: a labelled form that Escape leaves. */
export function EditorForm({
  id,
  heading,
  formRef,
  onSubmit,
  onCancel,
  children,
}: {
  id: string;
  heading: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </form>
  );
}

/** 'Rates of (date)' with its hint and, when refused, why. */
export function RatesOfField({
  id,
  t,
  value,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  t: Texts;
  value: string;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-date`} className="font-medium">
        {t.date}
      </label>
      <input
        ref={inputRef}
        id={`${id}-date`}
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-date-error ${id}-date-hint` : `${id}-date-hint`}
        className={cn(inputClasses, 'sm:max-w-xs')}
      />
      <p id={`${id}-date-hint`} className="text-xs text-muted">
        {t.dateHint}
      </p>
      {error ? (
        <p id={`${id}-date-error`} className="text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
