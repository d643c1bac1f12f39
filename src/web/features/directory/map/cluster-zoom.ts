/**
 * The zoom a click on a group of studios goes to (issue 34): close enough to show all the group's
 * studios (`fits`, the zoom at which their bounds fill the view), never short of the zoom at which the
 * group splits (`splits`: a group of studios on one spot would otherwise stay a group), and never
 * past `limit` (where the clusters end, or the map's own maximum). Not one step to `splits` alone:
 * that left a spread group's studios as smaller groups, a click each.
 */
export function clusterZoom(fits: number, splits: number, limit: number): number {
  return Math.min(Math.max(fits, splits), limit);
}
