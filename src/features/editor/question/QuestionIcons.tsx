// Line icons of the question editor's buttons. Decorative: every button is named by its text or aria-label.
import { LineIcon } from '@/common/components/LineIcon';

const ICON_SIZE = 20;

export function AddIcon() {
  return (
    <LineIcon size={ICON_SIZE} strokeWidth={2.4}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

export function TrashIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l.8 12.5h9.4L17.5 7" />
    </LineIcon>
  );
}

export function ImageIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5L21 19" />
    </LineIcon>
  );
}

export function VideoIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <rect x="2.5" y="5" width="19" height="14" rx="3.5" />
      <path d="m10 9.2 5 2.8-5 2.8Z" />
    </LineIcon>
  );
}

export function NoMediaIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m6 18 12-12" />
    </LineIcon>
  );
}

export function ArrowUpIcon() {
  return (
    <LineIcon size={ICON_SIZE} strokeWidth={2.4}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </LineIcon>
  );
}

export function ArrowDownIcon() {
  return (
    <LineIcon size={ICON_SIZE} strokeWidth={2.4}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </LineIcon>
  );
}

export function TickIcon({ size = ICON_SIZE }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={3}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}
