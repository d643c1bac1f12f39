/**
 * A studio's publication status, on a directory card and on the detail page. Choosing Archived
 * asks the Archive button's confirmation and archives the same way: until the admin
 * confirms, nothing is saved, and declining shows the stored status again.
 */
import { isStudioStatus, STUDIO_STATUSES } from '@domain/studio-status';
import { useRef, useState } from 'react';
import { useSaveStudioStatus } from '@/shared/hooks/use-studio-writes';
import { useLocale } from '@/shared/i18n/i18n-provider';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import { AdminSelect, type AdminSelectOutcome } from './admin-select';
import { ArchiveConfirmDialog } from './archive-confirm-dialog';

export function StudioStatusSelect({
  studioId,
  name,
  status,
  label,
  origin,
}: {
  studioId: number;
  /** The studio's name as shown (decoded). */
  name: string;
  status: string;
  label: string;
  origin: 'list' | 'header';
}) {
  const { locale } = useLocale();
  const saveStatus = useSaveStudioStatus(origin);
  const [confirming, setConfirming] = useState(false);
  // Settles the pending choice when the confirmation closes.
  const settle = useRef<((outcome: AdminSelectOutcome) => void) | null>(null);

  const options = STUDIO_STATUSES.map((value) => ({
    value,
    label: studioStatusLabel(value, locale),
  }));

  const onSave = (next: string): Promise<AdminSelectOutcome> => {
    if (!isStudioStatus(next)) return Promise.resolve({ ok: false, error: null });
    if (next !== 'archived') return saveStatus(studioId, next);
    setConfirming(true);
    return new Promise((resolve) => {
      settle.current = resolve;
    });
  };

  const onConfirmClosed = (archived: boolean) => {
    setConfirming(false);
    settle.current?.(archived ? { ok: true } : { ok: false, cancelled: true });
    settle.current = null;
  };

  return (
    <>
      <AdminSelect
        label={label}
        value={status}
        options={options}
        unknownLabel={studioStatusLabel(null, locale)}
        onSave={onSave}
        size={origin === 'list' ? 'sm' : 'md'}
      />
      <ArchiveConfirmDialog
        open={confirming}
        studioId={studioId}
        name={name}
        origin={origin}
        onClose={onConfirmClosed}
      />
    </>
  );
}
