/**
 * What a change of a studio's city or country does to its country code and coordinates (product.md
 * §11, §13): one rule for the one-field PATCH, an approved correction and the studio import.
 * - A changed country sets the code from its name (null when the name is not known: never the old code).
 * - Coordinates set for the old place are cleared when the place changes (another country or another
 *   city): unknown is null, never a guess; the change log keeps the old ones and the admin sets new ones.
 */
import { normalizeMatchText } from './studio-import-plan';

export interface StudioPlace {
  city: string;
  country: string;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PlaceChange {
  /** The code to write, when it differs from the stored one (absent: the code stays). */
  countryCode?: string | null;
  /** True: the stored coordinates belong to the old place and are cleared. */
  clearCoordinates: boolean;
}

/** The country's key for comparing places: its code when known, else its text as rows are matched. */
function countryKey(text: string, code: string | null): string {
  return code ?? `text:${normalizeMatchText(text)}`;
}

export function placeChangeOf(
  stored: StudioPlace,
  next: { city?: string; country?: string },
  countryCodeOf: (country: string) => string | null,
): PlaceChange {
  const change: PlaceChange = { clearCoordinates: false };
  let code = stored.countryCode;
  if (next.country !== undefined && next.country !== stored.country) {
    code = countryCodeOf(next.country);
    if (code !== stored.countryCode) change.countryCode = code;
  }
  const hasCoordinates = stored.latitude !== null && stored.longitude !== null;
  if (!hasCoordinates) return change;
  const beforeCountry = countryKey(stored.country, stored.countryCode ?? countryCodeOf(stored.country));
  const afterCountry = countryKey(next.country ?? stored.country, code);
  const cityMoved =
    next.city !== undefined && normalizeMatchText(next.city) !== normalizeMatchText(stored.city);
  change.clearCoordinates = cityMoved || beforeCountry !== afterCountry;
  return change;
}
