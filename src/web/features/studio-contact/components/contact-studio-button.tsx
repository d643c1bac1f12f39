/**
 * 'Contact this studio' (product.md §14), on the studio page and the comparison: opens the enquiry
 * form, whose code and texts load only then.
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { contactButtonMessages } from '../contact-button-messages';

const EnquiryDialog = lazyNamed(() => import('./enquiry-dialog'), 'EnquiryDialog');

export function ContactStudioButton({
  studio,
  named = false,
  variant = 'primary',
  size,
  className,
}: {
  /** has_owner left out: the dialog reads it from the studio when it opens. */
  studio: { id: number; name: string; has_owner?: boolean };
  /** 'Contact <name>' rather than 'Contact this studio' (where several studios stand side by side). */
  named?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useMessages(contactButtonMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const name = decodeHtmlEntities(studio.name);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {named ? t.contactNamed({ name }) : t.contact}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            studioId={studio.id}
            studioName={name}
            hasOwner={studio.has_owner}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
