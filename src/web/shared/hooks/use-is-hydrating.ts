import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML (decision 011), false in any
 * other render: state that the browser would start differently (the window's size, sessionStorage)
 * must start as the server's during hydration, and change after it.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
