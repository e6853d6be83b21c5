// viewQuiz {id}: a quiz as its reader may see it, for the viewer and edited copies. The database
// gives a quiz's questions to its owner alone, so that nobody reads the answer keys of a quiz being played;
// here anyone, visitors included, gets any quiz but another user's private one, with its answer keys withheld
// (withoutAnswerKeys) from everyone but its owner while a game of it runs, and always when it is copy-protected.
// A missing quiz, or another user's private one, is null: an answer, not an error (as a database read of a
// missing quiz is), so that a page asking for one logs no failed request.
import {
  finalProgress,
  gamePaths,
  keysWithheldFor,
  mainPaths,
  Visibility,
  withoutAnswerKeys,
  type QuizContent,
} from '@/domain';
import { storedQuizContent } from '@/domain/validation';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, mainDatabase } from '../admin';
import { readValue } from '../reads';
import { validatedOnCall } from '../validatedOnCall';

export const UNREADABLE_QUIZ = 'This quiz cannot be shown: it is not a valid quiz.';

/**
 * Whether a game of the quiz is running: started (quizGames/{quizId}, written by startGame) and neither
 * finished (its final results shown, when the keys are no secret any more) nor deleted (cleanUpGames).
 */
async function gameRunning(quizId: string): Promise<boolean> {
  const games = gamesDatabase();
  const started = await readValue(games, gamePaths.quizGames(quizId));
  const progresses = await Promise.all(
    Object.keys(started ?? {}).map((gameId) => readValue(games, gamePaths.progress(gameId))),
  );
  return progresses.some(
    (progress) => progress !== null && progress.completed < finalProgress(progress.totalQuestions),
  );
}

export const viewQuiz = validatedOnCall(
  'viewQuiz',
  async ({ uid, data: { id } }) => {
    const [raw, running] = await Promise.all([
      readValue(mainDatabase(), mainPaths.quiz(id)),
      gameRunning(id),
    ]);
    if (raw === null || typeof raw.owner !== 'string') return null;
    let content: QuizContent;
    try {
      content = storedQuizContent(raw.content);
    } catch (error) {
      logger.error(`viewQuiz: quiz ${id} is stored invalid`, error);
      throw new HttpsError('failed-precondition', UNREADABLE_QUIZ);
    }
    const { owner } = raw;
    // Another user's private quiz is as absent as a missing one (SPEC §6).
    if (content.data.visibility === Visibility.Private && owner !== uid) return null;
    const keysWithheld = keysWithheldFor(
      { owner, copyProtect: content.data.copyProtect, gameRunning: running },
      uid,
    );
    return {
      owner,
      opened: typeof raw.opened === 'number' ? raw.opened : 0,
      content: keysWithheld === null ? content : withoutAnswerKeys(content),
      keysWithheld,
    };
  },
  { callers: 'anyone' },
);
