import { ImageIcon } from '@/common/components/Icons';
import { useNow } from '@/common/useNow';
import { screenTexts } from '@/domain';
import { ImageGrid } from './ImageGrid';
import { imageManagerTexts, type UploadsList } from './imageManagerState';

interface UploadsGalleryProps {
  signedOut: boolean;
  list: UploadsList;
  selectedId: string | null;
  loadingMore: boolean;
  onRetry: () => void;
  onSelect: (pushedID: string) => void;
  /** Uses the image at once, on a double click. */
  onChoose: (pushedID: string) => void;
  onLoadMore: () => void;
}

/** The image manager's gallery: the user's uploads and "Load more", or why there are none to show. */
export function UploadsGallery({
  signedOut,
  list,
  selectedId,
  loadingMore,
  onRetry,
  onSelect,
  onChoose,
  onLoadMore,
}: UploadsGalleryProps) {
  const now = useNow();
  return (
    <div className="image-manager-body">
      {signedOut ? (
        <p className="image-manager-note">{imageManagerTexts.signedOut}</p>
      ) : list.status === 'loading' ? (
        <p className="image-manager-note" role="status">
          {screenTexts.loading}
        </p>
      ) : list.status === 'failed' ? (
        <div className="image-manager-note">
          <p>{imageManagerTexts.loadFailed}</p>
          <button type="button" className="button button-secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : list.images.length === 0 ? (
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
            images={list.images}
            selectedId={selectedId}
            onSelect={onSelect}
            onChoose={onChoose}
            now={now}
          />
          {list.hasMore && (
            <button
              type="button"
              className="button button-secondary image-manager-more"
              onClick={onLoadMore}
              aria-disabled={loadingMore}
            >
              {loadingMore ? screenTexts.loading : imageManagerTexts.loadMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}
