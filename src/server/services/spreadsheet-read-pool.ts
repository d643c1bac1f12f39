/**
 * The worker thread that reads uploaded studio spreadsheets (issue 35): parsing a 20 MB workbook is
 * seconds of CPU, which on the event loop held every other request up (a cell in column XFD on each
 * of 10,000 rows: 20 s). One thread, at a lower CPU priority, and a short queue: the studio import is
 * for staff admins, and beyond the queue read() refuses at once with SpreadsheetBusyError (503).
 */
import { BoundedWorkerPool, workerFile } from './bounded-worker-pool';
import type { SheetLimits, SheetRead } from './spreadsheet-reader';

export class SpreadsheetBusyError extends Error {
  constructor() {
    super('Spreadsheet reading is busy.');
    this.name = 'SpreadsheetBusyError';
  }
}

export interface SpreadsheetReadJob {
  fileName: string;
  bytes: Uint8Array;
  limits: SheetLimits;
}

/** The reader's worker module (dist/server/spreadsheet-read-worker.js, or through tsx from the sources). */
export function spreadsheetWorkerFile(moduleUrl: string = import.meta.url): string {
  return workerFile(moduleUrl, {
    built: './spreadsheet-read-worker.js',
    sources: './spreadsheet-read-worker-tsx.mjs',
  });
}

export class SpreadsheetReadPool {
  private readonly pool = new BoundedWorkerPool<SpreadsheetReadJob, SheetRead>({
    size: 1,
    queueLimit: 2,
    nice: 10,
    filename: spreadsheetWorkerFile(),
    busy: () => new SpreadsheetBusyError(),
  });

  /** Reads running or waiting now. */
  get pending(): number {
    return this.pool.pending;
  }

  /** Reads refused as busy so far. */
  get refusals(): number {
    return this.pool.refusals;
  }

  read(job: SpreadsheetReadJob): Promise<SheetRead> {
    return this.pool.run(job);
  }

  /** Lets reads in progress finish, then stops the thread. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
