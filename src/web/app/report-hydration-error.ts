import type { ErrorInfo } from 'react';

/**
 * React's report of an error it recovered from while hydrating (hydrateRoot's onRecoverableError):
 * the server's HTML and the browser's first render differed, so React rendered that part again in
 * the browser. Said on the console with the component stack; the browser tests fail on any such line
 * (e2e/support/test.ts), as on any other console error.
 */
export const HYDRATION_ERROR_PREFIX = 'Hydration mismatch';

export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`${HYDRATION_ERROR_PREFIX}: ${message}${cause}${info.componentStack ?? ''}`);
}
