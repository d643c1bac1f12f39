import { useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportMessages } from '../studio-import-messages';
import { StudioImportDialog } from './studio-import-dialog';

/**
 * 'Import studios' (product.md §13, admins), beside 'Add Studio' on the directory: opens the import
 * dialog. Every opening starts afresh at the upload step; closing returns focus here.
 */
export function ImportStudiosButton() {
  const t = useMessages(studioImportMessages);
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⤓</span>
        {t.importStudios}
      </Button>
      {session > 0 ? <StudioImportDialog key={session} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
