/** The correction form in a dialog, then its confirmation (product.md §14); loaded when a reader opens it. */
import { useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { CorrectionForm, type CorrectionTarget } from './correction-form';
import { correctionMessages } from './correction-messages';

export function CorrectionDialog({
  studioId,
  studioName,
  target,
  open,
  onOpenChange,
}: {
  studioId: number;
  studioName: string;
  target: CorrectionTarget | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(correctionMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sentTo !== null ? t.sentTitle : t.title({ name: studioName })}
      closeLabel={t.close}
    >
      {sentTo !== null ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{sentTo ? t.sentTextEmail({ email: sentTo }) : t.sentText}</p>
          <Button className="self-start" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
        </div>
      ) : (
        <CorrectionForm studioId={studioId} target={target} onSent={setSentTo} />
      )}
    </Dialog>
  );
}
