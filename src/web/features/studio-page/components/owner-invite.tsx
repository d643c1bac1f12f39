import { buttonClasses } from '@/shared/components/ui/button';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { safeExternalUrl } from '@/shared/lib/safe-url';
import { siteConfig } from '@/shared/lib/site-config';
import { studioPageMessages } from '../studio-page-messages';

/** The owner-invite block: invites the studio's owner to verify the listing through the contact link. */
export function OwnerInvite({ studioName }: { studioName: string }) {
  const t = useMessages(studioPageMessages);
  const common = useMessages(commonMessages);
  const contact = safeExternalUrl(siteConfig().contactSpecialistUrl);
  return (
    <section
      aria-labelledby="owner-invite-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="owner-invite-heading" className="text-base font-semibold text-accent-text sm:text-lg">
          {t.ownerHeading}
        </h2>
        <p className="text-sm text-ink">{t.ownerText({ name: studioName })}</p>
      </div>
      {contact ? (
        <a
          href={contact}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'shrink-0 self-start sm:self-center')}
        >
          {t.ownerLink}
          <span className="sr-only"> ({common.opensInNewTab})</span>
        </a>
      ) : null}
    </section>
  );
}
