// Line icons of the host screen, drawn in the current text colour. Decorative: what they sit in is named
// by its text or its label.
import { LineIcon } from '@/common/components/LineIcon';

export function CheckIcon({ size = 28 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={3}>
      <path d="M4.5 12.5 9.5 17.5 19.5 6.5" />
    </LineIcon>
  );
}

export function CrossIcon({ size = 28 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={3}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function PlayersIcon({ size = 28 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 13.9c1.8.9 3 2.7 3 6.1" />
    </LineIcon>
  );
}

export function SkipIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M5 5v14l10-7Z" />
      <path d="M19 5v14" />
    </LineIcon>
  );
}

export function NextIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

export function PlayIcon({ size = 26 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M7 4.5v15l12-7.5Z" />
    </LineIcon>
  );
}
