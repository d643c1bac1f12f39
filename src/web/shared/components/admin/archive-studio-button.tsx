/** Delete = archive (product.md §4, §5): the card's delete icon or the page header's button; it confirms first. */
import { type ReactNode, useState } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { Button } from '../ui/button';
import { TrashIcon } from './admin-icons';
import { ArchiveConfirmDialog } from './archive-confirm-dialog';

export function ArchiveStudioButton({
  studioId,
  name,
  origin,
  variant,
}: {
  studioId: number;
  /** The studio's name as shown (decoded). */
  name: string;
  origin: 'list' | 'header';
  /** 'icon': the card's delete icon; 'button': a labelled button in the page header. */
  variant: 'icon' | 'button';
}) {
  const t = useMessages(studioAdminMessages);
  const [open, setOpen] = useState(false);

  let trigger: ReactNode;
  if (variant === 'icon') {
    trigger = (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.archiveStudioNamed({ name })}
        title={t.archiveStudioNamed({ name })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-line text-muted hover:border-line-strong hover:bg-bad-soft hover:text-bad"
      >
        <TrashIcon />
      </button>
    );
  } else {
    trigger = (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.archiveStudio}
      </Button>
    );
  }

  return (
    <>
      {trigger}
      <ArchiveConfirmDialog
        open={open}
        studioId={studioId}
        name={name}
        origin={origin}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
