/** A short pressed look after a tap (product.md §9: tap feedback 150 ms), for buttons that move content. */
import { TAP_FEEDBACK_MS } from '@domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useTapFeedback(): [tapped: boolean, tap: () => void] {
  const [tapped, setTapped] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const tap = useCallback(() => {
    clearTimeout(timer.current);
    setTapped(true);
    timer.current = setTimeout(() => setTapped(false), TAP_FEEDBACK_MS);
  }, []);
  return [tapped, tap];
}
