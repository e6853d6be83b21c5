// The host's dialogs (SPEC §2): removing a player from the lobby, kicking one from the leaderboard, and
// the notice that a player has been kicked; removing many players at once.
import type { ReactNode } from 'react';
import { ModalDialog } from '@/common/components/ModalDialog';
import { lobbyKickPrompt, playerKickedNotice } from '@/domain';
import { nobodyJoinedRecently, removePlayersPrompt, type RemovalKind } from './hostTexts';
import './hostDialogs.css';

interface HostDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** A dialog over the stage, in a light palette; Escape or a click beside it closes it. */
function HostDialog({ title, children, onClose }: HostDialogProps) {
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      role="alertdialog"
      className="host-dialog"
      bodyClassName="host-dialog-body"
      closeButton={false}
    >
      {children}
    </ModalDialog>
  );
}

interface ConfirmActionsProps {
  /** The confirming button's text, which names what it does. */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** Never mind, focused first as the safe choice, or the confirming button, disabled while `busy`. */
function ConfirmActions({ confirm, onConfirm, onCancel, busy }: ConfirmActionsProps) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button button-secondary" onClick={onCancel} data-autofocus>
        Never mind
      </button>
      <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
        {confirm}
      </button>
    </div>
  );
}

interface KickDialogProps {
  name: string;
  /** In the lobby: "remove from the lobby"; on the leaderboard: kick from the game. */
  where: 'lobby' | 'leaderboard';
  onKick: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** "Are you sure…?" with Kick or Never mind. */
export function KickDialog({ name, where, onKick, onCancel, busy }: KickDialogProps) {
  return (
    <HostDialog title="Kick Player" onClose={onCancel}>
      <p>
        {where === 'lobby' ? lobbyKickPrompt(name) : `Are you sure you want to kick ${name} from the game?`}
      </p>
      <ConfirmActions confirm="Kick" onConfirm={onKick} onCancel={onCancel} busy={busy} />
    </HostDialog>
  );
}

/**
 * "Player Kicked: {name} has been kicked from the game. …" with OK: the words before the first colon are
 * the dialog's title, the rest its text.
 */
export function KickedNotice({ name, onClose }: { name: string; onClose: () => void }) {
  const notice = playerKickedNotice(name);
  const colon = notice.indexOf(': ');
  return (
    <HostDialog title={notice.slice(0, colon)} onClose={onClose}>
      <p>{notice.slice(colon + 2)}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </HostDialog>
  );
}

interface RemovePlayersDialogProps {
  kind: RemovalKind;
  count: number;
  onRemove: () => void;
  onCancel: () => void;
  busy: boolean;
}

/**
 * The one confirmation of a bulk removal, saying how many players go, with Remove or Never mind; when
 * nobody joined in the last minute, it says so with OK.
 */
export function RemovePlayersDialog({ kind, count, onRemove, onCancel, busy }: RemovePlayersDialogProps) {
  if (count === 0) {
    return (
      <HostDialog title="Remove Players" onClose={onCancel}>
        <p>{nobodyJoinedRecently}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-primary" onClick={onCancel} data-autofocus>
            OK
          </button>
        </div>
      </HostDialog>
    );
  }
  return (
    <HostDialog title="Remove Players" onClose={onCancel}>
      <p>{removePlayersPrompt[kind](count)}</p>
      <ConfirmActions confirm="Remove" onConfirm={onRemove} onCancel={onCancel} busy={busy} />
    </HostDialog>
  );
}
