// How a quiz becomes a game (SPEC §4: "Questions are shuffled first if randomise is set"): the play
// order of the questions and the order each question's options are shown in, both fixed when the game
// starts, and the game's first state.
import { GAME_LAYOUT, type GameQuestion, type GameQuiz, type GameState, type OngoingRoom } from './game';
import type { GameOptions } from './gameOptions';
import { GAME_PHASES, optionCount } from './gamePhases';
import type { Question } from '../quiz/question';
import { kindOf } from '../quiz/questionKinds';
import type { QuizContent } from '../quiz/quiz';
import { identityOrder, shuffledIndices, type Random } from './shuffle';

/**
 * The order a question's options are shown in (its kind's displayOrder). Choice questions keep theirs
 * unless randomizeOrder is set; arrange items are always shuffled, and never left in the correct order
 * (that would give the answer away); open-ended questions show no options.
 */
export function displayOrderFor(question: Question, random: Random): number[] {
  return kindOf(question).displayOrder(question, random);
}

/** The quiz as the game plays it: questions in play order, each with its display order. */
export function gameQuizFor(quizID: string, content: QuizContent, random: Random): GameQuiz {
  const order = content.data.randomizeQuestionOrder
    ? shuffledIndices(content.questions.length, random)
    : identityOrder(content.questions.length);
  const questions = order.map((index): GameQuestion => {
    const question = content.questions[index] as Question;
    return { ...question, displayOrder: displayOrderFor(question, random) };
  });
  return { quizID, data: content.data, questions };
}

export interface NewGame<Time> {
  host: string;
  quizID: string;
  roomCode: string;
  quiz: GameQuiz;
  now: Time;
  options: GameOptions;
}

/** games/{id} when the host opens the lobby: no players yet, nothing scored. */
export function newGameState<Time>({
  host,
  quizID,
  roomCode,
  quiz,
  now,
  options,
}: NewGame<Time>): GameState<Time> {
  const first = quiz.questions[0] as GameQuestion;
  const totalQuestions = quiz.questions.length;
  const { status, mode } = GAME_PHASES.lobby.stored;
  return {
    progress: {
      host,
      roomCode,
      totalQuestions,
      claimed: 0,
      claimedAt: now,
      completed: 0,
      layout: GAME_LAYOUT,
    },
    hostInfo: {
      host,
      quizID,
      status,
      roomCode,
      createdAt: now,
      gameStatus: { questionNumber: 0, time: now, duration: 0 },
      options,
    },
    sharedInfo: {
      gameStatus: {
        mode,
        info: {
          questionNumber: 0,
          time: now,
          duration: 0,
          questionType: first.questionType,
          options: optionCount(first),
        },
      },
      totalQuestions,
    },
  };
}

/** ongoing/{roomCode} as startGame claims it: the game, and the options joinGame acts on. */
export function newOngoingRoom(gameId: string, options: GameOptions): OngoingRoom {
  return {
    id: gameId,
    ...(!options.allowLateJoins && { lateJoins: false as const }),
    ...(options.friendlyNames && { friendlyNames: true as const }),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A game question as the database gives it back: the empty lists and objects it drops (an open-ended
 * question's displayOrder, the settings of true/false and arrange questions) put back.
 */
export function storedGameQuestion(raw: unknown): GameQuestion {
  if (!isRecord(raw)) throw new Error('The stored game question is not an object.');
  return {
    ...raw,
    displayOrder: raw.displayOrder ?? [],
    typeSpecificSettings: raw.typeSpecificSettings ?? {},
  } as GameQuestion;
}

/** gameQuizzes/{gameId} as the database gives it back (see storedGameQuestion). */
export function storedGameQuiz(raw: unknown): GameQuiz {
  if (!isRecord(raw) || !isRecord(raw.data) || !Array.isArray(raw.questions)) {
    throw new Error('The stored game quiz is not a game quiz.');
  }
  return {
    quizID: String(raw.quizID),
    data: { ...raw.data, image: raw.data.image ?? null } as GameQuiz['data'],
    questions: raw.questions.map(storedGameQuestion),
  };
}
