/**
 * For admin actions (later issues): product.md §6's 'Admin authentication required' when there is no
 * admin session. The returned check gives null when the action may go on, else the message, which it
 * also shows as a notification with a 'Sign in' link unless told to stay silent.
 *
 *   const requireAdmin = useRequireAdmin();
 *   const onSave = () => { if (requireAdmin()) return; ... };
 */
import { WEB_BASE_PATH } from '@domain/web-routes';
import { useCallback } from 'react';
import { useNotify } from '@/shared/components/ui/notifications';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { authMessages } from '../auth-messages';
import { currentAppPath, signInPath } from '../utils/next-path';
import { useAuth } from './use-auth';

export interface RequireAdminOptions {
  /** Only return the message (for an inline error); no notification. */
  silent?: boolean;
  /** 'edit': 'Admin authentication required to edit data'. */
  variant?: 'default' | 'edit';
}

export function useRequireAdmin(): (options?: RequireAdminOptions) => string | null {
  const { isAdmin } = useAuth();
  const notify = useNotify();
  const t = useMessages(authMessages);
  return useCallback(
    (options: RequireAdminOptions = {}) => {
      if (isAdmin) return null;
      const message = options.variant === 'edit' ? t.adminAuthRequiredToEdit : t.adminAuthRequired;
      if (!options.silent) {
        notify('error', message, {
          label: t.signInAgain,
          href: `${WEB_BASE_PATH}${signInPath(currentAppPath(window.location))}`,
        });
      }
      return message;
    },
    [isAdmin, notify, t],
  );
}
