/**
 * A fetched list in its states: a spinner while it loads, an alert with a retry when it failed, a
 * line when it is empty, else its count and one list item each. Texts come from the caller's catalog.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';

/** The loading and failure texts: an admin catalog holds them under these names, so it can be passed whole. */
export interface QueryStateTexts {
  loading: string;
  loadFailed(p: { message: string }): string;
  retry: string;
}

export function QueryList<T extends { id: number }>({
  query,
  texts,
  emptyText,
  countText,
  renderItem,
}: {
  query: UseQueryResult<readonly T[]>;
  texts: QueryStateTexts;
  /** Said when the list is empty ('No claims here.'). */
  emptyText: string;
  /** Said above the list ('3 claims'). */
  countText(p: { count: number }): string;
  renderItem(item: T): ReactNode;
}) {
  if (query.isPending) return <Spinner label={texts.loading} showLabel className="py-6" />;
  if (query.isError) {
    return (
      <StatePanel
        title={texts.loadFailed({ message: query.error.message })}
        tone="error"
        role="alert"
        action={<Button onClick={() => void query.refetch()}>{texts.retry}</Button>}
      />
    );
  }
  const items = query.data;
  if (items.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <>
      <p className="text-sm text-muted">{countText({ count: items.length })}</p>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
