// SPEC §7 setQuiz: saves the caller's changes to a quiz they own. The quiz, their created/{id} entry and its
// search index (plays kept, entries of words or a visibility it no longer has removed) change in one update.
import { quizContentSchema, quizIdSchema, quizSaveUpdate } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { z } from 'zod';
import { mainDatabase } from '../admin';
import { assertMaySaveQuizzes, ownedQuizSearchEntry } from '../quizzes';
import { validatedOnCall } from '../validatedOnCall';

const setQuizPayload = z.strictObject({ quiz: quizContentSchema, id: quizIdSchema });

export const setQuiz = validatedOnCall(
  'setQuiz',
  setQuizPayload,
  async ({ uid, data: { quiz, id }, request }): Promise<{ success: true }> => {
    assertMaySaveQuizzes(request.auth?.token);
    const database = mainDatabase();
    const previousEntry = await ownedQuizSearchEntry(database, id, uid);
    await database.ref().update(
      quizSaveUpdate({
        quizId: id,
        owner: uid,
        content: quiz,
        previousEntry,
        modifiedAt: ServerValue.TIMESTAMP,
      }),
    );
    return { success: true };
  },
);
