// SPEC §7 uploadQuizMedia {blob: data URL} → {success, code, path}: stores an image of the caller's at
// quizUploads/{folder}/{file} and lists it among their uploads, users/{uid}/images/uploaded/{pushedID}.
// The refusals of SPEC §8 are answers, not errors, so that the editor can show their texts:
//   2 not signed in, or signed in without an email account (SPEC §5: adding an image requires one);
//   3 blocked by users/{uid}/info/moderation/restrictions/upload === true (SPEC §6);
//   1 more than UPLOAD_MAX_BYTES once decoded (exactly 5 MB is accepted);
//   4 not a data URL, or bytes that are no raster image (detectImageFormat judges the bytes, never the media
//     type the data URL declares: an SVG is refused even as image/svg+xml, a PNG accepted even as text/plain).
// Only a payload that is not {blob: string} is refused with invalid-argument, and an image past the user's
// quotas (quotas.ts: MAX_UPLOADS_PER_HOUR, MAX_UPLOAD_BYTES_PER_USER) with resource-exhausted.
import { randomUUID } from 'node:crypto';
import {
  detectImageFormat,
  mainPaths,
  storagePaths,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_MAX_BYTES,
  UPLOAD_SUCCESS_CODE,
  UploadErrorCode,
  uploadedImageFileName,
  type ModerationRestrictions,
  type StoragePath,
  type UploadAnswer,
} from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { defaultBucket, mainDatabase } from '../admin';
import { dataUrlBytes } from '../dataUrl';
import { giveBackUpload, reserveUpload } from '../quotas';
import { readValue } from '../reads';
import { isEmailAccount } from '../usernames';
import { validatedOnCall } from '../validatedOnCall';

/** The moderation restriction that blocks uploads. */
const UPLOAD_RESTRICTION: keyof ModerationRestrictions = 'upload';

/** Uploaded images never change (each has its own folder), so browsers and CDNs may keep them for a year. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const refused = (code: UploadErrorCode): UploadAnswer => ({ success: false, code, path: null });

export const uploadQuizMedia = validatedOnCall(
  'uploadQuizMedia',
  async ({ uid, data: { blob }, request }) => {
    if (uid === undefined || !isEmailAccount(request.auth?.token))
      return refused(UploadErrorCode.NotLoggedIn);
    const database = mainDatabase();
    const restrictions = await readValue(database, mainPaths.userModerationRestrictions(uid));
    if (restrictions?.[UPLOAD_RESTRICTION] === true) return refused(UploadErrorCode.Blocked);

    const bytes = dataUrlBytes(blob);
    if (bytes === null) return refused(UploadErrorCode.NotAnImage);
    if (bytes.length > UPLOAD_MAX_BYTES) return refused(UploadErrorCode.TooLarge);
    const format = detectImageFormat(bytes);
    if (format === null) return refused(UploadErrorCode.NotAnImage);

    const path: StoragePath = [randomUUID(), uploadedImageFileName(format)];
    // A push key, made locally: nothing is written until the record below.
    const pushedID = database.ref(mainPaths.userUploadedImages(uid)).push().key;
    if (pushedID === null) throw new Error('A push under images/uploaded gave no key.');
    await reserveUpload(uid, pushedID, bytes.length);
    try {
      await defaultBucket()
        .file(storagePaths.quizUpload(...path))
        .save(bytes, {
          resumable: false,
          // The folder is new: never replace an object, however unlikely a clash of random ids.
          preconditionOpts: { ifGenerationMatch: 0 },
          contentType: UPLOAD_IMAGE_FORMATS[format].contentType,
          // Anyone reads an image's custom metadata: it names no user (the record under users/{uid} does).
          metadata: { cacheControl: UPLOAD_CACHE_CONTROL, metadata: { pushedID } },
        });
      // The size beside the record, where deleteQuizMedia finds what to give back.
      await database.ref().update({
        [mainPaths.userUploadedImage(uid, pushedID)]: { path, pushedID, lastUsed: ServerValue.TIMESTAMP },
        [mainPaths.uploadSize(uid, pushedID)]: bytes.length,
      });
    } catch (error) {
      // Nothing listed: the upload neither counts against the hour nor keeps its bytes.
      await giveBackUpload(uid, bytes.length, pushedID).catch((releaseError: unknown) =>
        logger.warn(
          `uploadQuizMedia: the quota of the failed upload ${pushedID} was not given back`,
          releaseError,
        ),
      );
      throw error;
    }
    return { success: true, code: UPLOAD_SUCCESS_CODE, path };
  },
  // Signed-out callers are answered code 2 rather than refused.
  { callers: 'anyone' },
);
