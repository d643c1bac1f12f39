import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Badge } from '@/shared/components/ui/badge';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { styleGuideMessages } from '../style-guide-messages';

/** The top of each style-guide page: its h1, the demo notice and links to the other two pages. */
export function StyleGuideHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const t = useMessages(styleGuideMessages);
  const pages = [
    { to: paths.aceternityTest(), label: t.navAceternity },
    { to: paths.bentoGrid(), label: t.navBento },
    { to: paths.cssTest(), label: t.navCss },
  ];
  return (
    <header className="flex flex-col gap-4">
      <nav aria-label={t.navLabel}>
        <ul className="flex flex-wrap gap-1 rounded-2xl border border-line bg-surface p-1 text-sm sm:w-fit sm:rounded-full">
          {pages.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-8 items-center rounded-full px-3 font-medium transition-colors',
                    isActive ? 'bg-accent text-accent-ink' : 'text-muted hover:bg-surface-2 hover:text-ink',
                  )
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{lead}</p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Badge tone="warn">{t.demoBadge}</Badge>
        <span>{t.demoNotice}</span>
      </p>
      {children}
    </header>
  );
}
