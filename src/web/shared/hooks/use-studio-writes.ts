/**
 * The admin's writes as the editors call them: checked with the server's rules first, sent (with
 * If-Match on the detail page), then announced (product.md §8 texts as notifications, never alert()),
 * 'Last saved' updated. Each returns an outcome the editor uses to close, or to stay open with the
 * admin's input and an inline error.
 */
import type { StudioField } from '@domain/schemas/studio-edit-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import type { StudioStatus } from '@domain/studio-status';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useArchiveStudio } from '@/shared/api/archive-studio';
import { loadedEtag } from '@/shared/api/studio-cache';
import { useUpdateStudioField } from '@/shared/api/update-studio-field';
import { useUpdateStudioStatus } from '@/shared/api/update-studio-status';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { useStudioEditCheck } from '@/shared/auth/hooks/use-may-edit-studio';
import { useRequireAdmin } from '@/shared/auth/hooks/use-require-admin';
import { useNotify } from '@/shared/components/ui/notifications';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import {
  type AdminOperation,
  adminFailureMessage,
  detailSaveFailureMessage,
  failureReason,
  fieldUpdatedMessage,
  isStaleError,
} from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { checkField, problemText } from '@/shared/lib/field-validation';

export type WriteOutcome =
  | { ok: true; studio: Studio }
  /** stale: someone else changed the studio (412); the page has reloaded it. error: for an inline message. */
  | { ok: false; stale: boolean; error: string | null };

/**
 * Where the write comes from. 'list': a directory card (no If-Match: the list carries no ETags; the
 * 'HTTP {status}: ...' messages). 'header': the detail page's name, city, country, status (If-Match;
 * 'HTTP {status}: ...'). 'section': a detail-page section (If-Match; 'Error saving data: ...').
 */
export type WriteOrigin = 'list' | 'header' | 'section';

function inlineError(
  error: unknown,
  operation: AdminOperation,
  t: typeof studioAdminMessages.en,
): string | null {
  if (isStaleError(error)) return null;
  if (error instanceof ApiError) return failureReason(error.status, error.body, operation, t);
  return error instanceof Error ? error.message : null;
}

/** One field of one studio. */
export function useSaveStudioField(origin: WriteOrigin) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdateStudioField();
  const notify = useNotify();
  const requireAdmin = useRequireAdmin();
  const mayEdit = useStudioEditCheck();
  const { markSaved } = useAuth();
  const t = useMessages(studioAdminMessages);

  return useCallback(
    async (id: number, field: StudioField, value: unknown): Promise<WriteOutcome> => {
      // A studio's owner edits its fields too (product.md §14); anyone else is asked to sign in.
      const denied = mayEdit(id) ? null : requireAdmin({ variant: 'edit' });
      if (denied) return { ok: false, stale: false, error: denied };
      const problem = checkField(field, value);
      if (problem) {
        const entryName = (index: number) =>
          Array.isArray(value) ? String((value[index] as { name?: unknown } | undefined)?.name ?? '') : '';
        return { ok: false, stale: false, error: problemText(problem, t, entryName) };
      }
      try {
        const etag = origin === 'list' ? null : loadedEtag(queryClient, id);
        const { studio } = await mutateAsync({ id, field, value, etag });
        markSaved();
        notify('success', fieldUpdatedMessage(field, t));
        return { ok: true, studio };
      } catch (error) {
        notify(
          'error',
          origin === 'section' ? detailSaveFailureMessage(error, t) : adminFailureMessage(error, 'field', t),
        );
        return { ok: false, stale: isStaleError(error), error: inlineError(error, 'field', t) };
      }
    },
    [origin, queryClient, mutateAsync, notify, requireAdmin, mayEdit, markSaved, t],
  );
}

/** The publication status; the success message names the status as the page labels it. */
export function useSaveStudioStatus(origin: Exclude<WriteOrigin, 'section'>) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdateStudioStatus();
  const notify = useNotify();
  const requireAdmin = useRequireAdmin();
  const { markSaved } = useAuth();
  const t = useMessages(studioAdminMessages);
  const { locale } = useLocale();

  return useCallback(
    async (id: number, status: StudioStatus): Promise<WriteOutcome> => {
      const denied = requireAdmin({ variant: 'edit' });
      if (denied) return { ok: false, stale: false, error: denied };
      try {
        const etag = origin === 'list' ? null : loadedEtag(queryClient, id);
        const { studio } = await mutateAsync({ id, status, etag });
        markSaved();
        notify(
          'success',
          t.statusUpdated({
            label: studioStatusLabel(status, locale),
          }),
        );
        return { ok: true, studio };
      } catch (error) {
        notify('error', adminFailureMessage(error, 'status', t));
        return { ok: false, stale: isStaleError(error), error: inlineError(error, 'status', t) };
      }
    },
    [origin, queryClient, mutateAsync, notify, requireAdmin, markSaved, t, locale],
  );
}

/** Archives (soft delete); the message says what that means. Returns whether it worked. */
export function useArchive(origin: Exclude<WriteOrigin, 'section'>) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useArchiveStudio();
  const notify = useNotify();
  const requireAdmin = useRequireAdmin();
  const { markSaved } = useAuth();
  const t = useMessages(studioAdminMessages);

  return useCallback(
    async (id: number, name: string): Promise<boolean> => {
      if (requireAdmin()) return false;
      try {
        const etag = origin === 'list' ? null : loadedEtag(queryClient, id);
        await mutateAsync({ id, etag });
        markSaved();
        notify('success', t.studioArchived({ name }));
        return true;
      } catch (error) {
        notify('error', adminFailureMessage(error, 'delete', t));
        return false;
      }
    },
    [origin, queryClient, mutateAsync, notify, requireAdmin, markSaved, t],
  );
}
