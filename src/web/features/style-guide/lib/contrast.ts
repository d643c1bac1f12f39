/** WCAG 2 contrast of two colours, as the CSS test page shows it for the token pairs. */
export type Rgb = readonly [number, number, number];

/** Reads #rgb, #rrggbb, #rrggbbaa (alpha ignored) and rgb()/rgba() in either syntax; null otherwise. */
export function parseColor(text: string): Rgb | null {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (fn) {
    const channels = [fn[1], fn[2], fn[3]].map(Number);
    if (channels.every((c) => Number.isFinite(c) && c >= 0 && c <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const AA_NORMAL_TEXT = 4.5;
