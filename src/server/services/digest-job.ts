/**
 * The followed searches' digest (product.md §17). One process of a fleet at a time (a lease row,
 * job-leases.ts); proportional to the changes: the change log is read once from the lowest mark among
 * the due subscriptions, the changed studios are indexed once, and each distinct search is evaluated
 * once over them (digest-plan.ts). Idempotent: a subscription's mail is queued in the same
 * transaction that moves its mark (last_sent_through) past the changes it tells, so a run that dies
 * half way leaves the rest due and mails nobody twice; the mail is delivered after the commit.
 */
import { randomUUID } from 'node:crypto';
import { planDigests } from '@domain/digest-plan';
import type { FastifyInstance } from 'fastify';
import { releaseLease, takeLease } from '../db/repositories/job-leases';
import { loadInstallSecret } from '../db/repositories/login-attempts';
import { type OutgoingMail, queueMail } from '../db/repositories/outbox';
import {
  advanceSubscriptions,
  dueSubscriptions,
  type SubscriptionRow,
} from '../db/repositories/search-subscriptions';
import { latestChangeId, studioChangesBetween } from '../db/repositories/studio-change-reads';
import { asLocale } from '../lib/reader-locale';
import { unsubscribeToken } from '../lib/subscription-tokens';
import { presentListStudio } from '../presenters/studio-presenter';
import { type DigestStudio, digestMail, searchPageUrl } from './followed-search-mail';
import { ChangedStudiosMatcher } from './followed-search-matcher';

export const DIGEST_LEASE = 'search_digest';
const LEASE_SECONDS = 600;
/** Subscriptions per transaction: each one's mail and mark still commit together. */
const BATCH = 500;
export const SUBSCRIPTION_SECRET = 'subscription_links';

export interface DigestOutcome {
  /** False when another process held the lease. */
  ran: boolean;
  due: number;
  mailed: number;
  changes: number;
  changedStudios: number;
  searches: number;
}

/** The origin a subscription's links name: PUBLIC_URL when set, else where it was subscribed. */
export function linkOrigin(app: FastifyInstance, row: Pick<SubscriptionRow, 'origin'>): string {
  return app.config.publicUrl ?? row.origin;
}

export function unsubscribeUrl(origin: string, secret: string, id: number): string {
  return `${origin}/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, id))}`;
}

export async function runDigest(
  app: FastifyInstance,
  options: { now?: Date; holder?: string } = {},
): Promise<DigestOutcome> {
  const now = options.now ?? new Date();
  const holder = options.holder ?? randomUUID();
  const db = app.database.db;
  const outcome: DigestOutcome = {
    ran: false,
    due: 0,
    mailed: 0,
    changes: 0,
    changedStudios: 0,
    searches: 0,
  };
  if (!(await takeLease(db, DIGEST_LEASE, holder, LEASE_SECONDS))) return outcome;
  outcome.ran = true;
  try {
    const due = await dueSubscriptions(db, now);
    outcome.due = due.length;
    if (due.length === 0) return outcome;
    const through = await latestChangeId(db);
    const from = Math.min(...due.map((s) => s.lastSentThrough));
    const changes = from < through ? await studioChangesBetween(db, from, through) : [];
    outcome.changes = changes.length;
    await app.studioStore.ready();
    const matcher = new ChangedStudiosMatcher(
      app.studioStore,
      new Set(changes.map((c) => c.studioId)),
      presentListStudio,
    );
    outcome.changedStudios = matcher.index.length;
    const plan = planDigests(
      due.map((s) => ({ id: s.id, key: s.queryKey, lastSentThrough: s.lastSentThrough })),
      changes,
      through,
      (key) => matcher.matching(key),
    );
    outcome.searches = plan.evaluated;
    const byId = new Map(due.map((s) => [s.id, s]));
    const secret = await loadInstallSecret(db, SUBSCRIPTION_SECRET);

    for (let i = 0; i < plan.quiet.length; i += BATCH * 10) {
      const ids = plan.quiet.slice(i, i + BATCH * 10);
      await app.write((tx) => advanceSubscriptions(tx, ids, through, now, false), { announce: false });
    }
    for (let i = 0; i < plan.mails.length; i += BATCH) {
      const batch = plan.mails.slice(i, i + BATCH);
      const queued = await app.write(
        async (tx) => {
          const moved = new Set(
            await advanceSubscriptions(
              tx,
              batch.map((m) => m.subscriptionId),
              through,
              now,
              true,
            ),
          );
          const mail: OutgoingMail[] = [];
          for (const { subscriptionId, studios } of batch) {
            const row = byId.get(subscriptionId);
            if (!row || !moved.has(subscriptionId)) continue;
            const origin = linkOrigin(app, row);
            const listed: DigestStudio[] = studios.flatMap((summary) => {
              const studio = matcher.studio(summary.studioId);
              return studio
                ? [{ summary, name: studio.name, url: `${origin}/frontend/studios/${studio.id}` }]
                : [];
            });
            const locale = asLocale(row.locale);
            const text = digestMail(locale, {
              searchUrl: searchPageUrl(origin, row.queryKey),
              unsubscribeUrl: unsubscribeUrl(origin, secret, row.id),
              studios: listed,
            });
            mail.push({
              to: row.email,
              locale,
              kind: 'search_digest',
              about: { kind: 'subscription', id: row.id },
              ...text,
            });
          }
          return queueMail(tx, mail);
        },
        { announce: false },
      );
      outcome.mailed += queued.length;
      void app.mail.deliver(queued);
    }
    return outcome;
  } finally {
    await releaseLease(db, DIGEST_LEASE, holder);
  }
}
