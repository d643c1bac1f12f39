/**
 * Reads of one studio and of its categorized parameters, cached per data version: the detail page's
 * two calls are answered from memory until the next write.
 */
import type { CategorizedParameters } from '../../domain/schemas/studio-schemas';
import type { DataVersion } from '../db/data-version';
import type { Database } from '../db/database';
import { parameterVersions, studioSourceList } from '../db/repositories/parameter-reads';
import { findStudio, type StudioRow } from '../db/repositories/studio-reads';
import { presentCategorizedParameters } from '../presenters/parameters-presenter';
import { VersionedCache } from './versioned-cache';

export class StudioReadCache {
  private readonly studios = new VersionedCache<StudioRow | null>();
  private readonly parameters = new VersionedCache<CategorizedParameters>();

  constructor(
    private readonly database: Database,
    private readonly dataVersion: DataVersion,
  ) {}

  async studio(id: number, includeHidden: boolean): Promise<StudioRow | null> {
    const version = await this.dataVersion.currentForRead();
    return this.studios.get(`${id}|${includeHidden}`, version, () =>
      findStudio(this.database.db, id, { includeHidden }),
    );
  }

  /** The categorized parameters of a studio the caller may see (check that first). */
  async categorizedParameters(id: number): Promise<CategorizedParameters> {
    const version = await this.dataVersion.currentForRead();
    return this.parameters.get(String(id), version, async () => {
      const [versions, sources] = await Promise.all([
        parameterVersions(this.database.db, id),
        studioSourceList(this.database.db, id),
      ]);
      return presentCategorizedParameters(versions, sources);
    });
  }
}
