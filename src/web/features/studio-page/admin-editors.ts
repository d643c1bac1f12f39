/**
 * The detail page's editors, rendered in place through ForStudioEditors (ForAdmins for a studio's
 * status and archive) and loaded with React.lazy: visitors never download them. Each lazy names the
 * module it comes from, in the admin/ folder of its subject.
 */
import { lazyNamed } from '@/shared/lib/lazy-named';

const headerEditors = () => import('./page/admin/header-editors');
const attributeEditors = () => import('./sections/admin/attribute-editors');
const urlControls = () => import('./sections/admin/url-controls');

export const NameEditor = lazyNamed(headerEditors, 'NameEditor');
export const LocationEditor = lazyNamed(headerEditors, 'LocationEditor');
export const StatusEditor = lazyNamed(headerEditors, 'StatusEditor');
export const ArchiveAction = lazyNamed(headerEditors, 'ArchiveAction');
export const MapPlaceEditor = lazyNamed(() => import('./page/admin/map-place-editor'), 'MapPlaceEditor');
export const CapabilityEditor = lazyNamed(attributeEditors, 'CapabilityEditor');
export const TeamTypeEditor = lazyNamed(attributeEditors, 'TeamTypeEditor');
export const UrlEditButton = lazyNamed(urlControls, 'UrlEditButton');
export const StudioUrlEditor = lazyNamed(urlControls, 'StudioUrlEditor');
export const EditableLinkList = lazyNamed(
  () => import('./links/admin/editable-link-list'),
  'EditableLinkList',
);
const parameterEditor = () => import('./parameters/admin/parameter-editor');
export const ParameterEditor = lazyNamed(parameterEditor, 'ParameterEditor');
export const MissingParameters = lazyNamed(parameterEditor, 'MissingParameters');
export const StudioHistoryPanel = lazyNamed(
  () => import('./page/admin/studio-history-panel'),
  'StudioHistoryPanel',
);
export const DayRatesEditor = lazyNamed(() => import('./day-rates/day-rates-editor'), 'DayRatesEditor');
export const StudioImagesEditor = lazyNamed(
  () => import('./gallery/admin/studio-images-editor'),
  'StudioImagesEditor',
);
