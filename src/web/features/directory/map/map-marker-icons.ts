/**
 * Marker looks as Leaflet div icons styled with the theme's tokens (no image assets, so nothing to
 * resolve at build time and dark mode follows the page). Leaflet gives a keyboard marker
 * tabindex=0 and role=button; the focus ring is ours, drawn with the page's focus colour.
 */
import L from 'leaflet';

const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const studioIcon = L.divIcon({
  className: `rounded-full border-2 border-surface bg-accent shadow-md ${FOCUS}`,
  html: '',
  iconSize: [18, 18],
});

/** Larger groups get larger circles: three sizes are enough to read at a glance. */
function clusterSize(count: number): number {
  if (count < 10) return 30;
  if (count < 50) return 38;
  return 46;
}

const clusterIcons = new Map<number, L.DivIcon>();

/** The count is a number we computed, never studio text, so it may go into the icon's HTML. */
export function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = clusterSize(count);
    icon = L.divIcon({
      className: `flex! items-center justify-center rounded-full border-2 border-surface bg-accent text-sm font-bold text-accent-ink shadow-md ${FOCUS}`,
      html: `<span aria-hidden="true">${Math.trunc(count)}</span>`,
      iconSize: [size, size],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}
