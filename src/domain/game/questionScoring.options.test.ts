// The host's scoring options through the whole pipeline, as the server chains it: each
// question scored from the totals and streaks stored after the previous one (scoresUpdate, read back with
// totalsOf and streaksOf), every combination of scoring mode and streak bonus with exact points.
import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { mainPaths } from '../common/paths';
import { decodeReportAnswer, endedQuestionUpdate } from '../report/report';
import type { AnswerEntry, GameQuestion, Player, PlayerStanding } from './game';
import { scoresUpdate, streaksOf, totalsOf } from './gameEngine';
import { SCORING_MODES, type ScoringMode } from './gameOptions';
import { gameQuizFor } from './gameSetup';
import { scoreQuestion } from './questionScoring';
import { CORRECT_ANSWER_POINTS, streakBonusFor, STREAK_BONUS, type ScoringOptions } from './scoring';

// Question 0 of the quiz: single choice, 30 s, 750 + 250 time bonus; stored option 1 is correct.
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), () => 0.999999);
const question = quiz.questions[0] as GameQuestion;
const RIGHT = question.displayOrder.indexOf(1);
const WRONG = question.displayOrder.indexOf(0);

const player = (userID: string, joinedAt: number): Player => ({ userID, username: userID, joinedAt });

type Move = 'right' | 'wrong' | 'missed' | 'absent';
/**
 * Seven questions. p1 answers right every time, 6 s in; p2 right 15 s in, but wrong on the third and
 * missing the sixth; p3 joins before the fourth and answers right at the limit.
 */
const MOVES: Record<string, { joinedAt: number; ms: number; moves: Move[] }> = {
  p1: { joinedAt: 1, ms: 6_000, moves: ['right', 'right', 'right', 'right', 'right', 'right', 'right'] },
  p2: { joinedAt: 2, ms: 15_000, moves: ['right', 'right', 'wrong', 'right', 'right', 'missed', 'right'] },
  p3: {
    joinedAt: 3,
    ms: 30_000,
    moves: ['absent', 'absent', 'absent', 'right', 'right', 'right', 'right'],
  },
};

interface Played {
  /** Points by player, per question (absent: not in the game yet). */
  points: Record<string, Array<number | undefined>>;
  streaks: Record<string, Array<number | undefined>>;
  totals: Record<string, number>;
  /** Each player's points as the report records them, summed over the game. */
  reportTotals: Record<string, number>;
}

/** Plays the seven questions with `options`, scoring each from what the previous one stored. */
function play(options: ScoringOptions): Played {
  const played: Played = { points: {}, streaks: {}, totals: {}, reportTotals: {} };
  let stored: Record<string, unknown> = {};
  for (let questionNumber = 0; questionNumber < 7; questionNumber += 1) {
    const openedAt = 100_000 * (questionNumber + 1);
    const players: Player[] = [];
    const secrets: Record<string, string> = {};
    const answers: Record<string, AnswerEntry> = {};
    for (const [userID, { joinedAt, ms, moves }] of Object.entries(MOVES)) {
      const move = moves[questionNumber];
      if (move === 'absent') continue;
      players.push(player(userID, joinedAt));
      secrets[userID] = `secret-${userID}`;
      if (move === 'missed') continue;
      answers[`secret-${userID}`] = {
        user: userID,
        questionNumber,
        submittedAt: openedAt + ms,
        answer: JSON.stringify(move === 'right' ? RIGHT : WRONG),
      };
    }
    // What the previous question stored, as the server reads it back (batch 0 holds every player here).
    const batchesAfter = (node: 'scores' | 'streaks') => {
      const batch = stored[`games/g/${node}/${questionNumber - 1}/0`] as Record<string, number> | undefined;
      return batch === undefined ? null : { 0: batch };
    };
    const previousTotals = totalsOf(batchesAfter('scores'));
    const scores = scoreQuestion({
      question,
      questionNumber,
      openedAt,
      players,
      secrets,
      answers,
      options,
      previousTotals,
      previousStreaks: streaksOf(batchesAfter('streaks')),
    });
    stored = scoresUpdate('g', questionNumber, 0, scores.views, secrets);
    for (const { userID, view } of scores.views) {
      const standing = view.standing as PlayerStanding;
      (played.points[userID] ??= [])[questionNumber] = standing.points;
      (played.streaks[userID] ??= [])[questionNumber] = standing.streak;
      played.totals[userID] = view.score;
    }
    const report = endedQuestionUpdate({
      gameId: 'g',
      host: 'h',
      questionNumber,
      question,
      openedAt,
      closedAt: openedAt + 31_000,
      ranked: scores.ranked,
      judged: scores.judged,
      previousTotals,
    });
    const reportAnswers = report[mainPaths.reportAnswers('g', questionNumber)] as Record<string, string>;
    for (const [userID, answer] of Object.entries(reportAnswers)) {
      played.reportTotals[userID] = (played.reportTotals[userID] ?? 0) + decodeReportAnswer(answer).points;
    }
  }
  return played;
}

const _ = undefined;
const sum = (points: Array<number | undefined>) => points.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('scoring modes × the answer streak bonus, over seven questions', () => {
  it.each([
    {
      options: { scoring: 'speed', streakBonus: false, extraTime: 1 },
      // floor(750 + 250 × 24/30) = 950; × 15/30 = 875; at the limit 750.
      p1: [950, 950, 950, 950, 950, 950, 950],
      p2: [875, 875, 0, 875, 875, 0, 875],
      p3: [_, _, _, 750, 750, 750, 750],
    },
    {
      options: { scoring: 'speed', streakBonus: true, extraTime: 1 },
      // +100 from the second in a row, capped at +500 from the sixth.
      p1: [950, 1050, 1150, 1250, 1350, 1450, 1450],
      p2: [875, 975, 0, 875, 975, 0, 875],
      p3: [_, _, _, 750, 850, 950, 1050],
    },
    {
      options: { scoring: 'accuracy', streakBonus: false, extraTime: 1 },
      // The full time bonus however long the answer took: 750 + 250.
      p1: [1000, 1000, 1000, 1000, 1000, 1000, 1000],
      p2: [1000, 1000, 0, 1000, 1000, 0, 1000],
      p3: [_, _, _, 1000, 1000, 1000, 1000],
    },
    {
      options: { scoring: 'accuracy', streakBonus: true, extraTime: 1 },
      p1: [1000, 1100, 1200, 1300, 1400, 1500, 1500],
      p2: [1000, 1100, 0, 1000, 1100, 0, 1000],
      p3: [_, _, _, 1000, 1100, 1200, 1300],
    },
  ] as Array<{ options: ScoringOptions; p1: number[]; p2: number[]; p3: Array<number | undefined> }>)(
    '$options.scoring, streak bonus $options.streakBonus: exact points, totals and the report’s sums',
    ({ options, p1, p2, p3 }) => {
      const played = play(options);

      expect(played.points).toEqual({ p1, p2, p3 });
      const totals = { p1: sum(p1), p2: sum(p2), p3: sum(p3) };
      expect(played.totals).toEqual(totals);
      // The report records each answer's points, its bonus included: they add up to the engine's totals.
      expect(played.reportTotals).toEqual(totals);
    },
  );

  it('counts each player’s streak with the bonus on: a wrong answer and a missed question end it', () => {
    for (const scoring of SCORING_MODES) {
      expect(play({ scoring, streakBonus: true, extraTime: 1 }).streaks).toEqual({
        p1: [1, 2, 3, 4, 5, 6, 7],
        p2: [1, 2, _, 1, 2, _, 1],
        // A late joiner starts a streak of their own.
        p3: [_, _, _, 1, 2, 3, 4],
      });
    }
  });

  it('counts no streak with the bonus off, and stores none', () => {
    const played = play({ scoring: 'speed', streakBonus: false, extraTime: 1 });
    expect(
      Object.values(played.streaks)
        .flat()
        .filter((streak) => streak !== undefined),
    ).toEqual([]);
  });

  it('stores the streaks beside the totals, only for players on one', () => {
    const answers = {
      s1: { user: 'p1', questionNumber: 1, submittedAt: 6_000, answer: JSON.stringify(RIGHT) },
      s2: { user: 'p2', questionNumber: 1, submittedAt: 6_000, answer: JSON.stringify(WRONG) },
    };
    const { views } = scoreQuestion({
      question,
      questionNumber: 1,
      openedAt: 0,
      players: [player('p1', 1), player('p2', 2), player('p3', 3)],
      secrets: { p1: 's1', p2: 's2', p3: 's3' },
      answers,
      options: { scoring: 'speed', streakBonus: true, extraTime: 1 },
      previousTotals: { p1: 950, p2: 950, p3: 950 },
      previousStreaks: { p1: 1, p2: 1, p3: 1 },
    });
    const update = scoresUpdate('g', 1, 0, views, { p1: 's1', p2: 's2', p3: 's3' });
    expect(update['games/g/scores/1/0']).toEqual({ p1: 950 + 1050, p2: 950, p3: 950 });
    expect(update['games/g/streaks/1/0']).toEqual({ p1: 2 });
  });
});

describe('CORRECT_ANSWER_POINTS: a correct answer’s points by scoring mode', () => {
  const points = { basePoints: 750, timeBonus: 250 };
  it.each([
    ['speed', 0, 1000],
    ['speed', 10_000, 875],
    ['speed', 20_000, 750],
    ['accuracy', 0, 1000],
    ['accuracy', 10_000, 1000],
    ['accuracy', 20_000, 1000],
    ['accuracy', 25_000, 1000],
  ] as Array<[ScoringMode, number, number]>)('%s, %i ms into 20 s → %i', (mode, elapsed, expected) => {
    expect(CORRECT_ANSWER_POINTS[mode](points, 20_000, elapsed)).toBe(expected);
  });

  it('gives a question without a time limit its full points in accuracy mode', () => {
    expect(CORRECT_ANSWER_POINTS.accuracy(points, 0, 0)).toBe(1000);
  });
});

describe('streakBonusFor: +100 per correct answer in a row from the second, up to +500', () => {
  it.each([
    [1, 0],
    [2, 100],
    [3, 200],
    [4, 300],
    [5, 400],
    [6, 500],
    [7, 500],
    [40, 500],
  ])('a streak of %i earns %i', (streak, bonus) => {
    expect(streakBonusFor(streak)).toBe(bonus);
  });

  it('is Kahoot’s', () => {
    expect(STREAK_BONUS).toEqual({ perAnswer: 100, max: 500 });
  });
});
