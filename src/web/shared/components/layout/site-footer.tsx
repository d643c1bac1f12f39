import { Link } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { siteConfig } from '@/shared/lib/site-config';
import { paths } from '@/shared/paths';
import { ExternalLink } from '../ui/external-link';

export function SiteFooter() {
  const t = useMessages(commonMessages);
  const { dataProvider } = siteConfig();
  return (
    <footer className="mt-16 border-t border-line">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          {t.footerDataBy}{' '}
          <ExternalLink href={dataProvider.url} newTabLabel={t.opensInNewTab}>
            {dataProvider.name}
          </ExternalLink>
          . {t.footerFictional}
        </p>
        <p className="flex gap-4">
          <Link to={paths.cssTest()} className="underline hover:text-ink">
            {t.footerStyleGuide}
          </Link>
          <a href="/api/docs/" className="underline hover:text-ink">
            {t.footerApiDocs}
          </a>
        </p>
      </div>
    </footer>
  );
}
