import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { Dialog } from '@/shared/components/ui/dialog';
import { useNotify } from '@/shared/components/ui/notifications';
import { TextInput } from '@/shared/components/ui/text-input';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

export function DialogsDemo() {
  const t = useMessages(styleGuideMessages);
  const common = useMessages(commonMessages);
  const notify = useNotify();
  const id = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDialogOpen(false);
    notify('success', t.dialogSaved);
  };

  return (
    <ShowcaseSection id="dialogs" title={t.dialogsHeading} description={t.dialogsText}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setDialogOpen(true)}>{t.openDialog}</Button>
        <Button variant="danger" onClick={() => setConfirmOpen(true)}>
          {t.openConfirm}
        </Button>
      </div>

      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={t.dialogTitle}
        description={t.dialogDescription}
        closeLabel={common.close}
        size="sm"
      >
        <form onSubmit={save} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t.dialogNameLabel}
            </label>
            <TextInput id={`${id}-name`} autoComplete="name" />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialogOpen(false)}>
              {common.cancel}
            </Button>
            <Button type="submit">{t.dialogSave}</Button>
          </div>
        </form>
      </Dialog>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t.confirmTitle}
        description={<p>{t.confirmText}</p>}
        confirmLabel={t.confirmAction}
        cancelLabel={common.cancel}
        destructive
        onConfirm={() => {
          setConfirmOpen(false);
          notify('info', t.confirmDone);
        }}
      />
    </ShowcaseSection>
  );
}
