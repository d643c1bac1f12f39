/**
 * How an import dialog closes (product.md §2 "Import dialog", §13): closing cancels a preview still
 * being analysed; after a clean success the result is said once in a notification, and the dialog
 * closes by itself after IMPORT_AUTO_CLOSE_MS unless the admin is using it (usePausingAutoClose).
 */
import { IMPORT_AUTO_CLOSE_MS } from '@domain/limits';
import { type RefObject, useCallback, useRef } from 'react';
import { useNotify } from '@/shared/components/ui/notifications';
import { usePausingAutoClose } from './use-pausing-auto-close';

export function useImportDialogClose({
  open,
  successMessage,
  cancelPreview,
  onOpenChange,
  headingRef,
  autoClose = true,
}: {
  open: boolean;
  /** False: the dialog stays on its result until the admin closes it (the studio import, product.md §13). */
  autoClose?: boolean;
  /** The notification's text after a clean success; null otherwise (nothing to say, no closing by itself). */
  successMessage: string | null;
  cancelPreview(): void;
  onOpenChange(open: boolean): void;
  headingRef: RefObject<HTMLElement | null>;
}): { close(): void; autoClosePaused: boolean } {
  const notify = useNotify();
  // Once: the dialog closes by itself and by the admin, and the notification must not be doubled.
  const notified = useRef(false);

  const close = useCallback(() => {
    cancelPreview();
    if (successMessage !== null && !notified.current) {
      notified.current = true;
      notify('success', successMessage);
    }
    onOpenChange(false);
  }, [cancelPreview, successMessage, notify, onOpenChange]);

  const autoClosePaused = usePausingAutoClose({
    active: autoClose && open && successMessage !== null,
    delayMs: IMPORT_AUTO_CLOSE_MS,
    onClose: close,
    headingRef,
  });
  return { close, autoClosePaused };
}
