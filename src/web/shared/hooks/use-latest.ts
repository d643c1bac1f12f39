import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * The one owner of the "latest value" pattern: a function, the same on every render, that returns
 * `value` as of the last render React committed. For handlers that must keep their identity (memoised
 * cards and selects take them) and still act on the current filters or selection when they run.
 * Read it in handlers and effects, never while rendering (a render reads its own props and state).
 *
 * The value is taken in an insertion effect, before any layout effect or event of that commit, so a
 * render React throws away (an interrupted transition) never becomes what a handler reads. React's
 * useEffectEvent does this for an effect's own callbacks, but must not be passed to other components.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value);
  useInsertionEffect(() => {
    latest.current = value;
  });
  return useCallback(() => latest.current, []);
}
