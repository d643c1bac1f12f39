import { Link } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';

export function NotFound() {
  const t = useMessages(commonMessages);
  useDocumentTitle(t.pageNotFound);
  return (
    <StatePanel
      title={t.pageNotFound}
      headingLevel={1}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.home()} className={buttonClasses('secondary')}>
            {t.backToHome}
          </Link>
          <Link to={paths.studios()} className={buttonClasses('primary')}>
            {t.browseStudios}
          </Link>
        </div>
      }
    >
      {t.pageNotFoundText}
    </StatePanel>
  );
}
