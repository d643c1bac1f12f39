/**
 * Decorative tile visuals of the bento grid, drawn with CSS only (gradients and grid lines in the
 * design tokens' colours, so both themes work). They are hidden from assistive technology.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

const mix = (token: string, percent: number) =>
  `color-mix(in oklab, var(--vp-${token}) ${percent}%, transparent)`;

const gridLines = (token: string, percent: number, size: string) =>
  `linear-gradient(to right, ${mix(token, percent)} 1px, transparent 1px) 0 0 / ${size} ${size}, ` +
  `linear-gradient(to bottom, ${mix(token, percent)} 1px, transparent 1px) 0 0 / ${size} ${size}`;

function Frame({
  children,
  className,
  style,
}: {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('relative h-full min-h-36 overflow-hidden bg-surface-2', className)}
      style={style}
    >
      {children}
    </div>
  );
}

/** A tilted LED wall of panels showing a glowing scene, above a gridded floor. */
export function LedWallVisual() {
  return (
    <Frame className="flex flex-col items-center justify-end [perspective:900px]">
      <div
        className="absolute inset-x-0 bottom-0 h-1/3 origin-bottom [transform:rotateX(62deg)]"
        style={{ background: gridLines('line-strong', 60, '1.75rem') }}
      />
      <div
        className="relative mb-[12%] aspect-[16/7] w-[82%] rounded-md shadow-[var(--shadow-pop)] transition-transform duration-700 [transform:rotateX(8deg)] motion-safe:group-hover:[transform:rotateX(0deg)_scale(1.03)]"
        style={{
          background: [
            gridLines('canvas', 55, '1.25rem'),
            `radial-gradient(circle at 28% 72%, ${mix('accent', 90)}, transparent 55%)`,
            `radial-gradient(circle at 72% 30%, ${mix('info', 85)}, transparent 50%)`,
            `radial-gradient(circle at 60% 90%, ${mix('good', 60)}, transparent 45%)`,
            'var(--vp-accent-soft)',
          ].join(', '),
        }}
      />
      <div
        className="absolute inset-x-[20%] bottom-[6%] h-8 rounded-full blur-2xl"
        style={{ background: mix('accent', 45) }}
      />
    </Frame>
  );
}

const SPLATS: readonly [x: number, y: number, w: number, h: number, token: string, alpha: number][] = [
  [22, 30, 38, 22, 'accent', 70],
  [60, 24, 30, 30, 'info', 65],
  [40, 55, 44, 26, 'accent', 55],
  [72, 62, 28, 36, 'good', 50],
  [18, 72, 26, 20, 'info', 55],
  [50, 82, 36, 18, 'warn', 45],
  [82, 38, 18, 24, 'accent', 60],
  [34, 14, 20, 14, 'good', 45],
  [64, 44, 16, 12, 'ink', 25],
  [28, 46, 12, 10, 'ink', 20],
  [86, 80, 20, 16, 'info', 45],
  [10, 50, 16, 24, 'accent', 40],
];

/** A cloud of soft, overlapping ellipses: Gaussian splats. */
export function SplatsVisual() {
  return (
    <Frame>
      <div
        className="absolute inset-0 transition-transform duration-700 motion-safe:group-hover:scale-110 motion-safe:group-hover:rotate-2"
        style={{
          background: SPLATS.map(
            ([x, y, w, h, token, alpha]) =>
              `radial-gradient(${w}% ${h}% at ${x}% ${y}%, ${mix(token, alpha)}, transparent)`,
          ).join(', '),
        }}
      />
      <div className="absolute inset-0" style={{ background: gridLines('line', 70, '1rem') }} />
    </Frame>
  );
}

/** Frames of a splat capture over time, fanning out on hover. */
export function FramesVisual() {
  const frames = ['info', 'accent', 'good'] as const;
  return (
    <Frame className="flex items-center justify-center">
      {frames.map((token, index) => (
        <div
          key={token}
          className="absolute aspect-square w-[38%] max-w-32 rounded-lg border border-line-strong/50 transition-transform duration-500"
          style={{
            background: `radial-gradient(60% 50% at ${35 + index * 12}% ${55 - index * 8}%, ${mix(token, 75)}, transparent), var(--vp-surface)`,
            transform: `translateX(${(index - 1) * 22}%) rotate(${(index - 1) * 6}deg)`,
            zIndex: index,
          }}
        />
      ))}
      <div
        className="absolute inset-x-[12%] bottom-4 h-1 rounded-full"
        style={{ background: `linear-gradient(to right, ${mix('accent', 80)}, ${mix('good', 80)})` }}
      />
    </Frame>
  );
}

/** A parameter sheet: values with their numbered source references. */
export function SourcesVisual({ rows }: { rows: readonly [label: string, value: string, refs: string][] }) {
  return (
    <Frame className="flex items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-3 shadow-[var(--shadow-card)] transition-transform duration-500 motion-safe:group-hover:-translate-y-1">
        {rows.map(([label, value, refs]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 border-b border-line py-1.5 text-sm last:border-0"
          >
            <span className="truncate text-muted">{label}</span>
            <span className="shrink-0 font-medium tabular-nums">
              {value} <span className="rounded bg-accent-soft px-1 text-xs text-accent-text">{refs}</span>
            </span>
          </div>
        ))}
      </div>
    </Frame>
  );
}

const BARS: readonly [a: number, b: number][] = [
  [78, 52],
  [46, 88],
  [64, 60],
  [92, 40],
];

/** Pairs of bars: two stages side by side, the better value in the "good" colour. */
export function CompareVisual() {
  return (
    <Frame
      className="flex items-end justify-center gap-3 px-5 pt-8 pb-5"
      style={{ background: gridLines('line', 80, '1.5rem') }}
    >
      {BARS.map(([a, b]) => (
        <div key={`${a}-${b}`} className="flex h-full max-h-56 flex-1 items-end gap-1">
          {[a, b].map((height, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: two fixed bars per pair.
              key={index}
              className="flex-1 origin-bottom rounded-t-md transition-transform duration-500 motion-safe:group-hover:scale-y-105"
              style={{
                height: `${height}%`,
                background: height === Math.max(a, b) ? 'var(--vp-good)' : mix('accent', 55),
              }}
            />
          ))}
        </div>
      ))}
    </Frame>
  );
}

/** A video frame with a play button and a progress bar. */
export function TourVisual() {
  return (
    <Frame className="flex items-center justify-center p-4">
      <div
        className="relative flex aspect-video w-full max-w-md items-center justify-center overflow-hidden rounded-lg border border-line"
        style={{
          background: [
            `radial-gradient(circle at 20% 80%, ${mix('accent', 70)}, transparent 50%)`,
            `radial-gradient(circle at 80% 20%, ${mix('info', 60)}, transparent 45%)`,
            gridLines('line', 60, '1.5rem'),
            'var(--vp-surface)',
          ].join(', '),
        }}
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent shadow-[var(--shadow-pop)] transition-transform duration-300 motion-safe:group-hover:scale-110">
          <span className="ml-1 h-0 w-0 border-y-[10px] border-l-[16px] border-y-transparent border-l-[var(--vp-accent-ink)]" />
        </span>
        <span className="absolute inset-x-4 bottom-3 h-1 overflow-hidden rounded-full bg-line">
          <span className="block h-full w-2/5 rounded-full bg-accent transition-[width] duration-700 motion-safe:group-hover:w-3/5" />
        </span>
      </div>
    </Frame>
  );
}

/** Two scripts side by side. */
export function LanguagesVisual() {
  return (
    <Frame className="flex items-center justify-center gap-3 p-4">
      <span className="rounded-xl border border-line bg-surface px-4 py-3 text-3xl font-bold transition-transform duration-500 motion-safe:group-hover:-rotate-3">
        Aa
      </span>
      <span className="rounded-xl bg-accent px-4 py-3 text-3xl font-bold text-accent-ink transition-transform duration-500 motion-safe:group-hover:rotate-3">
        Яя
      </span>
    </Frame>
  );
}

/** Filter controls in outline: pills, a range and toggles. */
export function FiltersVisual() {
  return (
    <Frame className="flex flex-col justify-center gap-3 p-5">
      <div className="flex flex-wrap gap-2">
        {[10, 14, 8].map((w, index) => (
          <span
            key={w}
            className={cn(
              'h-6 rounded-full border',
              index === 1 ? 'border-accent bg-accent-soft' : 'border-line-strong/60 bg-surface',
            )}
            style={{ width: `${w * 0.25}rem` }}
          />
        ))}
      </div>
      <div className="relative h-1.5 rounded-full bg-line">
        <span className="absolute inset-y-0 left-[20%] w-[45%] rounded-full bg-accent transition-[width] duration-500 motion-safe:group-hover:w-[60%]" />
      </div>
      <div className="flex gap-2">
        {[true, false, true].map((on, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative toggles.
            key={index}
            className={cn(
              'flex h-5 w-9 items-center rounded-full p-0.5',
              on ? 'justify-end bg-accent' : 'bg-line-strong/60',
            )}
          >
            <span className="h-4 w-4 rounded-full bg-surface" />
          </span>
        ))}
      </div>
    </Frame>
  );
}

/** Half surface, half ink: the two ends of the current theme. */
export function ThemesVisual() {
  return (
    <Frame style={{ background: 'linear-gradient(135deg, var(--vp-surface) 50%, var(--vp-ink) 50%)' }}>
      <span className="absolute top-[22%] left-[22%] h-10 w-10 rounded-full bg-warn/80 transition-transform duration-500 motion-safe:group-hover:scale-110" />
      <span
        className="absolute right-[20%] bottom-[20%] h-10 w-10 rounded-full transition-transform duration-500 motion-safe:group-hover:-rotate-12"
        style={{ boxShadow: 'inset -0.6rem -0.2rem 0 0 var(--vp-canvas)' }}
      />
    </Frame>
  );
}
