// SPEC §7 requestDeletion: deletes a quiz the caller owns, with their created/{id} entry and every search
// index entry of it, in one update.
import { quizDeletionUpdate, quizIdSchema } from '@/domain';
import { z } from 'zod';
import { mainDatabase } from '../admin';
import { ownedQuizSearchEntry } from '../quizzes';
import { validatedOnCall } from '../validatedOnCall';

const requestDeletionPayload = z.strictObject({ id: quizIdSchema });

export const requestDeletion = validatedOnCall(
  'requestDeletion',
  requestDeletionPayload,
  async ({ uid, data: { id } }): Promise<{ success: true }> => {
    const database = mainDatabase();
    const previousEntry = await ownedQuizSearchEntry(database, id, uid);
    await database.ref().update(quizDeletionUpdate({ quizId: id, owner: uid, previousEntry }));
    return { success: true };
  },
);
