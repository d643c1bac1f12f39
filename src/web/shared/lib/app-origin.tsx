/**
 * The app's origin (scheme, host, port) during render: the browser's own, or on the server the
 * reader's request's (entry-server.tsx provides it), so links that embed it render the same on both.
 */
import { createContext, useContext } from 'react';

export const AppOriginContext = createContext<string | null>(null);

export function useAppOrigin(): string {
  return useContext(AppOriginContext) ?? window.location.origin;
}
