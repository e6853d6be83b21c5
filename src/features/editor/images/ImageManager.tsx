import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { ImageIcon, UploadIcon } from '@/common/components/Icons';
import { useModalFocus } from '@/common/useModalFocus';
import { useNow } from '@/common/useNow';
import {
  chosenFileRefusal,
  screenTexts,
  UPLOAD_MAX_BYTES,
  uploadErrorMessage,
  type StoragePath,
  type UploadedImage,
} from '@/domain';
import { useAuthStatus, useAuthUser } from '@/features/auth';
import { ImageGrid } from './ImageGrid';
import { deleteImage, readUploadsPage, touchImage } from './imagesGateway';
import { readAsDataUrl, UploadPanel, type ChosenFile } from './UploadPanel';
import './imageManager.css';

export interface ImageManagerProps {
  /** Called with the image the user confirmed. */
  onPick: (path: StoragePath) => void;
  onClose: () => void;
}

type UploadsList =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; images: UploadedImage[]; hasMore: boolean };

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

const samePath = (a: StoragePath, b: StoragePath) => a[0] === b[0] && a[1] === b[1];

/**
 * The image manager (SPEC §2 Editor): the signed-in user's uploads, newest used first, a page at a time.
 * Select an image, then use it (which stamps it as used) or delete it; or upload a new one (SPEC §4: choose,
 * preview, upload, then done or error), which comes back selected at the top.
 */
export function ImageManager({ onPick, onClose }: ImageManagerProps) {
  const status = useAuthStatus();
  const user = useAuthUser();
  const uid = status === 'signedIn' ? user?.uid : undefined;
  const now = useNow();
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [list, setList] = useState<UploadsList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = deleting || uploading;

  const images = list.status === 'ready' ? list.images : [];
  const selected = images.find((image) => image.pushedID === selectedId) ?? null;

  useModalFocus(
    dialog,
    useCallback(() => {
      if (!busy) onClose();
    }, [busy, onClose]),
  );

  useEffect(() => {
    if (!uid) return;
    let current = true;
    readUploadsPage(uid).then(
      (page) => current && setList({ status: 'ready', ...page }),
      () => current && setList({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const retry = () => {
    setList({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const loadMore = async () => {
    const last = images.at(-1);
    if (!uid || !last || loadingMore) return;
    setLoadingMore(true);
    setNotice(null);
    try {
      const page = await readUploadsPage(uid, last);
      setList((previous) => {
        if (previous.status !== 'ready') return previous;
        const known = new Set(previous.images.map((image) => image.pushedID));
        const older = page.images.filter((image) => !known.has(image.pushedID));
        return { status: 'ready', images: [...previous.images, ...older], hasMore: page.hasMore };
      });
    } catch {
      setNotice(imageManagerTexts.loadMoreFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  const select = (pushedID: string) => {
    setSelectedId(pushedID);
    setConfirmingDelete(false);
  };

  const use = (image: UploadedImage | null) => {
    if (!uid || !image) return;
    // Only the order of the manager depends on the stamp: picking neither waits for it nor fails with it.
    touchImage(uid, image.pushedID).catch(() => undefined);
    onPick(image.path);
  };

  const confirmDelete = async () => {
    if (!selected || deleting) return;
    setDeleting(true);
    setNotice(null);
    try {
      await deleteImage(selected);
    } catch {
      setNotice(imageManagerTexts.deleteFailed);
      return;
    } finally {
      setDeleting(false);
    }
    setList((previous) =>
      previous.status === 'ready'
        ? { ...previous, images: previous.images.filter((image) => image.pushedID !== selected.pushedID) }
        : previous,
    );
    setSelectedId(null);
    setConfirmingDelete(false);
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
      setNotice(uploadErrorMessage(refusal));
      return;
    }
    try {
      setChosen({ name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) });
      setNotice(null);
    } catch {
      setNotice(imageManagerTexts.readFailed);
    }
  };

  /** Back from the upload flow, the keyboard focus goes to the new image, else to the Upload button. */
  const leaveUpload = (update: () => void) => {
    flushSync(() => {
      update();
      setConfirmingDelete(false);
      setChosen(null);
    });
    const selectedTile = dialog.current?.querySelector<HTMLElement>('.image-tile[aria-pressed="true"]');
    (selectedTile ?? uploadButton.current)?.focus();
  };

  const onUploaded = async (path: StoragePath) => {
    if (!uid) return;
    try {
      const page = await readUploadsPage(uid);
      leaveUpload(() => {
        setList({ status: 'ready', ...page });
        setSelectedId(page.images.find((image) => samePath(image.path, path))?.pushedID ?? null);
      });
    } catch {
      leaveUpload(() => setList({ status: 'failed' }));
    }
  };

  return (
    <div
      className="modal-backdrop image-manager-backdrop"
      onClick={(event) => event.target === event.currentTarget && !busy && onClose()}
    >
      <div
        ref={dialog}
        className="modal image-manager"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={headingId}>{imageManagerTexts.title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose} disabled={busy}>
            ×
          </button>
        </div>

        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Image file"
          onChange={(event) => void onFileChosen(event)}
        />

        {chosen ? (
          <UploadPanel
            chosen={chosen}
            onChooseAnother={chooseFile}
            onCancel={() => leaveUpload(() => undefined)}
            onUploaded={onUploaded}
            onBusyChange={setUploading}
          />
        ) : (
          <>
            <div className="image-manager-toolbar">
              <p className="image-manager-hint">{imageManagerTexts.hint}</p>
              {uid && (
                <button
                  ref={uploadButton}
                  type="button"
                  className="button button-secondary"
                  onClick={chooseFile}
                >
                  <UploadIcon />
                  {imageManagerTexts.upload}
                </button>
              )}
            </div>
            {notice && (
              <p className="form-error" role="alert">
                {notice}
              </p>
            )}
            <div className="image-manager-body">
              {status === 'signedOut' ? (
                <p className="image-manager-note">{imageManagerTexts.signedOut}</p>
              ) : list.status === 'loading' ? (
                <p className="image-manager-note" role="status">
                  {screenTexts.loading}
                </p>
              ) : list.status === 'failed' ? (
                <div className="image-manager-note">
                  <p>{imageManagerTexts.loadFailed}</p>
                  <button type="button" className="button button-secondary" onClick={retry}>
                    Try again
                  </button>
                </div>
              ) : images.length === 0 ? (
                <div className="image-manager-empty">
                  <span className="image-manager-empty-icon">
                    <ImageIcon size={40} />
                  </span>
                  <h3>{imageManagerTexts.emptyTitle}</h3>
                  <p>{imageManagerTexts.emptyText}</p>
                </div>
              ) : (
                <>
                  <ImageGrid
                    images={images}
                    selectedId={selectedId}
                    onSelect={select}
                    onChoose={(pushedID) => use(images.find((image) => image.pushedID === pushedID) ?? null)}
                    now={now}
                  />
                  {list.hasMore && (
                    <button
                      type="button"
                      className="button button-secondary image-manager-more"
                      onClick={() => void loadMore()}
                      aria-disabled={loadingMore}
                    >
                      {loadingMore ? screenTexts.loading : imageManagerTexts.loadMore}
                    </button>
                  )}
                </>
              )}
            </div>

            {confirmingDelete && selected ? (
              <div
                className="image-manager-confirm"
                role="group"
                aria-label={imageManagerTexts.deleteConfirm}
              >
                <p>{imageManagerTexts.deleteQuestion}</p>
                <p className="form-message" role="status">
                  {deleting ? imageManagerTexts.deleting : ''}
                </p>
                <div className="image-manager-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setConfirmingDelete(false)}
                    disabled={deleting}
                    autoFocus
                  >
                    {imageManagerTexts.keep}
                  </button>
                  {/* Not disabled while deleting, which would drop the keyboard focus; clicks are ignored. */}
                  <button
                    type="button"
                    className="button button-danger"
                    onClick={() => void confirmDelete()}
                    aria-disabled={deleting}
                  >
                    {imageManagerTexts.deleteConfirm}
                  </button>
                </div>
              </div>
            ) : (
              images.length > 0 && (
                <div className="image-manager-actions">
                  <button
                    type="button"
                    className="button button-secondary button-danger-outline"
                    onClick={() => setConfirmingDelete(true)}
                    disabled={!selected}
                  >
                    {imageManagerTexts.delete}
                  </button>
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => use(selected)}
                    disabled={!selected}
                  >
                    {imageManagerTexts.use}
                  </button>
                </div>
              )
            )}
          </>
        )}
      </div>
    </div>
  );
}
