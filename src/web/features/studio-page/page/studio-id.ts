/**
 * The id in /studios/{id}: a positive integer within the database's int4 range, else null. The same
 * rule as the API's path ids (src/domain/schemas/path-params.ts), written without zod so that the
 * visitor's page does not download it.
 */
export function parseStudioIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Where the Back button goes: the list with the filters it had, as the list's "View Details" link
 * passes it in the router state ({ fromList: '/studios?…' }), else the plain list. Only a path of
 * the list itself is accepted, so the state can never send the visitor elsewhere.
 */
export function backTarget(state: unknown, fallback: string): string {
  if (!state || typeof state !== 'object') return fallback;
  const fromList = (state as { fromList?: unknown }).fromList;
  if (typeof fromList !== 'string') return fallback;
  return /^\/studios(?:[?#]|$)/.test(fromList) ? fromList : fallback;
}

/**
 * Whether Back can simply go one step back in the history, as the browser's Back does, which also
 * brings back the list's scroll position: the page was opened from the list (its state says so) and
 * there is an entry before this one (`historyIndex`, the router's index in history.state). A page
 * opened in a new tab or from elsewhere has no such state and follows the link instead.
 */
export function backGoesBackInHistory(state: unknown, historyIndex: unknown): boolean {
  return backTarget(state, '') !== '' && typeof historyIndex === 'number' && historyIndex > 0;
}
