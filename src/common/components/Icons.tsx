// Loqi's icons, one drawing for each thing an icon says, shared by every screen. Line icons on a 24 × 24
// grid, drawn in the current text colour. Decorative: what an icon sits in is named by its text or label.
// The phone's one drawing, its verdict badge, stays in play/ResultScreen: /join would otherwise load this
// whole module for it (npm run bench:bundle).
import { LineIcon } from './LineIcon';

/** The size of an icon in a button; bigger screens (home cards, the host's screen) pass their own. */
const DEFAULT_ICON_SIZE = 20;

interface IconProps {
  size?: number;
}

export function CheckIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size} strokeWidth={3}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function CrossIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size} strokeWidth={3}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function PlusIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

export function ArrowUpIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size} strokeWidth={2.4}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </LineIcon>
  );
}

export function ArrowDownIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size} strokeWidth={2.4}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </LineIcon>
  );
}

export function ChevronIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function NextIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

export function PlayIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M7 4.5v15l12-7.5Z" />
    </LineIcon>
  );
}

export function PauseIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M8 5v14" />
      <path d="M16 5v14" />
    </LineIcon>
  );
}

export function SkipIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M5 5v14l10-7Z" />
      <path d="M19 5v14" />
    </LineIcon>
  );
}

export function EditIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </LineIcon>
  );
}

/** Two sheets, one over the other: a copy of a quiz. */
export function CopyIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </LineIcon>
  );
}

export function TrashIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l.8 12.5h9.4L17.5 7" />
    </LineIcon>
  );
}

export function ShareIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}

export function PreviewIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

export function ListIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </LineIcon>
  );
}

/** The quiz's own settings (the editor's gear). */
export function SettingsIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </LineIcon>
  );
}

/** The signed-in person's account and settings (the home card). */
export function AccountIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

export function PlayersIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 13.9c1.8.9 3 2.7 3 6.1" />
    </LineIcon>
  );
}

export function ExploreIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z" />
    </LineIcon>
  );
}

export function YourQuizzesIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 9h10M7 13h10M7 17h6" />
    </LineIcon>
  );
}

export function ImageIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5L21 19" />
    </LineIcon>
  );
}

export function VideoIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <rect x="2.5" y="5" width="19" height="14" rx="3.5" />
      <path d="m10 9.2 5 2.8-5 2.8Z" />
    </LineIcon>
  );
}

export function NoMediaIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m6 18 12-12" />
    </LineIcon>
  );
}

export function UploadIcon({ size = DEFAULT_ICON_SIZE }: IconProps) {
  return (
    <LineIcon size={size}>
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </LineIcon>
  );
}

/** A loudspeaker, struck through while `muted`. */
export function MusicIcon({ muted, size = DEFAULT_ICON_SIZE }: IconProps & { muted: boolean }) {
  return (
    <LineIcon size={size}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      {muted ? (
        <path d="m16 9.5 5 5m0-5-5 5" />
      ) : (
        <path d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
      )}
    </LineIcon>
  );
}

/** A padlock, its shackle closed while `locked` and swung open otherwise. */
export function PadlockIcon({ locked, size = DEFAULT_ICON_SIZE }: IconProps & { locked: boolean }) {
  return (
    <LineIcon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={locked ? 'M8 11V7.5a4 4 0 0 1 8 0V11' : 'M8 11V7.5a4 4 0 0 1 7.7-1.5'} />
      <path d="M12 15v2" />
    </LineIcon>
  );
}
