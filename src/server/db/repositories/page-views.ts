/** Page views: path, referrer and time only; nothing that identifies a visitor. */

import type { AnalyticsDay } from '@domain/schemas/analytics-schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { pageViewDaily, pageViews } from '../schema';

export async function insertPageView(
  db: Executor,
  view: { path: string; referrer: string | null },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

/** The start (UTC midnight) of the day `daysAgo` days before today, in SQL. */
const dayStart = (daysAgo: number) =>
  sql`(date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${daysAgo}))`;

/**
 * Daily counts per path over the last `days` days (UTC), newest day first, busiest path first: the
 * raw rows and the days already rolled up, added together.
 */
export async function dailyPathCounts(db: Executor, days: number): Promise<AnalyticsDay[]> {
  const rows = await queryRows<AnalyticsDay>(
    db,
    sql`
    SELECT date, path, sum(count)::int AS count FROM (
      SELECT to_char(${pageViews.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
             ${pageViews.path} AS path,
             count(*) AS count
        FROM ${pageViews}
       WHERE ${pageViews.createdAt} >= ${dayStart(days - 1)} AT TIME ZONE 'UTC'
       GROUP BY 1, 2
      UNION ALL
      SELECT to_char(${pageViewDaily.day}, 'YYYY-MM-DD'), ${pageViewDaily.path}, ${pageViewDaily.count}
        FROM ${pageViewDaily}
       WHERE ${pageViewDaily.day} >= ${dayStart(days - 1)}::date
    ) AS counts
     GROUP BY 1, 2
     ORDER BY 1 DESC, 3 DESC, 2`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/**
 * Sums the raw page views of whole UTC days older than `retentionDays` into page_view_daily and
 * deletes them, in one statement: a row is counted exactly when it is deleted. Safe with several
 * processes at once: a second run waits for the first's row locks and then finds those rows gone,
 * and the upsert adds to a day another run has already written. Returns the raw rows rolled up.
 */
export async function rollUpPageViews(db: Executor, retentionDays: number): Promise<number> {
  const rows = await queryRows<{ rolled: number }>(
    db,
    sql`
    WITH old AS (
      DELETE FROM ${pageViews}
       WHERE ${pageViews.createdAt} < ${dayStart(retentionDays)} AT TIME ZONE 'UTC'
      RETURNING ${pageViews.createdAt} AS created_at, ${pageViews.path} AS path
    ), summed AS (
      INSERT INTO ${pageViewDaily} (day, path, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, path, count(*)::int FROM old GROUP BY 1, 2
      ON CONFLICT (day, path) DO UPDATE SET count = ${pageViewDaily}.count + excluded.count
      RETURNING count
    )
    SELECT (SELECT count(*) FROM old)::int AS rolled`,
  );
  return Number(rows[0]?.rolled ?? 0);
}
