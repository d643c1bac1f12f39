import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { NotFound } from './not-found';

/** Shown when a route fails to render or to load its code (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages(commonMessages);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="px-3 py-10">
      <StatePanel
        title={t.somethingWentWrong}
        tone="error"
        role="alert"
        headingLevel={1}
        action={<Button onClick={() => window.location.reload()}>{t.reloadPage}</Button>}
      >
        {t.somethingWentWrongText}
      </StatePanel>
    </div>
  );
}
