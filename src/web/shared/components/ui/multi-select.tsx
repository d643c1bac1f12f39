/**
 * A multi-select filter: a button that opens a list of checkboxes in a small non-modal popover
 * (no library: the directory page must stay light on phones). Focus moves in on opening; Escape,
 * a click outside or moving focus out closes it, and Escape returns focus to the button. As in a
 * listbox, arrow keys, Home and End move between options, typing a name's first letters jumps to it
 * and Space toggles; long lists get a search box, and ArrowDown from it enters the options. The
 * panel opens below the button, or above it when there is more room there, and stays inside the
 * window; the options scroll inside it (the wheel never scrolls the page behind). Options with a
 * count of 0 are dimmed and described as such (`zeroCountLabel`).
 */
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '@/shared/lib/cn';
import { inputClasses } from './text-input';

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
}

const GAP_PX = 6;
const EDGE_PX = 8;
const MAX_PANEL_HEIGHT_PX = 384; // 24rem
/** Typed letters within this pause add up to one name (as in a native listbox). */
const TYPEAHEAD_RESET_MS = 600;

/**
 * The band of the window the panel may use: the window, narrowed by every scrolling or clipping
 * ancestor (a sheet's body), which would otherwise cut the panel off.
 */
function verticalClip(element: HTMLElement | null): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom };
}

interface Placement {
  above: boolean;
  shiftX: number;
  maxHeight: number;
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
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [placement, setPlacement] = useState<Placement>({
    above: false,
    shiftX: 0,
    maxHeight: MAX_PANEL_HEIGHT_PX,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const chosen = useMemo(() => new Set(selected), [selected]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);
  const withSearch = options.length >= searchThreshold && Boolean(searchLabel);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Place the panel before it is painted: below or above the button, inside the window.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!trigger || !panel) return;
      const viewportWidth = document.documentElement.clientWidth;
      const clip = verticalClip(rootRef.current);
      const below = clip.bottom - trigger.bottom - GAP_PX - EDGE_PX;
      const above = trigger.top - clip.top - GAP_PX - EDGE_PX;
      const openAbove = below < Math.min(MAX_PANEL_HEIGHT_PX, panel.scrollHeight) && above > below;
      const width = panel.offsetWidth;
      const overflowRight = trigger.left + width - (viewportWidth - EDGE_PX);
      const shiftX = overflowRight > 0 ? -Math.min(overflowRight, trigger.left - EDGE_PX) : 0;
      setPlacement({
        above: openAbove,
        shiftX,
        maxHeight: Math.max(160, Math.min(MAX_PANEL_HEIGHT_PX, openAbove ? above : below)),
      });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  // Focus moves into the panel on opening.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input[type=search], input[type=checkbox]');
    (first ?? panel)?.focus();
  }, [open]);

  // A press outside closes without taking focus back (it goes where the press went).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  const toggle = (value: string) => {
    onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };

  const boxes = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []);

  /** ArrowDown from the search box enters the options. */
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = boxes()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  /** Letters typed in quick succession jump to the next option starting with them. */
  const jumpTo = (key: string, list: HTMLInputElement[], index: number): boolean => {
    const now = performance.now();
    const state = typeahead.current;
    const text = (now - state.at > TYPEAHEAD_RESET_MS ? '' : state.text) + key.toLowerCase();
    typeahead.current = { text, at: now };
    // The same letter again cycles through the options starting with it; more letters refine.
    const repeated = text.length > 1 && [...text].every((c) => c === text[0]);
    const needle = repeated ? text[0]! : text;
    const start = needle.length === 1 ? index + 1 : Math.max(index, 0);
    for (let step = 0; step < list.length; step++) {
      const box = list[(start + step) % list.length]!;
      if ((box.dataset.label ?? '').toLowerCase().startsWith(needle)) {
        box.focus();
        return true;
      }
    }
    return false;
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = boxes();
    if (list.length === 0) return;
    const index = list.indexOf(document.activeElement as HTMLInputElement);
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (jumpTo(event.key, list, index)) event.preventDefault();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    event.preventDefault();
    // ArrowUp from the first option goes back to the search box, where there is one.
    if (event.key === 'ArrowUp' && index <= 0 && searchRef.current) {
      searchRef.current.focus();
      return;
    }
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(list.length - 1, index + 1)
            : Math.max(0, index - 1);
    list[next]?.focus();
  };

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
        <div
          ref={panelRef}
          id={`${id}-panel`}
          data-multi-select-panel=""
          role="dialog"
          aria-labelledby={`${id}-label`}
          tabIndex={-1}
          className={cn(
            'absolute left-0 z-50 flex w-[min(20rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-[var(--radius-control)] border border-line bg-surface p-2 shadow-[var(--shadow-pop)] outline-none',
            placement.above ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
          )}
          style={{
            maxHeight: placement.maxHeight,
            transform: placement.shiftX ? `translateX(${placement.shiftX}px)` : undefined,
            animation: 'vp-fade-in 120ms ease-out',
          }}
        >
          {withSearch ? (
            <input
              ref={searchRef}
              type="search"
              value={query}
              onKeyDown={onSearchKeyDown}
              onChange={(e) => setQuery(e.target.value)}
              aria-label={searchLabel}
              placeholder={searchLabel}
              className={cn(inputClasses, 'mb-2 h-9 shrink-0')}
            />
          ) : null}
          {/*
            The options scroll inside the panel, and overscroll stays there too (the page keeps still).
            A div, not a fieldset: a fieldset's content box ignores the flex height it is given, so its
            options spilled out of the panel.
          */}
          {/* biome-ignore lint/a11y/useSemanticElements: see above; the group is named like a fieldset would be. */}
          <div
            ref={listRef}
            role="group"
            aria-labelledby={`${id}-label`}
            data-option-list=""
            onKeyDown={onListKeyDown}
            className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain"
          >
            {visible.length === 0 ? <p className="px-2 py-3 text-sm text-muted">{noOptionsLabel}</p> : null}
            {visible.map((option) => {
              const none = option.count === 0;
              return (
                <label
                  key={option.value}
                  className={cn(
                    'flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-surface-2',
                    // Dimmed by colour alone: the muted text keeps its contrast, which opacity would not.
                    none && 'text-muted',
                  )}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0 accent-[var(--vp-accent)]"
                    data-label={option.label}
                    checked={chosen.has(option.value)}
                    onChange={() => toggle(option.value)}
                    aria-describedby={none && zeroCountLabel ? `${id}-zero` : undefined}
                  />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.count !== undefined ? (
                    <span className="text-xs text-muted tabular-nums">{option.count}</span>
                  ) : null}
                </label>
              );
            })}
          </div>
          {zeroCountLabel ? (
            <span id={`${id}-zero`} hidden>
              {zeroCountLabel}
            </span>
          ) : null}
          {clearLabel && selected.length > 0 ? (
            <button
              type="button"
              onClick={() => {
                onChange([]);
                // The button goes away with the selection: keep focus in the panel.
                listRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]')?.focus();
              }}
              className="mt-2 shrink-0 self-end rounded-md px-2 py-1 text-sm text-accent-text hover:bg-surface-2"
            >
              {clearLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
