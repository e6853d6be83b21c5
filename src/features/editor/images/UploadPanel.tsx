import { useEffect, useRef, useState } from 'react';
import { callRefusal } from '@/common/callRefusal';
import { screenTexts, uploadErrorMessage, type StoragePath } from '@/domain';
import type { ChosenFile } from './imageManagerState';
import { uploadImage } from './imagesGateway';

interface UploadPanelProps {
  chosen: ChosenFile;
  onChooseAnother: () => void;
  onCancel: () => void;
  /** Called with the stored image's path; the panel stays busy until it resolves. */
  onUploaded: (path: StoragePath) => Promise<void>;
  /** Tells the manager while a request is out, so that it does not close under it. */
  onBusyChange: (busy: boolean) => void;
}

const UPLOAD_FAILED = 'The image could not be uploaded. Check your connection and try again.';

/** "820 KB", "4.8 MB": a file's size as file choosers show it (binary units, as UPLOAD_MAX_BYTES counts). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Reads a file the user chose as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The upload flow after choosing (SPEC §4): the preview, then Upload → "Working..." → done or the error. */
export function UploadPanel({
  chosen,
  onChooseAnother,
  onCancel,
  onUploaded,
  onBusyChange,
}: UploadPanelProps) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    uploadButton.current?.focus();
  }, [chosen]);

  const upload = async () => {
    if (working) return;
    setWorking(true);
    onBusyChange(true);
    setError(null);
    try {
      const answer = await uploadImage(chosen.dataUrl);
      if (answer.success) {
        await onUploaded(answer.path);
        return;
      }
      setError(uploadErrorMessage(answer.code));
    } catch (failure: unknown) {
      // A quota reached is said in the server's words (what the limit is, what frees it).
      setError(callRefusal(failure, ['resource-exhausted']) ?? UPLOAD_FAILED);
    } finally {
      setWorking(false);
      onBusyChange(false);
    }
  };

  return (
    <section className="upload-panel" aria-label="Upload an image">
      <figure className="upload-preview">
        <img src={chosen.dataUrl} alt={`Preview of ${chosen.name}`} />
        <figcaption>
          <span className="upload-file-name">{chosen.name}</span>
          <span className="upload-file-size">{fileSize(chosen.size)}</span>
        </figcaption>
      </figure>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="form-message" role="status">
        {working ? screenTexts.uploadWorking : ''}
      </p>
      <div className="image-manager-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={working}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onChooseAnother}
          disabled={working}
        >
          Change file
        </button>
        {/* Not disabled while working, which would drop the keyboard focus; clicks are ignored instead. */}
        <button
          ref={uploadButton}
          type="button"
          className="button button-primary"
          onClick={() => void upload()}
          aria-disabled={working}
        >
          Upload
        </button>
      </div>
    </section>
  );
}
