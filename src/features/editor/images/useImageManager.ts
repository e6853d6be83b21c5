// The image manager's requests and focus: reads the user's uploads through the gateway, tells the model
// (imageManagerState.ts) what came of each request, and moves the keyboard focus where a flow ends.
import { useEffect, useReducer, type ChangeEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { chosenFileRefusal, uploadErrorMessage, type StoragePath, type UploadedImage } from '@/domain';
import {
  imageManagerReducer,
  initialImageManagerState,
  selectedImage,
  shownImages,
  type ImageManagerEvent,
} from './imageManagerState';
import { deleteImage, readUploadsPage, touchImage } from './imagesGateway';
import { readAsDataUrl } from './UploadPanel';

/** The elements of the dialog that its flows click or focus. */
export interface ImageManagerElements {
  dialog: RefObject<HTMLDivElement | null>;
  fileInput: RefObject<HTMLInputElement | null>;
  uploadButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The state of the image manager of the user `uid` (undefined while signed out, which reads nothing), and
 * what its controls do; `onPick` is given the path of the image the user confirmed.
 */
export function useImageManager(
  uid: string | undefined,
  onPick: (path: StoragePath) => void,
  { dialog, fileInput, uploadButton }: ImageManagerElements,
) {
  const [state, dispatch] = useReducer(imageManagerReducer, initialImageManagerState);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    readUploadsPage(uid).then(
      (page) => current && dispatch({ type: 'pageRead', page }),
      () => current && dispatch({ type: 'pageFailed' }),
    );
    return () => {
      current = false;
    };
  }, [uid, state.attempt]);

  const loadMore = async () => {
    const last = shownImages(state).at(-1);
    if (!uid || !last || state.loadingMore) return;
    dispatch({ type: 'moreAsked' });
    try {
      dispatch({ type: 'moreRead', page: await readUploadsPage(uid, last) });
    } catch {
      dispatch({ type: 'moreFailed' });
    }
  };

  const use = (image: UploadedImage | null) => {
    if (!uid || !image) return;
    // Only the order of the manager depends on the stamp: picking neither waits for it nor fails with it.
    touchImage(uid, image.pushedID).catch(() => undefined);
    onPick(image.path);
  };

  const confirmDelete = async () => {
    const selected = selectedImage(state);
    if (!selected || state.deleting) return;
    dispatch({ type: 'deleteStarted' });
    try {
      await deleteImage(selected);
    } catch {
      dispatch({ type: 'deleteFailed' });
      return;
    }
    dispatch({ type: 'deleted', pushedID: selected.pushedID });
    uploadButton.current?.focus();
  };

  const chooseFile = () => fileInput.current?.click();

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    const refusal = chosenFileRefusal(file);
    if (refusal !== null) {
      dispatch({ type: 'fileRefused', notice: uploadErrorMessage(refusal) });
      return;
    }
    try {
      dispatch({
        type: 'fileRead',
        chosen: { name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) },
      });
    } catch {
      dispatch({ type: 'fileUnreadable' });
    }
  };

  /** Back from the upload flow, the keyboard focus goes to the new image, else to the Upload button. */
  const leaveUpload = (event: ImageManagerEvent) => {
    flushSync(() => dispatch(event));
    const selectedTile = dialog.current?.querySelector<HTMLElement>('.image-tile[aria-pressed="true"]');
    (selectedTile ?? uploadButton.current)?.focus();
  };

  const onUploaded = async (path: StoragePath) => {
    if (!uid) return;
    let page = null;
    try {
      page = await readUploadsPage(uid);
    } catch {
      // The upload is stored; the gallery says it cannot be read and offers to try again.
    }
    leaveUpload({ type: 'uploaded', path, page });
  };

  return {
    state,
    dispatch,
    loadMore,
    use,
    confirmDelete,
    chooseFile,
    onFileChosen,
    cancelUpload: () => leaveUpload({ type: 'uploadLeft' }),
    onUploaded,
  };
}
