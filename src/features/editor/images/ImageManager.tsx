import { useCallback, useId, useRef } from 'react';
import { UploadIcon } from '@/common/components/Icons';
import { useModalFocus } from '@/common/useModalFocus';
import type { StoragePath } from '@/domain';
import { useAuthStatus, useAuthUser } from '@/features/auth';
import { DeleteConfirmation, ImageActions } from './ImageActions';
import { imageManagerTexts, isBusy, selectedImage, shownImages } from './imageManagerState';
import { UploadPanel } from './UploadPanel';
import { UploadsGallery } from './UploadsGallery';
import { useImageManager } from './useImageManager';
import './imageManager.css';

export { imageManagerTexts } from './imageManagerState';

export interface ImageManagerProps {
  /** Called with the image the user confirmed. */
  onPick: (path: StoragePath) => void;
  onClose: () => void;
}

/**
 * The image manager (SPEC §2 Editor): the signed-in user's uploads, newest used first, a page at a time.
 * Select an image, then use it (which stamps it as used) or delete it; or upload a new one (SPEC §4: choose,
 * preview, upload, then done or error), which comes back selected at the top.
 */
export function ImageManager({ onPick, onClose }: ImageManagerProps) {
  const status = useAuthStatus();
  const user = useAuthUser();
  const uid = status === 'signedIn' ? user?.uid : undefined;
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const manager = useImageManager(uid, onPick, { dialog, fileInput, uploadButton });
  const { state, dispatch } = manager;
  const busy = isBusy(state);
  const images = shownImages(state);
  const selected = selectedImage(state);

  useModalFocus(
    dialog,
    useCallback(() => {
      if (!busy) onClose();
    }, [busy, onClose]),
  );

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
          onChange={(event) => void manager.onFileChosen(event)}
        />

        {state.chosen ? (
          <UploadPanel
            chosen={state.chosen}
            onChooseAnother={manager.chooseFile}
            onCancel={manager.cancelUpload}
            onUploaded={manager.onUploaded}
            onBusyChange={(uploading) => dispatch({ type: 'uploadBusy', busy: uploading })}
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
                  onClick={manager.chooseFile}
                >
                  <UploadIcon />
                  {imageManagerTexts.upload}
                </button>
              )}
            </div>
            {state.notice && (
              <p className="form-error" role="alert">
                {state.notice}
              </p>
            )}
            <UploadsGallery
              signedOut={status === 'signedOut'}
              list={state.list}
              selectedId={state.selectedId}
              loadingMore={state.loadingMore}
              onRetry={() => dispatch({ type: 'retried' })}
              onSelect={(pushedID) => dispatch({ type: 'selected', pushedID })}
              onChoose={(pushedID) =>
                manager.use(images.find((image) => image.pushedID === pushedID) ?? null)
              }
              onLoadMore={() => void manager.loadMore()}
            />
            {state.confirmingDelete && selected ? (
              <DeleteConfirmation
                deleting={state.deleting}
                onKeep={() => dispatch({ type: 'deleteKept' })}
                onDelete={() => void manager.confirmDelete()}
              />
            ) : (
              images.length > 0 && (
                <ImageActions
                  hasSelection={selected !== null}
                  onDelete={() => dispatch({ type: 'deleteAsked' })}
                  onUse={() => manager.use(selected)}
                />
              )
            )}
          </>
        )}
      </div>
    </div>
  );
}
