import { ANSWER_COLOUR_COUNT } from '@/domain';
import { ANSWER_PALETTE, ANSWER_SHAPES, answerColour } from './answerPalette';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('answer colours (SPEC §9: a cycle of 12)', () => {
  it('has 12 different colours, each with its own shape', () => {
    expect(ANSWER_PALETTE).toHaveLength(ANSWER_COLOUR_COUNT);
    expect(new Set(ANSWER_PALETTE.map((colour) => colour.fill)).size).toBe(12);
    expect(new Set(ANSWER_PALETTE.map((colour) => colour.name)).size).toBe(12);
    expect(ANSWER_PALETTE.map((colour) => colour.shape)).toEqual([...ANSWER_SHAPES]);
  });

  it('cycles through 24 options: option 13 takes the colour of option 1', () => {
    const cycle = Array.from({ length: 24 }, (_, index) => answerColour(index));
    expect(cycle.slice(0, 12)).toEqual(ANSWER_PALETTE);
    expect(cycle.slice(12)).toEqual(ANSWER_PALETTE);
    expect(answerColour(12)).toBe(answerColour(0));
    expect(answerColour(23)).toBe(ANSWER_PALETTE[11]);
  });

  it.each(ANSWER_PALETTE.map((colour) => [colour.name, colour] as const))(
    '%s carries its text at a contrast of at least 4.5:1',
    (_, colour) => {
      expect(contrast(colour.fill, colour.ink)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
