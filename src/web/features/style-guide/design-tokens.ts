/**
 * The design tokens of src/web/styles/app.css as the CSS test page documents them. A unit test
 * checks this list against the stylesheet, so a new token cannot go undocumented.
 */
import type { StyleGuideMessages } from './style-guide-messages';

type MessageKey = {
  [K in keyof StyleGuideMessages]: StyleGuideMessages[K] extends string ? K : never;
}[keyof StyleGuideMessages];

export type ColourGroup = 'surfaces' | 'text' | 'lines' | 'accent' | 'status' | 'other';

export interface ColourToken {
  /** The token's name: `--vp-<name>` holds the value, `--color-<name>` feeds the Tailwind utilities. */
  name: string;
  group: ColourGroup;
  /** The utility the components use it through. */
  utility: string;
  usage: MessageKey;
}

export const COLOUR_GROUPS: readonly { group: ColourGroup; title: MessageKey }[] = [
  { group: 'surfaces', title: 'groupSurfaces' },
  { group: 'text', title: 'groupText' },
  { group: 'lines', title: 'groupLines' },
  { group: 'accent', title: 'groupAccent' },
  { group: 'status', title: 'groupStatus' },
  { group: 'other', title: 'groupOther' },
];

export const COLOUR_TOKENS: readonly ColourToken[] = [
  { name: 'canvas', group: 'surfaces', utility: 'bg-canvas', usage: 'tokenCanvas' },
  { name: 'surface', group: 'surfaces', utility: 'bg-surface', usage: 'tokenSurface' },
  { name: 'surface-2', group: 'surfaces', utility: 'bg-surface-2', usage: 'tokenSurface2' },
  { name: 'ink', group: 'text', utility: 'text-ink', usage: 'tokenInk' },
  { name: 'muted', group: 'text', utility: 'text-muted', usage: 'tokenMuted' },
  { name: 'line', group: 'lines', utility: 'border-line', usage: 'tokenLine' },
  { name: 'line-strong', group: 'lines', utility: 'border-line-strong', usage: 'tokenLineStrong' },
  { name: 'accent', group: 'accent', utility: 'bg-accent', usage: 'tokenAccent' },
  { name: 'accent-hover', group: 'accent', utility: 'hover:bg-accent-hover', usage: 'tokenAccentHover' },
  { name: 'accent-ink', group: 'accent', utility: 'text-accent-ink', usage: 'tokenAccentInk' },
  { name: 'accent-soft', group: 'accent', utility: 'bg-accent-soft', usage: 'tokenAccentSoft' },
  { name: 'accent-text', group: 'accent', utility: 'text-accent-text', usage: 'tokenAccentText' },
  { name: 'good', group: 'status', utility: 'text-good', usage: 'tokenGood' },
  { name: 'good-soft', group: 'status', utility: 'bg-good-soft', usage: 'tokenGoodSoft' },
  { name: 'bad', group: 'status', utility: 'text-bad', usage: 'tokenBad' },
  { name: 'bad-soft', group: 'status', utility: 'bg-bad-soft', usage: 'tokenBadSoft' },
  { name: 'warn', group: 'status', utility: 'text-warn', usage: 'tokenWarn' },
  { name: 'warn-soft', group: 'status', utility: 'bg-warn-soft', usage: 'tokenWarnSoft' },
  { name: 'info', group: 'status', utility: 'text-info', usage: 'tokenInfo' },
  { name: 'info-soft', group: 'status', utility: 'bg-info-soft', usage: 'tokenInfoSoft' },
  { name: 'highlight', group: 'other', utility: 'bg-highlight', usage: 'tokenHighlight' },
  { name: 'focus', group: 'other', utility: 'outline (:focus-visible)', usage: 'tokenFocus' },
];

export const cssVariable = (token: string) => `--vp-${token}`;

/** Text on background pairs the components use; each must reach WCAG AA (4.5:1) in both themes. */
export const CONTRAST_PAIRS: readonly { text: string; background: string }[] = [
  { text: 'ink', background: 'canvas' },
  { text: 'ink', background: 'surface' },
  { text: 'ink', background: 'surface-2' },
  { text: 'muted', background: 'canvas' },
  { text: 'muted', background: 'surface' },
  { text: 'muted', background: 'surface-2' },
  { text: 'ink', background: 'highlight' },
  { text: 'accent-ink', background: 'accent' },
  { text: 'accent-ink', background: 'accent-hover' },
  { text: 'accent-text', background: 'surface' },
  { text: 'accent-text', background: 'accent-soft' },
  { text: 'good', background: 'good-soft' },
  { text: 'bad', background: 'bad-soft' },
  { text: 'warn', background: 'warn-soft' },
  { text: 'info', background: 'info-soft' },
  { text: 'surface', background: 'bad' },
];

/** Tailwind's text sizes (literal class names, so Tailwind generates them). */
export const TYPE_SCALE: readonly { utility: string; rem: string }[] = [
  { utility: 'text-xs', rem: '0.75rem' },
  { utility: 'text-sm', rem: '0.875rem' },
  { utility: 'text-base', rem: '1rem' },
  { utility: 'text-lg', rem: '1.125rem' },
  { utility: 'text-xl', rem: '1.25rem' },
  { utility: 'text-2xl', rem: '1.5rem' },
  { utility: 'text-3xl', rem: '1.875rem' },
  { utility: 'text-4xl', rem: '2.25rem' },
  { utility: 'text-5xl', rem: '3rem' },
];

/** Multiples of var(--spacing) (0.25rem). */
export const SPACING_STEPS: readonly number[] = [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export const RADII: readonly { utility: string; token?: string }[] = [
  { utility: 'rounded-sm' },
  { utility: 'rounded-md' },
  { utility: 'rounded-lg' },
  { utility: 'rounded-xl' },
  { utility: 'rounded-2xl' },
  { utility: 'rounded-full' },
  { utility: 'rounded-[var(--radius-control)]', token: '--radius-control' },
  { utility: 'rounded-[var(--radius-card)]', token: '--radius-card' },
];

export const SHADOWS: readonly { utility: string; token: string; usage: MessageKey }[] = [
  { utility: 'shadow-[var(--shadow-card)]', token: '--shadow-card', usage: 'shadowCard' },
  { utility: 'shadow-[var(--shadow-pop)]', token: '--shadow-pop', usage: 'shadowPop' },
];
