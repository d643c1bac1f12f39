/**
 * One numeric range filter (product.md §11): a two-handle slider over the values the studios state,
 * two number fields for exact bounds, and 'include unknown' as an explicit choice. A handle at its end
 * means no bound on that side. Dragging moves the handles only; the list follows on release (one
 * history entry per change, not one per pixel).
 */
import type { RangeFilter as Range, RangeKey } from '@domain/studio-ranges';
import { RANGE_DEFINITIONS } from '@domain/studio-ranges';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { refineMessages } from '../refine-messages';
import { type RangeExtent, snap } from './range-extents';

export interface RangeFilterProps {
  rangeKey: RangeKey;
  extent: RangeExtent | null;
  /** How many studios the directory lists. */
  total: number;
  value: Range | undefined;
  onChange(key: RangeKey, range: Range | null): void;
}

function parseField(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export function RangeFilter({ rangeKey, extent, total, value, onChange }: RangeFilterProps) {
  const t = useMessages(refineMessages);
  const id = useId();
  const label = t.range({ key: rangeKey });
  const unit = t.unit({ unit: RANGE_DEFINITIONS[rangeKey].unit });
  const min = value?.min ?? null;
  const max = value?.max ?? null;
  const includeUnknown = value?.includeUnknown ?? false;

  // The handles while dragging, and the fields while typing.
  const [drag, setDrag] = useState<[number, number] | null>(null);
  const [fromText, setFromText] = useState(min === null ? '' : String(min));
  const [toText, setToText] = useState(max === null ? '' : String(max));
  useEffect(() => {
    setFromText(min === null ? '' : String(min));
    setToText(max === null ? '' : String(max));
    setDrag(null);
  }, [min, max]);

  const apply = (nextMin: number | null, nextMax: number | null, unknown = includeUnknown) => {
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) [nextMin, nextMax] = [nextMax, nextMin];
    onChange(
      rangeKey,
      nextMin === null && nextMax === null ? null : { min: nextMin, max: nextMax, includeUnknown: unknown },
    );
  };
  const commitFields = () => {
    const from = parseField(fromText);
    const to = parseField(toText);
    if (from === undefined || to === undefined) {
      setFromText(min === null ? '' : String(min));
      setToText(max === null ? '' : String(max));
      return;
    }
    if (from !== min || to !== max) apply(from, to);
  };

  const handles: [number, number] | null = extent
    ? (drag ?? [
        Math.min(Math.max(min ?? extent.min, extent.min), extent.max),
        Math.max(Math.min(max ?? extent.max, extent.max), extent.min),
      ])
    : null;
  const valueText = (n: number) => `${n} ${unit}`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-range={rangeKey}>
      <legend className="text-sm font-medium">{`${label}, ${unit}`}</legend>
      {extent && handles ? (
        <RangeSlider
          extent={extent}
          handles={handles}
          labels={[t.rangeMinimum({ label }), t.rangeMaximum({ label })]}
          valueText={valueText}
          onMove={setDrag}
          onCommit={([low, high]) => apply(low <= extent.min ? null : low, high >= extent.max ? null : high)}
        />
      ) : null}
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`${id}-from`}>
          {t.rangeMinimum({ label })}
        </label>
        <input
          id={`${id}-from`}
          inputMode="decimal"
          placeholder={extent ? `${t.rangeFrom} ${extent.min}` : t.rangeFrom}
          value={drag ? String(drag[0]) : fromText}
          onChange={(event) => setFromText(event.target.value)}
          onBlur={commitFields}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitFields();
          }}
          className={cn(inputClasses, 'h-9 min-w-0 flex-1 text-sm')}
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <label className="sr-only" htmlFor={`${id}-to`}>
          {t.rangeMaximum({ label })}
        </label>
        <input
          id={`${id}-to`}
          inputMode="decimal"
          placeholder={extent ? `${t.rangeTo} ${extent.max}` : t.rangeTo}
          value={drag ? String(drag[1]) : toText}
          onChange={(event) => setToText(event.target.value)}
          onBlur={commitFields}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitFields();
          }}
          className={cn(inputClasses, 'h-9 min-w-0 flex-1 text-sm')}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--vp-accent)]"
          checked={includeUnknown}
          disabled={min === null && max === null}
          onChange={(event) => apply(min, max, event.target.checked)}
        />
        {t.rangeIncludeUnknown}
      </label>
      <p className="text-xs text-muted">
        {extent ? t.rangeStated({ count: extent.stated, total }) : t.rangeNoneStated}
      </p>
    </fieldset>
  );
}

interface RangeSliderProps {
  extent: RangeExtent;
  handles: [number, number];
  /** The handles' accessible names: the minimum's, then the maximum's. */
  labels: [string, string];
  valueText(value: number): string;
  /** The handles while dragged (the list does not follow yet). */
  onMove(handles: [number, number]): void;
  /** The handles when a drag ends or a key moves one. */
  onCommit(handles: [number, number]): void;
}

/**
 * Two handles, each a focusable role=slider (arrows and Shift+arrows, PageUp/PageDown, Home/End) that
 * stops at the other, and a track to drag them on. Its markup depends on the props only, so the
 * server's page shows both handles where they are and equals the browser's first render.
 *
 * Our own, not Radix's Slider (decision 022 tried it again on React 19; the browser suite refused it
 * twice): Radix's Home and End move the first and the last handle whatever handle has the focus, so
 * End on the lower handle does nothing while the upper one is at the end (WAI-ARIA's multi-thumb
 * slider moves the focused handle, up to the other; studio-find's "a range slider" test); and its
 * handles are hidden (display: none) until its collection has counted them after mounting, so a
 * server-rendered range shows no handle to reach until the part has hydrated (studio-find's "range
 * filters ... the slider by keyboard" after a reload).
 */
function RangeSlider({ extent, handles, labels, valueText, onMove, onCommit }: RangeSliderProps) {
  const { min, max, step } = extent;
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<(HTMLSpanElement | null)[]>([]);
  // The handle being dragged, and where the handles are (a drag's moves arrive between renders).
  const dragging = useRef<{ position: 0 | 1; handles: [number, number]; moved: boolean } | null>(null);
  const percent = (value: number) => (max > min ? ((value - min) / (max - min)) * 100 : 0);

  const moveTo = (from: [number, number], position: 0 | 1, value: number): [number, number] => {
    const [low, high] = from;
    const snapped = snap(Math.min(Math.max(value, min), max), step);
    return position === 0 ? [Math.min(snapped, high), high] : [low, Math.max(snapped, low)];
  };
  const valueAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    return min + ((clientX - rect.left) / rect.width) * (max - min);
  };

  const onKeyDown = (position: 0 | 1) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const current = handles[position];
    const big = step * 10;
    const target: Record<string, number> = {
      ArrowRight: current + (event.shiftKey ? big : step),
      ArrowUp: current + (event.shiftKey ? big : step),
      ArrowLeft: current - (event.shiftKey ? big : step),
      ArrowDown: current - (event.shiftKey ? big : step),
      PageUp: current + big,
      PageDown: current - big,
      Home: min,
      End: max,
    };
    const value = target[event.key];
    if (value === undefined) return;
    event.preventDefault();
    const next = moveTo(handles, position, value);
    if (next[0] === handles[0] && next[1] === handles[1]) return;
    onMove(next);
    onCommit(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const value = valueAt(event.clientX);
    const [low, high] = handles;
    // The nearer handle; when they meet, the one on the side the pointer is.
    const position: 0 | 1 =
      Math.abs(value - low) < Math.abs(value - high) || (low === high && value < low) ? 0 : 1;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    thumbRefs.current[position]?.focus();
    const next = moveTo(handles, position, value);
    const moved = next[0] !== low || next[1] !== high;
    dragging.current = { position, handles: next, moved };
    if (moved) onMove(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (!drag) return;
    const next = moveTo(drag.handles, drag.position, valueAt(event.clientX));
    if (next[0] === drag.handles[0] && next[1] === drag.handles[1]) return;
    dragging.current = { ...drag, handles: next, moved: true };
    onMove(next);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (!drag) return;
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (drag.moved) onCommit(drag.handles);
  };

  return (
    <div
      className="relative flex h-6 touch-none items-center select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div ref={trackRef} className="relative h-1.5 grow rounded-full bg-surface-2">
        <div
          className="absolute h-full rounded-full bg-accent"
          style={{ left: `${percent(handles[0])}%`, right: `${100 - percent(handles[1])}%` }}
        />
      </div>
      {([0, 1] as const).map((position) => (
        <span
          key={position}
          ref={(element) => {
            thumbRefs.current[position] = element;
          }}
          role="slider"
          tabIndex={0}
          aria-label={labels[position]}
          aria-orientation="horizontal"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={handles[position]}
          aria-valuetext={valueText(handles[position])}
          onKeyDown={onKeyDown(position)}
          // Centred on its value, and kept within the track at the ends.
          style={{
            left: `calc(${percent(handles[position])}% + ${10 - percent(handles[position]) * 0.2}px)`,
          }}
          className="absolute block h-5 w-5 -translate-x-1/2 rounded-full border-2 border-accent bg-surface shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      ))}
    </div>
  );
}
