import { Badge } from '@/shared/components/ui/badge';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { usePrefersReducedMotion } from '@/shared/hooks/use-media-query';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { SpotlightCard } from './spotlight-card';

/** The hero of the Aceternity test: a spotlight card with a glowing border. */
export function SpotlightHero() {
  const t = useMessages(styleGuideMessages);
  const notify = useNotify();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section aria-labelledby="spotlight-heading">
      <SpotlightCard
        glowingBorder
        className="rounded-[calc(var(--radius-card)*1.5)]"
        innerClassName="rounded-[calc(var(--radius-card)*1.5-1px)]"
      >
        <div className="relative px-5 py-10 sm:px-10 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] opacity-60"
            style={{
              backgroundImage:
                'linear-gradient(to right, var(--vp-line) 1px, transparent 1px), linear-gradient(to bottom, var(--vp-line) 1px, transparent 1px)',
              backgroundSize: '2.5rem 2.5rem',
            }}
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{t.heroEyebrow}</p>
            <h2
              id="spotlight-heading"
              className="mt-3 max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {t.heroTitle}
            </h2>
            <p className="mt-3 max-w-xl text-muted">{t.heroText}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button size="lg" onClick={() => notify('info', t.heroClicked)}>
                {t.heroPrimary}
              </Button>
              <Button size="lg" variant="secondary" onClick={() => notify('info', t.heroClicked)}>
                {t.heroSecondary}
              </Button>
            </div>
            <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge tone={reducedMotion ? 'warn' : 'good'}>
                {reducedMotion ? 'prefers-reduced-motion: reduce' : 'motion-safe'}
              </Badge>
              <span>{reducedMotion ? t.motionOff : t.motionOn}</span>
            </p>
          </div>
        </div>
      </SpotlightCard>
    </section>
  );
}
