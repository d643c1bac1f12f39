import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersDark } from '@/shared/hooks/use-media-query';

/**
 * One computed style property of an element (getComputedStyle), read after render and again when
 * the system theme changes, so the page shows what the browser really uses.
 */
export function useComputedStyle<T extends Element>(property: string): [RefObject<T | null>, string] {
  const ref = useRef<T>(null);
  const dark = usePrefersDark();
  const [value, setValue] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a theme switch changes the computed value, so read it again.
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(property).trim());
  }, [property, dark]);
  return [ref, value];
}

/** The current values of custom properties on the root element, read again on a theme change. */
export function useRootCustomProperties(names: readonly string[]): {
  dark: boolean;
  values: ReadonlyMap<string, string>;
} {
  const dark = usePrefersDark();
  const [values, setValues] = useState<ReadonlyMap<string, string>>(() => new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a theme switch changes the values, so read them again.
  useLayoutEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(new Map(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names, dark]);
  return { dark, values };
}
