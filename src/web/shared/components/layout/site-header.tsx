import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { useCompareSelection } from '@/shared/lib/compare-selection';
import { paths } from '@/shared/paths';
import { LanguageSwitch } from './language-switch';

/** A header link's look (the features' own header links use it too). */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-1.5 text-sm font-medium',
    isActive ? 'bg-accent-soft text-accent-text' : 'text-muted hover:text-ink hover:bg-surface-2',
  );

/**
 * The site header. On a phone the full title and every link do not fit one row: the
 * title gives way to a short one and the main links take a second row, so none of them is hidden.
 */
/** `navExtra`: links the app composes into the main navigation after Compare (the shortlist's). */
export function SiteHeader({ extra, navExtra }: { extra?: ReactNode; navExtra?: ReactNode }) {
  const t = useMessages(commonMessages);
  const location = useLocation();
  // Compare opens the reader's selection (the list's ticks), not an empty comparison.
  const selection = useCompareSelection(location.pathname, location.search);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:h-14 sm:flex-nowrap sm:px-6 sm:py-0">
        <Link to={paths.home()} className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
          <img src="/frontend/favicon.svg" alt="" width="28" height="28" className="shrink-0" />
          <span className="text-sm sm:hidden">{t.appShortName}</span>
          <span className="hidden truncate text-base sm:inline">{t.appName}</span>
        </Link>
        <nav
          aria-label={t.mainNavigation}
          className="order-last -ml-2.5 flex w-full items-center gap-1 sm:order-none sm:ml-auto sm:w-auto"
        >
          <NavLink to={paths.studios()} className={navLinkClass}>
            {t.navStudios}
          </NavLink>
          <NavLink to={paths.compare(selection)} className={navLinkClass}>
            {t.navCompare}
          </NavLink>
          {navExtra}
        </nav>
        <div className="ml-auto flex items-center gap-3 sm:ml-0">
          {extra}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
