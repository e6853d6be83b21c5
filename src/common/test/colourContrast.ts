// WCAG 2.1 contrast of colours written as #rrggbb, for the tests that hold the app's colour pairs to
// 1.4.3 (text at least 4.5:1) in every theme.

type Rgb = readonly [number, number, number];

function channels(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `over` laid on `base` at `share` (0–1) of opacity: what CSS paints for
 * `color-mix(in srgb, over share%, transparent)` on a background of `base`.
 */
export function blendOver(base: string, over: string, share: number): string {
  const below = channels(base);
  const above = channels(over);
  return toHex(
    below.map((channel, index) => channel * (1 - share) + (above[index] as number) * share) as unknown as Rgb,
  );
}
