// What the image manager shows and where it is in its flows (SPEC §2 Editor, §4 uploads): the user's
// uploads as read a page at a time, the selected image, the deletion asked and under way, the file chosen
// for upload, and the one notice. Plain logic: ImageManager.tsx reads the gateway and dispatches what
// happened; this module says what the dialog becomes.
import { UPLOAD_MAX_BYTES, type StoragePath, type UploadedImage } from '@/domain';
import type { UploadsPage } from './imagesGateway';

const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const imageManagerTexts = {
  title: 'Your images',
  hint: `Pick an image for your quiz, or upload a new one of up to ${UPLOAD_MAX_MB} MB.`,
  upload: 'Upload image',
  emptyTitle: 'No images yet',
  emptyText: 'Upload an image to use it in your quizzes. It stays here for your next ones.',
  loadFailed: 'Your images could not be loaded. Check your connection and try again.',
  loadMoreFailed: 'More images could not be loaded. Check your connection and try again.',
  signedOut: 'Log in with an email account to upload and use images.',
  loadMore: 'Load more',
  use: 'Use image',
  delete: 'Delete',
  deleteQuestion: 'Delete this image for good? Quizzes that show it will show no image there.',
  deleteConfirm: 'Delete image',
  keep: 'Keep',
  deleting: 'Deleting...',
  deleteFailed: 'The image could not be deleted. Check your connection and try again.',
  readFailed: 'That file could not be read. Try choosing it again.',
} as const;

/** A file the user chose and the browser let through, read as the data URL that uploadQuizMedia takes. */
export interface ChosenFile {
  name: string;
  size: number;
  dataUrl: string;
}

export type UploadsList = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & UploadsPage);

export interface ImageManagerState {
  list: UploadsList;
  /** How many times the first page was asked for again after it failed: each asks the gateway anew. */
  attempt: number;
  loadingMore: boolean;
  selectedId: string | null;
  confirmingDelete: boolean;
  deleting: boolean;
  /** While an upload is out: the dialog does not close under it. */
  uploading: boolean;
  /** The file being previewed for upload; null shows the gallery. */
  chosen: ChosenFile | null;
  /** The last refusal or failure, shown above the gallery; null for none. */
  notice: string | null;
}

export const initialImageManagerState: ImageManagerState = {
  list: { status: 'loading' },
  attempt: 0,
  loadingMore: false,
  selectedId: null,
  confirmingDelete: false,
  deleting: false,
  uploading: false,
  chosen: null,
  notice: null,
};

export type ImageManagerEvent =
  | { type: 'pageRead'; page: UploadsPage }
  | { type: 'pageFailed' }
  | { type: 'retried' }
  | { type: 'moreAsked' }
  | { type: 'moreRead'; page: UploadsPage }
  | { type: 'moreFailed' }
  | { type: 'selected'; pushedID: string }
  | { type: 'deleteAsked' }
  | { type: 'deleteKept' }
  | { type: 'deleteStarted' }
  | { type: 'deleted'; pushedID: string }
  | { type: 'deleteFailed' }
  | { type: 'fileRefused'; notice: string }
  | { type: 'fileRead'; chosen: ChosenFile }
  | { type: 'fileUnreadable' }
  | { type: 'uploadBusy'; busy: boolean }
  /** Back from the upload flow: cancelled, or uploaded with the list read again (page) or not (null). */
  | { type: 'uploadLeft' }
  | { type: 'uploaded'; path: StoragePath; page: UploadsPage | null };

const samePath = (a: StoragePath, b: StoragePath) => a[0] === b[0] && a[1] === b[1];

/** The uploads shown: none until the first page is read. */
export const shownImages = (state: ImageManagerState): UploadedImage[] =>
  state.list.status === 'ready' ? state.list.images : [];

/** The selected image, while it is among those shown. */
export const selectedImage = (state: ImageManagerState): UploadedImage | null =>
  shownImages(state).find((image) => image.pushedID === state.selectedId) ?? null;

/** Whether a request that must not be cut off is out: a deletion or an upload. */
export const isBusy = (state: ImageManagerState): boolean => state.deleting || state.uploading;

/**
 * `images` then the images of `page` not among them: an image used or uploaded since the first page moved to
 * the front, so a later page may hold one already shown.
 */
export function withOlderImages(images: UploadedImage[], page: UploadsPage): UploadsPage {
  const known = new Set(images.map((image) => image.pushedID));
  return {
    images: [...images, ...page.images.filter((image) => !known.has(image.pushedID))],
    hasMore: page.hasMore,
  };
}

const leftUpload = (state: ImageManagerState): ImageManagerState => ({
  ...state,
  confirmingDelete: false,
  chosen: null,
});

/** What the image manager becomes when `event` happens. */
export function imageManagerReducer(state: ImageManagerState, event: ImageManagerEvent): ImageManagerState {
  switch (event.type) {
    case 'pageRead':
      return { ...state, list: { status: 'ready', ...event.page } };
    case 'pageFailed':
      return { ...state, list: { status: 'failed' } };
    case 'retried':
      return { ...state, list: { status: 'loading' }, attempt: state.attempt + 1 };
    case 'moreAsked':
      return { ...state, loadingMore: true, notice: null };
    case 'moreRead':
      return {
        ...state,
        loadingMore: false,
        list:
          state.list.status === 'ready'
            ? { status: 'ready', ...withOlderImages(state.list.images, event.page) }
            : state.list,
      };
    case 'moreFailed':
      return { ...state, loadingMore: false, notice: imageManagerTexts.loadMoreFailed };
    case 'selected':
      return { ...state, selectedId: event.pushedID, confirmingDelete: false };
    case 'deleteAsked':
      return { ...state, confirmingDelete: true };
    case 'deleteKept':
      return { ...state, confirmingDelete: false };
    case 'deleteStarted':
      return { ...state, deleting: true, notice: null };
    case 'deleted':
      return {
        ...state,
        deleting: false,
        selectedId: null,
        confirmingDelete: false,
        list:
          state.list.status === 'ready'
            ? {
                ...state.list,
                images: state.list.images.filter((image) => image.pushedID !== event.pushedID),
              }
            : state.list,
      };
    case 'deleteFailed':
      return { ...state, deleting: false, notice: imageManagerTexts.deleteFailed };
    case 'fileRefused':
      return { ...state, notice: event.notice };
    case 'fileRead':
      return { ...state, chosen: event.chosen, notice: null };
    case 'fileUnreadable':
      return { ...state, notice: imageManagerTexts.readFailed };
    case 'uploadBusy':
      return { ...state, uploading: event.busy };
    case 'uploadLeft':
      return leftUpload(state);
    case 'uploaded':
      if (event.page === null) return leftUpload({ ...state, list: { status: 'failed' } });
      return leftUpload({
        ...state,
        list: { status: 'ready', ...event.page },
        // The new image comes back selected: the first page holds it, as it is the newest used.
        selectedId: event.page.images.find((image) => samePath(image.path, event.path))?.pushedID ?? null,
      });
  }
}
