/** A change-log row as the API shows it (who, when, what before, what after). */
import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import type { ChangeRow } from '../db/repositories/studio-edits';
import type { Viewer } from '../lib/http/viewer';
import { visibleAuthorEmail, visibleChangeValue } from './author-email';

/**
 * An owner reads who else changed their studio by role only, and sees no other account's email in
 * what a change says either (a co-owner bound to the studio: author-email.ts).
 */
export function presentChangeLogEntry(row: ChangeRow, viewer: Viewer): ChangeLogEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    admin:
      row.adminId === null
        ? null
        : {
            id: row.adminId,
            email: visibleAuthorEmail(viewer, row.adminId, row.adminEmail),
            role: row.adminRole === 'owner' ? 'owner' : 'admin',
          },
    action: row.action,
    field: row.field,
    before: visibleChangeValue(viewer, row.before),
    after: visibleChangeValue(viewer, row.after),
    import_id: row.importId,
    studio_import_id: row.studioImportId,
  };
}
