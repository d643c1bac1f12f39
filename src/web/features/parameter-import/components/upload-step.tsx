import type { Ref } from 'react';
import { ImportFileField } from '@/shared/components/import/import-file-field';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { parameterImportMessages } from '../parameter-import-messages';
import { type ImportProblem, problemText } from '../utils/import-errors';

/**
 * Step 1: a .json file, chosen or dropped. A refused file (the checks of product.md §5, or the server's
 * answer to the preview) shows its message.
 */
export function UploadStep({
  headingRef,
  problem,
  rejectedFile,
  onChoose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  problem: ImportProblem | null;
  rejectedFile: string | null;
  onChoose(file: File): void;
}) {
  const t = useMessages(parameterImportMessages);
  return (
    <ImportFileField
      headingRef={headingRef}
      texts={{ heading: t.uploadHeading, label: t.fileLabel, dropHint: t.dropHint, help: t.fileHelp }}
      accept=".json,application/json"
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
  );
}
