import type { Studio } from '@domain/schemas/studio-schemas';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { EditableLinkList } from '../admin-editors';
import { LinkList } from './link-list';
import type { LinkListField } from './link-list-edit';
import type { LinkEntry } from './link-lists';

export interface TitledLinkList {
  /** The studio attribute the list is stored in. */
  field: LinkListField;
  title: string;
  entries: LinkEntry[];
}

/**
 * Two or more titled lists of links side by side (one column on phones): the pipeline's tools and
 * a team's partners and capabilities. Admins edit each list in place.
 */
export function LinkListColumns({ studio, lists }: { studio: Studio; lists: TitledLinkList[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lists.map(({ field, title, entries }) => (
        <div key={field} className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-semibold">{title}</h3>
          <ForStudioEditors studioId={studio.id} visitorView={<LinkList entries={entries} />}>
            <EditableLinkList studio={studio} field={field} entries={entries} />
          </ForStudioEditors>
        </div>
      ))}
    </div>
  );
}
