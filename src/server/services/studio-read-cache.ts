/**
 * Reads of one studio and of its categorized parameters: the studio from the studio store (the same
 * rows the list is made of), its parameters cached per studio version, which every write to the
 * studio's parameters or sources bumps (commitStudioChange).
 */
import type { CategorizedParameters } from '@domain/schemas/studio-schemas';
import { isPublicStatus } from '@domain/studio-status';
import type { Database } from '../db/database';
import { parameterVersions, studioSourceList } from '../db/repositories/parameter-reads';
import type { StudioRow } from '../db/repositories/studio-reads';
import type { EncodedBody } from '../lib/http/encoded-body';
import { presentCategorizedParameters } from '../presenters/parameters-presenter';
import { studioEtag } from '../presenters/studio-presenter';
import type { StudioSerialiser } from './studio-list-cache';
import type { StudioStore } from './studio-store';
import { VersionedCache } from './versioned-cache';

export class StudioReadCache {
  /** Each studio's categorized parameters, per row version (its hits and size reach the metrics). */
  readonly parameters = new VersionedCache<CategorizedParameters>();

  constructor(
    private readonly database: Database,
    private readonly store: StudioStore,
    /** The studio's full form: the same fragment the full list is made of (shape 'full'). */
    private readonly serialiseFull: StudioSerialiser,
  ) {}

  async studio(id: number, includeHidden: boolean): Promise<StudioRow | null> {
    await this.store.ready();
    const row = this.store.row(id);
    return row && (includeHidden || isPublicStatus(row.status)) ? row : null;
  }

  /** The studio this one was merged into (product.md §20); null: not merged (or unknown). */
  async mergedInto(id: number): Promise<number | null> {
    await this.store.ready();
    return this.store.row(id)?.mergedInto ?? null;
  }

  /**
   * A studio the caller may see, with its full form as a JSON response body, serialised (and each
   * compressed form made) once per change of the studio: a studio with thousands of parameters costs
   * tens of milliseconds to serialise, which every read of its page paid before.
   */
  async studioBody(id: number, includeHidden: boolean): Promise<EncodedBody | null> {
    const row = await this.studio(id, includeHidden);
    return row ? this.store.body(id, 'full', this.serialiseFull, studioEtag) : null;
  }

  /** The categorized parameters of a studio the caller may see (check that first). */
  async categorizedParameters(id: number): Promise<CategorizedParameters> {
    await this.store.ready();
    return this.parameters.get(String(id), this.store.row(id)?.version ?? -1, async () => {
      const [versions, sources] = await Promise.all([
        parameterVersions(this.database.db, id),
        studioSourceList(this.database.db, id),
      ]);
      return presentCategorizedParameters(versions, sources);
    });
  }
}
