/**
 * Loads the admin editors' chunk (admin-slot-providers) once per page load, on first use; null until
 * it has arrived. A failed load is tried again on the next mount.
 */
import { useEffect, useState } from 'react';

type AdminModule = typeof import('../components/admin-slot-providers');

let loaded: AdminModule | null = null;
let loading: Promise<AdminModule> | null = null;

function loadAdminModule(): Promise<AdminModule> {
  loading ??= import('../components/admin-slot-providers').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function useAdminModule(): AdminModule | null {
  const [module, setModule] = useState<AdminModule | null>(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadAdminModule().then(
      (next) => {
        if (live) setModule(next);
      },
      () => {
        // Offline or a stale deployment: the page stays usable without the editors.
      },
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
