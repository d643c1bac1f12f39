/**
 * The studio import dialog's state and its calls: reading a chosen file, the preview (again after a
 * change of the column mapping), the execute, and afterwards refreshing the lists and the recent imports.
 */
import type { ConflictResolution } from '@domain/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { studioKeys } from '@/shared/api/studio-keys';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { usePreviewCall } from '@/shared/hooks/use-preview-call';
import {
  executeStudioImport,
  previewStudioImport,
  type SpreadsheetFile,
  studioImportKeys,
} from '../api/studio-imports';
import { executeChoices, initialStudioImportState, studioImportReducer } from '../utils/import-state';
import { problemOf } from '../utils/problem-text';
import { readSpreadsheetFile } from '../utils/read-spreadsheet-file';

export function useStudioImportDialog() {
  const [state, dispatch] = useReducer(studioImportReducer, initialStudioImportState);
  const queryClient = useQueryClient();
  const { markSaved } = useAuth();
  const previewCall = usePreviewCall();
  const cancelPreview = previewCall.cancel;
  const stateRef = useRef(state);
  stateRef.current = state;

  const runPreview = useCallback(
    (file: SpreadsheetFile, mapping: Record<string, string | null>, mySeq: number) =>
      previewCall.run(
        (signal) => previewStudioImport(file, mapping, signal),
        (preview) => dispatch({ type: 'previewLoaded', seq: mySeq, preview }),
        (error) => dispatch({ type: 'previewFailed', seq: mySeq, problem: problemOf(error) }),
      ),
    [previewCall],
  );

  const chooseFile = useCallback(
    async (chosen: File) => {
      const read = await readSpreadsheetFile(chosen);
      if (!read.ok) {
        dispatch({
          type: 'fileRejected',
          fileName: chosen.name,
          problem: { kind: 'refusal', code: read.refusal },
        });
        return;
      }
      const mySeq = previewCall.nextSeq();
      dispatch({ type: 'fileAccepted', file: read.file, seq: mySeq });
      await runPreview(read.file, {}, mySeq);
    },
    [runPreview, previewCall],
  );

  const mapColumn = useCallback(
    (header: string, column: string | null) => {
      const current = stateRef.current;
      if (current.step !== 'preview' || !current.ready) return;
      const mySeq = previewCall.nextSeq();
      dispatch({ type: 'mapColumn', header, column, seq: mySeq });
      void runPreview(current.file, { ...current.mapping, [header]: column }, mySeq);
    },
    [runPreview, previewCall],
  );

  const runImport = useCallback(async () => {
    const current = stateRef.current;
    if (current.step !== 'preview' || !current.ready) return;
    dispatch({ type: 'executeStarted' });
    try {
      const execution = await executeStudioImport(
        current.file,
        executeChoices(current.ready, current.mapping),
      );
      markSaved();
      dispatch({ type: 'executeFinished', execution });
    } catch (error) {
      dispatch({ type: 'executeFailed', problem: problemOf(error) });
    } finally {
      // Whatever the answer, the directory shows what the server now holds.
      void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: studioImportKeys.history() });
    }
  }, [markSaved, queryClient]);

  const actions = {
    chooseFile,
    mapColumn,
    runImport,
    cancelPreview,
    setResolution: useCallback(
      (resolution: ConflictResolution) => dispatch({ type: 'setResolution', resolution }),
      [],
    ),
    setCellResolution: useCallback(
      (rowKey: string, column: string, resolution: ConflictResolution) =>
        dispatch({ type: 'setCellResolution', rowKey, column, resolution }),
      [],
    ),
    toggleRow: useCallback((rowKey: string) => dispatch({ type: 'toggleRow', rowKey }), []),
    includeAll: useCallback(() => dispatch({ type: 'includeAll' }), []),
    excludeAll: useCallback(() => dispatch({ type: 'excludeAll' }), []),
    back: useCallback(() => {
      cancelPreview();
      dispatch({ type: 'back' });
    }, [cancelPreview]),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
  return { state, actions };
}
