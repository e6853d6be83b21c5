// The host's dialogs (SPEC §2): removing a player from the lobby, kicking one from the leaderboard, and
// the notice that a player has been kicked.
import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@/common/useModalFocus';
import { lobbyKickPrompt, playerKickedNotice } from '@/domain';

interface HostDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** A modal dialog that takes focus while open and gives it back when it closes; Escape closes it. */
function HostDialog({ title, children, onClose }: HostDialogProps) {
  const headingId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, onClose, (dialog) => dialog.querySelector<HTMLElement>('[data-autofocus]'));

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal host-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={headingId}>{title}</h2>
        <div id={bodyId} className="host-dialog-body">
          {children}
        </div>
      </div>
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
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} data-autofocus>
          Never mind
        </button>
        <button type="button" className="button button-danger" onClick={onKick} disabled={busy}>
          Kick
        </button>
      </div>
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
