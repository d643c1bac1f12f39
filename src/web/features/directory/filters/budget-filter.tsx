/**
 * The day-rate budget (issue 38, product.md §18): the most a shooting day may cost in the reader's
 * currency (`rate_max`, `currency`), and 'Include studios without a day rate' (`with_unknown=day_rate`).
 * On the desktop the amount applies when the field is left or Enter is pressed (one history entry, not
 * one per digit); in the phone's sheet every change goes to its draft.
 */
import { useId, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { listFilterMessages } from './list-filter-messages';

export interface Budget {
  max: number;
  includeUnknown: boolean;
}

/** "15000", "15 000", "15,000", "12500.50": an amount above 0; null otherwise. */
export function parseBudgetAmount(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const amount = Number(plain);
  return amount > 0 && Number.isFinite(amount) ? amount : null;
}

export function BudgetFilter({
  value,
  currency,
  onChange,
  applyWhileTyping = false,
  className,
}: {
  value: Budget | null;
  /** The reader's currency code (the budget's). */
  currency: string;
  onChange(value: Budget | null): void;
  /** The sheet's draft: every change at once. */
  applyWhileTyping?: boolean;
  className?: string;
}) {
  const t = useMessages(listFilterMessages);
  const id = useId();
  const [text, setText] = useState(value ? String(value.max) : '');
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // The address changed the budget (back, a removed chip, 'Clear all'): the field follows.
    setLastValue(value);
    if ((value ? value.max : null) !== parseBudgetAmount(text)) setText(value ? String(value.max) : '');
  }
  const amount = parseBudgetAmount(text);
  const invalid = text.trim() !== '' && amount === null;
  const includeUnknown = value?.includeUnknown ?? false;

  function apply(nextText: string, keep: boolean) {
    const next = parseBudgetAmount(nextText);
    if (nextText.trim() === '') {
      if (value) onChange(null);
    } else if (next !== null && (next !== value?.max || keep !== includeUnknown))
      onChange({ max: next, includeUnknown: keep });
  }

  return (
    <fieldset className={cn('flex flex-wrap items-end gap-2 text-sm', className)} data-filter="budget">
      <legend className="mb-1 font-medium">{t.budgetLegend}</legend>
      <label className="flex flex-col gap-1" htmlFor={`${id}-max`}>
        {t.budgetLabel({ currency })}
        <input
          id={`${id}-max`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="w-36 rounded-md border border-line bg-surface px-2 py-1"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (applyWhileTyping) apply(event.target.value, includeUnknown);
          }}
          onBlur={() => apply(text, includeUnknown)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(text, includeUnknown);
          }}
        />
      </label>
      <label className="inline-flex items-center gap-2 py-1">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--vp-accent)]"
          disabled={amount === null}
          checked={amount !== null && includeUnknown}
          onChange={(event) => {
            if (amount !== null) onChange({ max: amount, includeUnknown: event.target.checked });
          }}
        />
        {t.budgetKeepUnknown}
      </label>
      {text !== '' ? (
        <button
          type="button"
          className="px-2 py-1 text-sm underline"
          onClick={() => {
            setText('');
            if (value) onChange(null);
          }}
        >
          {t.budgetClear}
        </button>
      ) : null}
      <p id={`${id}-hint`} className="w-full text-xs text-muted">
        {t.budgetHint}
      </p>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="w-full text-xs text-[var(--vp-danger,#b91c1c)]">
          {t.budgetInvalid}
        </p>
      ) : null}
    </fieldset>
  );
}
