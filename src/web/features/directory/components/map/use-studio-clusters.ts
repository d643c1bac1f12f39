/** The supercluster index of the map's points, built again only when the points change. */
import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { StudioClusters } from './cluster-markers';
import type { StudioPoint } from './map-points';

/** Pixels within which markers merge, and the zoom from which every studio stands alone. */
const CLUSTER_RADIUS_PX = 48;
const CLUSTER_MAX_ZOOM = 14;

export function useStudioClusters(points: readonly StudioPoint[]): StudioClusters {
  return useMemo(() => {
    const index: StudioClusters = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
    index.load([...points]);
    return index;
  }, [points]);
}
