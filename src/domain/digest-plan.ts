/**
 * What followed searches are told (product.md §17), pure: the change log's entries since a point,
 * summed up per studio, and for each subscription the studios that match its search and changed
 * since its last digest. The work is proportional to the changes: each distinct followed search is
 * evaluated once (`matching`, over the changed studios only), and each subscription then looks at the
 * few studios its search matched.
 */
import { isPublicStatus } from './studio-status';

/** The change-log actions that change what a studio shows (not verifications, images, erasures). */
export const FOLLOWED_ACTIONS = [
  'create',
  'edit',
  'status',
  'archive',
  'import',
  'undo',
  'correction',
] as const;

/** One change-log entry of a studio. */
export interface StudioChange {
  id: number;
  studioId: number;
  action: string;
  field: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** A studio's changes over a span, summed up: new (created or published) or which fields changed. */
export interface StudioChangeSummary {
  studioId: number;
  /** The latest entry's id and time. */
  lastId: number;
  lastAt: Date;
  isNew: boolean;
  /** Each changed field with its first before and last after, in the order first changed. */
  fields: { field: string; before: unknown; after: unknown }[];
}

function becamePublic(change: StudioChange): boolean {
  return change.field === 'status' && isPublicStatus(change.after) && !isPublicStatus(change.before);
}

/** The changes summed up per studio, newest studio first; only entries with id above `after` count. */
export function summarizeChanges(changes: readonly StudioChange[], after = 0): StudioChangeSummary[] {
  const byStudio = new Map<number, StudioChangeSummary>();
  const sorted = [...changes].filter((c) => c.id > after).sort((a, b) => a.id - b.id);
  for (const change of sorted) {
    let summary = byStudio.get(change.studioId);
    if (!summary) {
      summary = { studioId: change.studioId, lastId: change.id, lastAt: change.at, isNew: false, fields: [] };
      byStudio.set(change.studioId, summary);
    }
    summary.lastId = change.id;
    summary.lastAt = change.at;
    if (change.action === 'create' || becamePublic(change)) summary.isNew = true;
    const field = summary.fields.find((f) => f.field === change.field);
    if (field) field.after = change.after;
    else summary.fields.push({ field: change.field, before: change.before, after: change.after });
  }
  return [...byStudio.values()].sort((a, b) => b.lastId - a.lastId);
}

export interface DigestSubscription {
  id: number;
  key: string;
  lastSentThrough: number;
}

export interface DigestPlan {
  /** Subscriptions with news: the studios to tell them about, newest first. */
  mails: { subscriptionId: number; studios: StudioChangeSummary[] }[];
  /** Subscriptions with nothing new: their mark moves on without mail. */
  quiet: number[];
  /** The change-log id every planned subscription is now sent through. */
  through: number;
  /** How many distinct searches were evaluated. */
  evaluated: number;
}

/**
 * Plans one digest run. `changes` are the followed entries above the lowest mark among `subscriptions`
 * up to `through`; `matching(key)` answers which of the changed studios the search matches now (called
 * once per distinct key).
 */
export function planDigests(
  subscriptions: readonly DigestSubscription[],
  changes: readonly StudioChange[],
  through: number,
  matching: (key: string) => ReadonlySet<number>,
): DigestPlan {
  const byStudio = new Map<number, StudioChange[]>();
  for (const change of changes) {
    if (change.id > through) continue;
    const list = byStudio.get(change.studioId);
    if (list) list.push(change);
    else byStudio.set(change.studioId, [change]);
  }
  const answers = new Map<string, ReadonlySet<number>>();
  const plan: DigestPlan = { mails: [], quiet: [], through, evaluated: 0 };
  for (const subscription of subscriptions) {
    let matched = answers.get(subscription.key);
    if (!matched) {
      matched = byStudio.size === 0 ? new Set<number>() : matching(subscription.key);
      answers.set(subscription.key, matched);
      plan.evaluated += 1;
    }
    const news: StudioChange[] = [];
    for (const studioId of matched) {
      for (const change of byStudio.get(studioId) ?? [])
        if (change.id > subscription.lastSentThrough) news.push(change);
    }
    if (news.length === 0) plan.quiet.push(subscription.id);
    else plan.mails.push({ subscriptionId: subscription.id, studios: summarizeChanges(news) });
  }
  return plan;
}
