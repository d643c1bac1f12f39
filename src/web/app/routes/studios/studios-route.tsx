import { useAuth } from '@/features/auth/hooks/use-auth';
import { StudiosAdmin } from '@/features/studio-admin/components/studios-admin';
import { StudioDirectory } from '@/features/studios/components/studio-directory';
import { studiosMessages } from '@/features/studios/studios-messages';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** /studios: the studio directory (product.md §2 "Studio list"); admins get the studio-admin controls. */
export function StudiosRoute() {
  const t = useMessages(studiosMessages);
  useDocumentTitle(t.pageTitle);
  const { isAdmin } = useAuth();
  if (!isAdmin) return <StudioDirectory />;
  return <StudiosAdmin>{(admin) => <StudioDirectory {...admin} />}</StudiosAdmin>;
}
