/**
 * A fetched list in its states: a spinner while it loads, an alert with a retry when it failed, a
 * line when it is empty, else its count and one list item each. Texts come from the caller's catalog.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';

export interface QueryListTexts {
  loading: string;
  loadFailed(p: { message: string }): string;
  retry: string;
  empty: string;
  count(p: { count: number }): string;
}

export function QueryList<T extends { id: number }>({
  query,
  texts,
  renderItem,
}: {
  query: UseQueryResult<readonly T[]>;
  texts: QueryListTexts;
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
  if (items.length === 0) return <p className="text-muted">{texts.empty}</p>;
  return (
    <>
      <p className="text-sm text-muted">{texts.count({ count: items.length })}</p>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
