/**
 * Runs a task when the browser is idle, within `timeoutMs` at the latest; without
 * requestIdleCallback (Safari), after `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
