/**
 * The import dialog's state and its calls: checking a chosen file (the server's own checks), the
 * preview, the execute, and afterwards refreshing the page's sections and 'Last saved'.
 */
import type { ConflictResolution } from '@domain/limits';
import { useCallback, useReducer, useRef } from 'react';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { usePreviewCall } from '@/shared/hooks/use-preview-call';
import { executeImport, previewImport } from '../api/import-parameters';
import { executeFailureDetail, previewProblemOf } from '../utils/import-errors';
import { importReducer, initialImportState, selectedItemNames } from '../utils/import-state';
import { readImportFile } from '../utils/read-import-file';
import { useRefreshStudio } from './use-refresh-studio';

export function useImportDialog(studioId: number) {
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const { markSaved } = useAuth();
  const refresh = useRefreshStudio(studioId);
  const previewCall = usePreviewCall();
  const cancelPreview = previewCall.cancel;
  const stateRef = useRef(state);
  stateRef.current = state;

  const chooseFile = useCallback(
    async (file: File) => {
      const read = await readImportFile(file);
      if (!read.ok) {
        dispatch({
          type: 'fileRejected',
          fileName: file.name,
          problem: { code: 'refusal', refusal: read.refusal },
        });
        return;
      }
      const mySeq = previewCall.nextSeq();
      dispatch({ type: 'fileAccepted', file: read.file, seq: mySeq });
      await previewCall.run(
        (signal) => previewImport(studioId, read.file, signal),
        (preview) => dispatch({ type: 'previewLoaded', seq: mySeq, preview }),
        (error) => dispatch({ type: 'previewFailed', seq: mySeq, problem: previewProblemOf(error) }),
      );
    },
    [studioId, previewCall],
  );

  const runImport = useCallback(async () => {
    const current = stateRef.current;
    if (current.step !== 'preview' || !current.ready || current.ready.selected.size === 0) return;
    const { file, preview, selected, resolution } = current.ready;
    dispatch({ type: 'executeStarted' });
    try {
      const execution = await executeImport(
        studioId,
        file,
        selectedItemNames(preview.items, selected),
        resolution,
      );
      markSaved();
      dispatch({ type: 'executeFinished', execution });
    } catch (error) {
      dispatch({ type: 'executeFailed', detail: executeFailureDetail(error) });
    } finally {
      // Whatever the answer, the page shows what the server now holds.
      void refresh();
    }
  }, [studioId, markSaved, refresh]);

  const actions = {
    chooseFile,
    runImport,
    toggle: useCallback((name: string) => dispatch({ type: 'toggle', name }), []),
    selectAll: useCallback(() => dispatch({ type: 'selectAll' }), []),
    selectNone: useCallback(() => dispatch({ type: 'selectNone' }), []),
    setResolution: useCallback(
      (resolution: ConflictResolution) => dispatch({ type: 'setResolution', resolution }),
      [],
    ),
    back: useCallback(() => {
      cancelPreview();
      dispatch({ type: 'back' });
    }, [cancelPreview]),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
    cancelPreview,
  };
  return { state, actions };
}
