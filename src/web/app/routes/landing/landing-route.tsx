import { Link } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { PageHead, pageAddress, usePublicOrigin } from '@/shared/seo/page-head';
import { seoMessages } from '@/shared/seo/seo-messages';
import { landingMessages } from './landing-messages';

export function LandingRoute() {
  const t = useMessages(landingMessages);
  const seo = useMessages(seoMessages);
  const { appName } = useMessages(commonMessages);
  const origin = usePublicOrigin();
  const features = [
    { title: t.featureFilterTitle, text: t.featureFilterText, wide: true },
    { title: t.featureCompareTitle, text: t.featureCompareText, wide: false },
    { title: t.featureSourcesTitle, text: t.featureSourcesText, wide: false },
    { title: t.featureToursTitle, text: t.featureToursText, wide: true },
  ];
  return (
    <div className="flex flex-col gap-14">
      <PageHead
        title={null}
        description={seo.siteDescription}
        path="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: appName,
          description: seo.siteDescription,
          url: pageAddress(origin, '/', undefined, null),
        }}
      />
      <section className="relative overflow-hidden rounded-[calc(var(--radius-card)*1.5)] border border-line bg-surface px-5 py-12 shadow-[var(--shadow-card)] sm:px-10 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent/20 blur-3xl"
        />
        <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{t.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {t.title}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-muted sm:text-lg">{t.lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.studios()} className={buttonClasses('primary', 'lg')}>
            {t.browseStudios}
          </Link>
          <Link to={paths.compareSelect()} className={buttonClasses('secondary', 'lg')}>
            {t.compareStudios}
          </Link>
          <Link to={paths.adminLogin()} className={buttonClasses('ghost', 'lg')}>
            {t.adminLogin}
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-xl font-semibold">
          {t.featuresHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {features.map((f) => (
            <li
              key={f.title}
              className={`rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] ${f.wide ? 'sm:col-span-2' : ''}`}
            >
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-1 text-sm text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="test-pages-heading"
        className="rounded-[var(--radius-card)] border border-dashed border-line-strong p-5"
      >
        <h2 id="test-pages-heading" className="font-semibold">
          {t.testPagesHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.testPagesText}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <Link to={paths.aceternityTest()} className={buttonClasses('secondary', 'sm')}>
              {t.aceternityTest}
            </Link>
          </li>
          <li>
            <Link to={paths.bentoGrid()} className={buttonClasses('secondary', 'sm')}>
              {t.bentoGrid}
            </Link>
          </li>
          <li>
            <Link to={paths.cssTest()} className={buttonClasses('secondary', 'sm')}>
              {t.cssTest}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
