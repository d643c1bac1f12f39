import type { Studio } from '@domain/schemas/studio-schemas';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { LinkListColumns, type TitledLinkList } from '../links/link-list-columns';
import { linksOrUnset } from '../links/link-lists';
import { studioPageMessages } from '../studio-page-messages';

/**
 * Collapsible '3DGS/4DGS Production Pipeline Usage' with 'Virtual Production Tools' and
 * 'Post-Production Tools' (attributes production_pipeline_virtual_tools / _post_tools), each entry
 * a link; a list never set shows 'Not specified'.
 */
export function PipelineSection({ studio }: { studio: Studio }) {
  const t = useMessages(studioPageMessages);
  const attrs = studio.detailed_attributes ?? {};
  const lists: TitledLinkList[] = [
    {
      field: 'production_pipeline_virtual_tools',
      title: t.virtualTools,
      entries: linksOrUnset(attrs.production_pipeline_virtual_tools),
    },
    {
      field: 'production_pipeline_post_tools',
      title: t.postTools,
      entries: linksOrUnset(attrs.production_pipeline_post_tools),
    },
  ];
  return (
    <CollapsibleSection id="pipeline" title={t.pipelineHeading}>
      <LinkListColumns studio={studio} lists={lists} />
    </CollapsibleSection>
  );
}
