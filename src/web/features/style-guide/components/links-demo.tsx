import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

const UNSAFE_ADDRESS = 'ftp://files.example.com/showreel.mov';

export function LinksDemo() {
  const t = useMessages(styleGuideMessages);
  const common = useMessages(commonMessages);
  return (
    <ShowcaseSection id="links" title={t.linksHeading} description={t.linksText}>
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t.safeLinkLabel}</dt>
          <dd>
            <ExternalLink href="https://example.com/" newTabLabel={common.opensInNewTab}>
              {t.safeLinkText}
            </ExternalLink>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t.unsafeLinkLabel}</dt>
          <dd className="min-w-0 break-all">
            <ExternalLink href={UNSAFE_ADDRESS} className="font-mono">
              {UNSAFE_ADDRESS}
            </ExternalLink>
          </dd>
        </div>
      </dl>
    </ShowcaseSection>
  );
}
