/**
 * 'Free from / to' (issue 38, product.md §19): two date fields; the list keeps the studios whose
 * calendar is current and has nothing booked or on hold on those days. In the filter panel on wide
 * screens and in the Filters sheet (on its draft) on phones.
 */

import type { FreeDates } from '@domain/studio-calendar';
import { dayNumber } from '@domain/studio-calendar';
import { useId, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { freeDatesMessages } from './free-dates-messages';

export function FreeDatesFilter({
  value,
  onChange,
  className,
}: {
  value: FreeDates | null | undefined;
  onChange(value: FreeDates | null): void;
  className?: string;
}) {
  const t = useMessages(freeDatesMessages);
  const id = useId();
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // The address changed the dates (back, a cleared filter): the fields follow.
    setLastValue(value);
    setFrom(value?.from ?? '');
    setTo(value?.to ?? '');
  }
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  const reversed = fromDay !== null && toDay !== null && toDay < fromDay;

  function apply(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    const a = dayNumber(nextFrom);
    const b = dayNumber(nextTo);
    if (nextFrom === '' && nextTo === '') onChange(null);
    else if (a !== null && (nextTo === '' || (b !== null && b >= a)))
      onChange({ from: nextFrom, to: nextTo === '' ? nextFrom : nextTo });
  }

  return (
    <fieldset
      className={cn('flex flex-wrap items-end gap-2 text-sm', className)}
      aria-describedby={`${id}-hint`}
    >
      <legend className="mb-1 font-medium">{t.legend}</legend>
      <label className="flex flex-col gap-1" htmlFor={`${id}-from`}>
        {t.from}
        <input
          id={`${id}-from`}
          type="date"
          className="rounded-md border border-line bg-surface px-2 py-1"
          value={from}
          onChange={(event) => apply(event.target.value, to)}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-to`}>
        {t.to}
        <input
          id={`${id}-to`}
          type="date"
          className="rounded-md border border-line bg-surface px-2 py-1"
          value={to}
          min={from || undefined}
          aria-invalid={reversed || undefined}
          onChange={(event) => apply(from, event.target.value)}
        />
      </label>
      {from !== '' || to !== '' ? (
        <button type="button" className="px-2 py-1 text-sm underline" onClick={() => apply('', '')}>
          {t.clear}
        </button>
      ) : null}
      <p id={`${id}-hint`} className="w-full text-xs text-muted">
        {t.hint}
      </p>
      {reversed ? (
        <p role="alert" className="w-full text-xs text-[var(--vp-danger,#b91c1c)]">
          {t.toBeforeFrom}
        </p>
      ) : null}
    </fieldset>
  );
}
