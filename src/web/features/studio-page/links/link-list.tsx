import type { ReactNode } from 'react';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioPageMessages } from '../studio-page-messages';
import type { LinkEntry } from './link-lists';

/**
 * A list of named links (tools, partners, capabilities, credits). Only http(s) URLs become links
 * (new tab, rel="noopener noreferrer"); the 'Not specified' stand-in is text.
 * renderItemActions lets the admin editors of a later issue add edit/delete buttons per entry.
 */
export function LinkList({
  entries,
  label,
  renderItemActions,
  className,
}: {
  entries: readonly LinkEntry[];
  /** The list's accessible name when no heading names it. */
  label?: string;
  renderItemActions?: (entry: LinkEntry, index: number) => ReactNode;
  className?: string;
}) {
  const t = useMessages(studioPageMessages);
  const common = useMessages(commonMessages);
  return (
    <ul aria-label={label} className={className ?? 'flex flex-col gap-1.5 text-sm'}>
      {entries.map((entry, index) => {
        const key = entry.kind === 'unset' ? 'unset' : `${entry.kind}-${entry.name}-${index}`;
        return (
          <li key={key} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            {entry.kind === 'link' ? (
              <ExternalLink href={entry.url} newTabLabel={common.opensInNewTab} className="break-words">
                {entry.name}
              </ExternalLink>
            ) : (
              <span className="text-muted">{t.notSpecified}</span>
            )}
            {renderItemActions?.(entry, index)}
          </li>
        );
      })}
    </ul>
  );
}
