// Line icons of the library's buttons, drawn in the current text colour. Decorative: every button is named
// by its text or its aria-label.
import { LineIcon } from '@/common/components/LineIcon';

const ICON_SIZE = 20;

export function PlayIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="M7 4.5v15l12-7.5Z" />
    </LineIcon>
  );
}

export function EditIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </LineIcon>
  );
}

export function DeleteIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M6 6l1 14h10l1-14" />
      <path d="M10 11v5M14 11v5" />
    </LineIcon>
  );
}

export function ShareIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}

export function PlusIcon() {
  return (
    <LineIcon size={32}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

export function ChevronIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon size={18} strokeWidth={3}>
      <path d="M5 12.5 10 17l9-10" />
    </LineIcon>
  );
}
