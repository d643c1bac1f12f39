/**
 * Delete = archive (spec §4, §5): a confirmation that says it is a soft delete, that the studio
 * leaves the public listings and that its data is kept; then the archive call, the list reloads,
 * and a message says it is done.
 */
import { type ReactNode, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useArchive } from '../hooks/use-studio-writes';
import { studioAdminMessages } from '../studio-admin-messages';
import { TrashIcon } from './admin-icons';

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
  const archive = useArchive(origin);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    const done = await archive(studioId, name);
    setBusy(false);
    if (done) setOpen(false);
  };

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
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        title={t.archiveTitle}
        description={<p>{t.archiveText({ name })}</p>}
        confirmLabel={busy ? t.archiving : t.archiveConfirm}
        cancelLabel={t.cancel}
        destructive
        busy={busy}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
