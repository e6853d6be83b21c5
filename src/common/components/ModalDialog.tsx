import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '../useModalFocus';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** Closes the dialog (Escape, a click beside it, its × button); without it the dialog cannot be closed. */
  onClose?: () => void;
  /** alertdialog for what needs an answer or reports a problem. */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  /** The dialog's own class, beside `modal`, and its body's. */
  className: string;
  bodyClassName: string;
  /** Whether a dialog that can be closed shows a × button in its header. */
  closeButton?: boolean;
  /**
   * Whether the body is the dialog's description, read out when it opens: not for a dialog whose body
   * grows long (the import dialog's preview of up to 500 questions).
   */
  describedByBody?: boolean;
}

/**
 * A modal dialog with a title: it takes focus while open (a control marked data-autofocus, else the
 * first link or button) and gives it back to where it was when it closes.
 */
export function ModalDialog({
  title,
  children,
  onClose,
  role = 'dialog',
  busy,
  className,
  bodyClassName,
  closeButton = true,
  describedByBody = true,
}: ModalDialogProps) {
  const headingId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalFocus(dialogRef, onClose, (dialog) =>
    dialog.querySelector<HTMLElement>('[data-autofocus], a[href], button:not([disabled])'),
  );

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={dialogRef}
        className={`modal ${className}`}
        role={role}
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={describedByBody ? bodyId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={headingId}>{title}</h2>
          {onClose && closeButton && (
            <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div id={bodyId} className={bodyClassName}>
          {children}
        </div>
      </div>
    </div>
  );
}
