/**
 * 'Place on the map' on the studio page, for admins and the studio's owner (product.md §11): the
 * studio's coordinates, set from its city through the gazetteer's proposal (GET places/locate, taken
 * only when the editor chooses it: never a guess), typed by hand, or removed. A changed city or
 * country clears coordinates that belonged to the old place; this is where new ones are set.
 */

import { studioCountryName } from '@domain/countries';
import type { PlaceLocation } from '@domain/schemas/place-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { TextInput } from '@/shared/components/ui/text-input';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError, apiFetch } from '@/shared/lib/api-client';
import { formatDegrees, parseDegrees } from './coordinates-input';
import { mapPlaceMessages } from './map-place-messages';

export function MapPlaceEditor({ studio }: { studio: Studio }) {
  const t = useMessages(mapPlaceMessages);
  const { locale } = useLocale();
  const save = useSaveStudioField('header');
  const headingId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  /** The field whose text is not a coordinate, after a Save; its message is derived. */
  const [badField, setBadField] = useState<'latitude' | 'longitude' | null>(null);

  const city = (studio.location?.city ?? studio.city).trim();
  const countryText = (studio.location?.country ?? studio.country).trim();
  const country = studio.country_code ?? countryText;
  const placed = studio.latitude !== null && studio.longitude !== null;

  const write = async (value: { latitude: number; longitude: number } | null) => {
    setBusy(true);
    const outcome = await save(studio.id, 'coordinates', value);
    setBusy(false);
    if (outcome.ok) {
      setEditing(false);
      setMessage(null);
    } else if (outcome.error) setMessage(outcome.error);
  };

  const locate = async () => {
    setBusy(true);
    setMessage(t.locating);
    try {
      const params = new URLSearchParams({ city, country, lang: locale });
      const { data } = await apiFetch<PlaceLocation>(`/api/places/locate/?${params}`);
      if (!data.result) {
        setBusy(false);
        setMessage(t.notFound({ city, country: studioCountryName(studio, locale) }));
        return;
      }
      await write({ latitude: data.result.latitude, longitude: data.result.longitude });
    } catch (error) {
      setBusy(false);
      setMessage(error instanceof ApiError && error.status === 400 ? t.unknownCountry : t.lookupFailed);
    }
  };

  const startEditing = () => {
    setLatitude(placed ? formatDegrees(studio.latitude!, locale) : '');
    setLongitude(placed ? formatDegrees(studio.longitude!, locale) : '');
    setBadField(null);
    setMessage(null);
    setEditing(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lat = parseDegrees(latitude, 90);
    const lng = parseDegrees(longitude, 180);
    if (lat === null || lng === null) {
      setBadField(lat === null ? 'latitude' : 'longitude');
      return;
    }
    setBadField(null);
    void write({ latitude: lat, longitude: lng });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-2 text-sm"
      data-testid="map-place-editor"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="font-medium text-ink">
          {t.heading}
        </h2>
        <p>
          {placed
            ? t.at({
                latitude: formatDegrees(studio.latitude!, locale),
                longitude: formatDegrees(studio.longitude!, locale),
              })
            : t.none}
        </p>
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
          <DegreesField
            label={t.latitude}
            value={latitude}
            onChange={setLatitude}
            invalid={badField === 'latitude'}
            errorId={badField ? errorId : undefined}
          />
          <DegreesField
            label={t.longitude}
            value={longitude}
            onChange={setLongitude}
            invalid={badField === 'longitude'}
            errorId={badField ? errorId : undefined}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {t.save}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t.cancel}
          </Button>
          {badField ? (
            <p id={errorId} role="alert" className="w-full text-bad">
              {badField === 'latitude' ? t.badLatitude : t.badLongitude}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {city && country ? (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void locate()}>
              {t.fromCity({ city })}
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={startEditing}>
            {t.enter}
          </Button>
          {placed ? (
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void write(null)}>
              {t.clear}
            </Button>
          ) : null}
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-muted">
        {message}
      </p>
    </section>
  );
}

/** One coordinate's text box: a decimal keyboard on phones, the error described when there is one. */
function DegreesField({
  label,
  value,
  onChange,
  invalid,
  errorId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  errorId: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={errorId}
        className="w-36"
      />
    </div>
  );
}
