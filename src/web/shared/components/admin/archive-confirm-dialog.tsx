/**
 * The one confirmation before archiving (product.md §4, §5): it says it is a soft delete, that the studio
 * leaves the public listings and that its data is kept; on confirm it archives, the list reloads and
 * a message says it is done. Shared by the Archive button and every status control.
 */
import { useState } from 'react';
import { useArchive } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';

export function ArchiveConfirmDialog({
  open,
  studioId,
  name,
  origin,
  onClose,
}: {
  open: boolean;
  studioId: number;
  /** The studio's name as shown (decoded). */
  name: string;
  origin: 'list' | 'header';
  /** Called once the dialog closes: archived, or declined (Cancel, Escape) or failed. */
  onClose(archived: boolean): void;
}) {
  const t = useMessages(studioAdminMessages);
  const archive = useArchive(origin);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    const done = await archive(studioId, name);
    setBusy(false);
    if (done) onClose(true);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (busy || next ? undefined : onClose(false))}
      title={t.archiveTitle}
      description={<p>{t.archiveText({ name })}</p>}
      confirmLabel={busy ? t.archiving : t.archiveConfirm}
      cancelLabel={t.cancel}
      destructive
      busy={busy}
      onConfirm={() => void onConfirm()}
    />
  );
}
