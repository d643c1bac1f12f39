/** An executed import's counts, as the Complete step shows them. */
import type { Count } from './import-step-parts';

/** What an executed import did: created, updated, skipped and refused, in that order. */
export function importResultCounts(
  results: { created: number; updated: number; skipped: number; errors: number },
  t: { resultCreated: string; resultUpdated: string; resultSkipped: string; resultErrors: string },
): Count[] {
  return [
    [t.resultCreated, results.created],
    [t.resultUpdated, results.updated],
    [t.resultSkipped, results.skipped],
    [t.resultErrors, results.errors],
  ];
}
