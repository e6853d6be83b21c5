// Live games in the test database, in the shape startGame writes them.
import { gamePaths, gameQuizFor, newGameState } from '@/domain';
import { gamesDatabase } from '../admin';
import { quizWith } from './quizzes';

export interface SeededGame {
  id: string;
  roomCode: string;
  host: string;
  /** When the game ended (its final leaderboard); absent while it goes on. */
  endedAt?: number;
}

/** A game hosted by `host`, with its room code pointing to it and no players yet. */
export async function seedGame({ id, roomCode, host, endedAt }: SeededGame): Promise<void> {
  // No shuffle: the tests here are about who is in the game, not what it plays.
  const quiz = gameQuizFor('q1', quizWith(), () => 0);
  const game = newGameState({ host, quizID: 'q1', roomCode, quiz, now: 1_000 });
  await gamesDatabase()
    .ref()
    .update({
      [gamePaths.game(id)]:
        endedAt === undefined ? game : { ...game, hostInfo: { ...game.hostInfo, endedAt } },
      [gamePaths.ongoingRoom(roomCode)]: id,
    });
}
