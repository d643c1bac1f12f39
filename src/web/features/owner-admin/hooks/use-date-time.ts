import { useCallback } from 'react';
import { useIntlLocale } from '@/shared/i18n/i18n-provider';

/** An ISO time as the reader's language writes it, with the short month ("24 Nov 2026, 10:05"). */
export function useDateTime(): (iso: string) => string {
  const locale = useIntlLocale();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [locale],
  );
}
