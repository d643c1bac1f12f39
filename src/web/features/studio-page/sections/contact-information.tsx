import { studioCountryName } from '@domain/countries';
import { formatShortDate } from '@domain/format-date';
import type { Studio } from '@domain/schemas/studio-schemas';
import { contactEmailOf, contactPhoneOf } from '@domain/studio-attributes';
import { emailHref, phoneHref } from '@domain/value-format';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { SectionCard } from '../page/section-card';
import { Fact } from '../page/studio-overview';
import { studioPageMessages } from '../studio-page-messages';

/** A contact value: a mailto:/tel: link when it is one address or number, else its text. */
function ContactValue({
  text,
  href,
  fallback,
}: {
  text: string | null;
  href: string | null;
  fallback: ReactNode;
}) {
  if (!text) return fallback;
  if (!href) return text;
  return (
    <a href={href} className="break-all text-accent-text underline-offset-2 hover:underline">
      {text}
    </a>
  );
}

/**
 * 'Contact Information': website (a link only when it is http(s)), email (mailto:), phone (tel:),
 * location, last updated.
 */
export function ContactInformation({ studio }: { studio: Studio }) {
  const t = useMessages(studioPageMessages);
  const common = useMessages(commonMessages);
  const { locale } = useLocale();
  const website = studio.website_url?.trim() || '';
  const city = studio.location?.city ?? studio.city;
  const country = studioCountryName(
    { country: studio.location?.country ?? studio.country, country_code: studio.country_code },
    locale,
  );
  const place = [city, country].filter(Boolean).join(', ');
  const attrs = studio.detailed_attributes ?? {};
  const email = contactEmailOf(attrs);
  const phone = contactPhoneOf(attrs);
  return (
    <SectionCard id="contact" title={t.contactHeading}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t.website}>
          {website ? (
            <ExternalLink href={website} newTabLabel={common.opensInNewTab} className="break-all">
              {website}
            </ExternalLink>
          ) : (
            t.notSpecified
          )}
        </Fact>
        <Fact term={t.email}>
          <ContactValue text={email} href={emailHref(email)} fallback={t.notSpecified} />
        </Fact>
        <Fact term={t.phone}>
          <ContactValue text={phone} href={phoneHref(phone)} fallback={t.notSpecified} />
        </Fact>
        <Fact term={t.location}>{place || t.notSpecified}</Fact>
        <Fact term={t.lastUpdated}>
          <time dateTime={studio.updated_at}>
            {formatShortDate(studio.updated_at, locale) ?? t.notSpecified}
          </time>
        </Fact>
      </dl>
    </SectionCard>
  );
}
