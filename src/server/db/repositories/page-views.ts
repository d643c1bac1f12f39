/** Page views: path, referrer and time only; nothing that identifies a visitor. */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { pageViews } from '../schema';

export async function insertPageView(
  db: Executor,
  view: { path: string; referrer: string | null },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

export interface DailyPathCount {
  date: string;
  path: string;
  count: number;
}

/** Daily counts per path over the last `days` days (UTC), newest day first, busiest path first. */
export async function dailyPathCounts(db: Executor, days: number): Promise<DailyPathCount[]> {
  const rows = await queryRows<DailyPathCount>(
    db,
    sql`
    SELECT to_char(date_trunc('day', ${pageViews.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date,
           ${pageViews.path} AS path,
           count(*)::int AS count
      FROM ${pageViews}
     WHERE ${pageViews.createdAt} >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(days => ${days - 1})
     GROUP BY 1, 2
     ORDER BY 1 DESC, 3 DESC, 2`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
