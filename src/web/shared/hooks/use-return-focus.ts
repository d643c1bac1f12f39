import { useRef } from 'react';

/**
 * Handlers for a Radix dialog opened by its caller (controlled `open`, no Dialog.Trigger): Radix
 * only gives focus back to a Trigger, so without one focus would fall to <body> on close. This
 * remembers what had focus when the dialog opened and returns focus there when it closes.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  isOpen.current = open;
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (isOpen.current || !target?.isConnected) return; // Radix's default (a Trigger, if any)
      event.preventDefault();
      opener.current = null;
      target.focus();
    },
  };
}
