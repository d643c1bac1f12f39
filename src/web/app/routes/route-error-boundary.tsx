/**
 * Catches what a page throws while rendering, or its code failing to load, and shows RouteError in
 * its place (React Router's declarative routes have no errorElement; decision 022). The next
 * navigation (a new location key) renders the page again; a page whose code failed to load fails
 * again until the reload RouteError offers (React.lazy keeps the failure).
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string | null }> {
  override state = { error: null as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | null }) {
    // A navigation clears the error: the new location renders afresh.
    if (state.key !== props.resetKey) return { error: null, key: props.resetKey };
    return null;
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
