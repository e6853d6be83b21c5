import { describe, expect, it } from 'vitest';
import {
  answerInWords,
  distributionOf,
  DISTRIBUTION_SIZE,
  INVALID_ANSWER_TEXT,
  NO_ANSWER_TEXT,
  percentText,
  reportView,
  secondsText,
  sortedPlayers,
} from './reportView';
import {
  encodeReportAnswer,
  storedReport,
  type GameReport,
  type ReportAnswer,
  type ReportQuestion,
} from './report';
import type { GameQuestion } from '../game/game';
import { questionsOfEveryType } from '../fixtures/quizzes';
import { QuestionType } from '../quiz/question';

const every = questionsOfEveryType();
// Shown as: Canberra, the image (opera), Sydney.
const capital: GameQuestion = { ...every[QuestionType.SingleChoice], displayOrder: [1, 2, 0] };
const soundInWater: GameQuestion = { ...every[QuestionType.TrueFalse], displayOrder: [0, 1] };
const japan: GameQuestion = { ...every[QuestionType.OpenEnded], displayOrder: [] };
// Shown as stored: Lisbon, Lima, the image (Oslo).
const europe: GameQuestion = { ...every[QuestionType.MultiSelect], displayOrder: [0, 1, 2] };
// Shown as: Warsaw, Lisbon, Berlin.
const westToEast: GameQuestion = { ...every[QuestionType.Arrange], displayOrder: [2, 0, 1] };

const answer = (sent: unknown, correct: boolean, points = correct ? 900 : 0, ms = 2_000): ReportAnswer => ({
  answer: JSON.stringify(sent),
  correct,
  points,
  ms,
});

describe('answerInWords: what a player sent, in words', () => {
  it.each([
    ['single choice: the option shown there', capital, 0, 'Canberra'],
    ['single choice: an image option by its number as shown', capital, 1, 'Image 2'],
    ['true/false', soundInWater, 1, 'False'],
    ['open-ended: the text as typed', japan, ' tokyo ', ' tokyo '],
    ['multi-select: the options in the order shown', europe, [2, 0], 'Lisbon, Image 3'],
    ['arrange: the items in the order chosen', westToEast, [1, 2, 0], 'Lisbon → Berlin → Warsaw'],
    ['a position that is not shown', capital, 7, INVALID_ANSWER_TEXT],
    ['an answer of the wrong shape', europe, 'Lisbon', INVALID_ANSWER_TEXT],
  ])('%s', (_, question, sent, words) => {
    expect(answerInWords(question, JSON.stringify(sent))).toBe(words);
  });

  it('is INVALID_ANSWER_TEXT for text that is not JSON', () => {
    expect(answerInWords(capital, '{nope')).toBe(INVALID_ANSWER_TEXT);
  });
});

describe('distributionOf: how the answers were spread', () => {
  it('lists a choice question’s options as shown, with how many chose each and which are right', () => {
    expect(distributionOf(capital, [answer(0, true), answer(0, true), answer(2, false)])).toEqual([
      { label: 'Canberra', count: 2, correct: true },
      { label: 'Image 2', count: 0, correct: false },
      { label: 'Sydney', count: 1, correct: false },
    ]);
    expect(distributionOf(europe, [answer([0, 2], true), answer([0], false)])).toEqual([
      { label: 'Lisbon', count: 2, correct: true },
      { label: 'Lima', count: 0, correct: false },
      { label: 'Image 3', count: 1, correct: true },
    ]);
  });

  it('groups typed answers ignoring case and spaces around them, most given first', () => {
    expect(
      distributionOf(japan, [
        answer('Osaka', false),
        answer(' tokyo', true),
        answer('TOKYO ', true),
        answer('Tokyo', true),
      ]),
    ).toEqual([
      { label: 'tokyo', count: 3, correct: true },
      { label: 'Osaka', count: 1, correct: false },
    ]);
  });

  it('keeps case apart for a case-sensitive question', () => {
    const strict = { ...japan, typeSpecificSettings: { caseSensitive: true } } as GameQuestion;
    expect(distributionOf(strict, [answer('Tokyo', true), answer('tokyo', false)])).toEqual([
      { label: 'Tokyo', count: 1, correct: true },
      { label: 'tokyo', count: 1, correct: false },
    ]);
  });

  it('groups arrange orders, and puts what is past the top ten under "Other answers"', () => {
    const typed = Array.from({ length: DISTRIBUTION_SIZE + 2 }, (_, index) => answer(`city ${index}`, false));
    const spread = distributionOf(japan, [...typed, answer('city 0', false)]);
    expect(spread).toHaveLength(DISTRIBUTION_SIZE + 1);
    expect(spread[0]).toEqual({ label: 'city 0', count: 2, correct: false });
    expect(spread.at(-1)).toEqual({ label: 'Other answers', count: 2, correct: false });
    expect(distributionOf(westToEast, [answer([1, 2, 0], true), answer([0, 1, 2], false)])).toEqual([
      { label: 'Lisbon → Berlin → Warsaw', count: 1, correct: true },
      { label: 'Warsaw → Lisbon → Berlin', count: 1, correct: false },
    ]);
  });
});

// Three questions. Ann answers all right; Bob the first right, then wrong, then nothing; Cid joins after the
// first closed and answers wrong; the host removes Dee after the first, which she answered wrong.
const START = 1_000_000;
const played = (question: GameQuestion, q: number, tally: Partial<ReportQuestion>): ReportQuestion => ({
  question,
  openedAt: START + q * 100_000,
  closedAt: START + q * 100_000 + 30_000,
  players: 3,
  answered: 0,
  correct: 0,
  ...tally,
});

// As the database gives it back (read through storedReport): numbered maps as arrays, the open-ended
// question without its empty display order.
const { displayOrder: _dropped, ...japanAsStored } = japan;
const read: GameReport = {
  host: 'h',
  game: { quizID: 'q', quizTitle: 'Capitals', startedAt: START, totalQuestions: 4 },
  questions: [
    played(capital, 0, { players: 3, answered: 3, correct: 2, medianMs: 2_000 }),
    played(soundInWater, 1, { answered: 3, correct: 1, medianMs: 2_000 }),
    played(japanAsStored as GameQuestion, 2, { answered: 2, correct: 1, medianMs: 2_000 }),
  ],
  answers: [
    { ann: answer(0, true), bob: answer(0, true, 700), dee: answer(2, false) },
    { ann: answer(0, true), bob: answer(1, false), cid: answer(1, false) },
    { ann: answer('Tokyo', true, 750), cid: answer('Kyoto', false) },
  ],
  players: {
    ann: { name: 'Ann', joinedAt: START - 10 },
    bob: { name: 'bob', joinedAt: START - 9 },
    cid: { name: 'Cid', joinedAt: START + 50_000 },
    dee: { name: 'Dee', joinedAt: START - 8 },
  },
  kicked: { dee: { name: 'Dee', joinedAt: START - 8, kickedAt: START + 40_000 } },
};
// As stored: each answer one string.
const report = {
  ...read,
  answers: (read.answers as Array<Record<string, ReportAnswer>>).map((answers) =>
    Object.fromEntries(
      Object.entries(answers).map(([userID, answer]) => [userID, encodeReportAnswer(answer)]),
    ),
  ),
};

describe('reportView: the report as people read it', () => {
  const view = reportView(storedReport(report));
  const row = (name: string) => view.players.find((player) => player.name === name);

  it('lists the players by final rank, the removed ones last without a rank', () => {
    expect(view.players.map(({ name, rank, score, kicked }) => [name, rank, score, kicked])).toEqual([
      ['Ann', 1, 2550, false],
      ['bob', 2, 700, false],
      ['Cid', 3, 0, false],
      ['Dee', null, 0, true],
    ]);
  });

  it('gives every player a cell per question: right, wrong, "no answer", or not in the game then', () => {
    expect(row('bob')?.cells.map(({ status, text, points }) => [status, text, points])).toEqual([
      ['right', 'Canberra', 700],
      ['wrong', 'False', 0],
      ['noAnswer', NO_ANSWER_TEXT, 0],
    ]);
    expect(row('Cid')?.cells.map((cell) => cell.status)).toEqual(['notInGame', 'wrong', 'wrong']);
    expect(row('Dee')?.cells.map((cell) => [cell.status, cell.text])).toEqual([
      ['wrong', 'Sydney'],
      ['notInGame', ''],
      ['notInGame', ''],
    ]);
    expect(row('Ann')?.cells[2]).toEqual({
      questionNumber: 2,
      status: 'right',
      text: 'Tokyo',
      points: 750,
      ms: 2_000,
    });
  });

  it('counts each player’s accuracy over the questions they were in', () => {
    expect(
      view.players.map(({ name, questionsIn, answered, correct, accuracy }) => [
        name,
        questionsIn,
        answered,
        correct,
        accuracy,
      ]),
    ).toEqual([
      ['Ann', 3, 3, 3, 1],
      ['bob', 3, 2, 1, 1 / 3],
      ['Cid', 2, 2, 0, 0],
      ['Dee', 1, 1, 0, 0],
    ]);
  });

  it('sums up: players, accuracy over every question, the hardest questions, who may need help', () => {
    expect(view.summary.players).toBe(3);
    expect(view.summary.kicked).toBe(1);
    expect(view.summary.questions).toBe(3);
    expect(view.summary.accuracy).toBe((2 + 1 + 1) / 9);
    expect(view.summary.hardest.map((question) => question.questionNumber)).toEqual([1, 2, 0]);
    // Dee was removed: she is not among those to follow up.
    expect(view.summary.needHelp.map((player) => player.name)).toEqual(['Cid', 'bob']);
  });

  it('describes each question with its type, correct answer, accuracy and distribution', () => {
    expect(
      view.questions.map(({ title, typeName, correctAnswer, accuracy, medianMs }) => [
        title,
        typeName,
        correctAnswer,
        accuracy,
        medianMs,
      ]),
    ).toEqual([
      [capital.title, 'Multiple Choice', 'Canberra', 2 / 3, 2_000],
      [soundInWater.title, 'True/False', 'True', 1 / 3, 2_000],
      [japan.title, 'Open-ended', 'Tokyo / Tōkyō', 1 / 3, 2_000],
    ]);
    expect(view.questions[2]?.distribution.map((entry) => entry.label)).toEqual(['Kyoto', 'Tokyo']);
  });

  it('reads a report of a game whose questions have not ended yet', () => {
    const empty = reportView(storedReport({ host: 'h', game: read.game }));
    expect(empty.players).toEqual([]);
    expect(empty.summary).toMatchObject({
      players: 0,
      questions: 0,
      accuracy: null,
      hardest: [],
      needHelp: [],
    });
  });
});

describe('sortedPlayers', () => {
  const { players } = reportView(storedReport(report));
  const names = (key: Parameters<typeof sortedPlayers>[1], direction: 'ascending' | 'descending') =>
    sortedPlayers(players, key, direction).map((player) => player.name);

  it('sorts by rank (removed last), by name ignoring case, and by accuracy, either way', () => {
    expect(names('rank', 'ascending')).toEqual(['Ann', 'bob', 'Cid', 'Dee']);
    expect(names('rank', 'descending')).toEqual(['Dee', 'Cid', 'bob', 'Ann']);
    expect(names('name', 'ascending')).toEqual(['Ann', 'bob', 'Cid', 'Dee']);
    expect(names('name', 'descending')).toEqual(['Dee', 'Cid', 'bob', 'Ann']);
    // Equal accuracies (Cid and Dee, 0) keep the rank order.
    expect(names('accuracy', 'ascending')).toEqual(['Cid', 'Dee', 'bob', 'Ann']);
    expect(names('accuracy', 'descending')).toEqual(['Ann', 'bob', 'Dee', 'Cid']);
  });
});

describe('percentText and secondsText', () => {
  it('shows a whole percentage and tenths of seconds, or a dash', () => {
    expect(percentText(2 / 3)).toBe('67 %');
    expect(percentText(null)).toBe('—');
    expect(secondsText(3_449)).toBe('3.4 s');
    expect(secondsText(undefined)).toBe('—');
  });
});
