import { decodeHtmlEntities } from '@domain/html-entities';
import type { Studio } from '@domain/schemas/studio-schemas';
import { ImportDialogButton } from '@/shared/components/import/import-dialog-button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { parameterImportMessages } from '../parameter-import-messages';
import { ImportDialog } from './import-dialog';

/** 'Import data' (product.md §2 "Studio detail", admins): opens the parameter import dialog. */
export function ImportDataButton({ studio }: { studio: Pick<Studio, 'id' | 'name'> }) {
  const t = useMessages(parameterImportMessages);
  return (
    <ImportDialogButton
      label={t.importData}
      variant="primary"
      dialog={(props) => (
        <ImportDialog {...props} studioId={studio.id} studioName={decodeHtmlEntities(studio.name)} />
      )}
    />
  );
}
