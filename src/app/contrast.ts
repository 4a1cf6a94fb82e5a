/** WCAG 2.1 contrast: the ratio text needs on its background (1.4.3, normal text), and shades that reach it. */
export const TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (any case) as 0–255 channels; anything else is black. */
export function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return [0, 0, 0];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Relative luminance (WCAG 2.1). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i] - c) * amount) as Rgb;

/** `color` mixed with white: `amount` 0 is the colour, 1 is white (pale backgrounds of tags and alerts). */
export function tint(color: string, amount: number): string {
  return toHex(mix(parseHex(color), [255, 255, 255], amount));
}

/**
 * The shade of `color` that text of that colour needs on `background`: the colour itself when it
 * already reaches `ratio`, else the colour mixed with black (on a light background) or white (on a
 * dark one), just as far as needed. The hue stays, so links and tags still read as the theme colour.
 */
export function accessibleShade(color: string, background = '#FFFFFF', ratio = TEXT_CONTRAST): string {
  const base = parseHex(color);
  const target = luminance(background) > 0.18 ? ([0, 0, 0] as Rgb) : ([255, 255, 255] as Rgb);
  const passes = (amount: number) => contrastRatio(toHex(mix(base, target, amount)), background) >= ratio;
  if (passes(0)) return toHex(base);
  let [low, high] = [0, 1];
  for (let i = 0; i < 16; i++) {
    const middle = (low + high) / 2;
    if (passes(middle)) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can fall just short: step on until the rounded shade passes.
  let amount = high;
  while (!passes(amount) && amount < 1) amount = Math.min(1, amount + 0.005);
  return toHex(mix(base, target, amount));
}
