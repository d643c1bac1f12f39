/**
 * What one write has done so far, handed to its work by writeTransaction and read back by it before
 * the commit: the studios the write touched, each as the write last left it. commitStudioChange()
 * fills it; the data-version announcement names these studios, the studio store takes their rows
 * instead of reading them again, and a route can answer with a studio's row as its write left it.
 * Only writeTransaction makes one, so a studio can be changed only inside the write path.
 */
import type { Tx } from './database';
import type { StudioRow } from './repositories/studio-reads';

export class WriteContext {
  private readonly studios = new Map<number, StudioRow>();

  constructor(readonly tx: Tx) {}

  /** Records rows a statement of this write left; the latest version of each studio wins. */
  noteStudios(rows: readonly StudioRow[]): void {
    for (const row of rows) {
      const known = this.studios.get(row.id);
      if (!known || row.version >= known.version) this.studios.set(row.id, row);
    }
  }

  /** The studio's row as this write last left it through commitStudioChange (none: not touched). */
  studioRow(id: number): StudioRow | undefined {
    return this.studios.get(id);
  }

  /** Every studio this write touched, as it left each. */
  touchedStudios(): StudioRow[] {
    return [...this.studios.values()];
  }
}
