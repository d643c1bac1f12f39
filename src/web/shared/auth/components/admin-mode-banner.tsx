/**
 * 'Admin Mode Active' (product.md §2): on every page while an admin is signed in ('Signed in as a
 * studio owner' for an owner, with links to their own studios), under the header and sticking with
 * it from the sm breakpoint (on a phone it scrolls away), so it takes its own room instead of
 * covering the page. 'Logout' signs out and stays on the
 * page; 'Last saved' is the time of the session's last successful write (useAuth().markSaved()).
 */
import { Link } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { adminSessionMessages } from '../admin-session-messages';
import { useAuth } from '../hooks/use-auth';
import { useLogoutAction } from '../hooks/use-logout-action';
import { AdminNav } from './admin-nav';

export function AdminModeBanner() {
  const { status, user, lastSavedAt, isAdmin } = useAuth();
  const t = useMessages(adminSessionMessages);
  const intlLocale = useIntlLocale();
  const { leaving, onLogout } = useLogoutAction();
  if (status !== 'authenticated' || !user) return null;

  return (
    // A studio owner is signed in but is no admin: the banner must not say admin mode (product.md §14).
    <section
      aria-label={isAdmin ? t.adminModeRegion : t.ownerRegion}
      className="border-b border-line-strong bg-warn-soft text-ink"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-1.5 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-warn" />
          {isAdmin ? t.adminModeActive : t.ownerSignedIn}
        </p>
        {isAdmin ? <AdminNav /> : user.role === 'owner' ? <AdminNav owner /> : null}
        {/* An owner's way back to their own studio page (issue 34). */}
        {!isAdmin && user.owned_studio_ids?.length ? (
          <ul aria-label={t.ownStudios} className="flex flex-wrap items-center gap-1">
            {user.owned_studio_ids.map((id, position, ids) => (
              <li key={id}>
                <Link
                  to={paths.studio(id)}
                  className="rounded-md px-2 py-1 font-medium text-ink underline-offset-2 hover:underline"
                >
                  {ids.length === 1 ? t.ownStudio : t.ownStudioNumbered({ n: position + 1 })}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="hidden min-w-0 truncate lg:block">{t.signedInAs({ email: user.email })}</p>
        <p>
          {t.lastSaved}{' '}
          {lastSavedAt ? (
            <time dateTime={lastSavedAt.toISOString()} className="font-medium tabular-nums">
              {new Intl.DateTimeFormat(intlLocale, { timeStyle: 'medium' }).format(lastSavedAt)}
            </time>
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t.notSavedYet}</span>
            </>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          aria-disabled={leaving || undefined}
          onClick={onLogout}
        >
          {leaving ? t.loggingOut : t.logout}
        </Button>
      </div>
    </section>
  );
}
