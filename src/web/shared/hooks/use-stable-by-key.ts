import { useRef } from 'react';

interface Kept<T> {
  key: string;
  value: T;
}

/** What useStableByKey keeps after a render: the kept value while the key is the same, else the new one. */
export function keepByKey<T>(kept: Kept<T> | null, value: T, key: string): Kept<T> {
  return kept !== null && kept.key === key ? kept : { key, value };
}

/**
 * `value`, or the equal one an earlier render returned when `keyOf` gives the same key: an object
 * parsed again from the address (the list's filters and sort, once the address catches up with the
 * search box) then keeps its identity, and the memos that depend on it are not worked out again for
 * the same content (about 25 ms of a slow phone's keystroke for 10,000 studios).
 */
export function useStableByKey<T>(value: T, keyOf: (value: T) => string): T {
  const kept = useRef<Kept<T> | null>(null);
  // A render React throws away may have kept its value: it has the same key, so it is as good.
  kept.current = keepByKey(kept.current, value, keyOf(value));
  return kept.current.value;
}
