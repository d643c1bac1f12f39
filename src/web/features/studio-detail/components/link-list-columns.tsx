import type { ReactNode } from 'react';
import type { LinkEntry } from '../utils/link-lists';
import { LinkList } from './link-list';

export interface TitledLinkList<L extends string> {
  list: L;
  title: string;
  entries: LinkEntry[];
}

/**
 * Two or more titled lists of links side by side (one column on phones), each with the admin's
 * per-entry actions and footer when given: the pipeline's tools and a team's partners and
 * capabilities.
 */
export function LinkListColumns<L extends string>({
  lists,
  renderItemActions,
  renderListFooter,
}: {
  lists: TitledLinkList<L>[];
  renderItemActions?: (list: L, entry: LinkEntry, index: number) => ReactNode;
  renderListFooter?: (list: L) => ReactNode;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lists.map(({ list, title, entries }) => (
        <div key={list} className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-semibold">{title}</h3>
          <LinkList
            entries={entries}
            renderItemActions={
              renderItemActions ? (entry, index) => renderItemActions(list, entry, index) : undefined
            }
          />
          {renderListFooter?.(list)}
        </div>
      ))}
    </div>
  );
}
