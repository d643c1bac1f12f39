/**
 * Reordering a studio's images (issue 18): by drag (to an index) or by keyboard and buttons (one
 * step earlier or later). Pure: the editor keeps the order it shows and sends it whole
 * (PUT .../images/order/ names every image once).
 */

/** The ids with the one at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveTo<T>(ids: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= ids.length) return ids;
  const target = Math.min(Math.max(0, to), ids.length - 1);
  if (target === from) return ids;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The ids with `id` moved `delta` places (−1: earlier, +1: later); the same array at either end. */
export function moveBy<T>(ids: readonly T[], id: T, delta: number): readonly T[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  return moveTo(ids, from, from + delta);
}

/**
 * The order to show: the one the editor holds while its change is on its way, as long as it names
 * the same images as the server's; otherwise the server's (an image was added or deleted).
 */
export function shownOrder(
  serverIds: readonly string[],
  pending: readonly string[] | null,
): readonly string[] {
  if (!pending || pending.length !== serverIds.length) return serverIds;
  const known = new Set(serverIds);
  return pending.every((id) => known.has(id)) ? pending : serverIds;
}
