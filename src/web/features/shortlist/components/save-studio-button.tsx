/**
 * 'Save' (product.md §16): a toggle (aria-pressed) that keeps the studio on the reader's shortlist in
 * this browser, on every card, the map's cards and the studio page. The server renders it unpressed
 * (it cannot read the browser's list); a press before the page's script runs is kept and given to it
 * once the app is here (shared/lib/early-clicks.ts), and the toggle then reads the list itself, so
 * no press is lost. Each change is announced ('Saved', 'Removed') through the header's live region.
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { isShortlisted, SHORTLIST_MAX_STUDIOS } from '@domain/shortlist';
import { Button, type ButtonProps } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { announceShortlist, readShortlist, toggleShortlisted, useShortlist } from '../model/shortlist-store';
import { shortlistMessages } from '../shortlist-messages';

export function SaveStudioButton({
  studio,
  size = 'sm',
  className,
}: {
  studio: { id: number; name: string };
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useMessages(shortlistMessages);
  const saved = isShortlisted(useShortlist(), studio.id);
  const name = decodeHtmlEntities(studio.name);
  return (
    <Button
      variant="secondary"
      size={size}
      aria-pressed={saved}
      aria-label={t.saveLabel({ name })}
      data-testid="save-studio"
      className={cn(saved && 'border-accent! bg-accent-soft! text-accent-text!', className)}
      onClick={() => {
        const wasFull = readShortlist().length >= SHORTLIST_MAX_STUDIOS;
        const nowSaved = toggleShortlisted({ id: studio.id, name });
        if (nowSaved) announceShortlist(t.announceSaved({ name }));
        else if (saved || !wasFull) announceShortlist(t.announceRemoved({ name }));
        else announceShortlist(t.full);
      }}
    >
      {/* The word stays 'Save' (its name's first word, WCAG 2.5.3); the pressed state is the filled
          star, the colours and aria-pressed. */}
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {t.save}
    </Button>
  );
}
