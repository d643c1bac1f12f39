import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { DemoLabel, ShowcaseSection } from './showcase-section';

export function FeedbackDemo() {
  const t = useMessages(styleGuideMessages);
  const notify = useNotify();
  return (
    <ShowcaseSection id="feedback" title={t.feedbackHeading} description={t.feedbackText}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
          <div>
            <DemoLabel>Spinner showLabel</DemoLabel>
            <Spinner label={t.spinnerLabel} showLabel />
          </div>
          <div>
            <DemoLabel>Spinner</DemoLabel>
            <span className="inline-flex items-center gap-3 text-sm text-muted">
              <Spinner label={t.spinnerLabel} />
              {t.spinnerHidden}
            </span>
          </div>
        </div>

        <div className="grid gap-4 xl:grid-cols-2">
          <StatePanel
            title={t.emptyTitle}
            headingLevel={3}
            className="w-full"
            action={
              <Button variant="secondary" onClick={() => notify('info', t.emptyActionDone)}>
                {t.emptyAction}
              </Button>
            }
          >
            {t.emptyText}
          </StatePanel>
          <StatePanel
            title={t.errorTitle}
            tone="error"
            headingLevel={3}
            className="w-full"
            action={<Button onClick={() => notify('info', t.heroClicked)}>{t.errorAction}</Button>}
          >
            {t.errorText}
          </StatePanel>
        </div>

        <div>
          <h3 className="mb-2 font-semibold">{t.notificationsHeading}</h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => notify('success', t.successMessage)}>
              {t.notifySuccess}
            </Button>
            <Button variant="secondary" onClick={() => notify('error', t.errorMessage)}>
              {t.notifyError}
            </Button>
            <Button variant="secondary" onClick={() => notify('info', t.infoMessage)}>
              {t.notifyInfo}
            </Button>
          </div>
        </div>
      </div>
    </ShowcaseSection>
  );
}
