/**
 * 'Near' (product.md §11): a place typed with suggestions from the app's gazetteer, or the browser's
 * location with the visitor's permission, and a radius (25 to 500 km, or any distance: then the list
 * is only measured and may be sorted by distance). The suggestions follow the ARIA combobox pattern:
 * arrows move through them, Enter picks, Escape closes.
 */
import { formatLatLng, type LatLng } from '@domain/geo';
import type { Place } from '@domain/schemas/place-schemas';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { refineMessages } from '../refine-messages';
import { MY_LOCATION, placeLabel, placeWhere, rememberPlaceName } from './place-names';
import { placeSearchQuery } from './places';
import { useNearPlaceName } from './use-near-place-name';

export const RADIUS_CHOICES_KM = [25, 50, 100, 250, 500] as const;
const SUGGEST_DELAY_MS = 200;

export interface NearPlaceFilterProps {
  near: LatLng | null;
  radiusKm: number | null;
  onChange(near: LatLng | null, radiusKm: number | null): void;
}

/** The text typed, a moment after typing stops. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function NearPlaceFilter({ near, radiusKm, onChange }: NearPlaceFilterProps) {
  const t = useMessages(refineMessages);
  const { locale } = useLocale();
  const inputId = useId();
  const listId = useId();
  const radiusId = useId();
  const statusId = useId();
  const nearKey = near ? formatLatLng(near) : '';
  // The place's name: the gazetteer's (the server's too), or the tab's once hydrated, or coordinates.
  const hydrating = useIsHydrating();
  const nearName = useNearPlaceName(near, t.myLocationInput);
  const [text, setText] = useState(() => nearName ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Back, Forward or 'Clear all' bring another place: the box shows it (and, after hydrating, the
  // name the tab remembered for the server's coordinates, or the gazetteer's once it has answered).
  // biome-ignore lint/correctness/useExhaustiveDependencies: nearKey stands for near.
  useEffect(() => {
    setText(nearName ?? '');
    setOpen(false);
  }, [nearKey, nearName]);

  const settled = useSettled(text.trim());
  const query = useQuery({ ...placeSearchQuery(settled, locale), enabled: open && settled !== '' });
  const places = open && settled !== '' ? (query.data?.results ?? []) : [];
  const expanded = open && settled !== '' && (places.length > 0 || query.isFetched || query.isError);

  const choose = (place: Place) => {
    const point = { latitude: place.latitude, longitude: place.longitude };
    const label = placeLabel(place);
    rememberPlaceName(point, label);
    setText(label);
    setOpen(false);
    setActive(-1);
    setProblem(null);
    onChange(point, radiusKm);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? places.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded) {
      const place = places[active >= 0 ? active : 0];
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const useMyLocation = () => {
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        rememberPlaceName(point, MY_LOCATION);
        onChange(point, radiusKm);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? t.locationDenied : t.locationUnavailable);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  // Not on the server (it has no geolocation), so neither while hydrating: the trees must match.
  const canLocate = !hydrating && typeof navigator !== 'undefined' && 'geolocation' in navigator;

  let status: string | null = problem;
  if (!status && locating) status = t.locating;
  if (!status && open && settled !== '' && query.isFetching && places.length === 0) status = t.nearLoading;
  if (!status && expanded && query.isError) status = t.nearUnavailable;
  if (!status && expanded && query.isFetched && places.length === 0) status = t.nearNoPlaces;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-muted">{t.nearLabel}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-0 flex-1 basis-56">
          <label htmlFor={inputId} className="sr-only">
            {t.nearLabel}
          </label>
          <input
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={status ? statusId : undefined}
            value={text}
            placeholder={t.nearPlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className={cn(inputClasses, 'h-10 text-base sm:text-sm', near ? 'pr-9' : undefined)}
          />
          {near ? (
            <button
              type="button"
              aria-label={t.nearClear}
              onClick={() => onChange(null, null)}
              className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={t.nearSuggestions}
            hidden={!expanded || places.length === 0}
            className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-md border border-line bg-surface py-1 shadow-[var(--shadow-card)]"
          >
            {places.map((place, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the ARIA combobox pattern: the input keeps the focus and points at its options (aria-activedescendant).
              <div
                key={`${place.name}:${place.latitude}:${place.longitude}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Picked before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === active ? 'bg-accent-soft text-accent-text' : 'hover:bg-surface-2',
                )}
              >
                {place.name}
                <span className="text-muted">{`, ${placeWhere(place)}`}</span>
              </div>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={radiusId} className="text-xs font-medium text-muted">
            {t.radiusLabel}
          </label>
          <select
            id={radiusId}
            value={radiusKm === null ? '' : String(radiusKm)}
            disabled={near === null}
            onChange={(event) =>
              onChange(near, event.target.value === '' ? null : Number(event.target.value))
            }
            className={cn(inputClasses, 'h-10 w-auto text-sm')}
          >
            <option value="">{t.radiusAny}</option>
            {RADIUS_CHOICES_KM.map((km) => (
              <option key={km} value={km}>
                {t.radiusKm({ km })}
              </option>
            ))}
            {radiusKm !== null && !(RADIUS_CHOICES_KM as readonly number[]).includes(radiusKm) ? (
              <option value={radiusKm}>{t.radiusKm({ km: radiusKm })}</option>
            ) : null}
          </select>
        </div>
        {canLocate ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={useMyLocation}
            disabled={locating}
          >
            {t.useMyLocation}
          </Button>
        ) : null}
      </div>
      <p id={statusId} role="status" className="min-h-5 text-sm text-muted">
        {status}
      </p>
    </fieldset>
  );
}
