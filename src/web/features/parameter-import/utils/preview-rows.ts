/** How much of the preview list to render (pure helpers of the preview table). */

/** Values longer than this are cut in the preview (a value may hold 10,000 characters). */
export const PREVIEW_VALUE_MAX = 400;

/** Rows to render: the loaded chunks, never more than the list holds. */
export function rowsToShow(total: number, limit: number): number {
  return Math.max(0, Math.min(total, limit));
}

/** A value as the preview shows it: cut with an ellipsis past PREVIEW_VALUE_MAX characters. */
export function clipValue(value: string, max = PREVIEW_VALUE_MAX): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}
