import type { Ref } from 'react';
import { ImportFileField } from '@/shared/components/import/import-file-field';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportMessages } from '../studio-import-messages';
import type { UploadProblem } from '../utils/import-state';
import { problemText } from '../utils/problem-text';
import { ImportHistoryList } from './import-history-list';

/**
 * Step 1: a .csv or .xlsx file, chosen or dropped; a refused file shows why. Below, the recent imports
 * with 'Undo'.
 */
export function UploadStep({
  headingRef,
  problem,
  rejectedFile,
  onChoose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  problem: UploadProblem | null;
  rejectedFile: string | null;
  onChoose(file: File): void;
}) {
  const t = useMessages(studioImportMessages);
  return (
    <div className="flex flex-col gap-4">
      <ImportFileField
        headingRef={headingRef}
        texts={{ heading: t.uploadHeading, label: t.fileLabel, dropHint: t.dropHint, help: t.fileHelp }}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        refusal={
          problem
            ? {
                reason: problemText(problem, t),
                file: rejectedFile ? t.rejectedFile({ name: rejectedFile }) : null,
              }
            : null
        }
        onChoose={onChoose}
      />
      <ImportHistoryList />
    </div>
  );
}
