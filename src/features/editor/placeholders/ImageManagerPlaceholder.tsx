// A stand-in for the image manager of branch `uploads`, until it is merged.
import type { StoragePath } from '@/domain';

export function ImageManager({
  onPick,
  onClose,
}: {
  onPick: (path: StoragePath) => void;
  onClose: () => void;
}) {
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-label="Image manager">
        <button
          type="button"
          className="button button-primary"
          onClick={() => onPick(['placeholder', 'image.png'])}
        >
          Use image
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
