/**
 * A labelled native select that saves on change (status, capabilities, team types): keyboard and
 * screen readers get the platform's own control. While the save runs it shows the chosen value;
 * when the save fails it shows the stored value again, with the reason under it when asked to.
 */
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import type { WriteOutcome } from '../hooks/use-studio-writes';
import { studioAdminMessages } from '../studio-admin-messages';

const BASE =
  'max-w-full cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface font-medium text-ink ' +
  'hover:border-line-strong focus-visible:border-accent aria-[invalid=true]:border-bad';
const SIZES = {
  md: 'h-9 pl-3 pr-8 text-sm',
  /** A directory card's status: narrow, so the card keeps room for the name. */
  sm: 'h-8 w-[8.5rem] pl-2 pr-6 text-xs',
};

export interface AdminSelectOption {
  value: string;
  label: string;
}

export function AdminSelect({
  label,
  value,
  options,
  onSave,
  showError = false,
  unknownLabel,
  size = 'md',
}: {
  /** The accessible name (the control has no visible label of its own: its section names it). */
  label: string;
  value: string;
  options: readonly AdminSelectOption[];
  onSave(next: string): Promise<WriteOutcome>;
  /** Show a failed save's reason under the control (capabilities, spec §8). */
  showError?: boolean;
  /** Shown (and not selectable) when the stored value is none of the options. */
  unknownLabel?: string;
  size?: keyof typeof SIZES;
}) {
  const t = useMessages(studioAdminMessages);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const errorId = useId();
  const known = options.some((o) => o.value === value);
  const shown = pending ?? value;

  const onChange = async (next: string) => {
    if (busy.current || next === value) return;
    busy.current = true;
    setPending(next);
    setError(null);
    const outcome = await onSave(next);
    busy.current = false;
    setPending(null);
    if (!outcome.ok) setError(outcome.stale ? null : (outcome.error ?? t.failedToUpdateField));
  };

  return (
    <span className="inline-flex max-w-full flex-col gap-1">
      <select
        aria-label={label}
        value={shown}
        aria-busy={pending !== null || undefined}
        aria-invalid={showError && error ? true : undefined}
        aria-describedby={showError && error ? errorId : undefined}
        onChange={(event) => void onChange(event.target.value)}
        className={cn(BASE, SIZES[size])}
      >
        {known || pending ? null : (
          <option value={value} disabled>
            {unknownLabel ?? value}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError && error ? (
        <span id={errorId} className="text-sm text-bad">
          {error}
        </span>
      ) : null}
    </span>
  );
}
