/**
 * Inline editing of a name, city or country (product.md §5): the text is a button ('✎', "Edit name")
 * that turns into a labelled input. Enter commits, Escape reverts, and leaving the field saves it
 * when the trimmed text changed. Empty text is not saved and says why (a silent revert
 * looked like a bug); like a failed save, it keeps the admin's text in the input with the reason
 * under it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { WriteOutcome } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { cn } from '@/shared/lib/cn';
import { checkText, problemText } from '@/shared/lib/field-validation';
import { PencilIcon } from './admin-icons';

export interface InlineTextFieldProps {
  value: string;
  /** The input's label ('Studio name'). */
  label: string;
  /** The button's action, read after the text ('Edit name'). */
  editLabel: string;
  /** Why empty text is not saved ('A name cannot be empty'). */
  emptyError: string;
  onSave(next: string): Promise<WriteOutcome>;
  /** Extra classes of the text button. */
  className?: string;
  /** Long text (a name) may wrap over lines; short text (city, country) stays on one line. */
  wrap?: boolean;
  /** Size of the input (it sets its own text size: the heading's or the line's). */
  inputClassName?: string;
}

const INPUT =
  'rounded-[var(--radius-control)] border border-line bg-surface px-2 py-1 text-ink ' +
  'hover:border-line-strong focus-visible:border-accent aria-[invalid=true]:border-bad';

export function InlineTextField({
  value,
  label,
  editLabel,
  emptyError,
  onSave,
  className,
  wrap = false,
  inputClassName = 'w-48 max-w-full text-base',
}: InlineTextFieldProps) {
  const t = useMessages(studioAdminMessages);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  // Refs, not state: Enter, then a blur before the save answers, must not save twice; Escape must
  // win over the blur that follows it.
  const active = useRef(false);
  const busy = useRef(false);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (focusButton.current) {
      focusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  const start = () => {
    active.current = true;
    setDraft(value);
    setError(null);
    setEditing(true);
  };

  const stop = (returnFocus: boolean) => {
    active.current = false;
    focusButton.current = returnFocus;
    setError(null);
    setEditing(false);
  };

  const commit = async (returnFocus: boolean) => {
    if (!active.current || busy.current) return;
    const next = draft.trim();
    // Saved only when non-empty and changed (product.md §5).
    if (!next) {
      setError(emptyError);
      return;
    }
    if (next === value.trim()) {
      stop(returnFocus);
      return;
    }
    const problem = checkText(next);
    if (problem) {
      setError(problemText(problem, t));
      return;
    }
    busy.current = true;
    setSaving(true);
    const outcome = await onSave(next);
    busy.current = false;
    setSaving(false);
    if (outcome.ok) stop(returnFocus);
    else setError(outcome.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(value);
      stop(true);
    }
  };

  if (!editing) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={start}
        className={cn(
          'group inline-flex max-w-full items-baseline gap-1.5 rounded-md px-1 -mx-1 text-left',
          'hover:bg-surface-2',
          className,
        )}
      >
        <span className={wrap ? 'min-w-0 break-words' : 'whitespace-nowrap'}>{value}</span>
        <PencilIcon className="h-[0.7em] w-[0.7em] shrink-0 self-center text-muted group-hover:text-ink" />
        <span className="sr-only"> ({editLabel})</span>
      </button>
    );
  }

  return (
    <span className="inline-flex max-w-full flex-col gap-1 align-top">
      <input
        ref={inputRef}
        type="text"
        value={draft}
        aria-label={label}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        aria-busy={saving || undefined}
        readOnly={saving}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void commit(false)}
        className={cn(INPUT, inputClassName)}
      />
      <span id={hintId} className="text-xs font-normal text-muted">
        {saving ? t.saving : t.inlineHint}
      </span>
      {error ? (
        <span id={errorId} className="text-sm font-normal text-bad">
          {error}
        </span>
      ) : null}
    </span>
  );
}
