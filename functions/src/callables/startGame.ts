// SPEC §7 startGame: a signed-in user with an email account opens the lobby of a live game of any quiz they
// can read. The host's live-game slot is held first (quotas.ts: at most MAX_LIVE_GAMES_PER_HOST at once),
// the quiz is fixed for the game (its play order and option orders drawn now), a free room code is
// claimed, and the game, its quiz, its expiry and its entry among the quiz's games are written in one update. The play is counted later, when
// the game starts playing with a player (hostSteps.ts), so an empty lobby counts none. The host's game options
// (gameOptions.ts) go into the game and its room code's entry, and into the host's settings for next time.
import {
  editorMessages,
  gameQuizFor,
  hostGameQuiz,
  gamePaths,
  mainPaths,
  newGameState,
  newOngoingRoom,
  DEFAULT_GAME_OPTIONS,
  SERVER_TIME,
  Visibility,
  type QuizContent,
} from '@/domain';
import { storedQuizContent } from '@/domain/validation';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, mainDatabase } from '../admin';
import { gameExpiresAt } from '../liveGames';
import { assertMayHostGames } from '../quizzes';
import { holdLiveGameSlot, releaseLiveGameSlot } from '../quotas';
import { readValue } from '../reads';
import { claimRoomCode, releaseRoomCode } from '../roomCodes';
import { secureRandom } from '../secureRandom';
import { validatedOnCall } from '../validatedOnCall';

export const UNPLAYABLE_QUIZ =
  'This quiz cannot be played: it is not a valid quiz. Open it in the editor and save it again.';

/** The quiz `uid` may host: any quiz but another user's private one, which is as absent as a missing one. */
async function hostableQuiz(quizID: string, uid: string): Promise<QuizContent> {
  const record = await readValue(mainDatabase(), mainPaths.quiz(quizID));
  if (record === null) throw new HttpsError('not-found', editorMessages.notFound);
  let content: QuizContent;
  try {
    // Also refuses a quiz without questions, which no game could start with.
    content = storedQuizContent(record.content);
  } catch (error) {
    logger.error(`startGame: quiz ${quizID} is stored invalid`, error);
    throw new HttpsError('failed-precondition', UNPLAYABLE_QUIZ);
  }
  if (content.data.visibility === Visibility.Private && record.owner !== uid) {
    throw new HttpsError('not-found', editorMessages.notFound);
  }
  return content;
}

export const startGame = validatedOnCall('startGame', async ({ uid, data, request }) => {
  const { quizID } = data;
  const options = data.options ?? DEFAULT_GAME_OPTIONS;
  assertMayHostGames(request.auth?.token);
  const quiz = gameQuizFor(quizID, await hostableQuiz(quizID, uid), secureRandom);
  const games = gamesDatabase();
  // A push key, made locally: nothing is written until the update below.
  const id = games.ref(gamePaths.games()).push().key;
  if (id === null) throw new Error('A push under games gave no key.');
  const expiresAt = gameExpiresAt(Date.now(), false);
  await holdLiveGameSlot(uid, id, expiresAt);
  const room = newOngoingRoom(id, options);
  let roomCode: string | null = null;
  try {
    roomCode = await claimRoomCode(games, room);
    await games.ref().update({
      [gamePaths.game(id)]: newGameState({ host: uid, quizID, roomCode, quiz, now: SERVER_TIME, options }),
      // The host reads the quiz without its answer keys: each comes with its question's results (hostSteps.ts).
      [gamePaths.gameQuiz(id)]: hostGameQuiz(quiz),
      [gamePaths.gameAnswerKeys(id)]: quiz.questions,
      // Until the game ends, viewQuiz withholds the quiz's answer keys from everyone but its owner.
      [gamePaths.quizGame(quizID, id)]: true,
      [gamePaths.gameExpiry(id)]: { expiresAt, roomCode },
    });
  } catch (error) {
    // Without its game the slot would count a game that is not, and the code would point nowhere.
    await releaseLiveGameSlot(uid, id).catch((releaseError: unknown) =>
      logger.warn(
        `startGame: the slot of the unwritten game ${id} stays held until it expires`,
        releaseError,
      ),
    );
    if (roomCode !== null) {
      const code = roomCode;
      await releaseRoomCode(games, code, room).catch((releaseError: unknown) =>
        logger.warn(`startGame: room code ${code} of the unwritten game ${id} stays taken`, releaseError),
      );
    }
    throw error;
  }
  // Offered again on the host's next Play screen (lastUpdated makes the SPA read the record again); the
  // game itself does not depend on it.
  if (data.options !== undefined) {
    await mainDatabase()
      .ref()
      .update({
        [mainPaths.userGameOptions(uid)]: data.options,
        [mainPaths.userLastUpdated(uid)]: SERVER_TIME,
      })
      .catch((error: unknown) => logger.warn(`startGame: the options of ${uid} were not remembered`, error));
  }
  return { id };
});
