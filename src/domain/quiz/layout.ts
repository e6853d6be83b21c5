// Grid rules of SPEC §2 and §9.
import { ANSWER_COLOUR_COUNT } from '../common/constants';

/**
 * Rows of the host's answer grid: 1 for 2 or 3 options, 2 for 4 to 8, 3 for more.
 * Fewer than 2 options never make a grid in a valid quiz; they get one row.
 */
export function answerGridRows(optionCount: number): number {
  if (optionCount <= 3) return 1;
  if (optionCount <= 8) return 2;
  return 3;
}

/** Rows and columns of the answer grid, filling rows evenly. */
export function answerGrid(optionCount: number): { rows: number; columns: number } {
  const rows = answerGridRows(optionCount);
  return { rows, columns: Math.max(1, Math.ceil(optionCount / rows)) };
}

/** Width thresholds of the quiz card grid, widest first: "above" a threshold means strictly wider. */
export const CARD_GRID_BREAKPOINTS = [
  { above: 1280, columns: 4 },
  { above: 960, columns: 3 },
  { above: 580, columns: 2 },
] as const;

/** Columns of the quiz card grid at a viewport width in CSS pixels. */
export function cardGridColumns(viewportWidth: number): number {
  return CARD_GRID_BREAKPOINTS.find((breakpoint) => viewportWidth > breakpoint.above)?.columns ?? 1;
}

/** Which of the 12 answer colours (0-11) the option at `index` takes. */
export function answerColourIndex(index: number): number {
  return ((index % ANSWER_COLOUR_COUNT) + ANSWER_COLOUR_COUNT) % ANSWER_COLOUR_COUNT;
}
