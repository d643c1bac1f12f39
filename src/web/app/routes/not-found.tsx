import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { PageHead } from '@/shared/seo/page-head';
import { seoMessages } from '@/shared/seo/seo-messages';

export function NotFound() {
  const t = useMessages(commonMessages);
  const seo = useMessages(seoMessages);
  const { pathname } = useLocation();
  return (
    <>
      <PageHead title={t.pageNotFound} description={seo.notFoundDescription} path={pathname} noIndex />
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
    </>
  );
}
