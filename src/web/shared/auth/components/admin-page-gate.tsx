/**
 * An admin page's gate: its content for a signed-in admin; 'Admins only' with a sign-in link for
 * anyone else (a visitor, a studio owner); a spinner while the sign-in status is unknown. The API
 * checks again on every call; this only spares a reader a page of errors.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { adminAreaMessages } from '../admin-area-messages';
import { useAuth } from '../hooks/use-auth';
import { signInPath } from '../utils/next-path';

export function AdminPageGate({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  const t = useMessages(adminAreaMessages);
  const location = useLocation();
  if (isAdmin) return children;
  if (status === 'unknown') return <Spinner label={t.checking} showLabel className="py-10" />;
  return (
    <StatePanel
      title={t.adminsOnlyTitle}
      headingLevel={1}
      action={
        <Link
          to={signInPath(`${location.pathname}${location.search}`)}
          className={buttonClasses('primary', 'md')}
        >
          {t.signIn}
        </Link>
      }
    >
      {t.adminsOnlyText}
    </StatePanel>
  );
}
