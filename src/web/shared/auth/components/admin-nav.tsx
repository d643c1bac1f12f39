/**
 * The admin area's navigation (ADMIN_NAV_ITEMS), in the signed-in banner: every page for an admin, the
 * pages marked forOwners for a studio owner.
 */
import { NavLink } from 'react-router';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { adminAreaMessages } from '../admin-area-messages';
import { ADMIN_NAV_ITEMS } from '../admin-nav-items';

export function AdminNav({ owner = false }: { owner?: boolean }) {
  const t = useMessages(adminAreaMessages);
  const items = owner ? ADMIN_NAV_ITEMS.filter((item) => item.forOwners) : ADMIN_NAV_ITEMS;
  return (
    <nav aria-label={t.navLabel}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-2 py-1 font-medium underline-offset-2 hover:underline',
                  isActive ? 'bg-surface text-ink' : 'text-ink',
                )
              }
            >
              {t[item.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
