/**
 * The image editor's writes (issue 18): each is sent, then the studio's page and every list are
 * fetched again (so the card, the gallery and the change history show it), 'Last saved' is updated
 * and the outcome announced in plain words. Each resolves true when it worked.
 */
import type { ImagePatch } from '@domain/schemas/studio-images';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { invalidateAfterWrite } from '@/shared/api/studio-cache';
import { studioKeys } from '@/shared/api/studio-keys';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { useNotify } from '@/shared/components/ui/notifications';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { imageProblemText } from './image-problems';
import { deleteStudioImage, patchStudioImage, putStudioImageOrder, setStudioCover } from './studio-images';
import { studioImagesMessages } from './studio-images-messages';
import { problemOf } from './upload-queue';

export function useStudioImageWrites(studioId: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { markSaved } = useAuth();
  const t = useMessages(studioImagesMessages);

  /**
   * After any change (an upload too): what shows the studio is fetched again; resolves when the
   * studio's page has its new images.
   */
  const refresh = useCallback(async () => {
    invalidateAfterWrite(queryClient, studioId);
    await queryClient.invalidateQueries({ queryKey: studioKeys.detail(studioId) });
  }, [queryClient, studioId]);

  const run = useCallback(
    async (write: () => Promise<unknown>, success: string | null): Promise<boolean> => {
      try {
        await write();
        markSaved();
        if (success) notify('success', success);
        return true;
      } catch (error) {
        notify('error', imageProblemText(problemOf(error), t));
        return false;
      } finally {
        // A refusal may mean the page's images are out of date (another editor): show the server's.
        await refresh();
      }
    },
    [markSaved, notify, refresh, t],
  );

  return useMemo(
    () => ({
      refresh,
      saveDetails: (imageId: string, patch: ImagePatch) =>
        run(() => patchStudioImage(studioId, imageId, patch), t.detailsSaved),
      saveOrder: (ids: readonly string[]) => run(() => putStudioImageOrder(studioId, ids), null),
      setCover: (imageId: string) => run(() => setStudioCover(studioId, imageId), t.coverSet),
      remove: (imageId: string) => run(() => deleteStudioImage(studioId, imageId), t.deleted),
    }),
    [refresh, run, studioId, t],
  );
}
