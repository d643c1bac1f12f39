import { useSearchParams } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { LOCALES, type Locale } from '@/shared/i18n/locale';
import { cn } from '@/shared/lib/cn';

const SHORT: Record<Locale, string> = { en: 'EN', ru: 'RU' };

/** EN | RU: remembers the choice; drops ?lang= from the address so a reload keeps the new choice. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useMessages(commonMessages);
  const [params, setParams] = useSearchParams();
  const choose = (next: Locale) => {
    setLocale(next);
    if (params.has('lang')) {
      const copy = new URLSearchParams(params);
      copy.delete('lang');
      setParams(copy, { replace: true });
    }
  };
  return (
    <fieldset className="flex items-center rounded-full border border-line bg-surface p-0.5">
      <legend className="sr-only">{t.languageLabel}</legend>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={locale === code}
          title={code === 'en' ? t.languageEnglish : t.languageRussian}
          onClick={() => choose(code)}
          className={cn(
            'h-8 min-w-10 rounded-full px-2.5 text-xs font-semibold',
            locale === code ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink',
          )}
        >
          {SHORT[code]}
          <span className="sr-only"> {code === 'en' ? t.languageEnglish : t.languageRussian}</span>
        </button>
      ))}
    </fieldset>
  );
}
