import { ANSWER_COLOUR_COUNT } from '@/domain';
import { blendOver, contrastRatio } from './test/colourContrast';
import { ANSWER_PALETTE, ANSWER_SHAPES, answerColour } from './answerPalette';

/** Every CSS file of the SPA, as text, to find where an option's ink is laid over its fill. */
const stylesheets = import.meta.glob<string>('/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The shares (0–1) of every background `color-mix(in srgb, var(--answer-ink) N%, transparent)` in the stylesheets. */
const inkTints = Object.values(stylesheets).flatMap((css) =>
  [
    ...css.matchAll(/background: color-mix\(in srgb, var\(--answer-ink\) (\d+(?:\.\d+)?)%, transparent\)/g),
  ].map((match) => Number(match[1]) / 100),
);

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
      expect(contrastRatio(colour.fill, colour.ink)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("finds the ink tints of the editor's option fields and buttons in the stylesheets", () => {
    expect(inkTints.length).toBeGreaterThan(0);
  });

  it.each(ANSWER_PALETTE.map((colour) => [colour.name, colour] as const))(
    '%s carries its text at 4.5:1 also where its fill is tinted with its ink',
    (_, colour) => {
      for (const share of inkTints) {
        expect(
          contrastRatio(blendOver(colour.fill, colour.ink, share), colour.ink),
          `${share * 100}%`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
