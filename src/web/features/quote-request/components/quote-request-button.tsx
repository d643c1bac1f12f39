/**
 * 'Request availability and a quote' on the comparison (product.md §14 "A request to several studios"):
 * opens the request to every studio compared, whose code and texts load only then.
 */
import { Suspense, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { quoteButtonMessages } from '../quote-button-messages';

const QuoteRequestDialog = lazyNamed(() => import('./quote-request-dialog'), 'QuoteRequestDialog');

export function QuoteRequestButton({
  studios,
  className,
}: {
  /** Their names as shown (HTML entities decoded). */
  studios: readonly { id: number; name: string }[];
  className?: string;
}) {
  const t = useMessages(quoteButtonMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t.open}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog studios={studios} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
