/** The claim form in a dialog, then its confirmation (product.md §14); loaded when a reader opens it. */
import { useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ClaimForm } from './claim-form';
import { claimMessages } from './claim-messages';

export function ClaimDialog({
  studioId,
  studioName,
  open,
  onOpenChange,
}: {
  studioId: number;
  studioName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(claimMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sentTo ? t.sentTitle : t.title({ name: studioName })}
      closeLabel={t.close}
    >
      {sentTo ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{t.sentText({ email: sentTo })}</p>
          <Button className="self-start" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
        </div>
      ) : (
        <ClaimForm studioId={studioId} onSent={setSentTo} />
      )}
    </Dialog>
  );
}
