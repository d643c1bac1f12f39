/** 'Compare Studios (n)': enabled from 2 selected; the refusal of a fifth is announced here. */
import { COMPARE_MIN_STUDIOS } from '@domain/limits';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { directoryMessages } from '../directory-messages';

/** The tray's id: the list's skip link leads here (studio-directory.tsx). */
export const COMPARE_TRAY_ID = 'compare-tray';

export function CompareBar({
  count,
  refused,
  onCompare,
}: {
  count: number;
  /** A fifth selection was just refused. */
  refused: boolean;
  onCompare(): void;
}) {
  const t = useMessages(directoryMessages);
  const enabled = count >= COMPARE_MIN_STUDIOS;
  return (
    <div
      id={COMPARE_TRAY_ID}
      // Focusable by the skip link only: the next Tab is the tray's button.
      tabIndex={-1}
      className={cn(
        // Sticky once something is selected, so the button stays at hand while scrolling.
        count > 0 && 'sticky bottom-3 z-30',
        'mt-6 flex flex-wrap outline-none items-center justify-between gap-3 rounded-[var(--radius-card)] border bg-surface px-4 py-3 shadow-[var(--shadow-pop)]',
        refused ? 'border-warn' : 'border-line',
      )}
    >
      <p
        aria-live="polite"
        className={cn('min-w-0 flex-1 text-sm', refused ? 'font-medium text-warn' : 'text-muted')}
      >
        {refused ? t.compareMax : enabled ? null : t.compareHint}
      </p>
      <Button onClick={onCompare} disabled={!enabled}>
        {t.compareButton({ count })}
      </Button>
    </div>
  );
}
