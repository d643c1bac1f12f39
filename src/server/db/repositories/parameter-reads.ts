/** Read queries over studio parameters (every version) and their sources. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { studioParameters, studioSources } from '../schema';

export type ParameterRow = typeof studioParameters.$inferSelect;
export type SourceRow = typeof studioSources.$inferSelect;

/** Every version of every parameter of a studio, by key then newest version first. */
export async function parameterVersions(db: Executor, studioId: number): Promise<ParameterRow[]> {
  return db
    .select()
    .from(studioParameters)
    .where(eq(studioParameters.studioId, studioId))
    .orderBy(asc(studioParameters.parameterKey), desc(studioParameters.version));
}

export async function studioSourceList(db: Executor, studioId: number): Promise<SourceRow[]> {
  return db
    .select()
    .from(studioSources)
    .where(eq(studioSources.studioId, studioId))
    .orderBy(asc(studioSources.refIndex));
}
