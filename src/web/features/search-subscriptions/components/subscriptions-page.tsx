/**
 * /admin/subscriptions (product.md §17): every followed search's email subscription, newest first (the
 * address, the search, how often, confirmed or not), each with 'Delete', which erases it and its mail.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import {
  deleteSubscription,
  type SearchSubscription,
  subscriptionKeys,
  subscriptionsQuery,
} from '../api/subscriptions';
import { subscriptionsMessages } from '../subscriptions-messages';

export function SubscriptionsPage() {
  const t = useMessages(subscriptionsMessages);
  useDocumentTitle(t.title);
  const query = useQuery(subscriptionsQuery());
  return (
    <AdminListPage title={t.title} intro={t.intro}>
      <QueryList
        query={query}
        texts={t}
        emptyText={t.none}
        countText={t.count}
        renderItem={(subscription) => <SubscriptionItem subscription={subscription} />}
      />
    </AdminListPage>
  );
}

function SubscriptionItem({ subscription }: { subscription: SearchSubscription }) {
  const t = useMessages(subscriptionsMessages);
  const notify = useNotify();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSubscription(subscription.id),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.list() }),
    onError: () => notify('error', t.deleteFailed),
  });
  const headingId = `subscription-${subscription.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-semibold break-words">
        {subscription.email}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t.search}</dt>
        <dd className="min-w-0 break-words">
          <code>{subscription.query || t.allStudios}</code>
        </dd>
        <dt className="text-muted">{t.frequency}</dt>
        <dd>{subscription.frequency === 'daily' ? t.daily : t.weekly}</dd>
        <dt className="text-muted">{t.created}</dt>
        <dd>
          <time dateTime={subscription.created_at}>{subscription.created_at.slice(0, 10)}</time>
        </dd>
      </dl>
      <p className="text-sm text-muted">{subscription.confirmed_at ? t.confirmed : t.notConfirmed}</p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-label={t.delete({ email: subscription.email })}
        aria-disabled={remove.isPending || undefined}
        onClick={() => {
          if (!remove.isPending) remove.mutate();
        }}
      >
        {t.deleteShort}
      </Button>
    </article>
  );
}
