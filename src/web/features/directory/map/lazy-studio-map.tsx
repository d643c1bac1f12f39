/**
 * The map, loaded when it is first opened: Leaflet, supercluster and the outlines' reader stay out
 * of the list's first load (decision 017: at most 60 KB gzipped). While it loads a spinner stands
 * in; if it cannot load, a notice says the list shows the same studios.
 */
import { Component, lazy, memo, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { addressInView } from './map-view-bar';
import { mapViewMessages } from './map-view-messages';
import type { StudioMapProps } from './studio-map';

const loadStudioMap = () => lazy(() => import('./studio-map'));
/** Replaced after a failure: React.lazy remembers a failed import, and 'Try again' should fetch again. */
let StudioMap = loadStudioMap();

/** Memoised: a keystroke in the search box renders the box first and the map only with the new list. */
export const LazyStudioMap = memo(function LazyStudioMap(props: StudioMapProps) {
  const t = useMessages(mapViewMessages);
  // Leaflet needs the browser: the server (and the hydration of its page) shows the loading state,
  // and the map's code loads once the page is the app's (decision 011).
  const hydrating = useIsHydrating();
  const { pathname, search } = useLocation();
  const loading = (
    <div className="flex min-h-80 items-center justify-center">
      <Spinner label={t.loadingMap} showLabel />
    </div>
  );
  if (hydrating) {
    // Without scripts the map never loads: the server's page says so and links to the list.
    return (
      <>
        <div className="needs-script">{loading}</div>
        <noscript>
          <StatePanel
            title={t.mapNeedsScript}
            headingLevel={3}
            action={<Link to={{ pathname, search: addressInView(search, 'grid') }}>{t.showList}</Link>}
          />
        </noscript>
      </>
    );
  }
  return (
    <MapLoadBoundary
      fallback={(retry) => (
        <StatePanel
          title={t.mapFailed}
          headingLevel={3}
          action={
            <Button variant="secondary" onClick={retry}>
              {t.retry}
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={loading}>
        <StudioMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
});

/** A map that failed (its chunk did not load, or Leaflet threw) leaves the rest of the page working. */
class MapLoadBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          StudioMap = loadStudioMap();
          this.setState({ failed: false });
        })
      : this.props.children;
  }
}
