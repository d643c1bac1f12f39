import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { RADII, SHADOWS, SPACING_STEPS, TYPE_SCALE } from '../design-tokens';
import { useComputedStyle } from '../hooks/use-computed-style';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

function TypeRow({ utility, rem }: { utility: string; rem: string }) {
  const t = useMessages(styleGuideMessages);
  const [ref, fontSize] = useComputedStyle<HTMLParagraphElement>('font-size');
  return (
    <li data-type={utility} className="min-w-0 border-b border-line pb-3 last:border-0 last:pb-0">
      <p className="flex flex-wrap gap-x-3 font-mono text-xs text-muted">
        <code className="font-semibold text-ink">{utility}</code>
        <span>{rem}</span>
        <span data-computed-value>{fontSize || t.notComputed}</span>
      </p>
      <p ref={ref} className={cn(utility, 'mt-1 font-semibold break-words')}>
        {t.typeSample}
      </p>
    </li>
  );
}

function SpacingRow({ step }: { step: number }) {
  const t = useMessages(styleGuideMessages);
  const locale = useIntlLocale();
  const [ref, width] = useComputedStyle<HTMLSpanElement>('width');
  const rem = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(step * 0.25);
  return (
    <li data-spacing={step} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-3 text-xs">
      <span className="font-mono text-muted">
        <code className="font-semibold text-ink">{step}</code> · {rem}rem
      </span>
      <span className="flex min-w-0 items-center gap-3">
        <span
          ref={ref}
          aria-hidden="true"
          className="block h-3 shrink-0 rounded-sm bg-accent"
          style={{ width: `calc(var(--spacing) * ${step})` }}
        />
        <span className="font-mono text-muted" data-computed-value>
          {width || t.notComputed}
        </span>
      </span>
    </li>
  );
}

function RadiusItem({ utility, token }: { utility: string; token?: string }) {
  const t = useMessages(styleGuideMessages);
  const [ref, radius] = useComputedStyle<HTMLSpanElement>('border-top-left-radius');
  const round = Number.parseFloat(radius) > 10_000;
  return (
    <li data-radius={utility} className="flex min-w-0 flex-col items-start gap-2">
      <span
        ref={ref}
        aria-hidden="true"
        className={cn('h-16 w-16 border-2 border-accent bg-accent-soft', utility)}
      />
      <span className="min-w-0 text-xs">
        <code className="block font-semibold break-all">{token ?? utility}</code>
        <span className="font-mono text-muted" data-computed-value>
          {round ? t.radiusFull : radius || t.notComputed}
        </span>
      </span>
    </li>
  );
}

function ShadowItem({ utility, token, usage }: { utility: string; token: string; usage: string }) {
  const t = useMessages(styleGuideMessages);
  const [ref, shadow] = useComputedStyle<HTMLDivElement>('box-shadow');
  return (
    <li data-shadow={token} className="min-w-0">
      <div
        ref={ref}
        className={cn(
          'flex h-24 items-center justify-center rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm font-medium',
          utility,
        )}
      >
        {usage}
      </div>
      <p className="mt-2 text-xs">
        <code className="font-semibold">{token}</code>
      </p>
      <p className="font-mono text-xs break-all text-muted" data-computed-value>
        {shadow || t.notComputed}
      </p>
    </li>
  );
}

export function TypeScale() {
  const t = useMessages(styleGuideMessages);
  return (
    <ShowcaseSection id="type" title={t.typeHeading} description={t.typeText}>
      <ul className="flex flex-col gap-3">
        {TYPE_SCALE.map((entry) => (
          <TypeRow key={entry.utility} {...entry} />
        ))}
      </ul>
    </ShowcaseSection>
  );
}

export function SpacingScale() {
  const t = useMessages(styleGuideMessages);
  return (
    <ShowcaseSection id="spacing" title={t.spacingHeading} description={t.spacingText}>
      <ul className="flex flex-col gap-2">
        {SPACING_STEPS.map((step) => (
          <SpacingRow key={step} step={step} />
        ))}
      </ul>
    </ShowcaseSection>
  );
}

export function RadiiScale() {
  const t = useMessages(styleGuideMessages);
  return (
    <ShowcaseSection id="radii" title={t.radiiHeading} description={t.radiiText}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {RADII.map((entry) => (
          <RadiusItem key={entry.utility} {...entry} />
        ))}
      </ul>
    </ShowcaseSection>
  );
}

export function ShadowScale() {
  const t = useMessages(styleGuideMessages);
  return (
    <ShowcaseSection id="shadows" title={t.shadowsHeading} description={t.shadowsText}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {SHADOWS.map((entry) => (
          <ShadowItem key={entry.token} utility={entry.utility} token={entry.token} usage={t[entry.usage]} />
        ))}
      </ul>
    </ShowcaseSection>
  );
}
