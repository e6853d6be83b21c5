import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import type { AnswerEntry, GameQuestion, Player } from './game';
import { DEFAULT_GAME_OPTIONS } from './gameOptions';
import { gameQuizFor } from './gameSetup';
import { QuestionType } from '../quiz/question';
import {
  judgeAnswer,
  judgeAnswers,
  leaderboardOf,
  playerViews,
  questionResults,
  rankPlayers,
  scorePlayers,
  scoreQuestion,
  storedAnswerOf,
  type JudgedAnswer,
  type ScoredPlayer,
} from './questionScoring';

/** Fisher–Yates with j = 0 at every step: a fixed, non-trivial shuffle. */
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), () => 0);
const question = (n: number) => quiz.questions[n] as GameQuestion;
/** The display position showing stored option `storedIndex` of question n. */
const positionOf = (n: number, storedIndex: number) => question(n).displayOrder.indexOf(storedIndex);

const player = (userID: string, joinedAt: number): Player => ({
  userID,
  username: `Name ${userID}`,
  joinedAt,
});
const scored = (userID: string, joinedAt: number, score: number, lastChange = 0): ScoredPlayer => ({
  ...player(userID, joinedAt),
  score,
  lastChange,
});
const entry = (user: string, answer: unknown, submittedAt: number, questionNumber = 0): AnswerEntry => ({
  user,
  answer: JSON.stringify(answer),
  submittedAt,
  questionNumber,
});
const judged = (correct: boolean, points: number, answer: unknown = 0, ms = 0): JudgedAnswer => ({
  correct,
  points,
  answer: JSON.stringify(answer),
  ms,
});

// Question 0: single choice, 30 s, 750 + 250; "Canberra" (stored 1) is correct.
const players = [player('p1', 10), player('p2', 20), player('p3', 30)];
const secrets = { p1: 's1', p2: 's2', p3: 's3' };

describe('judgeAnswers', () => {
  it('judges each player’s answer by the server’s times: floor(750 + 250 × 24/30) = 950, 0 when wrong', () => {
    const result = judgeAnswers({
      question: question(0),
      questionNumber: 0,
      openedAt: 10_000,
      players,
      secrets,
      answers: { s1: entry('p1', positionOf(0, 1), 16_000), s2: entry('p2', positionOf(0, 0), 11_000) },
      options: DEFAULT_GAME_OPTIONS,
    });
    expect(result).toEqual(
      new Map([
        ['p1', judged(true, 950, positionOf(0, 1), 6_000)],
        ['p2', judged(false, 0, positionOf(0, 0), 1_000)],
      ]),
    );
  });

  it('leaves out of an answer’s time the pauses that ended before it, however many (30 s limit, 750 + 250)', () => {
    // Open at 10 s; paused 12–20 s and 25–27 s, then again from 40 s (still paused at the end).
    const pauses = [{ from: 12_000, to: 20_000 }, { from: 25_000, to: 27_000 }, { from: 40_000 }];
    const right = positionOf(0, 1);
    const result = judgeAnswers({
      question: question(0),
      questionNumber: 0,
      openedAt: 10_000,
      players,
      secrets,
      options: DEFAULT_GAME_OPTIONS,
      pauses,
      answers: {
        // Before any pause: 1 s, floor(750 + 250 × 29/30) = 991.
        s1: entry('p1', right, 11_000),
        // After the first pause: 14 s − 8 s = 6 s, floor(750 + 250 × 24/30) = 950.
        s2: entry('p2', right, 24_000),
        // After both: 29 s − 10 s = 19 s, floor(750 + 250 × 11/30) = 841.
        s3: entry('p3', right, 39_000),
      },
    });
    expect(result).toEqual(
      new Map([
        ['p1', judged(true, 991, right, 1_000)],
        ['p2', judged(true, 950, right, 6_000)],
        ['p3', judged(true, 841, right, 19_000)],
      ]),
    );
  });

  it('counts only answers under a player’s own secret, naming that player and this question', () => {
    const result = judgeAnswers({
      question: question(0),
      questionNumber: 0,
      openedAt: 10_000,
      players,
      secrets,
      answers: {
        // A kicked player's answer: no secret of theirs is left.
        sGone: entry('gone', positionOf(0, 1), 11_000),
        // An answer queued offline for another question.
        s2: entry('p2', positionOf(0, 1), 11_000, 7),
        // An entry under p3's secret that claims to be p1's.
        s3: entry('p1', positionOf(0, 1), 11_000),
      },
      options: DEFAULT_GAME_OPTIONS,
    });
    expect(result.size).toBe(0);
  });
});

describe('scorePlayers', () => {
  it('adds the points to each player’s total after the previous question; a newcomer starts at 0', () => {
    const result = scorePlayers(
      players,
      { p1: 1000, p2: 400 },
      new Map([
        ['p1', judged(true, 950)],
        ['p3', judged(true, 800)],
      ]),
    );
    expect(result).toEqual([
      scored('p1', 10, 1950, 950),
      scored('p2', 20, 400, 0),
      scored('p3', 30, 800, 800),
    ]);
  });

  it('gives the same totals when a question is scored again from the same totals (a retried endQuestion)', () => {
    const judgements = new Map([['p1', judged(true, 950)]]);
    expect(scorePlayers(players, { p1: 10 }, judgements)).toEqual(
      scorePlayers(players, { p1: 10 }, judgements),
    );
  });
});

describe('rankPlayers', () => {
  it('orders by score, then by who joined first, with shared ranks for equal scores', () => {
    const ranked = rankPlayers([
      scored('c', 3, 10),
      scored('a', 1, 20),
      scored('b', 2, 10),
      scored('d', 0, 5),
    ]);
    expect(ranked.map(({ userID, rank }) => [userID, rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('gives everyone rank 1 before anyone scores', () => {
    expect(rankPlayers([scored('a', 1, 0), scored('b', 2, 0)]).map((p) => p.rank)).toEqual([1, 1]);
  });
});

describe('playerViews', () => {
  it('gives each player their total, points, rank and neighbours; none above the first or below the last', () => {
    const ranked = rankPlayers([
      scored('p1', 10, 100),
      scored('p2', 20, 300, 300),
      scored('p3', 30, 100),
      scored('p4', 40, 50),
    ]);
    const views = Object.fromEntries(
      playerViews(
        ranked,
        new Map([
          ['p2', judged(true, 300)],
          ['p4', judged(false, 0)],
        ]),
        0,
      ).map(({ userID, view }) => [userID, view]),
    );
    expect(views['p3']).toEqual({
      userID: 'p3',
      username: 'Name p3',
      joinedAt: 30,
      score: 100,
      lastChange: 0,
      standing: {
        questionNumber: 0,
        correct: false,
        points: 0,
        rank: 2,
        playerCount: 4,
        // p3 sent no answer: not the same as a wrong one.
        noAnswer: true,
        above: { username: 'Name p1', score: 100, rank: 2 },
        below: { username: 'Name p4', score: 50, rank: 4 },
      },
    });
    expect(views['p2']?.standing).toMatchObject({ correct: true, points: 300, rank: 1 });
    expect(views['p2']?.standing).not.toHaveProperty('above');
    // A wrong answer is an answer.
    expect(views['p2']?.standing).not.toHaveProperty('noAnswer');
    expect(views['p4']?.standing).toMatchObject({ correct: false, points: 0 });
    expect(views['p4']?.standing).not.toHaveProperty('noAnswer');
    expect(views['p4']?.standing).not.toHaveProperty('below');
  });
});

describe('leaderboardOf', () => {
  it('shows the top five only', () => {
    const ranked = rankPlayers(Array.from({ length: 8 }, (_, i) => scored(`p${i + 1}`, i, i * 10)));
    expect(leaderboardOf(ranked)).toEqual(
      ['p8', 'p7', 'p6', 'p5', 'p4'].map((userID, index) => ({
        userID,
        username: `Name ${userID}`,
        score: (8 - index - 1) * 10,
        rank: index + 1,
      })),
    );
  });
});

describe('questionResults', () => {
  it('counts who answered, who was right, and each shown option’s choosers', () => {
    const results = questionResults(
      question(0),
      0,
      new Map([
        ['p1', judged(true, 950, positionOf(0, 1))],
        ['p2', judged(false, 0, positionOf(0, 0))],
        ['p3', judged(false, 0, 'nonsense')],
      ]),
    );
    expect(results).toEqual({
      questionNumber: 0,
      answered: 3,
      correct: 1,
      optionCounts: [0, 1, 2].map((position) =>
        [positionOf(0, 1), positionOf(0, 0)].includes(position) ? 1 : 0,
      ),
    });
  });

  it('gives the host what players typed to an open-ended question, grouped, the accepted ones marked', () => {
    const results = questionResults(
      question(QuestionType.OpenEnded),
      2,
      new Map([
        ['p1', judged(true, 900, ' tokyo')],
        ['p2', judged(true, 800, 'Tokyo')],
        ['p3', judged(false, 0, 'Osaka')],
        ['p4', judged(false, 0, 7)],
      ]),
    );
    expect(results.typedAnswers).toEqual([
      { text: 'Tokyo', count: 2, accepted: true },
      { text: 'Osaka', count: 1, accepted: false },
    ]);
  });

  it('gives typed answers for open-ended questions only, and none when nobody answered', () => {
    expect(questionResults(question(QuestionType.OpenEnded), 2, new Map())).not.toHaveProperty(
      'typedAnswers',
    );
    const chosen = new Map([['p1', judged(true, 950, positionOf(0, 1))]]);
    expect(questionResults(question(0), 0, chosen)).not.toHaveProperty('typedAnswers');
  });

  it('gives arrange and open-ended questions no option counts', () => {
    expect(questionResults(question(QuestionType.Arrange), 4, new Map()).optionCounts).toEqual([]);
    expect(questionResults(question(QuestionType.OpenEnded), 2, new Map()).optionCounts).toEqual([]);
  });
});

describe('scoreQuestion: the whole pipeline', () => {
  it('judges, scores from the previous totals, ranks and gives each player their view', () => {
    const scores = scoreQuestion({
      question: question(0),
      questionNumber: 1,
      openedAt: 10_000,
      players,
      secrets,
      answers: { s2: entry('p2', positionOf(0, 1), 16_000, 1) },
      options: DEFAULT_GAME_OPTIONS,
      previousTotals: { p1: 900, p2: 100 },
      previousStreaks: {},
    });
    expect(Object.fromEntries(scores.views.map(({ userID, view }) => [userID, view.score]))).toEqual({
      p1: 900,
      p2: 1050,
      p3: 0,
    });
    expect(scores.leaderboard.map(({ userID, rank }) => [userID, rank])).toEqual([
      ['p2', 1],
      ['p1', 2],
      ['p3', 3],
    ]);
    expect(scores.views.find((view) => view.userID === 'p2')?.view.standing).toMatchObject({
      questionNumber: 1,
      correct: true,
      points: 950,
      rank: 1,
      playerCount: 3,
    });
    expect(scores.results).toMatchObject({ questionNumber: 1, answered: 1, correct: 1 });
  });
});

describe('storedAnswerOf: display positions to stored indices', () => {
  const shuffled = (questionType: QuestionType, displayOrder: number[]) =>
    ({ ...question(questionType), displayOrder }) as GameQuestion;

  it.each([
    ['single choice', shuffled(QuestionType.SingleChoice, [2, 0, 1]), '1', 0],
    ['true/false', shuffled(QuestionType.TrueFalse, [0, 1]), '1', 1],
    ['multi-select', shuffled(QuestionType.MultiSelect, [2, 0, 1]), '[0,2]', [2, 1]],
    ['arrange', shuffled(QuestionType.Arrange, [1, 2, 0]), '[2,0,1]', [0, 1, 2]],
    ['open-ended', shuffled(QuestionType.OpenEnded, []), '"  tokyo "', '  tokyo '],
  ])('%s', (_, gameQuestion, answer, stored) => {
    expect(storedAnswerOf(gameQuestion, answer)).toEqual(stored);
  });

  it.each([
    ['not JSON', '{'],
    ['a position out of range', '3'],
    ['a negative position', '-1'],
    ['a fraction', '0.5'],
    ['a string for a choice', '"0"'],
    ['a list for a single choice', '[0]'],
  ])('is undefined for %s', (_, answer) => {
    expect(storedAnswerOf(shuffled(QuestionType.SingleChoice, [2, 0, 1]), answer)).toBeUndefined();
  });

  it('is undefined for a list holding anything but valid positions, or text for a list question', () => {
    const multi = shuffled(QuestionType.MultiSelect, [0, 1, 2]);
    expect(storedAnswerOf(multi, '[0, 5]')).toBeUndefined();
    expect(storedAnswerOf(multi, '"0,1"')).toBeUndefined();
    expect(storedAnswerOf(shuffled(QuestionType.OpenEnded, []), '42')).toBeUndefined();
  });
});

describe('judgeAnswer (SPEC §9)', () => {
  const single = question(QuestionType.SingleChoice); // 30 s, 750 + 250
  const correct = positionOf(0, 1);
  const at = (answer: unknown, submittedAt: number) => entry('p1', answer, submittedAt);
  const SPEED = DEFAULT_GAME_OPTIONS;

  it.each([
    [0, 1000],
    [6000, 950],
    [15_000, 875],
    [29_999, 750],
    [30_000, 750],
    // In the grace after the limit (ANSWER_GRACE_MS): as if at the limit, the base points and no more.
    [30_999, 750],
    [31_000, 750],
    [45_000, 750],
  ])('a correct answer %i ms after opening scores %i', (elapsed, points) => {
    expect(judgeAnswer(single, at(correct, 50_000 + elapsed), 50_000, SPEED)).toEqual({
      correct: true,
      points,
    });
  });

  it('floors: 750 + 250 × 17/30 = 891.66… gives 891', () => {
    expect(judgeAnswer(single, at(correct, 13_000), 0, SPEED).points).toBe(891);
  });

  it('an answer stamped before the opening (impossible, but untrusted) counts as instant, never more', () => {
    expect(judgeAnswer(single, at(correct, 40_000), 50_000, SPEED).points).toBe(1000);
  });

  it('an untimed question gives its base points', () => {
    expect(judgeAnswer(question(QuestionType.OpenEnded), at('TOKYO', 99_999), 0, SPEED)).toEqual({
      correct: true,
      points: 750,
    });
  });

  it('a wrong or malformed answer scores 0', () => {
    expect(judgeAnswer(single, at(positionOf(0, 0), 1), 0, SPEED)).toEqual({ correct: false, points: 0 });
    expect(judgeAnswer(single, { ...at(0, 1), answer: 'nonsense' }, 0, SPEED)).toEqual({
      correct: false,
      points: 0,
    });
  });

  describe('with extra time: the time bonus is judged against the extended limit', () => {
    it.each([
      // × 1.5: 45 s. floor(750 + 250 × 30/45) = 916; at 30 s, where a plain game gives 750, still 833.
      [1.5, 15_000, 916],
      [1.5, 30_000, 833],
      [1.5, 45_000, 750],
      [1.5, 46_000, 750],
      // × 2: 60 s. Half the extended time used: half the bonus, as half of a plain 30 s would give.
      [2, 30_000, 875],
      [2, 60_000, 750],
    ] as const)('× %s, a correct answer %i ms after opening scores %i', (extraTime, elapsed, points) => {
      expect(judgeAnswer(single, at(correct, elapsed), 0, { scoring: 'speed', extraTime }).points).toBe(
        points,
      );
    });

    it('gives the same share of the bonus for the same share of the time, whatever the factor', () => {
      const plain = judgeAnswer(single, at(correct, 10_000), 0, SPEED).points;
      expect(judgeAnswer(single, at(correct, 15_000), 0, { scoring: 'speed', extraTime: 1.5 }).points).toBe(
        plain,
      );
      expect(judgeAnswer(single, at(correct, 20_000), 0, { scoring: 'speed', extraTime: 2 }).points).toBe(
        plain,
      );
    });

    it('leaves an untimed question and accuracy scoring as they were', () => {
      const open = question(QuestionType.OpenEnded);
      expect(judgeAnswer(open, at('TOKYO', 99_999), 0, { scoring: 'speed', extraTime: 2 }).points).toBe(750);
      expect(judgeAnswer(single, at(correct, 50_000), 0, { scoring: 'accuracy', extraTime: 2 }).points).toBe(
        1000,
      );
    });
  });
});
