/** The shape of demo and synthetic studios before they are written. */

import type { ImportSourceDto } from '@domain/schemas/import-schemas';
import type { NewParameter, NewStudio } from '../db/repositories/studio-writes';

export interface SeedStudio {
  studio: NewStudio;
  /** Catalog parameters (current values, version 1), values with [n] references where sourced. */
  parameters: NewParameter[];
  /** The studio's numbered sources that the [n] references point at. */
  sources: ImportSourceDto[];
}
