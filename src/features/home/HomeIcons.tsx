// Line icons of the home cards, drawn in the current text colour. Decorative: each card's title names it.
import { LineIcon } from '@/common/components/LineIcon';

const ICON_SIZE = 26;

export function NewQuizIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </LineIcon>
  );
}

export function ExploreIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z" />
    </LineIcon>
  );
}

export function SettingsIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

export function YourQuizzesIcon() {
  return (
    <LineIcon size={ICON_SIZE}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 9h10M7 13h10M7 17h6" />
    </LineIcon>
  );
}
