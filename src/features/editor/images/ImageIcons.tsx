// Line icons of the image manager, drawn in the current text colour. Decorative: every button is named by
// its text or its aria-label.
import { LineIcon } from '@/common/components/LineIcon';

export function UploadIcon() {
  return (
    <LineIcon size={20}>
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </LineIcon>
  );
}

export function PictureIcon({ size }: { size: number }) {
  return (
    <LineIcon size={size} strokeWidth={1.6}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon size={18} strokeWidth={3}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}
