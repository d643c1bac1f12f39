/**
 * How the near box and its chip name the near search's place (issue 34: a reloaded or shared search
 * read 'Within 500 km of 52.52437, 13.41053'). The visitor's own position is 'your location'; a
 * gazetteer's place is named from the gazetteer in the reader's language (the server asks it too, so
 * its page and the browser's first render agree); another point by the name the tab remembered, once
 * hydrated (the server cannot read it); else by its coordinates.
 */
import type { LatLng } from '@domain/geo';
import { useQuery } from '@tanstack/react-query';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useLocale } from '@/shared/i18n/i18n-provider';
import { coordinatesLabel, MY_LOCATION, placeLabel, rememberedPlaceName } from './place-names';
import { placeAtQuery } from './places';

export function useNearPlaceName(near: LatLng | null, myLocation: string): string | null {
  const { locale } = useLocale();
  const hydrating = useIsHydrating();
  const remembered = near && !hydrating ? rememberedPlaceName(near) : null;
  const { data } = useQuery({
    ...placeAtQuery(near, locale),
    enabled: near !== null && remembered !== MY_LOCATION,
  });
  if (!near) return null;
  if (remembered === MY_LOCATION) return myLocation;
  if (data?.result) return placeLabel(data.result);
  return remembered ?? coordinatesLabel(near);
}
