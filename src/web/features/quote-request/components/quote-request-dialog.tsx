/**
 * The availability and quote request in a dialog (product.md §14 "A request to several studios"):
 * the studios it goes to, the form, then what happened. Loaded when a reader opens it.
 */
import { useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { quoteRequestMessages } from '../quote-request-messages';
import { QuoteRequestForm } from './quote-request-form';

export function QuoteRequestDialog({
  studios,
  open,
  onOpenChange,
}: {
  studios: readonly { id: number; name: string }[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(quoteRequestMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sentTo ? t.sentTitle : t.title}
      closeLabel={t.close}
    >
      {sentTo ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{t.sent({ count: studios.length, email: sentTo })}</p>
          <Button className="self-start" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-medium">{t.studiosLabel}</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {studios.map((studio) => (
                <li key={studio.id}>{studio.name}</li>
              ))}
            </ul>
          </div>
          <QuoteRequestForm studioIds={studios.map((studio) => studio.id)} onSent={setSentTo} />
        </div>
      )}
    </Dialog>
  );
}
