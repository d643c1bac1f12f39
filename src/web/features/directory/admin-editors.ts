/**
 * The directory's admin controls, rendered in place through ForAdmins (admins only) and loaded with
 * React.lazy: visitors never download them.
 */
import { lazyNamed } from '@/shared/lib/lazy-named';

const cardEditors = () => import('./cards/admin/studio-card-editors');

export const CardNameEditor = lazyNamed(cardEditors, 'CardNameEditor');
export const CardLocationEditor = lazyNamed(cardEditors, 'CardLocationEditor');
export const CardStatusEditor = lazyNamed(cardEditors, 'CardStatusEditor');
export const CardAdminActions = lazyNamed(cardEditors, 'CardAdminActions');
export const AddStudioButton = lazyNamed(() => import('./list/admin/add-studio-dialog'), 'AddStudioButton');
