/**
 * How the API answers an import's undo (product.md §4, §13): the same refusals and the same message for
 * the parameter import and the studio import, which differ only in what they restore.
 */
import { NOT_FOUND_IMPORT } from '../../../domain/schemas/path-params';
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

/** The answer to an undo that happened: 'Import undone: 3 parameters restored.' */
export function undoneAnswer(restored: number, unit: { one: string; many: string }) {
  return {
    success: true as const,
    message: `Import undone: ${restored} ${restored === 1 ? unit.one : unit.many} restored.`,
    restored,
  };
}
