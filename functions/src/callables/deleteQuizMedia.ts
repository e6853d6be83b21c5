// SPEC §7 deleteQuizMedia {pushedID, uuid: [folder, file]}: deletes one of the caller's uploads, the file at
// quizUploads/{folder}/{file} and its record users/{uid}/images/uploaded/{pushedID}. The pair must name a
// record of the caller's with that very path; otherwise nothing is deleted and the answer is not-found, also
// for another user's upload (no file names its uploader).
// Its bytes go back to the user's upload quota (quotas.ts). Quizzes that show the image keep their reference to it and show their placeholder cover instead.
import { mainPaths, storagePaths, type StoragePath } from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { defaultBucket, mainDatabase } from '../admin';
import { giveBackUpload } from '../quotas';
import { readValue } from '../reads';
import { validatedOnCall } from '../validatedOnCall';

const samePath = (stored: unknown, [folder, file]: StoragePath) =>
  Array.isArray(stored) && stored.length === 2 && stored[0] === folder && stored[1] === file;

/**
 * Gives the upload's bytes back to the user's quota, once: the size is taken away by a transaction, so of
 * two deletions at once only one finds it. (Uploads from before the quotas have no size and gave nothing.)
 */
async function giveBackBytes(uid: string, pushedID: string): Promise<void> {
  let size: unknown = null;
  await mainDatabase()
    .ref(mainPaths.uploadSize(uid, pushedID))
    .transaction(
      (current: unknown) => {
        size = current;
        return null;
      },
      undefined,
      false,
    );
  if (typeof size === 'number') await giveBackUpload(uid, size);
}

export const deleteQuizMedia = validatedOnCall(
  'deleteQuizMedia',
  async ({ uid, data: { pushedID, uuid } }) => {
    const recordPath = mainPaths.userUploadedImage(uid, pushedID);
    const record = await readValue(mainDatabase(), recordPath);
    const file = defaultBucket().file(storagePaths.quizUpload(...uuid));
    // Another user's upload is not found either: nothing tells who uploaded an image.
    if (!samePath(record?.path, uuid)) {
      throw new HttpsError('not-found', `You have no upload ${pushedID} at ${uuid.join('/')}.`);
    }
    // The file first: should the record's removal fail, the image still lists and a retry deletes it.
    await file.delete({ ignoreNotFound: true });
    await mainDatabase().ref(recordPath).remove();
    await giveBackBytes(uid, pushedID);
    return { success: true };
  },
);
