// The answer colours of SPEC §9 and a shape for each, so that options are told apart without colour too
// (colour-blind players, a washed-out projector). The editor, the host's grid and the player's cells share
// them, and they do not change with the theme: "the red triangle" is the same option on every screen.
import { answerColourIndex } from '@/domain';

export const ANSWER_SHAPES = [
  'triangle',
  'diamond',
  'circle',
  'square',
  'star',
  'hexagon',
  'heart',
  'pentagon',
  'cross',
  'moon',
  'drop',
  'bolt',
] as const;
export type AnswerShapeName = (typeof ANSWER_SHAPES)[number];

export interface AnswerColour {
  /** Said where the colour must be named, e.g. in a legend. */
  name: string;
  /** The option's background. */
  fill: string;
  /**
   * Text and shape on the fill, at a contrast of at least 4.5:1 (WCAG AA for text), also where the CSS
   * tints the fill with the ink itself (`color-mix(in srgb, var(--answer-ink) N%, transparent)`, the
   * editor's option fields and hovered buttons): the fills are dark or light enough for both.
   */
  ink: string;
  shape: AnswerShapeName;
}

const WHITE = '#ffffff';

/** One colour for each of the ANSWER_COLOUR_COUNT places of the cycle. */
export const ANSWER_PALETTE: readonly AnswerColour[] = [
  { name: 'Red', fill: '#c02336', ink: WHITE, shape: 'triangle' },
  { name: 'Blue', fill: '#1d5ab9', ink: WHITE, shape: 'diamond' },
  { name: 'Yellow', fill: '#f3bb1b', ink: '#1c1606', shape: 'circle' },
  { name: 'Green', fill: '#176b31', ink: WHITE, shape: 'square' },
  { name: 'Purple', fill: '#773dbe', ink: WHITE, shape: 'star' },
  { name: 'Orange', fill: '#f07a1a', ink: '#1c1606', shape: 'hexagon' },
  { name: 'Teal', fill: '#0c676e', ink: WHITE, shape: 'heart' },
  { name: 'Pink', fill: '#b82469', ink: WHITE, shape: 'pentagon' },
  { name: 'Sky', fill: '#5db8f0', ink: '#0b1824', shape: 'cross' },
  { name: 'Brown', fill: '#7c5131', ink: WHITE, shape: 'moon' },
  { name: 'Lime', fill: '#9bcb3c', ink: '#141e06', shape: 'drop' },
  { name: 'Slate', fill: '#4a5877', ink: WHITE, shape: 'bolt' },
];

/** The colour and shape of the option at `index`, cycling over the 12. */
export function answerColour(index: number): AnswerColour {
  return ANSWER_PALETTE[answerColourIndex(index)] as AnswerColour;
}
