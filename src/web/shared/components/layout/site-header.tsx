import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/i18n-provider';
import { cn } from '../../lib/cn';
import { paths } from '../../paths';
import { LanguageSwitch } from './language-switch';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-1.5 text-sm font-medium',
    isActive ? 'bg-accent-soft text-accent-text' : 'text-muted hover:text-ink hover:bg-surface-2',
  );

export function SiteHeader({ extra }: { extra?: ReactNode }) {
  const t = useMessages(commonMessages);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-6">
        <Link to={paths.home()} className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
          <img src="/frontend/favicon.svg" alt="" width="28" height="28" className="shrink-0" />
          <span className="truncate text-sm sm:text-base">{t.appName}</span>
        </Link>
        <nav aria-label={t.mainNavigation} className="ml-auto flex items-center gap-1">
          <NavLink to={paths.studios()} className={navLinkClass}>
            {t.navStudios}
          </NavLink>
          <NavLink to={paths.compare()} className={(s) => cn(navLinkClass(s), 'hidden sm:inline-flex')}>
            {t.navCompare}
          </NavLink>
        </nav>
        {extra}
        <LanguageSwitch />
      </div>
    </header>
  );
}
