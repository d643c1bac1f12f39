/**
 * Whether a section's URL editor is open. Closing it hands focus back to the 'Edit URL' button,
 * which mounts again then (`refocus` tells it to take focus once).
 */
import { useCallback, useRef, useState } from 'react';

export function useUrlEditing() {
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  const start = useCallback(() => {
    refocus.current = false;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  const focused = useCallback(() => {
    refocus.current = false;
  }, []);
  return { open, refocus: refocus.current, start, close, focused };
}
