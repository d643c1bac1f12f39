/**
 * The header's way in for the admin (root layout's `extra` slot): 'Admin', to the login page with
 * the current page as ?next=, shown while not signed in.
 */
import { Link, useLocation } from 'react-router';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { authMessages } from '../auth-messages';
import { useAuth } from '../hooks/use-auth';
import { signInPath } from '../utils/next-path';

export function AdminSignInLink() {
  const { status } = useAuth();
  const t = useMessages(authMessages);
  const location = useLocation();
  if (status === 'authenticated') return null;
  const onLoginPage = location.pathname.replace(/\/+$/, '') === '/admin/login';
  return (
    <Link
      to={signInPath(`${location.pathname}${location.search}`)}
      aria-current={onLoginPage ? 'page' : undefined}
      className={cn(
        'rounded-md px-2.5 py-1.5 text-sm font-medium',
        onLoginPage ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-ink',
      )}
    >
      {t.headerSignIn}
    </Link>
  );
}
