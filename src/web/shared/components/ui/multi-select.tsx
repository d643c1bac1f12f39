/**
 * A multi-select filter: a button that opens a list of checkboxes in a small non-modal popover
 * (no library: the directory page must stay light on phones). Focus moves in on opening; Escape,
 * a click outside or moving focus out closes it, and Escape returns focus to the button. As in a
 * listbox, arrow keys, Home and End move between options, typing a name's first letters jumps to it
 * and Space toggles; long lists get a search box, and ArrowDown from it enters the options. The
 * panel opens below the button, or above it when there is more room there, and stays inside the
 * window; the options scroll inside it (the wheel never scrolls the page behind). Options with a
 * count of 0 are dimmed and described as such (`zeroCountLabel`). The panel is its own chunk
 * (multi-select-panel.tsx), fetched when the button is first pointed at or focused.
 */
import {
  Component,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/shared/lib/cn';
import { ChunkLoadError, lazyNamed } from '@/shared/lib/lazy-named';
import { inputClasses } from './text-input';

const loadPanel = () => import('./multi-select-panel');
const makePanel = () => lazyNamed(loadPanel, 'MultiSelectPanel');
/** Made again after a failure: React.lazy keeps a failed import, and the next opening should fetch again. */
let MultiSelectPanel = makePanel();
/** The panel's code, fetched ahead when the reader is about to open one. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** The panel's code could not be fetched (offline): said in its place; the next opening tries again. */
class PanelLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean } {
    if (!(error instanceof ChunkLoadError)) throw error;
    MultiSelectPanel = makePanel();
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface MultiSelectOption {
  value: string;
  label: string;
  count?: number;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
  /** Trigger text when nothing is chosen, e.g. "All". */
  allLabel: string;
  /** "{n} selected". */
  selectedLabel(count: number): string;
  searchLabel?: string;
  noOptionsLabel?: string;
  clearLabel?: string;
  /** Show a search box from this many options on. */
  searchThreshold?: number;
  /** Read out for options whose count is 0, e.g. "no studio matches the other filters". */
  zeroCountLabel?: string;
  /** Shown in the panel's place when its code cannot be fetched (offline). */
  unavailableLabel: string;
}

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  allLabel,
  selectedLabel,
  searchLabel,
  noOptionsLabel,
  clearLabel,
  searchThreshold = 10,
  zeroCountLabel,
  unavailableLabel,
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const withSearch = options.length >= searchThreshold && Boolean(searchLabel);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const summary = selected.length === 0 ? allLabel : selectedLabel(selected.length);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the control closes the panel; the controls inside are native.
    <div
      ref={rootRef}
      className="relative flex min-w-0 flex-col gap-1"
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Focus left the control (Tab past the last option): close like a dismissed popover.
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <span id={`${id}-label`} className="text-xs font-medium text-muted">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={cn(
          inputClasses,
          'flex items-center justify-between gap-2 text-left',
          selected.length > 0 && 'border-accent/60 bg-accent-soft/40',
        )}
      >
        <span id={`${id}-value`} className="truncate">
          {summary}
        </span>
        <span aria-hidden="true" className="text-muted">
          ▾
        </span>
      </button>
      {open ? (
        <PanelLoadBoundary
          fallback={
            <p
              id={`${id}-panel`}
              role="alert"
              className="absolute top-full left-0 z-50 mt-1.5 w-[min(20rem,calc(100vw-1rem))] rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm shadow-[var(--shadow-pop)]"
            >
              {unavailableLabel}
            </p>
          }
        >
          <Suspense fallback={null}>
            <MultiSelectPanel
              id={id}
              options={options}
              selected={selected}
              onChange={onChange}
              searchLabel={searchLabel}
              noOptionsLabel={noOptionsLabel}
              clearLabel={clearLabel}
              zeroCountLabel={zeroCountLabel}
              withSearch={withSearch}
              rootRef={rootRef}
              triggerRef={triggerRef}
              close={close}
            />
          </Suspense>
        </PanelLoadBoundary>
      ) : null}
    </div>
  );
}
