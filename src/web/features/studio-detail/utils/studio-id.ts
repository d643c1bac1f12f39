/** The id in /studios/{id}: a positive integer within the database's int4 range, else null. */
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
