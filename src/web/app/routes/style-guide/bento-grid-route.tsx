import { BentoGrid } from '@/features/style-guide/components/bento-grid';
import { StyleGuideHeader } from '@/features/style-guide/components/style-guide-header';
import { styleGuideMessages } from '@/features/style-guide/style-guide-messages';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** /bento-grid: the product's features as bento tiles (placeholder content). */
export function BentoGridRoute() {
  const t = useMessages(styleGuideMessages);
  useDocumentTitle(t.bentoTitle);
  return (
    <div className="flex flex-col gap-8">
      <StyleGuideHeader title={t.bentoTitle} lead={t.bentoLead} />
      <BentoGrid />
    </div>
  );
}
