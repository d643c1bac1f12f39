import { StudioDirectory } from '@/features/directory/components/studio-directory';
import { directoryMessages } from '@/features/directory/directory-messages';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** /studios: the studio directory (product.md §2 "Studio list"); admins edit it in place. */
export function StudiosRoute() {
  const t = useMessages(directoryMessages);
  useDocumentTitle(t.pageTitle);
  return <StudioDirectory />;
}
