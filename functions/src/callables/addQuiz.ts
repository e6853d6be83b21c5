// SPEC §7 addQuiz: saves a new quiz of the caller's and answers its id. The quiz, the caller's created/{id}
// entry and its search index entries are written in one update, stamped with the server's time.
import { mainPaths, quizSaveUpdate } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from '../admin';
import { assertMaySaveQuizzes } from '../quizzes';
import { validatedOnCall } from '../validatedOnCall';

export const addQuiz = validatedOnCall('addQuiz', async ({ uid, data: { quiz }, request }) => {
  assertMaySaveQuizzes(request.auth?.token);
  const database = mainDatabase();
  // A push key, made locally: nothing is written until the update below.
  const id = database.ref(mainPaths.quizzes()).push().key;
  if (id === null) throw new Error('A push under quiz/loqs gave no key.');
  await database.ref().update(
    quizSaveUpdate({
      quizId: id,
      owner: uid,
      content: quiz,
      previousEntry: null,
      modifiedAt: ServerValue.TIMESTAMP,
    }),
  );
  return { success: true, id };
});
