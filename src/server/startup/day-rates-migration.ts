/**
 * One-time data migration 2026-day-rates (decision 014, product.md §18): a studio without structured
 * day rates gets a shooting-day rate read from its free-text pricing (BUSINESS_PRICING) where the text
 * states one beyond doubt (parseDayRateText refuses the rest); every other studio is left empty for
 * its owner or an admin. Each filled studio has a change-log entry by the system (action 'migrate',
 * shown as "Data migration"), so the history says where the figure came from.
 */

import { parseDayRateText } from '@domain/day-rate-text';
import type { DayRates } from '@domain/schemas/day-rate-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { DAY_RATES_FIELD } from '../db/repositories/day-rates';
import { lockStudio } from '../db/repositories/studio-edits';
import { type ChangeEntry, commitStudioChange } from '../db/repositories/studio-writes';
import { studioParameters, studios } from '../db/schema';
import type { DataMigration } from './data-migrations';

const PRICING_KEY = 'BUSINESS_PRICING';

interface DayRatePlan {
  proposals: Map<number, DayRates>;
  refused: number;
}

export const dayRatesMigration: DataMigration = {
  name: '2026-day-rates',
  async prepare(app) {
    const rows = await app.database.db
      .select({ id: studios.id, text: studioParameters.parameterValue })
      .from(studioParameters)
      .innerJoin(studios, eq(studios.id, studioParameters.studioId))
      .where(
        and(
          eq(studioParameters.parameterKey, PRICING_KEY),
          eq(studioParameters.isCurrent, true),
          isNull(studios.dayRates),
        ),
      );
    const plan: DayRatePlan = { proposals: new Map(), refused: 0 };
    for (const row of rows) {
      const parsed = parseDayRateText(row.text);
      if (!parsed) {
        plan.refused++;
        continue;
      }
      plan.proposals.set(row.id, {
        currency: parsed.currency,
        shooting_day: parsed.shooting_day,
        prep_day: null,
        half_day: null,
        minimum_days: null,
        included: [],
        overtime: '',
      });
    }
    return plan;
  },
  async run(_app, write, prepared) {
    const { tx } = write;
    const plan = prepared as DayRatePlan;
    const log: ChangeEntry[] = [];
    const touched: number[] = [];
    for (const [id, rates] of plan.proposals) {
      const row = await lockStudio(tx, id);
      // Only where still empty: an edit since the plan was made wins.
      if (!row || row.dayRates) continue;
      await tx.update(studios).set({ dayRates: rates }).where(eq(studios.id, id));
      log.push({
        adminId: null,
        studioId: id,
        action: 'migrate',
        field: DAY_RATES_FIELD,
        before: null,
        after: rates,
      });
      touched.push(id);
    }
    await commitStudioChange(write, touched, { log });
    return { studios_filled: touched.length, texts_refused: plan.refused };
  },
};
