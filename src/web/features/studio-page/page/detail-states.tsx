import { Link } from 'react-router';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { studioPageMessages } from '../studio-page-messages';
import { BackButton } from './studio-header';

export function DetailLoading() {
  const t = useMessages(studioPageMessages);
  useDocumentTitle(null);
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t.loading} showLabel />
    </div>
  );
}

/** 'Studio Not Found': an unknown, draft or archived id (404), or one that is not a number. */
export function DetailNotFound({ backTo }: { backTo: string }) {
  const t = useMessages(studioPageMessages);
  useDocumentTitle(t.studioNotFound);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <BackButton to={backTo} />
      <StatePanel
        title={t.studioNotFound}
        headingLevel={1}
        action={
          <Link to={paths.studios()} className={buttonClasses('primary')}>
            {t.browseStudios}
          </Link>
        }
      >
        {t.studioNotFoundText}
      </StatePanel>
    </div>
  );
}

/** 'Loading Error' with the reason and 'Try Again', which loads the data again. */
export function DetailLoadError({
  backTo,
  message,
  onRetry,
}: {
  backTo: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useMessages(studioPageMessages);
  useDocumentTitle(t.loadingError);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <BackButton to={backTo} />
      <StatePanel
        title={t.loadingError}
        tone="error"
        role="alert"
        headingLevel={1}
        action={<Button onClick={onRetry}>{t.tryAgain}</Button>}
      >
        {message}
      </StatePanel>
    </div>
  );
}
