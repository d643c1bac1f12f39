/**
 * A card lit by a soft spotlight that follows the pointer (Aceternity's "card spotlight"), made of
 * our tokens only. With `glowingBorder` a gradient travels around the border while the card is
 * hovered or focused. Both stay still when the system asks for reduced motion.
 */
import { type PointerEvent, type ReactNode, useRef } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-media-query';
import { cn } from '@/shared/lib/cn';

const SPOTLIGHT =
  'radial-gradient(36rem circle at var(--spot-x, 30%) var(--spot-y, 0%), color-mix(in oklab, var(--vp-accent) 16%, transparent), transparent 60%)';
const BORDER_GRADIENT =
  'conic-gradient(from 0deg, transparent 0 55%, var(--vp-accent) 72%, var(--vp-info) 82%, transparent 95%)';

export function SpotlightCard({
  children,
  className,
  innerClassName,
  glowingBorder = false,
}: {
  children: ReactNode;
  className?: string;
  innerClassName?: string;
  glowingBorder?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    const box = element.getBoundingClientRect();
    element.style.setProperty('--spot-x', `${event.clientX - box.left}px`);
    element.style.setProperty('--spot-y', `${event.clientY - box.top}px`);
  };

  return (
    <div
      ref={ref}
      onPointerMove={follow}
      className={cn(
        'group/spot relative isolate overflow-hidden rounded-[var(--radius-card)] bg-line p-px',
        className,
      )}
    >
      {glowingBorder ? (
        <div
          aria-hidden="true"
          className={cn(
            'absolute top-1/2 left-1/2 -z-10 aspect-square w-[max(200%,48rem)] -translate-x-1/2 -translate-y-1/2',
            // Turns only while the card is hovered or holds focus: an idle page does no work per frame.
            'motion-safe:animate-spin motion-safe:[animation-duration:9s] [animation-play-state:paused]',
            'group-focus-within/spot:[animation-play-state:running] group-hover/spot:[animation-play-state:running]',
          )}
          style={{ background: BORDER_GRADIENT }}
        />
      ) : null}
      <div
        className={cn(
          'relative h-full overflow-hidden rounded-[calc(var(--radius-card)-1px)] bg-surface',
          innerClassName,
        )}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-70 transition-opacity duration-300 group-focus-within/spot:opacity-100 group-hover/spot:opacity-100"
          style={{ background: SPOTLIGHT }}
        />
        <div className="relative h-full">{children}</div>
      </div>
    </div>
  );
}
