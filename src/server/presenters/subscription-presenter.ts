import type { SubscriptionRow } from '../db/repositories/search-subscriptions';

/** A followed search's subscription as the admins read it (personal data: admins only). */
export function presentSubscription(row: SubscriptionRow) {
  return {
    id: row.id,
    email: row.email,
    query: row.queryKey,
    frequency: row.frequency === 'weekly' ? ('weekly' as const) : ('daily' as const),
    locale: row.locale,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    last_sent_through: row.lastSentThrough,
    next_digest_at: row.nextDigestAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
