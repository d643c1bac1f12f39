/**
 * How the API answers an import's undo (product.md §4, §13): the same refusals and the same message for
 * the parameter import and the studio import, which differ only in what they restore.
 */
import { NOT_FOUND_IMPORT } from '@domain/schemas/path-params';
import { HttpError } from './http-error';

/** Why an undo did not happen, as both imports' undo repositories report it. */
export type UndoRefusal =
  | { reason: 'not-found' | 'already-undone' }
  | { reason: 'conflict'; fields: string[] };

/** 404 for an unknown import; 409 for one already undone or one whose values later changes touched. */
export function undoRefusalError(refusal: UndoRefusal): HttpError {
  if (refusal.reason !== 'conflict') {
    return refusal.reason === 'not-found'
      ? new HttpError(404, NOT_FOUND_IMPORT)
      : new HttpError(409, 'This import was already undone.', { code: 'import_already_undone' });
  }
  return new HttpError(
    409,
    `This import cannot be undone: later changes touched ${refusal.fields.join(', ')}. Change those values directly instead.`,
    { code: 'import_undo_blocked', fields: refusal.fields },
  );
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The answer to an undo that happened: 'Import undone: 3 parameters restored.' */
export function undoneAnswer(restored: number, unit: { one: string; many: string }) {
  return {
    success: true as const,
    message: `Import undone: ${counted(restored, unit.one, unit.many)} restored.`,
    restored,
  };
}

/**
 * The studio import's: the studios it created are archived (a soft delete), the values it changed on
 * other studios restored: 'Import undone: 10,000 studios archived, 3 values restored.'
 */
export function studioImportUndoneAnswer(outcome: { restored: number; archived: number }) {
  const parts = [
    ...(outcome.archived > 0 ? [`${counted(outcome.archived, 'studio', 'studios')} archived`] : []),
    ...(outcome.restored > 0 || outcome.archived === 0
      ? [`${counted(outcome.restored, 'value', 'values')} restored`]
      : []),
  ];
  return {
    success: true as const,
    message: `Import undone: ${parts.join(', ')}.`,
    restored: outcome.restored,
    archived: outcome.archived,
  };
}
