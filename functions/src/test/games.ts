// Live games in the test database, set up through the same domain code as startGame and joinGame, and
// host steps run as the host would call them.
import {
  DEFAULT_GAME_OPTIONS,
  finalProgress,
  gamePaths,
  gameQuizFor,
  hostGameQuiz,
  newGameState,
  playerAnswerUpdate,
  playerJoinUpdate,
  seatShardKey,
  seatShardOf,
  SERVER_TIME,
  type GameOptions,
  type GameQuiz,
  type HostInfo,
  type OngoingRoom,
  type PlayerAnswer,
  type QuizContent,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { gamesDatabase } from '../admin';
import { readExistingValue } from '../reads';
import { callableRequest } from './callableRequest';

export interface SeededPlayer {
  userID: string;
  username: string;
  userSecret: string;
}

export interface SeededGame {
  gameId: string;
  roomCode: string;
  quiz: GameQuiz;
  players: SeededPlayer[];
}

export const HOST = 'host-uid';

export interface GameToSeed {
  gameId?: string;
  roomCode?: string;
  host?: string;
  content?: QuizContent;
  /** The players' names, joined in this order as p1, p2…; none for an empty lobby. */
  names?: string[];
  /** When the game ended (its final leaderboard); absent while it goes on. */
  endedAt?: number;
  /** The host's options (DEFAULT_GAME_OPTIONS by default). */
  options?: GameOptions;
}

/**
 * A game in its lobby hosted by `host` (HOST by default), of `content` (by default one question of each
 * type, in type order, each shown in its stored order but arrange, shifted by one), with players p1, p2…
 * named as given.
 */
export async function seedGame({
  gameId = 'game-1',
  roomCode = 'asdfjklas',
  host = HOST,
  content = quizOfEveryType(),
  names = ['Ann', 'Bob', 'Cy'],
  endedAt,
  options = DEFAULT_GAME_OPTIONS,
}: GameToSeed = {}): Promise<SeededGame> {
  // Fisher–Yates picking the last place every time leaves every order as it is; arrange is then turned by one.
  const quiz = gameQuizFor('quiz-1', content, () => 0.999999);
  const players = names.map((username, index) => ({
    userID: `p${index + 1}`,
    username,
    userSecret: `secret-${index + 1}`,
  }));
  const state = newGameState({
    host,
    quizID: 'quiz-1',
    roomCode,
    quiz,
    now: SERVER_TIME,
    options,
  });
  const over = finalProgress(quiz.questions.length);
  const seats: Record<string, number> = {};
  for (const { userID } of players) {
    const key = seatShardKey(seatShardOf(userID));
    seats[key] = (seats[key] ?? 0) + 1;
  }
  const room: OngoingRoom = {
    id: gameId,
    ...(players.length > 0 && { seats }),
    ...(endedAt !== undefined && { ended: true }),
  };
  await gamesDatabase()
    .ref()
    .update({
      [gamePaths.game(gameId)]:
        endedAt === undefined
          ? state
          : {
              ...state,
              progress: { ...state.progress, claimed: over, completed: over },
              hostInfo: { ...state.hostInfo, endedAt },
            },
      [gamePaths.gameQuiz(gameId)]: hostGameQuiz(quiz),
      [gamePaths.gameAnswerKeys(gameId)]: quiz.questions,
      [gamePaths.ongoingRoomEntry(roomCode)]: room,
    });
  for (const player of players) {
    await gamesDatabase()
      .ref()
      .update(playerJoinUpdate({ gameId, ...player, joinedAt: SERVER_TIME }));
  }
  return { gameId, roomCode, quiz, players };
}

/** A payload from the host, or from `uid`. */
export const asHost = (data: unknown, uid: string = HOST) => callableRequest(data, uid);

/** An answer as if the database had accepted it at `submittedAt` (written past the rules). */
export async function seedAnswer(
  gameId: string,
  userID: string,
  answer: PlayerAnswer,
  submittedAt: number,
  questionNumber: number,
): Promise<void> {
  const update = playerAnswerUpdate({
    gameId,
    userID,
    userSecret: `secret-${userID.slice(1)}`,
    answer,
    questionNumber,
    submittedAt,
  });
  await gamesDatabase().ref().update(update);
}

export async function readHostInfo(gameId: string): Promise<HostInfo> {
  return readExistingValue(gamesDatabase(), gamePaths.hostInfo(gameId));
}
