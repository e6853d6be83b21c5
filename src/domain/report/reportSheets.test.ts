import { describe, expect, it } from 'vitest';
import {
  answersSheet,
  distributionText,
  reportSheets,
  type ReportCell,
  type ReportSheet,
} from './reportSheets';
import { reportView } from './reportView';
import type { GameReport, ReportQuestion } from './report';
import type { GameQuestion } from '../game/game';
import { questionsOfEveryType } from '../fixtures/quizzes';
import { QuestionType } from '../quiz/question';

const START = Date.UTC(2026, 10, 27, 13, 5);

// Two questions; Ann answers both right, Bob both wrong, Cid joins after the first, the host removes Dee
// after the first, which she left unanswered.
const capital: GameQuestion = {
  ...questionsOfEveryType()[QuestionType.SingleChoice],
  // Shown as Canberra, Sydney, the image.
  displayOrder: [1, 0, 2],
};
const japan: GameQuestion = { ...questionsOfEveryType()[QuestionType.OpenEnded], displayOrder: [0, 1, 2] };

const question = (
  played: GameQuestion,
  openedAt: number,
  tally: Omit<ReportQuestion, 'question' | 'openedAt' | 'closedAt'>,
): ReportQuestion => ({ question: played, openedAt, closedAt: openedAt + 20_000, ...tally });

const report: GameReport = {
  host: 'host-uid',
  game: { quizID: 'quiz-1', quizTitle: 'Capitals', startedAt: START, totalQuestions: 3 },
  questions: [
    question(capital, START + 1_000, { players: 3, answered: 2, correct: 1, medianMs: 5_000 }),
    question(japan, START + 30_000, { players: 3, answered: 3, correct: 1, medianMs: 8_000 }),
  ],
  answers: [
    {
      ann: { answer: '0', correct: true, points: 900, ms: 4_000 },
      bob: { answer: '1', correct: false, points: 0, ms: 6_000 },
    },
    {
      ann: { answer: '"tokyo"', correct: true, points: 850, ms: 3_000 },
      bob: { answer: '"Kyoto"', correct: false, points: 0, ms: 8_000 },
      cid: { answer: '"Osaka"', correct: false, points: 0, ms: 12_500 },
    },
  ],
  players: {
    ann: { name: 'Ann', joinedAt: START - 60_000 },
    bob: { name: 'Bob', joinedAt: START - 50_000 },
    cid: { name: 'Cid', joinedAt: START + 22_000 },
    dee: { name: 'Dee', joinedAt: START - 40_000 },
  },
  kicked: { dee: { name: 'Dee', joinedAt: START - 40_000, kickedAt: START + 25_000 } },
};

const text = (value: string): ReportCell => ({ type: 'text', value });
const count = (value: number): ReportCell => ({ type: 'number', value, format: 'count' });
const percent = (value: number): ReportCell => ({ type: 'number', value, format: 'percent' });
const seconds = (value: number): ReportCell => ({ type: 'number', value, format: 'seconds' });
const date = (ms: number): ReportCell => ({ type: 'date', ms });
const EMPTY: ReportCell = { type: 'empty' };

const sheet = (sheets: ReportSheet[], name: ReportSheet['name']): ReportSheet => {
  const found = sheets.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no ${name} sheet`);
  return found;
};

describe('reportSheets', () => {
  const sheets = reportSheets(reportView(report));

  it('gives the four tables in the spreadsheet order', () => {
    expect(sheets.map((table) => table.name)).toEqual(['Summary', 'Players', 'Questions', 'Answers']);
  });

  it('sums the game up, one label and its value a row', () => {
    expect(sheet(sheets, 'Summary')).toEqual({
      name: 'Summary',
      columns: ['Item', 'Value'],
      rows: [
        [text('Quiz'), text('Capitals')],
        [text('Started at'), date(START)],
        [text('Players'), count(3)],
        [text('Removed players'), count(1)],
        [text('Questions played'), count(2)],
        [text('Questions in the quiz'), count(3)],
        [text('Average accuracy'), percent(2 / 6)],
        [
          text('Hardest questions'),
          text('1. Which is the capital of Australia? (33 %); 2. Name the capital of Japan. (33 %)'),
        ],
        [text('Players who may need help'), text('Bob (0 %); Cid (0 %)')],
      ],
    });
  });

  it('lists the players by rank, a removed player last and without a rank', () => {
    expect(sheet(sheets, 'Players')).toEqual({
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
      rows: [
        [
          count(1),
          text('Ann'),
          count(1750),
          count(2),
          count(2),
          count(2),
          percent(1),
          text('No'),
          date(START - 60_000),
        ],
        [
          count(2),
          text('Bob'),
          count(0),
          count(0),
          count(2),
          count(2),
          percent(0),
          text('No'),
          date(START - 50_000),
        ],
        [
          count(2),
          text('Cid'),
          count(0),
          count(0),
          count(1),
          count(1),
          percent(0),
          text('No'),
          date(START + 22_000),
        ],
        [
          EMPTY,
          text('Dee'),
          count(0),
          count(0),
          count(0),
          count(1),
          percent(0),
          text('Yes'),
          date(START - 40_000),
        ],
      ],
    });
  });

  it('lists the questions numbered from 1, with their median time in seconds and the answers given', () => {
    expect(sheet(sheets, 'Questions')).toEqual({
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
      rows: [
        [
          count(1),
          text('Which is the capital of Australia?'),
          text('Multiple Choice'),
          text('Canberra'),
          count(3),
          count(2),
          count(1),
          percent(1 / 3),
          seconds(5),
          text('Canberra: 1 ✓; Sydney: 1; Image 3: 0'),
        ],
        [
          count(2),
          text('Name the capital of Japan.'),
          text('Open-ended'),
          text('Tokyo / Tōkyō'),
          count(3),
          count(3),
          count(1),
          percent(1 / 3),
          seconds(8),
          text('Kyoto: 1; Osaka: 1; tokyo: 1 ✓'),
        ],
      ],
    });
  });

  it("gives a row to each player's answer to each question they were in, none to a question they were not", () => {
    const australia = text('Which is the capital of Australia?');
    const japanTitle = text('Name the capital of Japan.');
    expect(sheet(sheets, 'Answers')).toEqual({
      name: 'Answers',
      columns: ['Rank', 'Player', 'Question', 'Question title', 'Answer', 'Result', 'Points', 'Time (s)'],
      rows: [
        [count(1), text('Ann'), count(1), australia, text('Canberra'), text('Right'), count(900), seconds(4)],
        [count(1), text('Ann'), count(2), japanTitle, text('tokyo'), text('Right'), count(850), seconds(3)],
        [count(2), text('Bob'), count(1), australia, text('Sydney'), text('Wrong'), count(0), seconds(6)],
        [count(2), text('Bob'), count(2), japanTitle, text('Kyoto'), text('Wrong'), count(0), seconds(8)],
        [count(2), text('Cid'), count(2), japanTitle, text('Osaka'), text('Wrong'), count(0), seconds(12.5)],
        [EMPTY, text('Dee'), count(1), australia, text('no answer'), text('No answer'), count(0), EMPTY],
      ],
    });
  });

  it('is the same Answers table that answersSheet gives the CSV', () => {
    expect(answersSheet(reportView(report))).toEqual(sheet(sheets, 'Answers'));
  });

  it('leaves out what a game without an ended question does not have', () => {
    const started = reportSheets(
      reportView({
        host: 'host-uid',
        game: report.game,
        players: { ann: { name: 'Ann', joinedAt: START - 60_000 } },
      }),
    );
    const summary = sheet(started, 'Summary').rows;
    expect(summary[6]).toEqual([text('Average accuracy'), EMPTY]);
    expect(summary[7]).toEqual([text('Hardest questions'), text('None')]);
    expect(summary[8]).toEqual([text('Players who may need help'), text('None')]);
    expect(sheet(started, 'Players').rows[0]?.[6]).toEqual(EMPTY);
    expect(sheet(started, 'Questions').rows).toEqual([]);
    expect(sheet(started, 'Answers').rows).toEqual([]);
  });
});

describe('distributionText', () => {
  it('marks the correct answers', () => {
    expect(
      distributionText([
        { label: 'Paris', count: 12, correct: true },
        { label: 'Lyon', count: 3, correct: false },
      ]),
    ).toBe('Paris: 12 ✓; Lyon: 3');
  });
});
