/** Business constants and limits of product.md §9, in one place. */

export const LIST_PAGE_SIZE = 100;
export const LIST_MAX_PAGES = 10;
export const GENERAL_LIST_DEFAULT_PAGE_SIZE = 200;
/** The general list call clamps page_size to this (not fixed by the spec; generous but bounded). */
export const GENERAL_LIST_MAX_PAGE_SIZE = 1000;
export const ENHANCED_LIST_MAX_PAGE_SIZE = 100;

export const CARD_SERVICE_TAG_LIMIT = 3;

export const COMPARE_MIN_STUDIOS = 2;
export const COMPARE_MAX_STUDIOS = 4;

export const IMPORT_AUTO_CLOSE_MS = 2000;

export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const TAP_FEEDBACK_MS = 150;

export const TEAM_TYPES = ['In-Hours+Outsource', 'In-House', 'Outsource', 'Not Available'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];
export const DEFAULT_TEAM_TYPE: TeamType = 'In-Hours+Outsource';

export const CONFLICT_RESOLUTIONS = ['overwrite', 'skip', 'version'] as const;
export type ConflictResolution = (typeof CONFLICT_RESOLUTIONS)[number];

/** Width bands in metres: lower bound inclusive, upper exclusive (product.md §5, §9). */
export const WIDTH_BANDS = [
  { id: 'small', label: 'Small (<8m)', min: 0, max: 8 },
  { id: 'medium', label: 'Medium (8-15m)', min: 8, max: 15 },
  { id: 'large', label: 'Large (15-25m)', min: 15, max: 25 },
  { id: 'xl', label: 'XL (>25m)', min: 25, max: 1000 },
] as const;

export const HEIGHT_BANDS = [
  { id: 'low', label: 'Low (<3m)', min: 0, max: 3 },
  { id: 'standard', label: 'Standard (3-5m)', min: 3, max: 5 },
  { id: 'high', label: 'High (5-8m)', min: 5, max: 8 },
  { id: 'very-high', label: 'Very High (>8m)', min: 8, max: 1000 },
] as const;

/**
 * Filter options of product.md §9; 3DGS/4DGS gain 'unknown' so 'not offered' and 'nobody told
 * us' stay apart.
 */
export const SCANNING_FILTER_OPTIONS = ['yes', 'not yet', 'unknown'] as const;
export const TRISTATE_FILTER_OPTIONS = ['yes', 'no', 'unknown'] as const;

/** Field limits enforced by the server (spec is silent; see docs/decisions). */
export const TEXT_FIELD_MAX = 200;
export const URL_MAX_LENGTH = 2048;
export const LINK_LIST_MAX = 100;

/**
 * Freshness (product.md §14): a value not verified (set or confirmed) for this many days is marked as
 * possibly out of date, and the list's 'verified in the last 12 months' keeps the studios verified
 * within it.
 */
export const STALE_AFTER_DAYS = 365;
