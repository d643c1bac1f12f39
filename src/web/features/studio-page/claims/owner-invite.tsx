/**
 * The owner-invite block ('Is this your studio?', product.md §14), shown while a studio has no owner:
 * 'Claim this listing' opens the claim form, whose code loads only then.
 */
import { Suspense, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { studioPageMessages } from '../studio-page-messages';

const ClaimDialog = lazyNamed(() => import('./claim-dialog'), 'ClaimDialog');

export function OwnerInvite({ studioId, studioName }: { studioId: number; studioName: string }) {
  const t = useMessages(studioPageMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section
      aria-labelledby="owner-invite-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="owner-invite-heading" className="text-base font-semibold text-accent-text sm:text-lg">
          {t.ownerHeading}
        </h2>
        <p className="text-sm text-ink">{t.ownerText({ name: studioName })}</p>
      </div>
      <Button
        className="shrink-0 self-start sm:self-center"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t.ownerLink}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ClaimDialog studioId={studioId} studioName={studioName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
