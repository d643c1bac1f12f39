import { decodeHtmlEntities } from '@domain/html-entities';
import type { Studio } from '@domain/schemas/studio-schemas';
import { useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { parameterImportMessages } from '../parameter-import-messages';
import { ImportDialog } from './import-dialog';

/**
 * 'Import data' (product.md §2 "Studio detail", admins): opens the import dialog. Every opening starts
 * afresh at the upload step; closing returns focus here.
 */
export function ImportDataButton({ studio }: { studio: Pick<Studio, 'id' | 'name'> }) {
  const t = useMessages(parameterImportMessages);
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⤓</span>
        {t.importData}
      </Button>
      {session > 0 ? (
        <ImportDialog
          key={session}
          open={open}
          onOpenChange={setOpen}
          studioId={studio.id}
          studioName={decodeHtmlEntities(studio.name)}
        />
      ) : null}
    </>
  );
}
