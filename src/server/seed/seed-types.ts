/** The shape of demo and synthetic studios before they are written. */
import type { NewParameter, NewStudio, SourceInput } from '../db/repositories/studio-writes';

export interface SeedStudio {
  studio: NewStudio;
  /** Catalog parameters (current values, version 1), values with [n] references where sourced. */
  parameters: NewParameter[];
  /** The studio's numbered sources that the [n] references point at. */
  sources: SourceInput[];
}
