import type { Studio } from '@domain/schemas/studio-schemas';
import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioDetailMessages } from '../studio-detail-messages';
import { type LinkEntry, linksOrUnset } from '../utils/link-lists';
import { LinkListColumns, type TitledLinkList } from './link-list-columns';
import type { PipelineList } from './studio-detail-slots';

/**
 * Collapsible '3DGS/4DGS Production Pipeline Usage' with 'Virtual Production Tools' and
 * 'Post-Production Tools' (attributes production_pipeline_virtual_tools / _post_tools), each entry
 * a link; a list never set shows 'Not specified'.
 */
export function PipelineSection({
  studio,
  renderItemActions,
  renderListFooter,
}: {
  studio: Studio;
  renderItemActions?: (list: PipelineList, entry: LinkEntry, index: number) => ReactNode;
  renderListFooter?: (list: PipelineList) => ReactNode;
}) {
  const t = useMessages(studioDetailMessages);
  const attrs = studio.detailed_attributes ?? {};
  const lists: TitledLinkList<PipelineList>[] = [
    {
      list: 'virtual',
      title: t.virtualTools,
      entries: linksOrUnset(attrs.production_pipeline_virtual_tools),
    },
    { list: 'post', title: t.postTools, entries: linksOrUnset(attrs.production_pipeline_post_tools) },
  ];
  return (
    <CollapsibleSection id="pipeline" title={t.pipelineHeading}>
      <LinkListColumns
        lists={lists}
        renderItemActions={renderItemActions}
        renderListFooter={renderListFooter}
      />
    </CollapsibleSection>
  );
}
