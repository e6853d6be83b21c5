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
  /** Text and shape on the fill, at a contrast of at least 4.5:1 (WCAG AA for text). */
  ink: string;
  shape: AnswerShapeName;
}

const WHITE = '#ffffff';

/** One colour for each of the ANSWER_COLOUR_COUNT places of the cycle. */
export const ANSWER_PALETTE: readonly AnswerColour[] = [
  { name: 'Red', fill: '#d1263b', ink: WHITE, shape: 'triangle' },
  { name: 'Blue', fill: '#1f62c9', ink: WHITE, shape: 'diamond' },
  { name: 'Yellow', fill: '#f3bb1b', ink: '#1c1606', shape: 'circle' },
  { name: 'Green', fill: '#1b7f3a', ink: WHITE, shape: 'square' },
  { name: 'Purple', fill: '#7b3fc4', ink: WHITE, shape: 'star' },
  { name: 'Orange', fill: '#f07a1a', ink: '#1c1606', shape: 'hexagon' },
  { name: 'Teal', fill: '#0e7c84', ink: WHITE, shape: 'heart' },
  { name: 'Pink', fill: '#c2266e', ink: WHITE, shape: 'pentagon' },
  { name: 'Sky', fill: '#5db8f0', ink: '#0b1824', shape: 'cross' },
  { name: 'Brown', fill: '#8a5a36', ink: WHITE, shape: 'moon' },
  { name: 'Lime', fill: '#9bcb3c', ink: '#141e06', shape: 'drop' },
  { name: 'Slate', fill: '#4a5877', ink: WHITE, shape: 'bolt' },
];

/** The colour and shape of the option at `index`, cycling over the 12. */
export function answerColour(index: number): AnswerColour {
  return ANSWER_PALETTE[answerColourIndex(index)] as AnswerColour;
}
