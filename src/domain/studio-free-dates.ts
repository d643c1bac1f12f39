/**
 * The list's "Free from / to" dates (issue 38, product.md §19): `free_from` and `free_to`, both
 * YYYY-MM-DD and both included, keep the studios whose calendar is current and has no booked or held
 * range overlapping them. Read here for the address bar (leniently) and the API (strictly: each
 * refusal names its parameter).
 */
import { dayNumber, type FreeDates } from './studio-calendar';

export const FREE_FROM_KEY = 'free_from';
export const FREE_TO_KEY = 'free_to';
/** The longest period one can ask for, in days. */
export const FREE_DATES_MAX_DAYS = 366;

type Report = (field: string, reason: string) => void;

/** The free dates of the address, or null; each problem reported against its parameter. */
export function readFreeDates(
  from: string | undefined,
  to: string | undefined,
  report: Report,
): FreeDates | null {
  const fromText = (from ?? '').trim();
  const toText = (to ?? '').trim();
  if (fromText === '' && toText === '') return null;
  const fromDay = fromText === '' ? null : dayNumber(fromText);
  const toDay = toText === '' ? null : dayNumber(toText);
  let ok = true;
  if (fromText === '') {
    report(FREE_FROM_KEY, 'free_to needs free_from (YYYY-MM-DD).');
    ok = false;
  } else if (fromDay === null) {
    report(FREE_FROM_KEY, 'Expected a date as YYYY-MM-DD.');
    ok = false;
  }
  if (toText === '') {
    // One day: free_from alone asks for that day.
  } else if (toDay === null) {
    report(FREE_TO_KEY, 'Expected a date as YYYY-MM-DD.');
    ok = false;
  }
  if (!ok || fromDay === null) return null;
  const end = toDay ?? fromDay;
  if (end < fromDay) {
    report(FREE_TO_KEY, 'free_to must not be before free_from.');
    return null;
  }
  if (end - fromDay + 1 > FREE_DATES_MAX_DAYS) {
    report(FREE_TO_KEY, `At most ${FREE_DATES_MAX_DAYS} days from free_from.`);
    return null;
  }
  return { from: fromText, to: toText === '' ? fromText : toText };
}

/** The address's parameters of free dates (none without). */
export function freeDatesParts(dates: FreeDates | null | undefined): string[] {
  if (!dates) return [];
  return [`${FREE_FROM_KEY}=${dates.from}`, `${FREE_TO_KEY}=${dates.to}`];
}
