import { useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { directoryMessages } from '../directory-messages';

const EXPORT_URL = '/api/studios/studios-enhanced/export/';
/** The address's own parameters that are not the list's filters. */
const NOT_FILTERS = new Set(['format', 'lang']);

function keyOf(part: string): string {
  const key = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** The export's address: the list's filter parameters as the address bar holds them, a format and the language. */
export function exportHref(search: string, format: 'csv' | 'xlsx', locale: string): string {
  const kept = (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => part && !NOT_FILTERS.has(keyOf(part)));
  return `${EXPORT_URL}?${[`format=${format}`, `lang=${locale}`, ...kept].join('&')}`;
}

/**
 * 'Export CSV' and 'Export XLSX' (product.md §13): plain links to the export of exactly what the list
 * shows for the filters in the address, so the directory loads no script for them and a modified click
 * (save as, new tab) works as on any link.
 */
export function ExportStudios() {
  const t = useMessages(directoryMessages);
  const { locale } = useLocale();
  const { search } = useLocation();
  return (
    <fieldset aria-label={t.exportLabel} className="m-0 flex flex-wrap gap-2 border-0 p-0">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={exportHref(search, format, locale)}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          {format === 'csv' ? t.exportCsv : t.exportXlsx}
        </a>
      ))}
    </fieldset>
  );
}
