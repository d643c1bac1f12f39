import { ImportDialogButton } from '@/shared/components/import/import-dialog-button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportMessages } from '../studio-import-messages';
import { StudioImportDialog } from './studio-import-dialog';

/** 'Import studios' (product.md §13, admins), beside 'Add Studio' on the directory: opens the import dialog. */
export function ImportStudiosButton() {
  const t = useMessages(studioImportMessages);
  return (
    <ImportDialogButton
      label={t.importStudios}
      variant="secondary"
      dialog={(props) => <StudioImportDialog {...props} />}
    />
  );
}
