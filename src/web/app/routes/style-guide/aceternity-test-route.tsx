import { BadgesDemo } from '@/features/style-guide/components/badges-demo';
import { ButtonsDemo } from '@/features/style-guide/components/buttons-demo';
import { DialogsDemo } from '@/features/style-guide/components/dialogs-demo';
import { DisclosureDemo } from '@/features/style-guide/components/disclosure-demo';
import { FeedbackDemo } from '@/features/style-guide/components/feedback-demo';
import { FormsDemo } from '@/features/style-guide/components/forms-demo';
import { HoverCardsDemo } from '@/features/style-guide/components/hover-cards-demo';
import { LinksDemo } from '@/features/style-guide/components/links-demo';
import { SpotlightHero } from '@/features/style-guide/components/spotlight-hero';
import { StyleGuideHeader } from '@/features/style-guide/components/style-guide-header';
import { styleGuideMessages } from '@/features/style-guide/style-guide-messages';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** /aceternity-test: the design system's components in their states (placeholder content). */
export function AceternityTestRoute() {
  const t = useMessages(styleGuideMessages);
  useDocumentTitle(t.aceternityTitle);
  return (
    <div className="flex flex-col gap-8">
      <StyleGuideHeader title={t.aceternityTitle} lead={t.aceternityLead} />
      <SpotlightHero />
      <ButtonsDemo />
      <div className="grid gap-8 lg:grid-cols-2">
        <BadgesDemo />
        <LinksDemo />
      </div>
      <FormsDemo />
      <div className="grid gap-8 lg:grid-cols-2">
        <FeedbackDemo />
        <div className="flex min-w-0 flex-col gap-8">
          <DisclosureDemo />
          <DialogsDemo />
        </div>
      </div>
      <HoverCardsDemo />
    </div>
  );
}
