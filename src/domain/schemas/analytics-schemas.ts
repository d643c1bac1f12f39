/** First-party page views: what the web app sends, and the admins' daily summary. */
import { z } from 'zod';

export const pageViewRequestSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(512, { error: 'path must be at most 512 characters.' })
      .refine((p) => p.startsWith('/') && !p.startsWith('//'), {
        error: 'path must be an absolute path such as /studios.',
      }),
    referrer: z.string().max(2048).nullable().optional(),
  })
  .meta({ id: 'PageViewRequest' });
export type PageViewRequest = z.input<typeof pageViewRequestSchema>;

export const analyticsSummaryQuerySchema = z.object({
  days: z.string().optional().describe('How many days back, 1 to 366 (default 30)'),
});

const analyticsDaySchema = z.object({ date: z.string(), path: z.string(), count: z.number().int() });
/** One path's views on one day (UTC). */
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsSummarySchema = z
  .object({
    from: z.string().describe('First day counted (UTC, YYYY-MM-DD)'),
    to: z.string().describe('Last day counted (UTC, YYYY-MM-DD)'),
    total: z.number().int(),
    days: z.array(analyticsDaySchema),
  })
  .meta({ id: 'AnalyticsSummary' });
