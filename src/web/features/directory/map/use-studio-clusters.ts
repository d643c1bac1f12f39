/**
 * The map's points and their supercluster index, made again only when the selection changes, and
 * not even then for a selection the map showed a moment ago (clearing the search brings back the
 * whole list: its 9,000 points need not be placed and clustered again).
 */
import type { StudioFacts } from '@domain/studio-facts';
import { useMemo, useRef } from 'react';
import Supercluster from 'supercluster';
import type { StudioClusters } from './cluster-markers';
import { type MapPoints, mapPointsOf, sameStudios } from './map-points';

/** Pixels within which markers merge, and the zoom from which every studio stands alone. */
const CLUSTER_RADIUS_PX = 48;
export const CLUSTER_MAX_ZOOM = 14;
/** Selections remembered: the one shown and the one before it. */
const REMEMBERED = 2;

type Selection = readonly { studio: { id: number }; facts: Pick<StudioFacts, 'point'> }[];

interface MapClusters extends MapPoints {
  clusters: StudioClusters;
}

function clustersOf(selection: Selection): MapClusters {
  const placed = mapPointsOf(selection);
  const clusters: StudioClusters = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  clusters.load(placed.points);
  return { ...placed, clusters };
}

export function useMapClusters(selection: Selection): MapClusters {
  const recent = useRef<{ selection: Selection; made: MapClusters }[]>([]);
  return useMemo(() => {
    const known = recent.current.find((entry) => sameStudios(entry.selection, selection));
    const made = known?.made ?? clustersOf(selection);
    recent.current = [{ selection, made }, ...recent.current.filter((entry) => entry !== known)].slice(
      0,
      REMEMBERED,
    );
    return made;
  }, [selection]);
}
