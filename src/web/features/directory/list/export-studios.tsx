import { type MouseEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { CURRENCY_PARAM, useReaderRates } from '@/shared/currency/reader-currency';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { isPlainClick } from '@/shared/lib/plain-click';
import { directoryMessages } from '../directory-messages';

const EXPORT_URL = '/api/studios/studios-enhanced/export/';
/** The address's own parameters that are not the list's filters (nor its sort): the view and the compare selection do not change the file. */
const NOT_FILTERS = new Set(['format', 'lang', 'view', 'compare']);

function keyOf(part: string): string {
  const key = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * The export's address: the list's filter parameters as the address bar holds them, a format and the
 * language; `currency`, the reader's remembered one when the address names none (the file converts
 * day rates into it, product.md §18).
 */
export function exportHref(
  search: string,
  format: 'csv' | 'xlsx',
  locale: string,
  currency: string | null = null,
): string {
  const kept = (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => part && !NOT_FILTERS.has(keyOf(part)));
  const named = kept.some((part) => keyOf(part) === CURRENCY_PARAM);
  const extra = currency && !named ? [`${CURRENCY_PARAM}=${currency}`] : [];
  return `${EXPORT_URL}?${[`format=${format}`, `lang=${locale}`, ...kept, ...extra].join('&')}`;
}

/**
 * 'Export CSV' and 'Export XLSX' (product.md §13): links to the export of exactly what the list shows
 * for the filters in the address. A plain click fetches the file, so a refusal (too many exports)
 * reads as a message; a modified click (save as, new tab) works as on any link.
 */
export function ExportStudios() {
  const t = useMessages(directoryMessages);
  const { locale } = useLocale();
  const { search } = useLocation();
  const notify = useNotify();
  const [pending, setPending] = useState<'csv' | 'xlsx' | null>(null);
  const reader = useReaderRates(new URLSearchParams(search).get(CURRENCY_PARAM));
  const currency = reader.source === 'remembered' ? reader.currency : null;

  const onClick = async (event: MouseEvent<HTMLAnchorElement>, format: 'csv' | 'xlsx') => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (pending) return;
    setPending(format);
    // The fetching code comes with the first export (the list's first load carries only the links).
    const result = await import('@/shared/lib/download-file').then(
      ({ downloadFile }) => downloadFile(exportHref(search, format, locale, currency), `studios.${format}`),
      () => ({ kind: 'failed' }) as const,
    );
    setPending(null);
    if (result.kind === 'saved') notify('success', t.exportSaved);
    else if (result.kind === 'too-many' || result.kind === 'busy')
      notify('error', t.exportTooMany({ seconds: result.retryAfterSeconds }));
    else notify('error', t.exportFailed);
  };

  return (
    <fieldset aria-label={t.exportLabel} className="m-0 flex flex-wrap gap-2 border-0 p-0">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={exportHref(search, format, locale, currency)}
          download
          aria-busy={pending === format}
          onClick={(event) => void onClick(event, format)}
          className={buttonClasses('secondary', 'sm', pending === format ? 'opacity-70' : undefined)}
        >
          {format === 'csv' ? t.exportCsv : t.exportXlsx}
        </a>
      ))}
    </fieldset>
  );
}
