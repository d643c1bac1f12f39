import type { MouseEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { LOCALES, type Locale } from '@/shared/i18n/locale';
import { cn } from '@/shared/lib/cn';
import { isPlainClick } from '@/shared/lib/plain-click';

const SHORT: Record<Locale, string> = { en: 'EN', ru: 'RU' };

/** The same address in `locale`: its other fields kept, ?lang= set (the server renders in it). */
function addressIn(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `?${params.toString()}`;
}

/**
 * EN | RU: links to this page in each language (?lang=, so they work without JavaScript and open in
 * a new tab). With JavaScript a plain click switches in place and remembers the choice, and drops
 * ?lang= from the address so a reload keeps the new choice. The current language is marked
 * aria-current.
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useMessages(commonMessages);
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const choose = (event: MouseEvent, next: Locale) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setLocale(next);
    if (params.has('lang')) {
      const copy = new URLSearchParams(params);
      copy.delete('lang');
      setParams(copy, { replace: true });
    }
  };
  return (
    <nav
      aria-label={t.languageLabel}
      className="flex items-center rounded-full border border-line bg-surface p-0.5"
    >
      {LOCALES.map((code) => (
        <Link
          key={code}
          to={{ pathname, search: addressIn(search, code) }}
          lang={code}
          hrefLang={code}
          aria-current={locale === code ? 'true' : undefined}
          title={code === 'en' ? t.languageEnglish : t.languageRussian}
          onClick={(event) => choose(event, code)}
          className={cn(
            'inline-flex h-8 min-w-10 items-center justify-center rounded-full px-2.5 text-xs font-semibold',
            locale === code ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink',
          )}
        >
          {SHORT[code]}
          <span className="sr-only"> {code === 'en' ? t.languageEnglish : t.languageRussian}</span>
        </Link>
      ))}
    </nav>
  );
}
