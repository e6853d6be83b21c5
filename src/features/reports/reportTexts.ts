// The words of the report pages that depend on a number or a status.
import { secondsText, type AnswerCell, type AnswerStatus } from '@/domain';

/** "1 player", "12 players". */
export const playerCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'player' : 'players'}`;

/** "1 point", "850 points". */
export const pointsText = (points: number) =>
  `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

/** What a cell of the answers grid shows: a symbol, so that its colour is never the only sign. */
export const STATUS_SYMBOLS: Record<AnswerStatus, string> = {
  right: '✓',
  wrong: '✗',
  noAnswer: '–',
  notInGame: '',
};

/** What a cell of the answers grid says, for a screen reader and a tooltip. */
export function cellInWords(cell: AnswerCell): string {
  const question = `Question ${cell.questionNumber + 1}`;
  const points = pointsText(cell.points);
  const words: Record<AnswerStatus, () => string> = {
    right: () => `${question}: ${cell.text}, right, ${points}, ${secondsText(cell.ms)}`,
    wrong: () => `${question}: ${cell.text}, wrong, ${points}, ${secondsText(cell.ms)}`,
    noAnswer: () => `${question}: ${cell.text}, ${points}`,
    notInGame: () => `${question}: not in the game`,
  };
  return words[cell.status]();
}
