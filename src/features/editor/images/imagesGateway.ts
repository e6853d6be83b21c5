// The image manager's only contact with Firebase (SPEC §7): the user's uploads a page at a time,
// uploadQuizMedia, deleteQuizMedia, and the lastUsed stamp of a picked image. Component tests replace this
// module (vi.mock).
import { IMAGE_MANAGER_PAGE_SIZE, mainPaths, type UploadAnswer, type UploadedImage } from '@/domain';
import { callFunction } from '@/firebase/calls';
import { readChildren } from '@/firebase/reads';
import { mainDatabase } from '@/firebase/services';

export interface UploadsPage {
  /** Newest first. */
  images: UploadedImage[];
  /** Whether older uploads follow. */
  hasMore: boolean;
}

/**
 * A page of the user's uploads ordered by lastUsed, newest first (SPEC §9): the newest ones, or those used
 * before `after`, the last image of the previous page. One more than a page is read, to know whether more follow.
 */
export async function readUploadsPage(uid: string, after?: UploadedImage): Promise<UploadsPage> {
  const oldestFirst = await readChildren(
    mainDatabase,
    mainPaths.userUploadedImages(uid),
    ({ endBefore, limitToLast, orderByChild }) => [
      orderByChild('lastUsed'),
      ...(after ? [endBefore(after.lastUsed, after.pushedID)] : []),
      limitToLast(IMAGE_MANAGER_PAGE_SIZE + 1),
    ],
  );
  const images = oldestFirst.map(({ value }) => value).reverse();
  return {
    images: images.slice(0, IMAGE_MANAGER_PAGE_SIZE),
    hasMore: images.length > IMAGE_MANAGER_PAGE_SIZE,
  };
}

/** Sends a file, as a data URL, to uploadQuizMedia; its answer says where it is stored or why it was refused. */
export function uploadImage(dataUrl: string): Promise<UploadAnswer> {
  return callFunction('uploadQuizMedia', { blob: dataUrl });
}

/** Deletes one of the user's uploads: its file and its record. */
export async function deleteImage(image: UploadedImage): Promise<void> {
  await callFunction('deleteQuizMedia', { pushedID: image.pushedID, uuid: image.path });
}

/** Stamps an upload as used now (the server's time), which moves it to the top of the manager. */
export async function touchImage(uid: string, pushedID: string): Promise<void> {
  const [database, { ref, serverTimestamp, set }] = await Promise.all([
    mainDatabase(),
    import('firebase/database'),
  ]);
  await set(ref(database, `${mainPaths.userUploadedImage(uid, pushedID)}/lastUsed`), serverTimestamp());
}
