/**
 * The open panel of a MultiSelect (multi-select.tsx), its own chunk: the list's first load carries
 * only the buttons, and a panel's code comes when one is first pointed at, focused or opened. Placed
 * below the button, or above it when there is more room there, inside the window; focus moves in on
 * opening; a press outside closes it; arrow keys, Home, End and typed letters move between options;
 * long lists get a search box.
 */
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '@/shared/lib/cn';
import type { MultiSelectProps } from './multi-select';
import { inputClasses } from './text-input';

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

export interface MultiSelectPanelProps
  extends Pick<
    MultiSelectProps,
    'options' | 'selected' | 'onChange' | 'searchLabel' | 'noOptionsLabel' | 'clearLabel' | 'zeroCountLabel'
  > {
  /** The control's id: the panel's ids derive from it. */
  id: string;
  withSearch: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  close(returnFocus: boolean): void;
}

export function MultiSelectPanel({
  id,
  options,
  selected,
  onChange,
  searchLabel,
  noOptionsLabel,
  clearLabel,
  zeroCountLabel,
  withSearch,
  rootRef,
  triggerRef,
  close,
}: MultiSelectPanelProps) {
  const [query, setQuery] = useState('');
  const [placement, setPlacement] = useState<Placement>({
    above: false,
    shiftX: 0,
    maxHeight: MAX_PANEL_HEIGHT_PX,
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const chosen = useMemo(() => new Set(selected), [selected]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);

  // Place the panel before it is painted: below or above the button, inside the window.
  useLayoutEffect(() => {
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
  }, [rootRef, triggerRef]);

  // Focus moves into the panel on opening.
  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input[type=search], input[type=checkbox]');
    (first ?? panel)?.focus();
  }, []);

  // A press outside closes without taking focus back (it goes where the press went).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [rootRef, close]);

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

  return (
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
  );
}
