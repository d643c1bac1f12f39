/**
 * An import dialog's preview request (product.md §2 "Import dialog", §13): one at a time, a new one
 * cancelling the one before, cancelled too when the dialog closes or unmounts. Each request carries a
 * sequence number that the dialog's state machine keeps with its file, so an answer that arrives after
 * 'Back' or after a newer request is ignored; an aborted request says nothing at all.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

export function usePreviewCall() {
  const seq = useRef(0);
  const call = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    call.current?.abort();
    call.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  /** The sequence number of the next request. */
  const nextSeq = useCallback(() => ++seq.current, []);

  const run = useCallback(
    async <T>(
      request: (signal: AbortSignal) => Promise<T>,
      onLoaded: (answer: T) => void,
      onFailed: (error: unknown) => void,
    ) => {
      cancel();
      const controller = new AbortController();
      call.current = controller;
      try {
        onLoaded(await request(controller.signal));
      } catch (error) {
        if (controller.signal.aborted) return;
        onFailed(error);
      } finally {
        if (call.current === controller) call.current = null;
      }
    },
    [cancel],
  );

  return useMemo(() => ({ nextSeq, run, cancel }), [nextSeq, run, cancel]);
}
