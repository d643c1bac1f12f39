import { PLACE_DATA_CREDIT } from '@domain/place-data-credit';
import { Link } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { siteConfig } from '@/shared/lib/site-config';
import { paths } from '@/shared/paths';
import { ExternalLink } from '../ui/external-link';

export function SiteFooter() {
  const t = useMessages(commonMessages);
  const { dataProvider } = siteConfig();
  const credit = PLACE_DATA_CREDIT;
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
        {/* GeoNames' licence (CC BY) asks for this credit wherever its place data is used. */}
        <p data-testid="place-data-credit">
          {`${t.footerPlaces}: `}
          <ExternalLink href={credit.source.url} newTabLabel={t.opensInNewTab}>
            {credit.source.name}
          </ExternalLink>
          {`, ${t.footerLicensed} `}
          <ExternalLink href={credit.licence.url} newTabLabel={t.opensInNewTab}>
            {credit.licence.name}
          </ExternalLink>
          .
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
