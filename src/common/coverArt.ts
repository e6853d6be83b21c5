// The generated cover of a quiz without an image: colours and a monogram drawn from its title, so that each
// quiz keeps the same recognisable cover everywhere it is shown.

/** FNV-1a: a small, well-spread 32-bit hash; the same title always gives the same cover. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface CoverArt {
  /** Two colours of a diagonal gradient, dark enough for white text on either. */
  from: string;
  to: string;
  /** One or two letters from the title's first words. */
  monogram: string;
  /** Which of the decorative layouts to draw (0-2). */
  pattern: number;
}

export function coverArt(title: string): CoverArt {
  const hash = hashOf(title.trim().toLowerCase());
  const hue = hash % 360;
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const monogram = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return {
    from: `hsl(${hue} 68% 44%)`,
    to: `hsl(${(hue + 48) % 360} 72% 30%)`,
    monogram: monogram || '?',
    pattern: (hash >>> 9) % 3,
  };
}
