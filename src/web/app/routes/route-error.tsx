import { Button } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** Shown when a page fails to render or to load its code (for example after a deploy). */
export function RouteError() {
  const t = useMessages(commonMessages);
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
