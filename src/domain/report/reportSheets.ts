// A game's report as tables: what its spreadsheet and CSV files hold, built from the ReportView
// the report page shows, so that the files say what the page says. A cell keeps its value's type (counts
// and points are numbers, accuracy a fraction, times seconds, dates dates) and says how it reads; the
// writer of each file format decides how to show that.
import {
  percentText,
  type AnswerCell,
  type AnswerStatus,
  type DistributionEntry,
  type PlayerRow,
  type ReportView,
} from './reportView';

/** How a number reads: a count or points as it is, a fraction as a percentage, a time in seconds. */
export type NumberFormat = 'count' | 'percent' | 'seconds';

/** One cell of a report's table. */
export type ReportCell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number; format: NumberFormat }
  /** A moment, in ms since the epoch. */
  | { type: 'date'; ms: number }
  | { type: 'empty' };

export type ReportSheetName = 'Summary' | 'Players' | 'Questions' | 'Answers';

export interface ReportSheet {
  name: ReportSheetName;
  /** The header row. */
  columns: string[];
  rows: ReportCell[][];
}

/** What the summary writes for an empty list of hardest questions or of players who may need help. */
const NONE_TEXT = 'None';

const EMPTY: ReportCell = { type: 'empty' };
const text = (value: string): ReportCell => ({ type: 'text', value });
const count = (value: number): ReportCell => ({ type: 'number', value, format: 'count' });
const date = (ms: number): ReportCell => ({ type: 'date', ms });
const percent = (fraction: number | null): ReportCell =>
  fraction === null ? EMPTY : { type: 'number', value: fraction, format: 'percent' };
const seconds = (ms: number | undefined): ReportCell =>
  ms === undefined ? EMPTY : { type: 'number', value: ms / 1000, format: 'seconds' };
/** A removed player has no rank. */
const rank = (player: PlayerRow): ReportCell => (player.rank === null ? EMPTY : count(player.rank));
const listOrNone = (items: string[]): ReportCell => text(items.length === 0 ? NONE_TEXT : items.join('; '));

/** The report's numbers at a glance: one label and its value a row. */
function summarySheet(view: ReportView): ReportSheet {
  const { summary } = view;
  return {
    name: 'Summary',
    columns: ['Item', 'Value'],
    rows: [
      [text('Quiz'), text(view.quizTitle)],
      [text('Started at'), date(view.startedAt)],
      [text('Players'), count(summary.players)],
      [text('Removed players'), count(summary.kicked)],
      [text('Questions played'), count(summary.questions)],
      [text('Questions in the quiz'), count(view.totalQuestions)],
      [text('Average accuracy'), percent(summary.accuracy)],
      [
        text('Hardest questions'),
        listOrNone(
          summary.hardest.map(
            (question) =>
              `${question.questionNumber + 1}. ${question.title} (${percentText(question.accuracy)})`,
          ),
        ),
      ],
      [
        text('Players who may need help'),
        listOrNone(summary.needHelp.map((player) => `${player.name} (${percentText(player.accuracy)})`)),
      ],
    ],
  };
}

/** One row per player, by rank, removed players last. */
function playersSheet(view: ReportView): ReportSheet {
  return {
    name: 'Players',
    columns: [
      'Rank',
      'Name',
      'Score',
      'Correct',
      'Answered',
      'Questions in',
      'Accuracy',
      'Removed',
      'Joined at',
    ],
    rows: view.players.map((player) => [
      rank(player),
      text(player.name),
      count(player.score),
      count(player.correct),
      count(player.answered),
      count(player.questionsIn),
      percent(player.accuracy),
      text(player.kicked ? 'Yes' : 'No'),
      date(player.joinedAt),
    ]),
  };
}

/** A question's answers in one line: "Paris: 12 ✓; Lyon: 3", a correct answer marked. */
export const distributionText = (distribution: readonly DistributionEntry[]): string =>
  distribution.map((entry) => `${entry.label}: ${entry.count}${entry.correct ? ' ✓' : ''}`).join('; ');

/** One row per ended question, in play order, numbered from 1 as players saw them. */
function questionsSheet(view: ReportView): ReportSheet {
  return {
    name: 'Questions',
    columns: [
      'Question',
      'Title',
      'Type',
      'Correct answer',
      'Players',
      'Answered',
      'Correct',
      'Accuracy',
      'Median time (s)',
      'Answers',
    ],
    rows: view.questions.map((question) => [
      count(question.questionNumber + 1),
      text(question.title),
      text(question.typeName),
      text(question.correctAnswer),
      count(question.players),
      count(question.answered),
      count(question.correct),
      percent(question.accuracy),
      seconds(question.medianMs),
      text(distributionText(question.distribution)),
    ]),
  };
}

type PlayedStatus = Exclude<AnswerStatus, 'notInGame'>;

const RESULT_TEXTS: Record<PlayedStatus, string> = {
  right: 'Right',
  wrong: 'Wrong',
  noAnswer: 'No answer',
};

const played = (cell: AnswerCell): cell is AnswerCell & { status: PlayedStatus } =>
  cell.status !== 'notInGame';

/**
 * One row per player per question they were in when it closed, players by rank, each player's questions in
 * play order: the table a teacher filters and sorts, and the CSV file.
 */
export function answersSheet(view: ReportView): ReportSheet {
  const titles = new Map(view.questions.map((question) => [question.questionNumber, question.title]));
  return {
    name: 'Answers',
    columns: ['Rank', 'Player', 'Question', 'Question title', 'Answer', 'Result', 'Points', 'Time (s)'],
    rows: view.players.flatMap((player) =>
      player.cells
        .filter(played)
        .map((cell) => [
          rank(player),
          text(player.name),
          count(cell.questionNumber + 1),
          text(titles.get(cell.questionNumber) ?? ''),
          text(cell.text),
          text(RESULT_TEXTS[cell.status]),
          count(cell.points),
          seconds(cell.ms),
        ]),
    ),
  };
}

/** Every table of the report, in the order the spreadsheet shows them. */
export const reportSheets = (view: ReportView): ReportSheet[] => [
  summarySheet(view),
  playersSheet(view),
  questionsSheet(view),
  answersSheet(view),
];
