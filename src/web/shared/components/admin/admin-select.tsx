/**
 * A labelled listbox that saves on an explicit choice (status, capabilities, team types):
 * a native select saves on every arrow key when closed, so an admin moving through it would
 * publish or archive by accident. This one (Radix Select) opens on Enter, Space, an arrow key or a
 * letter, and saves only when an option is chosen with Enter or a click; Escape leaves it as it was.
 * While the save runs it shows the chosen value; when the save fails (or is called off, e.g. a
 * declined confirmation) it shows the stored value again, with the reason under it when asked to.
 */
import * as Select from '@radix-ui/react-select';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { cn } from '@/shared/lib/cn';
import { cspNonce } from '@/shared/lib/csp-nonce';

const BASE =
  'inline-flex max-w-full cursor-pointer items-center justify-between gap-1 rounded-[var(--radius-control)] border border-line bg-surface font-medium text-ink ' +
  'hover:border-line-strong focus-visible:border-accent aria-[invalid=true]:border-bad data-[state=open]:border-accent';
const SIZES = {
  md: 'h-9 min-w-[9rem] pl-3 pr-2 text-sm',
  /** A directory card's status: narrow, so the card keeps room for the name. */
  sm: 'h-8 w-[8.5rem] pl-2 pr-1.5 text-xs',
};

export interface AdminSelectOption {
  value: string;
  label: string;
}

/** What a save reports back: the failure's reason, if there is one to show. */
export interface AdminSelectOutcome {
  ok: boolean;
  /** Someone else changed the studio; the page has reloaded it (no inline reason). */
  stale?: boolean;
  /** The admin called it off (a declined confirmation): nothing to report. */
  cancelled?: boolean;
  /** The reason to show; null: the generic 'failed' text. */
  error?: string | null;
}

/**
 * Radix opens the list on Enter, Space and the arrows, but on a closed trigger a letter would pick
 * the matching option at once: open the list instead, so a letter too only moves the highlight.
 */
function openOnLetter(event: KeyboardEvent<HTMLButtonElement>, open: () => void) {
  if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.altKey || event.metaKey) return;
  event.preventDefault(); // Radix skips its own handler for a prevented event
  open();
}

function ChevronIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14" className="shrink-0">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
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
  onSave(next: string): Promise<AdminSelectOutcome>;
  /** Show a failed save's reason under the control (capabilities, product.md §8). */
  showError?: boolean;
  /** Shown when the stored value is none of the options. */
  unknownLabel?: string;
  size?: keyof typeof SIZES;
}) {
  const t = useMessages(studioAdminMessages);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The option chosen while the list was open: saved once the list has closed and focus is back on
  // the trigger, so that whatever the save opens (Archived's confirmation) returns focus there.
  const chosen = useRef<string | null>(null);
  const errorId = useId();
  const shown = pending ?? value;
  const known = options.some((o) => o.value === shown);

  const onChoose = async (next: string) => {
    if (busy.current || next === value) return;
    busy.current = true;
    setPending(next);
    setError(null);
    const outcome = await onSave(next);
    busy.current = false;
    setPending(null);
    if (!outcome.ok && !outcome.cancelled)
      setError(outcome.stale ? null : (outcome.error ?? t.failedToUpdateField));
  };

  return (
    <span className="inline-flex max-w-full flex-col gap-1">
      <Select.Root
        value={shown}
        onValueChange={(next) => {
          chosen.current = next;
        }}
        open={open}
        onOpenChange={setOpen}
      >
        <Select.Trigger
          ref={trigger}
          aria-label={label}
          aria-busy={pending !== null || undefined}
          aria-invalid={showError && error ? true : undefined}
          aria-describedby={showError && error ? errorId : undefined}
          onKeyDown={(event) => openOnLetter(event, () => setOpen(true))}
          className={cn(BASE, SIZES[size])}
        >
          <span className="truncate">
            <Select.Value>{known ? undefined : (unknownLabel ?? shown)}</Select.Value>
          </span>
          <Select.Icon className="text-muted">
            <ChevronIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            // The item has chosen on Enter's keydown by now; without this, the same key press would
            // go on to 'click' whatever takes focus next (a confirmation's Cancel button).
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault(); // instead of Radix's own focus call: the same, then the save
              trigger.current?.focus({ preventScroll: true });
              const next = chosen.current;
              chosen.current = null;
              if (next !== null) void onChoose(next);
            }}
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-[var(--radius-control)] border border-line bg-surface text-ink shadow-[var(--shadow-pop)]"
          >
            {/* The viewport writes a <style> element (hiding its scrollbar): the page's CSP allows it
                only with the page's nonce. The list renders only when opened, in the browser. */}
            <Select.Viewport className="p-1" nonce={cspNonce()}>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded-md py-1.5 pr-2 pl-7 text-sm outline-none data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-text"
                >
                  <Select.ItemIndicator className="absolute left-2 inline-flex">
                    <CheckIcon />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {showError && error ? (
        <span id={errorId} className="text-sm text-bad">
          {error}
        </span>
      ) : null}
    </span>
  );
}
