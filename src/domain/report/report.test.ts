import { describe, expect, it } from 'vitest';
import {
  decodeReportAnswer,
  encodeReportAnswer,
  endedQuestionUpdate,
  listingAccuracy,
  median,
  reportStartUpdate,
  storedReport,
} from './report';
import type { GameQuestion } from '../game/game';
import type { JudgedAnswer, RankedPlayer } from '../game/questionScoring';
import { questionsOfEveryType } from '../fixtures/quizzes';
import { QuestionType } from '../quiz/question';

const question: GameQuestion = { ...questionsOfEveryType()[QuestionType.TrueFalse], displayOrder: [0, 1] };
const ranked = (userID: string, score: number, rank: number): RankedPlayer => ({
  userID,
  username: userID.toUpperCase(),
  joinedAt: 5,
  score,
  lastChange: score,
  rank,
});
const judged = (correct: boolean, ms: number): JudgedAnswer => ({
  correct,
  points: correct ? 900 : 0,
  answer: correct ? '0' : '1',
  ms,
});

describe('endedQuestionUpdate: a question’s part of the report, as one update', () => {
  it('writes the question with its summary, every answer in one path as one string, a new player’s entry and the tally', () => {
    const update = endedQuestionUpdate({
      gameId: 'g1',
      host: 'h1',
      questionNumber: 2,
      question,
      openedAt: 100,
      closedAt: 30_100,
      ranked: [ranked('a', 1900, 1), ranked('b', 0, 2), ranked('c', 0, 2)],
      judged: new Map([
        ['a', judged(true, 3_000)],
        ['b', judged(false, 1_000)],
      ]),
      // b and c were scored in the question before; a joined since.
      previousTotals: { b: 0, c: 1000 },
    });

    expect(update).toEqual({
      'reports/g1/questions/2': {
        question,
        openedAt: 100,
        closedAt: 30_100,
        players: 3,
        answered: 2,
        correct: 1,
        medianMs: 2_000,
      },
      'reports/g1/answers/2': { a: '1 900 3000 0', b: '0 0 1000 1' },
      'reports/g1/players/a': { name: 'A', joinedAt: 5 },
      'reportListings/h1/g1/players': 3,
      'reportListings/h1/g1/tally/2': { players: 3, correct: 1 },
    });
  });

  it('has no median time when nobody answered', () => {
    const update = endedQuestionUpdate({
      gameId: 'g1',
      host: 'h1',
      questionNumber: 0,
      question,
      openedAt: 0,
      closedAt: 1,
      ranked: [ranked('a', 0, 1)],
      judged: new Map(),
      previousTotals: {},
    });
    expect(update['reports/g1/questions/0']).not.toHaveProperty('medianMs');
    expect(update['reports/g1/answers/0']).toEqual({});
  });
});

describe('encodeReportAnswer and decodeReportAnswer', () => {
  it.each([
    [{ correct: true, points: 958, ms: 5_000, answer: '[0,2]' }, '1 958 5000 [0,2]'],
    [{ correct: false, points: 0, ms: 12, answer: '" New  York "' }, '0 0 12 " New  York "'],
    [{ correct: false, points: 0, ms: -3, answer: '' }, '0 0 -3 '],
  ])('stores %o as %j and reads it back', (answer, stored) => {
    expect(encodeReportAnswer(answer)).toBe(stored);
    expect(decodeReportAnswer(stored)).toEqual(answer);
  });

  it('reads what is not a stored answer as a wrong answer of nothing', () => {
    for (const stored of [null, 7, 'nonsense', { correct: true }]) {
      expect(decodeReportAnswer(stored)).toEqual({ correct: false, points: 0, ms: 0, answer: '' });
    }
  });
});

describe('storedReport', () => {
  it('decodes the answers and puts back what the database drops from a question', () => {
    const { displayOrder: _dropped, typeSpecificSettings: _settings, ...asStored } = question;
    const report = storedReport({
      host: 'h1',
      game: { quizID: 'q1', quizTitle: 'T', startedAt: 1, totalQuestions: 2 },
      questions: [{ question: asStored, openedAt: 0, closedAt: 1, players: 1, answered: 1, correct: 1 }],
      answers: [{ a: '1 900 3000 0' }],
    });
    expect(report.questions).toEqual({
      0: expect.objectContaining({ question: { ...asStored, displayOrder: [], typeSpecificSettings: {} } }),
    });
    expect(report.answers).toEqual({ 0: { a: { correct: true, points: 900, ms: 3_000, answer: '0' } } });
  });
});

describe('reportStartUpdate', () => {
  it('writes the host, the game and the listing’s first fields, leaving its tally to the questions', () => {
    const game = { quizID: 'q1', quizTitle: 'Capitals', startedAt: 77, totalQuestions: 5 };
    expect(reportStartUpdate('g1', 'h1', game)).toEqual({
      'reports/g1/host': 'h1',
      'reports/g1/game': game,
      'reportListings/h1/g1/quizTitle': 'Capitals',
      'reportListings/h1/g1/startedAt': 77,
      'reportListings/h1/g1/totalQuestions': 5,
    });
  });
});

describe('listingAccuracy and median', () => {
  it('is the correct answers over the players of every question, null before any ended', () => {
    expect(
      listingAccuracy([
        { players: 3, correct: 1 },
        { players: 1, correct: 1 },
      ]),
    ).toBe(0.5);
    expect(listingAccuracy({ 0: { players: 4, correct: 3 } })).toBe(0.75);
    expect(listingAccuracy(undefined)).toBeNull();
    expect(listingAccuracy([{ players: 0, correct: 0 }])).toBeNull();
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});
