import { imageManagerTexts } from './imageManagerState';

/** Delete and Use image, for the selected image (both disabled while none is selected). */
export function ImageActions({
  hasSelection,
  onDelete,
  onUse,
}: {
  hasSelection: boolean;
  onDelete: () => void;
  onUse: () => void;
}) {
  return (
    <div className="image-manager-actions">
      <button
        type="button"
        className="button button-secondary button-danger-outline"
        onClick={onDelete}
        disabled={!hasSelection}
      >
        {imageManagerTexts.delete}
      </button>
      <button type="button" className="button button-primary" onClick={onUse} disabled={!hasSelection}>
        {imageManagerTexts.use}
      </button>
    </div>
  );
}

/** The question before an image is deleted for good: Keep, or Delete image ("Deleting..." while it runs). */
export function DeleteConfirmation({
  deleting,
  onKeep,
  onDelete,
}: {
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="image-manager-confirm" role="group" aria-label={imageManagerTexts.deleteConfirm}>
      <p>{imageManagerTexts.deleteQuestion}</p>
      <p className="form-message" role="status">
        {deleting ? imageManagerTexts.deleting : ''}
      </p>
      <div className="image-manager-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onKeep}
          disabled={deleting}
          autoFocus
        >
          {imageManagerTexts.keep}
        </button>
        {/* Not disabled while deleting, which would drop the keyboard focus; clicks are ignored. */}
        <button type="button" className="button button-danger" onClick={onDelete} aria-disabled={deleting}>
          {imageManagerTexts.deleteConfirm}
        </button>
      </div>
    </div>
  );
}
