import { useCallback, useState } from 'react';
import { useAuth } from './use-auth';

/**
 * 'Logout' for a button: one call at a time, and `leaving` while it runs. A failed logout is not
 * thrown on: the auth provider has already shown why, and the page stays signed in, as the session
 * may still be live.
 */
export function useLogoutAction(): { leaving: boolean; onLogout: () => Promise<void> } {
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const onLogout = useCallback(async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout();
    } catch {
      // Shown by the provider (see above).
    } finally {
      setLeaving(false);
    }
  }, [leaving, logout]);
  return { leaving, onLogout };
}
