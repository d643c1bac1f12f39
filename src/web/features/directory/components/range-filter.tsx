/**
 * One numeric range filter (product.md §11): a two-handle slider over the values the studios state,
 * two number fields for exact bounds, and 'include unknown' as an explicit choice. A handle at its end
 * means no bound on that side. Dragging moves the handles only; the list follows on release (one
 * history entry per change, not one per pixel).
 */
import type { RangeFilter as Range, RangeKey } from '@domain/studio-ranges';
import { RANGE_DEFINITIONS } from '@domain/studio-ranges';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useId, useState } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { refineMessages } from '../refine-messages';
import { type RangeExtent, snap } from '../utils/range-extents';

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
        <Slider.Root
          min={extent.min}
          max={extent.max}
          step={extent.step}
          value={handles}
          minStepsBetweenThumbs={0}
          onValueChange={(next) => setDrag([next[0]!, next[1]!])}
          onValueCommit={(next) => {
            const low = snap(next[0]!, extent.step);
            const high = snap(next[1]!, extent.step);
            apply(low <= extent.min ? null : low, high >= extent.max ? null : high);
          }}
          className="relative flex h-6 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-surface-2">
            <Slider.Range className="absolute h-full rounded-full bg-accent" />
          </Slider.Track>
          {(['min', 'max'] as const).map((side, position) => (
            <Slider.Thumb
              key={side}
              aria-label={side === 'min' ? t.rangeMinimum({ label }) : t.rangeMaximum({ label })}
              aria-valuetext={valueText(handles[position]!)}
              className="block h-5 w-5 rounded-full border-2 border-accent bg-surface shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            />
          ))}
        </Slider.Root>
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
