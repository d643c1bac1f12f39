import { usePrefersDark } from '@/shared/hooks/use-media-query';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';

/** Which theme the system chose; updates when the system setting changes. */
export function ThemeNote() {
  const t = useMessages(styleGuideMessages);
  const dark = usePrefersDark();
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-control)] border border-line bg-surface p-4 text-sm">
      <span
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 rounded-full border border-line-strong"
        style={{ background: 'linear-gradient(135deg, var(--vp-surface) 50%, var(--vp-ink) 50%)' }}
      />
      <div>
        <p>
          {t.themeNote}{' '}
          <strong data-theme-name={dark ? 'dark' : 'light'}>{dark ? t.themeDark : t.themeLight}</strong>.
        </p>
        <p className="mt-1 text-muted">{t.themeHint}</p>
      </div>
    </div>
  );
}
