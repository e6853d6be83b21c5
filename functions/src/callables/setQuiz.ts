// SPEC §7 setQuiz: saves the caller's changes to a quiz they own. The quiz, their created/{id} entry and its
// search index (plays kept, entries of words or a visibility it no longer has removed) change in one update.
// It runs serialized with the quiz's other changes: two saves reading the same old entry would each remove
// only its words and leave the other's behind, and a save that read the quiz before a deletion would bring
// it back.
import { mainPaths, quizSaveUpdate } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from '../admin';
import { assertMaySaveQuizzes, ownedQuizSearchEntry } from '../quizzes';
import { serialized } from '../serialized';
import { validatedOnCall } from '../validatedOnCall';

export const setQuiz = validatedOnCall('setQuiz', async ({ uid, data: { quiz, id }, request }) => {
  assertMaySaveQuizzes(request.auth?.token);
  const database = mainDatabase();
  await serialized(database, mainPaths.quizLock(id), async () => {
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
  });
  return { success: true };
});
