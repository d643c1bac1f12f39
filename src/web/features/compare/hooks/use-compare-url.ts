/**
 * The compare page's state lives in its URL (spec §2): `studios` (comma-separated ids), `compare=true`
 * (selection mode) and `pin` (pinned rows, e.g. pin=led.pixel_pitch,general.total_area), so a
 * comparison can be shared, bookmarked and walked through with Back and Forward.
 */
import { parsePins, serializePins } from '@domain/compare-rows';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';

/** "3,1,x,3" -> [3, 1]: positive integers, first occurrence kept, order kept. */
export function parseStudioIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function withPins(path: string, pins: readonly string[]): string {
  const pin = serializePins(pins);
  if (!pin) return path;
  return `${path}${path.includes('?') ? '&' : '?'}pin=${pin}`;
}

/** /compare?studios=1,2&pin=... */
export function comparePageUrl(ids: readonly number[], pins: readonly string[] = []): string {
  return withPins(paths.compare(ids), pins);
}

/** /compare?compare=true&studios=1,2&pin=... */
export function compareSelectUrl(ids: readonly number[], pins: readonly string[] = []): string {
  return withPins(paths.compareSelect(ids), pins);
}

export function useCompareUrl() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const studiosParam = params.get('studios');
  const pinParam = params.get('pin');
  const selecting = params.get('compare') === 'true';
  const ids = useMemo(() => parseStudioIds(studiosParam), [studiosParam]);
  const pins = useMemo(() => parsePins(pinParam), [pinParam]);

  const showComparison = useCallback(
    (next: readonly number[], nextPins: readonly string[] = pins, replace = false) =>
      navigate(comparePageUrl(next, nextPins), { replace }),
    [navigate, pins],
  );
  const showSelection = useCallback(
    (next: readonly number[], replace = false) => navigate(compareSelectUrl(next, pins), { replace }),
    [navigate, pins],
  );
  const setPins = useCallback(
    (nextPins: readonly string[]) => navigate(comparePageUrl(ids, nextPins), { replace: true }),
    [navigate, ids],
  );

  return { ids, pins, selecting, showComparison, showSelection, setPins };
}
