import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { GAME_LAYOUT, HostStatus, PlayerMode } from './game';
import { DEFAULT_GAME_OPTIONS } from './gameOptions';
import { optionCount } from './gamePhases';
import { displayOrderFor, gameQuizFor, newGameState, storedGameQuestion, storedGameQuiz } from './gameSetup';
import { QuestionType, type Question } from '../quiz/question';
import { shuffledIndices } from './shuffle';
import { seededRandom } from '../fixtures/seededRandom';

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
const questionOfType = (type: QuestionType) =>
  quizOfEveryType().questions.find((q) => q.questionType === type) as Question;

describe('shuffledIndices', () => {
  it('is a permutation of 0..n-1', () => {
    const random = seededRandom(1);
    for (const n of [0, 1, 2, 9, 500]) expect(sorted(shuffledIndices(n, random))).toEqual(identity(n));
  });

  it('puts each item in each place about equally often', () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    for (let run = 0; run < 8000; run += 1) {
      shuffledIndices(4, random).forEach((item, place) => {
        const key = `${item}@${place}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
    }
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(count).toBeGreaterThan(1800);
  });
});

describe('displayOrderFor', () => {
  it('keeps choice options in place unless randomizeOrder is set', () => {
    const single = questionOfType(QuestionType.SingleChoice);
    const kept = { ...single, typeSpecificSettings: { randomizeOrder: false } } as Question;
    expect(displayOrderFor(kept, () => 0)).toEqual([0, 1, 2]);
    expect(displayOrderFor(single, () => 0)).toEqual([1, 2, 0]);
  });

  it('never shuffles true/false, and open-ended questions have no options', () => {
    expect(displayOrderFor(questionOfType(QuestionType.TrueFalse), () => 0)).toEqual([0, 1]);
    expect(displayOrderFor(questionOfType(QuestionType.OpenEnded), () => 0)).toEqual([]);
  });

  it('always shows arrange items out of their correct order, even when the shuffle lands on it', () => {
    const arrange = questionOfType(QuestionType.Arrange);
    // j = i at every step of Fisher–Yates leaves the identity.
    const almostOne = () => 0.999999;
    expect(displayOrderFor(arrange, almostOne)).toEqual([1, 2, 0]);
    const random = seededRandom(3);
    for (let run = 0; run < 200; run += 1) {
      const order = displayOrderFor(arrange, random);
      expect(sorted(order)).toEqual([0, 1, 2]);
      expect(order).not.toEqual([0, 1, 2]);
    }
  });
});

describe('optionCount', () => {
  it.each([
    [QuestionType.SingleChoice, 3],
    [QuestionType.TrueFalse, 2],
    [QuestionType.OpenEnded, 0],
    [QuestionType.MultiSelect, 3],
    [QuestionType.Arrange, 3],
  ])('type %i shows %i options', (type, count) => {
    expect(optionCount(questionOfType(type))).toBe(count);
  });
});

describe('gameQuizFor', () => {
  it('keeps the question order unless the quiz randomises it', () => {
    const content = quizOfEveryType();
    const game = gameQuizFor('q1', content, seededRandom(1));
    expect(game.quizID).toBe('q1');
    expect(game.data).toEqual(content.data);
    expect(game.questions.map((q) => q.title)).toEqual(content.questions.map((q) => q.title));
  });

  it('shuffles the questions when randomizeQuestionOrder is set', () => {
    const content = quizOfEveryType();
    const randomised = { ...content, data: { ...content.data, randomizeQuestionOrder: true } };
    const titles = content.questions.map((q) => q.title);
    const orders = new Set<string>();
    const random = seededRandom(5);
    for (let run = 0; run < 50; run += 1) {
      const played = gameQuizFor('q1', randomised, random).questions.map((q) => q.title);
      expect([...played].sort()).toEqual([...titles].sort());
      orders.add(played.join('|'));
    }
    expect(orders.size).toBeGreaterThan(20);
  });
});

describe('newGameState', () => {
  it('opens a lobby with nobody in it, players told to wait, the first question announced, nothing claimed', () => {
    const quiz = gameQuizFor('q1', quizOfEveryType(), () => 0);
    const state = newGameState({
      host: 'h',
      quizID: 'q1',
      roomCode: 'asdfjklas',
      quiz,
      now: 42,
      options: DEFAULT_GAME_OPTIONS,
    });
    expect(state).toEqual({
      progress: {
        host: 'h',
        roomCode: 'asdfjklas',
        totalQuestions: 5,
        claimed: 0,
        claimedAt: 42,
        completed: 0,
        layout: GAME_LAYOUT,
      },
      hostInfo: {
        host: 'h',
        quizID: 'q1',
        status: HostStatus.Lobby,
        roomCode: 'asdfjklas',
        createdAt: 42,
        gameStatus: { questionNumber: 0, time: 42, duration: 0 },
        options: DEFAULT_GAME_OPTIONS,
      },
      sharedInfo: {
        gameStatus: {
          mode: PlayerMode.Waiting,
          info: {
            questionNumber: 0,
            time: 42,
            duration: 0,
            questionType: QuestionType.SingleChoice,
            options: 3,
          },
        },
        totalQuestions: 5,
      },
    });
  });
});

describe('storedGameQuiz', () => {
  it('puts back what the database drops: empty display orders and settings, a missing cover', () => {
    const quiz = gameQuizFor('q1', quizOfEveryType(), () => 0);
    const asStored = JSON.parse(
      JSON.stringify({
        ...quiz,
        data: { ...quiz.data, image: undefined },
        questions: quiz.questions.map((q) => ({
          ...q,
          displayOrder: q.displayOrder.length === 0 ? undefined : q.displayOrder,
          typeSpecificSettings:
            Object.keys(q.typeSpecificSettings).length === 0 ? undefined : q.typeSpecificSettings,
        })),
      }),
    ) as unknown;
    expect(storedGameQuiz(asStored)).toEqual({ ...quiz, data: { ...quiz.data, image: null } });
  });

  it('throws on something that is not a game quiz or question', () => {
    expect(() => storedGameQuiz({ quizID: 'q' })).toThrow('not a game quiz');
    expect(() => storedGameQuestion('text')).toThrow('not an object');
  });
});
