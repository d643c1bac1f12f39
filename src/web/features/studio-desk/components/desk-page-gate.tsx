/**
 * The gate of the corrections queue and the inbox: their content for a signed-in admin or studio
 * owner, with whose they are; 'Admins and studio owners only' with a sign-in link for anyone else. The
 * API checks again on every call.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { signInPath } from '@/shared/auth/utils/next-path';
import { buttonClasses } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useMessages } from '@/shared/i18n/i18n-provider';
import type { QueueScope } from '../api/corrections';
import { deskMessages } from '../desk-messages';

export function DeskPageGate({ children }: { children(scope: QueueScope): ReactNode }) {
  const { status, isAdmin, user } = useAuth();
  const t = useMessages(deskMessages);
  const location = useLocation();
  if (isAdmin) return children({ kind: 'admin' });
  if (user?.role === 'owner') return children({ kind: 'owner', studioIds: user.owned_studio_ids ?? [] });
  if (status === 'unknown') return <Spinner label={t.checking} showLabel className="py-10" />;
  return (
    <StatePanel
      title={t.gateTitle}
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
      {t.gateText}
    </StatePanel>
  );
}
