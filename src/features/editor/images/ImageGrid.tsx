import { useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon, ImageIcon } from '@/common/components/Icons';
import { relativeTime } from '@/common/relativeTime';
import type { UploadedImage } from '@/domain';
import { useImageUrl } from '@/common/useImageUrl';

interface ImageGridProps {
  images: UploadedImage[];
  selectedId: string | null;
  onSelect: (pushedID: string) => void;
  /** Picks an image at once, on a double click. */
  onChoose: (pushedID: string) => void;
  now: number;
}

interface ImageTileProps {
  image: UploadedImage;
  label: string;
  selected: boolean;
  tabbable: boolean;
  onClick: () => void;
  onDoubleClick: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}

function ImageTile({ image, label, selected, tabbable, onClick, onDoubleClick, buttonRef }: ImageTileProps) {
  const url = useImageUrl(image.path);
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        className="image-tile"
        aria-pressed={selected}
        aria-label={label}
        tabIndex={tabbable ? 0 : -1}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
      >
        {url ? (
          <img src={url} alt="" loading="lazy" decoding="async" draggable={false} />
        ) : (
          <span className="image-tile-placeholder">
            <ImageIcon size={28} />
          </span>
        )}
        <span className="image-tile-check">
          <CheckIcon size={18} />
        </span>
      </button>
    </li>
  );
}

/** How many tiles a row holds, read from the laid-out tiles (the grid's columns follow the width). */
function columnCount(buttons: (HTMLButtonElement | null)[]): number {
  const tops = buttons.map((button) => button?.getBoundingClientRect().top ?? 0);
  const firstRow = tops.findIndex((top) => top !== tops[0]);
  return firstRow === -1 ? tops.length : firstRow;
}

/**
 * The uploads as toggle buttons, newest first. One tile is in the tab order (the selected one, else the
 * first); the arrow keys, Home and End move between tiles, Enter and Space select.
 */
export function ImageGrid({ images, selectedId, onSelect, onChoose, now }: ImageGridProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabbableId =
    [focusedId, selectedId].find((id) => images.some((image) => image.pushedID === id)) ??
    images[0]?.pushedID;

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = buttons.current.findIndex((button) => button === document.activeElement);
    if (from === -1) return;
    const columns = columnCount(buttons.current.slice(0, images.length));
    const targets: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      Home: 0,
      End: images.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = images[Math.max(0, Math.min(images.length - 1, to))];
    if (!target) return;
    setFocusedId(target.pushedID);
    buttons.current[images.indexOf(target)]?.focus();
  };

  return (
    <ul className="image-grid" aria-label="Your uploads" onKeyDown={moveFocus}>
      {images.map((image, index) => (
        <ImageTile
          key={image.pushedID}
          image={image}
          label={`Image ${index + 1}, last used ${relativeTime(image.lastUsed, now)}`}
          selected={image.pushedID === selectedId}
          tabbable={image.pushedID === tabbableId}
          onClick={() => {
            setFocusedId(image.pushedID);
            onSelect(image.pushedID);
          }}
          onDoubleClick={() => onChoose(image.pushedID)}
          buttonRef={(button) => {
            buttons.current[index] = button;
          }}
        />
      ))}
    </ul>
  );
}
